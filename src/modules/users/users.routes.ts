import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { pick } from '../../lib/pick.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { hashPassword } from '../../lib/password.js';
import { levelOf, revokeUserCredentials } from '../auth/auth.repository.js';
import { checkNewPassword } from '../auth/password-rule.js';
import { usersListRoutes } from './list.routes.js';
import * as repo from './users.repository.js';
import {
  CreateUserBody,
  GetUserQuery,
  UPDATABLE_USER_FIELDS,
  UpdateUserBody,
  User,
  UserIdParams,
} from './users.schemas.js';

const tags = ['Users'];
const Message = Type.Object({ success: Type.Literal(true), message: Type.String() });
const Created = Type.Object({ success: Type.Literal(true), message: Type.String(), userid: Type.Integer() });
const Deactivated = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  userId: Type.Integer(),
});

export async function usersRoutes(
  app: App,
  { db, auth, reads, counts }: Pick<AppContext, 'db' | 'auth' | 'reads' | 'counts'>,
) {
  usersListRoutes(app, { reads, counts });
  const getUser = async (
    request: FastifyRequest<{ Params: { id?: number }; Querystring: { userId?: number } }>,
  ) => {
    const userid = request.params.id ?? request.query.userId ?? principalOf(request).userid;
    const user = await repo.findUser(db, userid);
    if (!user) throw new NotFound('User not found');
    return { success: true as const, data: user };
  };
  const getUserSchema = {
    tags,
    querystring: GetUserQuery,
    response: responses({ 200: Ok(User) }, [404]),
  };
  app.get(
    '/users/getUser/:id',
    {
      config: { level: 1, supplier: { owner: repo.userOwner, in: 'params', field: 'id' } },
      schema: {
        ...getUserSchema,
        operationId: 'getUser',
        summary: 'Read a user by id',
        params: UserIdParams,
      },
    },
    getUser,
  );
  app.get(
    '/users/getUser',
    {
      config: { level: 1, supplier: { owner: repo.userOwner, in: 'query', field: 'userId' } },
      schema: {
        ...getUserSchema,
        operationId: 'getUserByQuery',
        summary: 'Read the user named by the userId query parameter, or else the key’s own user',
      },
    },
    getUser,
  );

  app.post(
    '/users/createUser',
    {
      // Two creations racing for one address: the unique index decides, with the same message.
      config: {
        idempotent: true,
        level: 2,
        messages: { unique: { users_email_unique: 'User not added, email already exists' } },
      },
      schema: {
        operationId: 'createUser',
        tags,
        summary: 'Create a user',
        body: CreateUserBody,
        response: responses({ 201: Created }, [409]),
      },
    },
    async (request, reply) => {
      const { password, ...user } = request.body;
      checkNewPassword('password', password, user.emailaddress);
      await assertLookupIds(request.db, [
        { field: 'companyid', table: 'companies', value: user.companyid },
        { field: 'accesslevelid', table: 'access_levels', value: user.accesslevelid },
        { field: 'departmentid', table: 'departments', value: user.departmentid },
      ]);
      // Nobody creates a user who could do more than they can (an Editor making an Administrator).
      const level = await levelOf(request.db, user.accesslevelid, user.companyid);
      if (level === undefined || level > principalOf(request).level) {
        throw new Forbidden('Insufficient permissions for accesslevelid');
      }
      if (await repo.emailTaken(request.db, user.emailaddress))
        throw new Conflict('User not added, email already exists');
      const passwordHash = await hashPassword(password);
      const userid = await repo.insertUser(request.db, { ...user, passwordHash });
      return reply.code(201).send({ success: true as const, message: 'User created successfully', userid });
    },
  );

  app.post(
    '/users/updateUser',
    {
      config: { level: 2 },
      schema: {
        operationId: 'updateUserWithoutId',
        tags,
        summary: 'Always refused: the user id belongs in the path',
        response: responses({}),
      },
    },
    async () => {
      throw new ValidationError('userId must be provided in the URL, e.g., /updateUser/123');
    },
  );

  app.post(
    '/users/updateUser/:id',
    {
      config: {
        level: 2,
        messages: { unique: { users_email_unique: 'User not updated, email already exists' } },
        openapi: { atLeastOneField: true },
      },
      schema: {
        operationId: 'updateUser',
        tags,
        summary: 'Update some of a user’s details (POST only)',
        params: UserIdParams,
        body: Type.Optional(UpdateUserBody),
        response: responses({ 200: Message }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const fields = pick(body, UPDATABLE_USER_FIELDS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided for update');
      if (fields.emailaddress !== undefined && (await repo.emailTaken(request.db, fields.emailaddress, id))) {
        throw new Conflict('User not updated, email already exists');
      }
      if (!(await repo.updateUser(request.db, id, fields))) throw new NotFound('User not found');
      return { success: true as const, message: 'User updated successfully' };
    },
  );

  app.post(
    '/users/deleteUser/:id',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteUser',
        tags,
        summary:
          'Deactivate a user (soft delete); the user’s API keys and sign-in tokens are revoked at once',
        params: UserIdParams,
        response: responses({ 200: Deactivated }, [404]),
      },
    },
    async (request) => {
      const id = request.params.id;
      if (id === principalOf(request).userid) {
        throw new ValidationError('You cannot deactivate the user your API key acts as');
      }
      await auth.changeCredentials(request.db, async (tx) => {
        if (!(await repo.deactivateUser(tx, id))) throw new NotFound('User not found or already inactive');
        await revokeUserCredentials(tx, id);
      });
      return { success: true as const, message: 'User deactivated successfully', userId: id };
    },
  );
}
