import type { Queryable } from '../../db/index.js';
import { ownerQuery } from '../../http/scope.js';
import type { AnswerResult } from '../../lib/score.js';
import { sectionLight, type SectionProgress, type TrafficLight } from '../../lib/traffic-light.js';
import { STATUS_COMPLETE, STATUS_IN_PROGRESS, type CreateAuditBody } from './audits.schemas.js';

export interface ProgressRow {
  total_items: number;
  answered_items: number;
  fails_or_flags: number;
  critical_fails_or_flags: number;
}

/** Per section: items, answers, and fails or flags (all and critical ones), for the traffic lights. */
export const PROGRESS_COLUMNS = `count(i.itemid)::int AS total_items,
  count(an.itemid)::int AS answered_items,
  count(*) FILTER (WHERE an.result IN ('fail', 'flag'))::int AS fails_or_flags,
  count(*) FILTER (WHERE an.result IN ('fail', 'flag') AND i.critical)::int AS critical_fails_or_flags`;

export const PROGRESS_JOINS = `JOIN audit_sections s ON s.templateid = a.templateid
  JOIN audit_items i ON i.sectionid = s.sectionid
  LEFT JOIN audit_answers an ON an.auditid = a.auditid AND an.itemid = i.itemid`;

export function lightOf(row: ProgressRow): TrafficLight {
  const p: SectionProgress = {
    total: row.total_items,
    answered: row.answered_items,
    failsOrFlags: row.fails_or_flags,
    criticalFailsOrFlags: row.critical_fails_or_flags,
  };
  return sectionLight(p);
}

/** Row locks a caller may ask for (fixed strings: they are put into the SQL text). */
export type RowLock = '' | 'FOR SHARE' | 'FOR UPDATE';

export interface AuditRow {
  auditid: number;
  companyid: number;
  companyname: string;
  auditdate: string;
  statusid: number;
  score_pct: number | null;
  userid: number;
  audit_reason: string | null;
}

/**
 * Audits, all or one auditor's (`userid`, 0 for all), of one company when `companyid` is given, or the one
 * audit `auditid`.
 */
export async function listAudits(
  q: Queryable,
  userid: number,
  companyid?: number,
  auditid?: number,
): Promise<AuditRow[]> {
  const { rows } = await q.query<AuditRow>(
    `SELECT a.auditid, a.companyid, c.companyname, to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate, a.statusid,
            a.score_pct::float8 AS score_pct, a.userid, a.audit_reason
       FROM audits a JOIN companies c ON c.companyid = a.companyid
      WHERE ($1::int = 0 OR a.userid = $1) AND ($2::int IS NULL OR a.companyid = $2)
        AND ($3::int IS NULL OR a.auditid = $3)
      ORDER BY a.auditdate DESC, a.auditid DESC`,
    [userid, companyid ?? null, auditid ?? null],
  );
  return rows;
}

/** Section lights of every audit the list shows, keyed by auditid. */
export async function sectionLightsByAudit(
  q: Queryable,
  userid: number,
  companyid?: number,
  auditid?: number,
): Promise<Map<number, TrafficLight[]>> {
  const { rows } = await q.query<ProgressRow & { auditid: number }>(
    `SELECT a.auditid, ${PROGRESS_COLUMNS}
       FROM audits a ${PROGRESS_JOINS}
      WHERE ($1::int = 0 OR a.userid = $1) AND ($2::int IS NULL OR a.companyid = $2)
        AND ($3::int IS NULL OR a.auditid = $3)
      GROUP BY a.auditid, s.sectionid`,
    [userid, companyid ?? null, auditid ?? null],
  );
  const out = new Map<number, TrafficLight[]>();
  for (const row of rows) {
    const list = out.get(row.auditid) ?? [];
    list.push(lightOf(row));
    out.set(row.auditid, list);
  }
  return out;
}

export async function isActiveCompany(q: Queryable, companyid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM companies WHERE companyid = $1 AND active = 1', [companyid]);
  return rows.length > 0;
}

/** Creates the audit on the newest template version. */
export async function insertAudit(q: Queryable, audit: CreateAuditBody, createdBy: number): Promise<number> {
  const { rows } = await q.write<{ auditid: number }>(
    `INSERT INTO audits (templateid, companyid, userid, auditdate, audit_reason, created_by)
     SELECT t.templateid, $1, $2, $3::date, $4, $5
       FROM audit_templates t ORDER BY t.version DESC LIMIT 1
     RETURNING auditid`,
    [audit.companyid, audit.userid, audit.audit_date, audit.audit_reason ?? null, createdBy],
  );
  const row = rows[0];
  if (!row) throw new Error('No audit template has been published');
  return row.auditid;
}

/**
 * The audit's template and its answers (itemid → result); undefined when the audit does not exist. The answers
 * come as one JSON value rather than a row each: the driver reads one row instead of fifty, which took about a
 * third off the process's CPU time per GET /audits/{id}/sections (docs/performance.md).
 */
const AUDIT_ANSWERS_SQL = `SELECT a.templateid,
        (SELECT json_agg(json_build_array(an.itemid, an.result)) FROM audit_answers an WHERE an.auditid = a.auditid)
          AS answers
   FROM audits a WHERE a.auditid = $1`;

export async function auditAnswers(q: Queryable, auditid: number) {
  const { rows } = await q.query<{ templateid: number; answers: [number, AnswerResult][] | null }>(
    AUDIT_ANSWERS_SQL,
    [auditid],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { templateid: row.templateid, answers: new Map<number, AnswerResult>(row.answers ?? []) };
}

export async function findAudit(q: Queryable, auditid: number, lock: RowLock = '') {
  const { rows } = await q.query<{ auditid: number; statusid: number; templateid: number }>(
    `SELECT auditid, statusid, templateid FROM audits WHERE auditid = $1 ${lock}`,
    [auditid],
  );
  return rows[0];
}

export interface AnswerInput {
  auditid: number;
  itemid: number;
  result: AnswerResult;
  notes: string | null;
  userid: number;
}

/**
 * Saves (or replaces) an answer in one statement, which also returns the other answers of the item's section (as
 * they were when it started) so that the section's progress needs no second round trip; only the section's, since
 * only its progress is answered (reading the whole audit's cost more: docs/performance.md, "Figures behind the
 * code"). The audit row is share-locked while the answer is written,
 * so a completion running at the same time either sees this answer or makes this statement see `complete`.
 * Returns undefined when the audit does not exist; sectionid null when the item is not in its template;
 * saved false when the audit is not in progress.
 */
export async function saveAnswer(q: Queryable, a: AnswerInput) {
  const { rows } = await q.query<{
    statusid: number;
    templateid: number;
    sectionid: number | null;
    saved: boolean;
    others: [number, AnswerResult][];
  }>(
    // The request's change context is declared here (the history trigger reads it), before the upsert that
    // depends on `au`: the statement stays prepared, one round trip as before the history.
    `WITH ctx AS (SELECT set_config('ft.change', $7, true) AS c),
          au AS (SELECT auditid, statusid, templateid FROM audits, ctx WHERE auditid = $1 FOR SHARE OF audits),
          it AS (SELECT i.itemid, i.sectionid FROM audit_items i
                   JOIN audit_sections s ON s.sectionid = i.sectionid
                   JOIN au ON au.templateid = s.templateid
                  WHERE i.itemid = $2),
          up AS (INSERT INTO audit_answers (auditid, itemid, result, notes, userid, answered_at)
                 SELECT au.auditid, it.itemid, $3, $4, $5, now() FROM au, it WHERE au.statusid = $6
                 ON CONFLICT (auditid, itemid) DO UPDATE
                   SET result = EXCLUDED.result, notes = EXCLUDED.notes, userid = EXCLUDED.userid,
                       answered_at = EXCLUDED.answered_at
                 RETURNING itemid)
     SELECT au.statusid, au.templateid, it.sectionid, EXISTS (SELECT 1 FROM up) AS saved,
            (SELECT coalesce(json_agg(json_build_array(x.itemid, x.result)), '[]'::json)
               FROM audit_answers x JOIN audit_items xi ON xi.itemid = x.itemid
              WHERE xi.sectionid = it.sectionid AND x.auditid = au.auditid AND x.itemid <> $2) AS others
       FROM au LEFT JOIN it ON true`,
    [a.auditid, a.itemid, a.result, a.notes, a.userid, STATUS_IN_PROGRESS, q.changeContext ?? ''],
  );
  return rows[0];
}

export async function requiredUnanswered(q: Queryable, auditid: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid AND i.required
       LEFT JOIN audit_answers an ON an.auditid = a.auditid AND an.itemid = i.itemid
      WHERE a.auditid = $1 AND an.itemid IS NULL`,
    [auditid],
  );
  return rows[0]!.n;
}

export async function answerResults(q: Queryable, auditid: number): Promise<AnswerResult[]> {
  const { rows } = await q.query<{ result: AnswerResult }>(
    'SELECT result FROM audit_answers WHERE auditid = $1',
    [auditid],
  );
  return rows.map((r) => r.result);
}

export async function markComplete(q: Queryable, auditid: number, score: number, userid: number) {
  await q.write(
    `UPDATE audits SET statusid = $4, score_pct = $2, completed_by = $3, completed_at = now(), lastupdated = now()
      WHERE auditid = $1`,
    [auditid, score, userid, STATUS_COMPLETE],
  );
}

/** The company of an audit (the supplier audited), for the supplier scope (http/scope.ts). */
export const auditOwner = ownerQuery('SELECT companyid FROM audits WHERE auditid = $1');
