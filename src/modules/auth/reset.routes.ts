import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Id, responses } from '../../http/schemas.js';
import { NewPassword } from './password-rule.js';
import { forgotPassword, resetPassword, sendPasswordReset, RESET_REQUESTED, type Kick } from './reset.js';
import { tags } from './auth.schemas.js';

const Message = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** Forgotten passwords: the request, the reset with a link's token, an Administrator's reset (docs/auth.md). */
export function resetRoutes(
  app: App,
  { db, auth }: Pick<AppContext, 'db' | 'auth'>,
  outbox: Kick | undefined,
) {
  app.post(
    '/auth/forgotPassword',
    {
      config: { level: 0 },
      schema: {
        operationId: 'forgotPassword',
        tags,
        summary:
          'Ask for a password reset link by email; answers the same whatever the address (at most 3 emails an hour)',
        body: Type.Object({ emailaddress: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: responses({ 200: Message }),
      },
    },
    async (request) => {
      await forgotPassword(db, outbox, request.body.emailaddress);
      return { success: true as const, message: RESET_REQUESTED };
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      config: { level: 0 },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary:
          'Set a new password with a reset link’s token (single use, 1 hour); signs the user out everywhere',
        body: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 200, description: 'The `token` of the link' }),
          password: NewPassword,
        }),
        response: responses({ 200: Message }),
      },
    },
    async (request) => {
      await resetPassword(db, auth, request.body.token, request.body.password);
      return { success: true as const, message: 'Password reset; sign in with the new password' };
    },
  );

  app.post(
    '/auth/sendPasswordReset/:id',
    {
      config: { level: 4 },
      schema: {
        operationId: 'sendPasswordReset',
        tags,
        summary:
          'Administrator: email a user a password reset link (the person chooses the new password; the current one works until then)',
        params: Type.Object({ id: Id('userid') }),
        response: responses({ 200: Message }, [404, 429]),
      },
    },
    async (request) => {
      const email = await sendPasswordReset(
        request.db,
        outbox,
        request.params.id,
        principalOf(request).userid,
      );
      return { success: true as const, message: `A password reset link is on its way to ${email}` };
    },
  );
}
