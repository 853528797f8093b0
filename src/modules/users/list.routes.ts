import type { App, AppContext } from '../../app-context.js';
import { idCursor } from '../../http/paging.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { listUsers } from './users.repository.js';
import { ListUsersQuery, UserList } from './users.schemas.js';

const cursors = idCursor('u');

/** GET /users: every user, filtered and paged; a supplier's users see their own company's only. */
export function usersListRoutes(app: App, { reads, counts }: Pick<AppContext, 'reads' | 'counts'>) {
  app.get(
    '/users',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listUsers',
        tags: ['Users'],
        summary: 'List users, filtered and paged (page/limit or cursor)',
        querystring: ListUsersQuery,
        response: responses({ 200: UserList }),
      },
    },
    async (request) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const { page = 1, limit = 50, cursor, ...filters } = request.query;
      const afterId = cursor !== undefined ? cursors.decode(cursor) : undefined;
      // The supplier scope lists its own company, whatever companyid says (as the other lists do).
      const { items, total } = await listUsers(
        db,
        { ...filters, companyid: companyScope(request) ?? filters.companyid },
        { limit, offset: (page - 1) * limit, afterId },
        counts,
      );
      const last = items.at(-1);
      return {
        success: true as const,
        data: items,
        pagination: {
          page: afterId === undefined ? page : null,
          limit,
          total,
          totalPages: Math.ceil(total / limit),
          // A next cursor only when this page is full: a short page is the last one.
          nextCursor: last && items.length === limit ? cursors.encode(last.userid) : null,
        },
      };
    },
  );
}
