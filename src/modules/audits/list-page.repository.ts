import type { Queryable } from '../../db/index.js';
import type { TrafficLight } from '../../lib/traffic-light.js';
import {
  lightOf,
  PROGRESS_COLUMNS,
  PROGRESS_JOINS,
  type AuditRow,
  type ProgressRow,
} from './audits.repository.js';
import { sortSql, type Sort, type SortColumn, type SortedAfter } from '../../http/sorting.js';

/**
 * GET /audits a page at a time (`limit`, `cursor`: additive, docs/audits.md): the same rows and order as the whole
 * list (newest audit date first, then newest id), read by keyset so that a deep page costs what the first does
 * (audits_date index), and the traffic lights of that page's audits only. The additive filters (status, overdue,
 * dates) and `sort` are read here too, for a page or for the whole list.
 */
const select = (sortKey: string) => `SELECT a.auditid, a.companyid, c.companyname,
    to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate, a.statusid, a.score_pct::float8 AS score_pct, a.userid,
    a.audit_reason, ${sortKey} AS sort_key
  FROM audits a JOIN companies c ON c.companyid = a.companyid`;
const TODAY = `(now() AT TIME ZONE 'UTC')::date`;
const OVERDUE = `(a.statusid = 1 AND a.auditdate < ${TODAY})`;
const LIGHTS_SQL = `SELECT a.auditid, ${PROGRESS_COLUMNS}
  FROM audits a ${PROGRESS_JOINS} WHERE a.auditid = ANY($1::int[]) GROUP BY a.auditid, s.sectionid`;

/** The columns `sort` may name (GET /audits?sort=), each never null. */
export const AUDIT_SORTS = {
  auditid: { expr: 'a.auditid', type: 'int' },
  auditdate: { expr: 'a.auditdate', type: 'date' },
  companyname: { expr: 'lower(c.companyname)', type: 'text' },
  auditor: {
    expr: "COALESCE((SELECT lower(u.firstname || ' ' || u.lastname) FROM users u WHERE u.userid = a.userid), '')",
    type: 'text',
  },
  statusid: { expr: 'a.statusid', type: 'int' },
  // Not yet scored (in progress) before any score.
  score_pct: { expr: 'COALESCE(a.score_pct, -1)', type: 'numeric' },
} as const satisfies Record<string, SortColumn>;

/** The list's own order: newest audit date first, then newest id (the contract's whole list). */
export const NEWEST_FIRST: Sort = { value: '-auditdate', column: AUDIT_SORTS.auditdate, desc: true };

export interface AuditFilter {
  /** 0: every auditor's. */
  userid: number;
  companyid: number | null;
  /** Additive filters; absent: any. */
  statusid?: number;
  /** true: in progress with its date past (UTC); false: the others. */
  overdue?: boolean;
  from?: string;
  to?: string;
}

function auditWhere(f: AuditFilter) {
  const params: unknown[] = [f.userid, f.companyid];
  const where = ['($1::int = 0 OR a.userid = $1)', '($2::int IS NULL OR a.companyid = $2)'];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.statusid !== undefined) add((p) => `a.statusid = ${p}`, f.statusid);
  if (f.overdue !== undefined) add((p) => `${OVERDUE} = ${p}::boolean`, f.overdue);
  if (f.from !== undefined) add((p) => `a.auditdate >= ${p}::date`, f.from);
  if (f.to !== undefined) add((p) => `a.auditdate <= ${p}::date`, f.to);
  return { where, params };
}

/**
 * One page (or, with `limit` null, all) of the audits matching the filter in the order of `sort`, then by id:
 * `offset` rows in, or after a cursor's row. The row carries its sort key as text (for the next cursor).
 */
export async function listAuditsPage(
  q: Queryable,
  f: AuditFilter,
  page: { limit: number | null; offset?: number; after?: SortedAfter },
  sort: Sort = NEWEST_FIRST,
): Promise<(AuditRow & { sort_key: string })[]> {
  const { where, params } = auditWhere(f);
  const sql = sortSql(sort, 'a.auditid');
  if (page.after) {
    params.push(page.after.key, page.after.id);
    where.push(sql.after(`$${params.length - 1}`, `$${params.length}`));
  }
  let limit = '';
  if (page.limit !== null) {
    params.push(page.limit, page.after ? 0 : (page.offset ?? 0));
    limit = ` LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const { rows } = await q.query<AuditRow & { sort_key: string }>(
    `${select(sql.key)}
      WHERE ${where.join(' AND ')} ORDER BY ${sql.orderBy}${limit}`,
    params,
  );
  return rows;
}

export async function countAudits(q: Queryable, f: AuditFilter): Promise<number> {
  const { where, params } = auditWhere(f);
  const { rows } = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM audits a WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows[0]!.total;
}

/** The section lights of the given audits, keyed by auditid. */
export async function sectionLightsOf(
  q: Queryable,
  auditids: number[],
): Promise<Map<number, TrafficLight[]>> {
  const out = new Map<number, TrafficLight[]>();
  if (auditids.length === 0) return out;
  const { rows } = await q.query<ProgressRow & { auditid: number }>(LIGHTS_SQL, [auditids]);
  for (const row of rows) {
    const list = out.get(row.auditid) ?? [];
    list.push(lightOf(row));
    out.set(row.auditid, list);
  }
  return out;
}
