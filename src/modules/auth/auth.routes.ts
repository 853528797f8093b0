import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { findUser } from '../users/users.repository.js';
import * as repo from './auth.repository.js';
import { ChangePasswordBody, LoginBody, Me, Session, tags } from './auth.schemas.js';
import { changePassword, signIn } from './sign-in.js';

/** Sign-in, sign-out, password change and "who am I" (docs/auth.md). */
export async function authRoutes(app: App, { db, auth }: Pick<AppContext, 'db' | 'auth'>) {
  app.post(
    '/auth/login',
    {
      config: { level: 0 },
      schema: {
        operationId: 'login',
        tags,
        summary: 'Sign in with email and password; answers a token that acts as the user',
        body: LoginBody,
        response: responses({ 200: Ok(Session) }, [429]),
      },
    },
    async (request) => {
      const { emailaddress, password } = request.body;
      return { success: true as const, data: await signIn(db, auth.tokens, emailaddress, password) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { level: 1, supplier: 'company', duringPasswordChange: true },
      schema: {
        operationId: 'logout',
        tags,
        summary: 'Revoke the sign-in token of this request, on every instance',
        response: responses({ 200: Type.Object({ success: Type.Literal(true), message: Type.String() }) }),
      },
    },
    async (request) => {
      const { jti } = principalOf(request);
      if (jti === null) {
        throw new ValidationError(
          'Logout needs a sign-in token; an API key is revoked with DELETE /admin/apiKeys/{id}',
        );
      }
      await auth.changeCredentials(request.db, (tx) => repo.revokeSession(tx, jti));
      return { success: true as const, message: 'Signed out' };
    },
  );

  app.post(
    '/auth/changePassword',
    {
      config: { level: 1, supplier: 'company', duringPasswordChange: true },
      schema: {
        operationId: 'changePassword',
        tags,
        summary: 'Change the caller’s password; revokes all its tokens and keys and answers a new token',
        body: ChangePasswordBody,
        response: responses({ 200: Ok(Session) }, [429]),
      },
    },
    async (request) => {
      const { currentpassword, newpassword } = request.body;
      const { userid } = principalOf(request);
      return {
        success: true as const,
        data: await changePassword(request.db, auth, userid, currentpassword, newpassword),
      };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getMe',
        tags,
        summary: 'The caller: its user, level and scope',
        response: responses({ 200: Ok(Me) }),
      },
    },
    async (request) => {
      const p = principalOf(request);
      const user = await findUser(db, p.userid);
      return {
        success: true as const,
        data: { user: user!, level: p.level, scope: p.scope, companyid: p.companyid, via: p.via },
      };
    },
  );
}
