import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, Forbidden, NotFound, ValidationError } from '../../http/errors.js';
import { cursorList } from '../../http/lists.js';
import { keyCursor } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import { namesOf, pick } from '../../lib/pick.js';
import * as repo from './actions.repository.js';
import {
  Action,
  ACTION_NOT_FOUND,
  ActionList,
  ActionParams,
  ListActionsQuery,
  NO_VALID_FIELDS,
  NOT_ASSIGNED,
  SUPPLIER_FIELDS,
  tags,
  UpdateActionBody,
  VERIFIED_IS_FINAL,
  VERIFY_NEEDS_DONE,
  VERIFY_NEEDS_LEVEL,
  VERIFY_NEEDS_NOTE,
} from './actions.schemas.js';
import { assertAssignee } from './assignee.js';
import { auditActionRoutes } from './audit-actions.routes.js';
import { moveProblem } from './transitions.js';

const UPDATABLE = namesOf(UpdateActionBody.properties);
const ownAction = { owner: repo.actionOwner, in: 'params', field: 'id' } as const;
const VERIFIER_LEVEL = 3;
const cursors = keyCursor('a', 'day');

/** Corrective actions on failed or flagged audit items (docs/actions.md). */
export async function actionsRoutes(
  app: App,
  { counts, reads, clock }: Pick<AppContext, 'counts' | 'reads' | 'clock'>,
) {
  await auditActionRoutes(app);

  app.get(
    '/actions',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listActions',
        tags,
        summary: 'Corrective actions of every audit, soonest due first, a page at a time',
        querystring: ListActionsQuery,
        response: responses({ 200: ActionList }),
      },
    },
    async (request) => {
      const q = request.query;
      // The supplier scope sees its own company's, whatever companyid it sent.
      const filter: repo.ActionFilter = {
        status: q.status ?? null,
        assignee: q.assignee ?? null,
        companyid: companyScope(request) ?? q.companyid ?? null,
        overdue: q.overdue ?? null,
        priority: q.priority ?? null,
      };
      return cursorList(request, { counts, reads }, q, {
        rows: (db, at) => repo.listActions(db, filter, at),
        count: (db) => repo.countActions(db, filter),
        // "overdue" depends on the day (the database's, UTC): the day is part of the key.
        countKey: ['actions', filter, clock().toISOString().slice(0, 10)],
        cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.sort_key, last.actionid) },
      });
    },
  );

  app.get(
    '/actions/:id',
    {
      config: { level: 1, supplier: ownAction },
      schema: {
        operationId: 'getAction',
        tags,
        summary: 'One corrective action',
        params: ActionParams,
        response: responses({ 200: Ok(Action) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findAction(request.db, request.params.id);
      if (!found) throw new NotFound(ACTION_NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.put(
    '/actions/:id',
    {
      config: {
        level: 2,
        supplier: { ...ownAction, fields: SUPPLIER_FIELDS },
        openapi: { atLeastOneField: true },
      },
      schema: {
        operationId: 'updateAction',
        tags,
        summary: 'Change an action (partial): its status moves open → in_progress → done → verified',
        description:
          '`verified` needs level 3, the action `done` and a `verificationnote`; a verified action is final (409). ' +
          'Suppliers may move the status of actions assigned to them up to `done`.',
        params: ActionParams,
        body: UpdateActionBody,
        response: responses({ 200: Ok(Action) }, [404, 409]),
      },
    },
    async (request) => {
      const fields = pick(request.body, UPDATABLE);
      if (Object.keys(fields).length === 0) throw new ValidationError(NO_VALID_FIELDS);
      const principal = principalOf(request);
      if (fields.status === 'verified') {
        if (principal.level < VERIFIER_LEVEL) throw new Forbidden(VERIFY_NEEDS_LEVEL);
        if (fields.verificationnote === undefined) throw new ValidationError(VERIFY_NEEDS_NOTE);
      } else if (fields.verificationnote !== undefined) {
        throw new ValidationError('verificationnote is recorded only with status verified');
      }
      const id = request.params.id;
      await request.db.transaction(async (tx) => {
        const current = await repo.lockAction(tx, id);
        if (!current) throw new NotFound(ACTION_NOT_FOUND);
        if (companyScope(request) !== undefined && current.assignee !== principal.userid) {
          throw new Forbidden(NOT_ASSIGNED);
        }
        const problem = moveProblem(current.status, fields.status);
        if (problem === 'final') throw new Conflict(VERIFIED_IS_FINAL);
        if (problem === 'needs_done') throw new Conflict(VERIFY_NEEDS_DONE);
        if (fields.assignee !== undefined) await assertAssignee(tx, fields.assignee, current.companyid);
        await repo.updateAction(tx, id, fields, principal.userid);
      });
      const data = await repo.findAction(request.db, id);
      return { success: true as const, data: data! };
    },
  );
}
