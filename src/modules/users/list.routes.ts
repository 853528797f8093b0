import type { App, AppContext } from '../../app-context.js';
import { cursorList } from '../../http/lists.js';
import { idCursor } from '../../http/paging.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { countUsers, listUsers } from './users.repository.js';
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
      const { page, limit, cursor, ...filters } = request.query;
      // The supplier scope lists its own company, whatever companyid says (as the other lists do).
      const filter = { ...filters, companyid: companyScope(request) ?? filters.companyid };
      return cursorList(
        request,
        { counts, reads },
        { page, limit, cursor },
        {
          rows: (db, at) => listUsers(db, filter, at),
          count: (db) => countUsers(db, filter),
          countKey: ['users', filter.companyid, filter.active, filter.search],
          cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.userid) },
        },
      );
    },
  );
}
