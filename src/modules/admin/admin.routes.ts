import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Id, NullableTimestamp, Ok, responses, Timestamp } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { userMaxLevel } from '../auth/auth.repository.js';
import * as repo from './admin.repository.js';

const tags = ['Admin'];
const Level = Type.Integer({ minimum: 1, maximum: 4, description: '1 Basic, 2 Editor, 3 Manager, 4 Admin' });

export async function adminRoutes(app: App, { db, auth }: Pick<AppContext, 'db' | 'auth'>) {
  app.post(
    '/admin/apiKeys',
    {
      config: { level: 4 },
      schema: {
        operationId: 'createApiKey',
        tags,
        summary: 'Issue an API key; the key is shown once, in this response only',
        body: Type.Object({
          name: Type.String({ minLength: 1, maxLength: 100 }),
          level: Level,
          userid: Type.Optional(Id('The user the key acts as; defaults to the caller’s user')),
        }),
        response: responses({
          201: Ok(
            Type.Object({
              id: Type.Integer(),
              key: Type.String(),
              name: Type.String(),
              level: Type.Integer(),
              userid: Type.Integer(),
            }),
          ),
        }),
      },
    },
    async (request, reply) => {
      const { name, level } = request.body;
      const userid = request.body.userid ?? principalOf(request).userid;
      await assertLookupIds(request.db, [{ field: 'userid', table: 'users', value: userid }]);
      const max = (await userMaxLevel(request.db, userid))!;
      if (level > max) {
        throw new ValidationError(
          `Invalid level: a key for user ${userid} can be at most level ${max}, its own`,
        );
      }
      const { id, key } = await repo.createKey(request.db, { name, level, userid });
      return reply.code(201).send({ success: true as const, data: { id, key, name, level, userid } });
    },
  );

  app.get(
    '/admin/apiKeys',
    {
      config: { level: 4 },
      schema: {
        operationId: 'listApiKeys',
        tags,
        summary: 'Every key, without its secret',
        response: responses({
          200: Ok(
            Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                level: Type.Integer(),
                userid: Type.Integer(),
                prefix: Type.String({ description: 'The first characters of the key' }),
                created: Timestamp,
                revoked: NullableTimestamp,
              }),
            ),
          ),
        }),
      },
    },
    async () => ({ success: true as const, data: await repo.listKeys(db) }),
  );

  app.delete(
    '/admin/apiKeys/:id',
    {
      config: { level: 4 },
      schema: {
        operationId: 'revokeApiKey',
        tags,
        summary: 'Revoke a key: it is refused from the next request on',
        params: Type.Object({ id: Id() }),
        response: responses({ 200: Ok(Type.Object({ id: Type.Integer(), revoked: Type.Boolean() })) }, [404]),
      },
    },
    async (request) => {
      const { id } = request.params;
      await auth.changeCredentials(request.db, async (tx) => {
        if (!(await repo.revokeKey(tx, id))) throw new NotFound('API key not found or already revoked');
      });
      return { success: true as const, data: { id, revoked: true } };
    },
  );
}
