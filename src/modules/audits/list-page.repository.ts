import type { Queryable } from '../../db/index.js';
import type { TrafficLight } from '../../lib/traffic-light.js';
import {
  lightOf,
  PROGRESS_COLUMNS,
  PROGRESS_JOINS,
  type AuditRow,
  type ProgressRow,
} from './audits.repository.js';

/**
 * GET /audits a page at a time (`limit`, `cursor`: additive, docs/audits.md): the same rows and order as the whole
 * list (newest audit date first, then newest id), read by keyset so that a deep page costs what the first does
 * (audits_date index), and the traffic lights of that page's audits only.
 */
const FILTER = `($1::int = 0 OR a.userid = $1) AND ($2::int IS NULL OR a.companyid = $2)`;
const SELECT = `SELECT a.auditid, a.companyid, c.companyname, to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate,
    a.statusid, a.score_pct::float8 AS score_pct, a.userid, a.audit_reason
  FROM audits a JOIN companies c ON c.companyid = a.companyid`;
const FIRST_SQL = `${SELECT} WHERE ${FILTER} ORDER BY a.auditdate DESC, a.auditid DESC LIMIT $3`;
const AFTER_SQL = `${SELECT} WHERE ${FILTER} AND (a.auditdate, a.auditid) < ($4::date, $5::int)
  ORDER BY a.auditdate DESC, a.auditid DESC LIMIT $3`;
const COUNT_SQL = `SELECT count(*)::int AS total FROM audits a WHERE ${FILTER}`;
const LIGHTS_SQL = `SELECT a.auditid, ${PROGRESS_COLUMNS}
  FROM audits a ${PROGRESS_JOINS} WHERE a.auditid = ANY($1::int[]) GROUP BY a.auditid, s.sectionid`;

export interface AuditFilter {
  /** 0: every auditor's. */
  userid: number;
  companyid: number | null;
}

export async function listAuditsPage(
  q: Queryable,
  f: AuditFilter,
  page: { limit: number; after?: { key: string; id: number } },
): Promise<AuditRow[]> {
  const params = [f.userid, f.companyid, page.limit];
  const { rows } = page.after
    ? await q.query<AuditRow>(AFTER_SQL, [...params, page.after.key, page.after.id])
    : await q.query<AuditRow>(FIRST_SQL, params);
  return rows;
}

export async function countAudits(q: Queryable, f: AuditFilter): Promise<number> {
  const { rows } = await q.query<{ total: number }>(COUNT_SQL, [f.userid, f.companyid]);
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
