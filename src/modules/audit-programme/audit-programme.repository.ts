import { PLAN_EACH_RUN, type Queryable } from '../../db/index.js';
import type { PageAt } from '../../http/lists.js';
import { sortSql, type Sort, type SortColumn } from '../../http/sorting.js';
import type { ProgrammeRow, Rules, State } from './audit-programme.schemas.js';

const RULE_COLUMNS = `high_months, medium_months, low_months, unrated_months, score_below::float8 AS score_below,
  score_factor::float8 AS score_factor, grade_cd_months, grade_aab_months, first_audit_days, unannounced,
  to_char(updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated, updated_by`;

export type RulesRow = Rules & { updated: string; updated_by: number | null };

export async function readRules(q: Queryable): Promise<RulesRow> {
  const { rows } = await q.query<RulesRow>(`SELECT ${RULE_COLUMNS} FROM audit_programme_rules WHERE id = 1`);
  return rows[0]!;
}

/**
 * Replaces the decision table and recomputes every site's programme in the same transaction (one set-based
 * statement: audit_programme_refresh); returns the table and how many sites it moved.
 */
export async function saveRules(q: Queryable, r: Rules, userid: number, asof: string) {
  await q.write(
    `UPDATE audit_programme_rules
        SET high_months = $1, medium_months = $2, low_months = $3, unrated_months = $4, score_below = $5,
            score_factor = $6, grade_cd_months = $7, grade_aab_months = $8, first_audit_days = $9,
            unannounced = $10, updated_by = $11, updated = now()
      WHERE id = 1`,
    [
      r.high_months,
      r.medium_months,
      r.low_months,
      r.unrated_months,
      r.score_below,
      r.score_factor,
      r.grade_cd_months,
      r.grade_aab_months,
      r.first_audit_days,
      r.unannounced,
      userid,
    ],
  );
  // A separate statement: the refresh must read the rules this transaction has just written.
  const moved = await q.write<{ n: number }>('SELECT audit_programme_refresh(NULL, $1::date) AS n', [asof]);
  return { ...(await readRules(q)), sites_moved: moved.rows[0]!.n };
}

/** Sites whose counted BRCGS certificate has expired by `asof`: recomputed (the worker's pass). */
export async function refreshExpiredGrades(q: Queryable, asof: string): Promise<number> {
  const { rows } = await q.write<{ n: number }>(
    `SELECT coalesce(audit_programme_refresh(ids, $1::date), 0) AS n
       FROM (SELECT array_agg(DISTINCT companyid) AS ids FROM audit_programme
              WHERE grade_expiry <= $1::date) x
      WHERE ids IS NOT NULL`,
    [asof],
  );
  return rows[0]?.n ?? 0;
}

export interface ProgrammeFilter {
  asof: string;
  status?: State;
  from?: string;
  to?: string;
  supplierid?: number;
  userid?: number;
}

/** The sort columns of the list (never null). */
export const SORTS: Record<string, SortColumn> = {
  date: { expr: 'p.sort_date', type: 'date' },
  due_date: { expr: 'p.due_date', type: 'date' },
  companyname: { expr: 'c.companyname', type: 'text' },
  sitename: { expr: 's.sitename', type: 'text' },
};

/**
 * The WHERE clause of the list, from fixed fragments (the status picks one; each matches a partial index) and
 * its bound values from $2 on ($1 is the day).
 */
function where(f: ProgrammeFilter): { sql: string; values: unknown[] } {
  const values: unknown[] = [f.asof];
  const parts: string[] = [];
  if (f.status === 'planned') parts.push('p.planned_auditid IS NOT NULL');
  if (f.status === 'overdue') parts.push('p.planned_auditid IS NULL AND p.sort_date < $1::date');
  if (f.status === 'due') parts.push('p.planned_auditid IS NULL AND p.sort_date >= $1::date');
  const bind = (sql: string, value: unknown) => {
    values.push(value);
    parts.push(sql.replace('?', `$${values.length}`));
  };
  if (f.from !== undefined) bind('p.sort_date >= ?::date', f.from);
  if (f.to !== undefined) bind('p.sort_date <= ?::date', f.to);
  if (f.supplierid !== undefined) bind('p.companyid = ?::int', f.supplierid);
  if (f.userid !== undefined) bind('p.planned_userid = ?::int', f.userid);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}

/** One page of the programme, soonest first unless sorted otherwise. */
export async function programmePage(
  q: Queryable,
  f: ProgrammeFilter,
  at: PageAt,
  sort: Sort | undefined,
): Promise<ProgrammeRow[]> {
  const w = where(f);
  const order = sort ? sortSql(sort, 'p.siteid').orderBy : 'p.sort_date, p.siteid';
  const n = w.values.length;
  // Planned for its values on every run: a generic plan, not knowing the LIMIT, reads the index in parallel
  // workers (about 40 ms of start-up on `large`) where the plan for LIMIT 50 reads 50 rows of it (docs/approval.md).
  const { rows } = await q.query<ProgrammeRow>(
    `${PLAN_EACH_RUN}SELECT p.siteid, s.sitename, p.companyid AS supplierid, c.companyname, c.riskid,
            CASE WHEN p.planned_auditid IS NOT NULL THEN 'planned'
                 WHEN p.due_date < $1::date THEN 'overdue' ELSE 'due' END AS status,
            to_char(p.due_date, 'YYYY-MM-DD') AS due_date, (p.due_date - $1::date) AS days, p.interval_months,
            p.reasons,
            CASE WHEN p.last_auditid IS NOT NULL THEN json_build_object('auditid', p.last_auditid,
                 'auditdate', to_char(p.last_auditdate, 'YYYY-MM-DD'), 'score_pct', p.last_score::float8) END
              AS last_audit,
            CASE WHEN p.planned_auditid IS NOT NULL THEN json_build_object('auditid', p.planned_auditid,
                 'auditdate', to_char(p.planned_date, 'YYYY-MM-DD'), 'userid', p.planned_userid,
                 'auditor', u.firstname || ' ' || u.lastname, 'unannounced', p.planned_unannounced) END
              AS planned,
            p.grade
       FROM audit_programme p
       JOIN sites s ON s.siteid = p.siteid
       JOIN companies c ON c.companyid = p.companyid
       LEFT JOIN users u ON u.userid = p.planned_userid
       ${w.sql}
      ORDER BY ${order}
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...w.values, at.limit, at.offset],
  );
  return rows;
}

export async function countProgramme(q: Queryable, f: ProgrammeFilter): Promise<number> {
  const w = where(f);
  const { rows } = await q.query<{ n: number }>(
    // $1 (the day) is typed here even when no filter reads it.
    `SELECT count(*)::int AS n FROM audit_programme p CROSS JOIN (SELECT $1::date AS asof) d ${w.sql}`,
    w.values,
  );
  return rows[0]!.n;
}

/** Whether `userid` is an active user of the organisation (company 1): who may be assigned an audit. */
export async function isAuditor(q: Queryable, userid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE userid = $1 AND companyid = 1 AND active = 1', [
    userid,
  ]);
  return rows.length > 0;
}

export interface PlanInput {
  asof: string;
  days: number;
  userid: number;
  unannounced: boolean;
  by: number;
}

/**
 * Plans every site not yet planned whose due date is at most `days` after `asof`, in one statement: a plan row per
 * site claims (siteid, due_date) first (ON CONFLICT DO NOTHING: a concurrent plan that got there first wins, and
 * this one waits for it, then skips the site), and the audit is made for exactly the plans claimed, with the id
 * drawn for it (the plan's reference to it is checked at commit). The audit's date is its due date, or tomorrow
 * for a site already due: always in the future.
 */
export async function planDue(q: Queryable, p: PlanInput) {
  const { rows } = await q.write<{ auditid: number; siteid: number; due_date: string; auditdate: string }>(
    `WITH tpl AS (SELECT templateid FROM audit_templates ORDER BY version DESC LIMIT 1),
     todo AS (
       SELECT p.siteid, p.companyid, p.due_date FROM audit_programme p
        WHERE p.planned_auditid IS NULL AND p.due_date <= $1::date + $2::int AND EXISTS (SELECT 1 FROM tpl)
        ORDER BY p.siteid),
     claimed AS (
       INSERT INTO audit_plans (auditid, siteid, companyid, due_date, unannounced, created_by)
       SELECT nextval('audits_auditid_seq'), t.siteid, t.companyid, t.due_date, $4, $5 FROM todo t ORDER BY t.siteid
       ON CONFLICT ON CONSTRAINT audit_plans_once DO NOTHING
       RETURNING auditid, siteid, companyid, due_date),
     made AS (
       INSERT INTO audits (auditid, templateid, companyid, userid, auditdate, audit_reason, created_by)
       SELECT c.auditid, tpl.templateid, c.companyid, $3, greatest(c.due_date, $1::date + 1),
              'Audit programme: ' || s.sitename || ', due ' || to_char(c.due_date, 'YYYY-MM-DD'), $5
         FROM claimed c CROSS JOIN tpl JOIN sites s ON s.siteid = c.siteid
       RETURNING auditid, auditdate)
     SELECT c.auditid, c.siteid, to_char(c.due_date, 'YYYY-MM-DD') AS due_date,
            to_char(m.auditdate, 'YYYY-MM-DD') AS auditdate
       FROM claimed c JOIN made m ON m.auditid = c.auditid
      ORDER BY c.siteid`,
    [p.asof, p.days, p.userid, p.unannounced, p.by],
  );
  return rows;
}

/**
 * Gives a planned audit another auditor. `found` false: no planned audit of that id; `complete`: it is done
 * (left as it is).
 */
export async function assignPlanned(q: Queryable, auditid: number, userid: number) {
  const { rows } = await q.write<{ complete: boolean; updated: boolean }>(
    `WITH target AS (
       SELECT a.auditid, a.statusid FROM audits a JOIN audit_plans p ON p.auditid = a.auditid
        WHERE a.auditid = $1 FOR UPDATE OF a),
     upd AS (
       UPDATE audits a SET userid = $2, lastupdated = now() FROM target t
        WHERE a.auditid = t.auditid AND t.statusid <> 2 RETURNING a.auditid)
     SELECT t.statusid = 2 AS complete, EXISTS (SELECT 1 FROM upd) AS updated FROM target t`,
    [auditid, userid],
  );
  const row = rows[0];
  return { found: row !== undefined, complete: row?.complete ?? false };
}
