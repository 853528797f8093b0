import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { offsetList } from '../../http/lists.js';
import { Ok, responses } from '../../http/schemas.js';
import { sortOf } from '../../http/sorting.js';
import * as repo from './audit-programme.repository.js';
import {
  ALREADY_COMPLETE,
  AssignBody,
  Assigned,
  AssignParams,
  PLAN_NOT_FOUND,
  PlanBody,
  Planned,
  ProgrammeList,
  ProgrammeQuery,
  Rules,
  RulesRead,
  RulesSaved,
  tags,
} from './audit-programme.schemas.js';
import { dayOf } from '../../worker/day-reminders.js';
import type { AuditProgrammeWorker } from './reminders.js';

/**
 * The audit programme (docs/approval.md, "Audit programme"). The organisation's own planning: no route admits the
 * supplier scope (an unannounced audit's date must not reach the supplier).
 */
export function auditProgrammeRoutes(
  app: App,
  ctx: AppContext,
  { reminders }: { reminders: AuditProgrammeWorker },
) {
  const { clock } = ctx;

  app.get(
    '/audit-programme/rules',
    {
      config: { level: 1 },
      schema: {
        operationId: 'getAuditProgrammeRules',
        tags,
        summary: 'The decision table that sets each supplier site’s next audit due date',
        response: responses({ 200: Ok(RulesRead) }),
      },
    },
    async (request) => ({ success: true as const, data: await repo.readRules(ctx.reads.for(request)) }),
  );

  app.put(
    '/audit-programme/rules',
    {
      config: { level: 4 },
      schema: {
        operationId: 'updateAuditProgrammeRules',
        tags,
        summary:
          'Replace the decision table (Admin); every site’s due date is recomputed in the same transaction',
        body: Rules,
        response: responses({ 200: Ok(RulesSaved) }),
      },
    },
    async (request) => {
      const userid = principalOf(request).userid;
      const data = await request.db.transaction((tx) =>
        repo.saveRules(tx, request.body, userid, dayOf(clock)),
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/audit-programme',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listAuditProgramme',
        tags,
        summary: 'Supplier sites with their next audit due date, last audit, planned audit and the reasons',
        description:
          'Ordered by date (the planned audit’s date, else the due date), soonest first. `status`: `overdue` (not ' +
          'planned, past its due date), `due` (not planned, due today or later), `planned` (an open planned audit).',
        querystring: ProgrammeQuery,
        response: responses({ 200: ProgrammeList }),
      },
    },
    async (request) => {
      const { status, from, to, supplierid, userid, page, limit } = request.query;
      const asof = dayOf(clock);
      if (from !== undefined && to !== undefined && from > to) {
        throw new ValidationError('Invalid date range: from is after to');
      }
      const filter: repo.ProgrammeFilter = { asof, status, from, to, supplierid, userid };
      const sort = sortOf(repo.SORTS, request.query.sort);
      const list = await offsetList(
        request,
        ctx,
        { page, limit },
        {
          rows: (db, at) => repo.programmePage(db, filter, at, sort),
          count: (db) => repo.countProgramme(db, filter),
          countKey: ['audit-programme', filter],
        },
      );
      return { ...list, asof };
    },
  );

  const assertAuditor = async (db: Queryable, userid: number) => {
    if (!(await repo.isAuditor(db, userid))) {
      throw new ValidationError(`Invalid userid: ${userid} is not an active user of the organisation`);
    }
  };

  app.post(
    '/audit-programme/plan',
    {
      config: { level: 2, idempotent: true },
      schema: {
        operationId: 'planAuditProgramme',
        tags,
        summary: 'Create planned audits for every site due within N days, at most once per site and period',
        body: PlanBody,
        response: responses({ 201: Ok(Planned) }),
      },
    },
    async (request, reply) => {
      const { days, unannounced } = request.body;
      const caller = principalOf(request).userid;
      const userid = request.body.userid ?? caller;
      await assertAuditor(request.db, userid);
      const rules = await repo.readRules(request.db);
      const audits = await repo.planDue(request.db, {
        asof: dayOf(clock),
        days,
        userid,
        unannounced: unannounced ?? rules.unannounced,
        by: caller,
      });
      if (audits.length > 0) await reminders.afterWrite();
      return reply.code(201).send({ success: true as const, data: { planned: audits.length, audits } });
    },
  );

  app.post(
    '/audit-programme/planned/:auditid/assign',
    {
      config: { level: 2, idempotent: true },
      schema: {
        operationId: 'assignPlannedAudit',
        tags,
        summary: 'Give a planned audit (not completed) another auditor',
        params: AssignParams,
        body: AssignBody,
        response: responses({ 200: Ok(Assigned) }, [404, 409]),
      },
    },
    async (request) => {
      const { auditid } = request.params;
      const { userid } = request.body;
      await assertAuditor(request.db, userid);
      const result = await repo.assignPlanned(request.db, auditid, userid);
      if (!result.found) throw new NotFound(PLAN_NOT_FOUND);
      if (result.complete) throw new Conflict(ALREADY_COMPLETE);
      await reminders.afterWrite();
      return { success: true as const, data: { auditid, userid, message: 'Auditor assigned' } };
    },
  );
}
