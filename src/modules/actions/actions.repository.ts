import type { Queryable } from '../../db/index.js';
import { ownerQuery } from '../../http/scope.js';
import type { AnswerResult } from '../../lib/score.js';
import type {
  Action,
  ActionStatus,
  CreateActionBody,
  Priority,
  UpdateActionBody,
} from './actions.schemas.js';

/** Today in UTC: due dates are calendar dates, compared in UTC like every timestamp of the API. */
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;

const ACTION_COLUMNS = `ca.actionid, ca.auditid, ca.itemid, a.companyid, i.question, coalesce(an.result, '') AS result,
  ca.description, ca.assignee, u.firstname || ' ' || u.lastname AS assignee_name,
  to_char(ca.duedate, 'YYYY-MM-DD') AS duedate, ca.priority, ca.status,
  (ca.duedate < ${TODAY} AND ca.status IN ('open', 'in_progress')) AS overdue,
  ca.verificationnote, ca.verified_by, api_ts(ca.verified_at) AS verified_at, ca.automatic, ca.created_by,
  api_ts(ca.created) AS created, api_ts(ca.lastupdated) AS lastupdated`;

const ACTION_FROM = `corrective_actions ca
  JOIN audits a ON a.auditid = ca.auditid
  JOIN audit_items i ON i.itemid = ca.itemid
  JOIN users u ON u.userid = ca.assignee
  LEFT JOIN audit_answers an ON an.auditid = ca.auditid AND an.itemid = ca.itemid`;

/** The audit's company and status, and the item's answer; undefined when there is no audit. */
export async function auditItemAnswer(q: Queryable, auditid: number, itemid: number) {
  const { rows } = await q.query<{ companyid: number; in_template: boolean; result: AnswerResult | null }>(
    `SELECT a.companyid,
            EXISTS (SELECT 1 FROM audit_items i JOIN audit_sections s ON s.sectionid = i.sectionid
                     WHERE i.itemid = $2 AND s.templateid = a.templateid) AS in_template,
            (SELECT an.result FROM audit_answers an WHERE an.auditid = a.auditid AND an.itemid = $2) AS result
       FROM audits a WHERE a.auditid = $1`,
    [auditid, itemid],
  );
  return rows[0];
}

/** A user's company and whether it is active; undefined when there is no such user. */
export async function userCompany(q: Queryable, userid: number) {
  const { rows } = await q.query<{ companyid: number; active: number }>(
    'SELECT companyid, active FROM users WHERE userid = $1',
    [userid],
  );
  return rows[0];
}

export async function insertAction(
  q: Queryable,
  a: CreateActionBody & { auditid: number; itemid: number; createdBy: number },
): Promise<number> {
  const { rows } = await q.write<{ actionid: number }>(
    `INSERT INTO corrective_actions (auditid, itemid, description, assignee, duedate, priority, created_by)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7) RETURNING actionid`,
    [a.auditid, a.itemid, a.description, a.assignee, a.duedate, a.priority, a.createdBy],
  );
  return rows[0]!.actionid;
}

export async function findAction(q: Queryable, actionid: number): Promise<Action | undefined> {
  const { rows } = await q.query<Action>(
    `SELECT ${ACTION_COLUMNS} FROM ${ACTION_FROM} WHERE ca.actionid = $1`,
    [actionid],
  );
  return rows[0];
}

/** What an update checks, the row locked until the transaction ends. */
export async function lockAction(q: Queryable, actionid: number) {
  const { rows } = await q.query<{ status: ActionStatus; assignee: number; companyid: number }>(
    `SELECT ca.status, ca.assignee, a.companyid
       FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid
      WHERE ca.actionid = $1 FOR UPDATE OF ca`,
    [actionid],
  );
  return rows[0];
}

/** Sets the given fields; a move to `verified` records who verified it and when. */
export async function updateAction(
  q: Queryable,
  actionid: number,
  f: UpdateActionBody,
  userid: number,
): Promise<void> {
  await q.write(
    `UPDATE corrective_actions
        SET description = coalesce($2, description), assignee = coalesce($3, assignee),
            duedate = coalesce($4::date, duedate), priority = coalesce($5, priority),
            status = coalesce($6, status), verificationnote = coalesce($7, verificationnote),
            verified_by = CASE WHEN $6 = 'verified' THEN $8 ELSE verified_by END,
            verified_at = CASE WHEN $6 = 'verified' THEN now() ELSE verified_at END,
            lastupdated = now()
      WHERE actionid = $1`,
    [
      actionid,
      f.description ?? null,
      f.assignee ?? null,
      f.duedate ?? null,
      f.priority ?? null,
      f.status ?? null,
      f.verificationnote ?? null,
      userid,
    ],
  );
}

/** An audit's actions in checklist order (section, item), then as raised. */
export async function listAuditActions(q: Queryable, auditid: number): Promise<Action[]> {
  const { rows } = await q.query<Action>(
    `SELECT ${ACTION_COLUMNS} FROM ${ACTION_FROM}
       JOIN audit_sections s ON s.sectionid = i.sectionid
      WHERE ca.auditid = $1
      ORDER BY s.sort_order, i.sort_order, ca.actionid`,
    [auditid],
  );
  return rows;
}

export interface ActionFilter {
  status: ActionStatus | null;
  assignee: number | null;
  companyid: number | null;
  overdue: boolean | null;
  priority: Priority | null;
}

const FILTER = `($1::text IS NULL OR ca.status = $1) AND ($2::int IS NULL OR ca.assignee = $2)
  AND ($3::int IS NULL OR a.companyid = $3)
  AND ($4::boolean IS NULL OR (ca.duedate < ${TODAY} AND ca.status IN ('open', 'in_progress')) = $4)
  AND ($5::text IS NULL OR ca.priority = $5)`;
const filterParams = (f: ActionFilter) => [f.status, f.assignee, f.companyid, f.overdue, f.priority];

const LIST_SELECT = `SELECT ${ACTION_COLUMNS}, to_char(ca.duedate, 'YYYY-MM-DD') AS sort_key FROM ${ACTION_FROM}`;
// By offset, or after a cursor's row (due day, actionid): two statements, so that the cursor's row comparison
// can start the index scan (corrective_actions_due) where the previous page ended.
const LIST_PAGE_SQL = `${LIST_SELECT} WHERE ${FILTER} ORDER BY ca.duedate, ca.actionid LIMIT $6 OFFSET $7`;
const LIST_AFTER_SQL = `${LIST_SELECT} WHERE ${FILTER} AND (ca.duedate, ca.actionid) > ($7::date, $8::int)
  ORDER BY ca.duedate, ca.actionid LIMIT $6`;

/** Actions matching the filter, soonest due first: `offset` rows in, or after the cursor's row. */
export async function listActions(
  q: Queryable,
  f: ActionFilter,
  page: { limit: number; offset: number; after?: { key: string; id: number } },
): Promise<(Action & { sort_key: string })[]> {
  const { rows } = page.after
    ? await q.query<Action & { sort_key: string }>(LIST_AFTER_SQL, [
        ...filterParams(f),
        page.limit,
        page.after.key,
        page.after.id,
      ])
    : await q.query<Action & { sort_key: string }>(LIST_PAGE_SQL, [
        ...filterParams(f),
        page.limit,
        page.offset,
      ]);
  return rows;
}

export async function countActions(q: Queryable, f: ActionFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid WHERE ${FILTER}`,
    filterParams(f),
  );
  return rows[0]!.n;
}

export const AUTOMATIC_DUE_DAYS = 28;
export const AUTOMATIC_PRIORITY: Priority = 'high';

/**
 * At completion, in its transaction: an open action for every critical item answered `fail` that has none,
 * assigned to the supplier's first portal user (its lowest active userid; the completing user when the supplier
 * has none) and due in 28 days. Returns the ids raised.
 */
export async function raiseForCriticalFails(
  q: Queryable,
  auditid: number,
  userid: number,
): Promise<number[]> {
  const { rows } = await q.write<{ actionid: number }>(
    `INSERT INTO corrective_actions (auditid, itemid, description, assignee, duedate, priority, automatic, created_by)
     SELECT a.auditid, i.itemid, 'Critical item failed at audit: ' || i.question,
            coalesce((SELECT u.userid FROM users u WHERE u.companyid = a.companyid AND u.active = 1
                       ORDER BY u.userid LIMIT 1), $2),
            ${TODAY} + $3::int, $4, true, $2
       FROM audits a
       JOIN audit_answers an ON an.auditid = a.auditid AND an.result = 'fail'
       JOIN audit_items i ON i.itemid = an.itemid AND i.critical
      WHERE a.auditid = $1
        AND NOT EXISTS (SELECT 1 FROM corrective_actions c WHERE c.auditid = a.auditid AND c.itemid = i.itemid)
      ORDER BY i.itemid
     ON CONFLICT (auditid, itemid) WHERE automatic DO NOTHING
     RETURNING actionid`,
    [auditid, userid, AUTOMATIC_DUE_DAYS, AUTOMATIC_PRIORITY],
  );
  return rows.map((r) => r.actionid);
}

/** The audited company of an action, for the supplier scope (http/scope.ts) and the history. */
export const actionOwner = ownerQuery(
  'SELECT a.companyid FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid WHERE ca.actionid = $1',
);
