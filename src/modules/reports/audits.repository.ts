import { PLAN_EACH_RUN, type Queryable } from '../../db/index.js';
import type { AuditSummary, FailedItem } from './audits.schemas.js';

export interface AuditFilter {
  from: string | null;
  to: string | null;
  companyid: number | null;
}

/** Audits dated in the range, of the company when given: `$1` from, `$2` to, `$3` company. */
const IN_RANGE = `($1::date IS NULL OR a.auditdate >= $1::date) AND ($2::date IS NULL OR a.auditdate <= $2::date)
  AND ($3::int IS NULL OR a.companyid = $3)`;
const params = (f: AuditFilter) => [f.from, f.to, f.companyid];
const COMPLETE = 2;

/**
 * Every figure of the summary in one statement, so that they are of one snapshot and add up. Scores are the
 * audits' own (fixed at completion by lib/score.ts; answers cannot change afterwards); answers count only
 * from completed audits. Counts per (item, result) first, then items to sections: one pass over the answers
 * with the cheapest aggregate (a count per group: half the time of four filtered counts per item).
 */
export async function auditSummary(q: Queryable, f: AuditFilter): Promise<AuditSummary> {
  const { rows } = await q.query<AuditSummary>(
    `WITH base AS (
       SELECT a.auditid, a.templateid, a.auditdate, a.statusid = ${COMPLETE} AS done, a.score_pct
         FROM audits a WHERE ${IN_RANGE}),
     per_item AS (
       SELECT an.itemid, an.result, count(*) AS n
         FROM base b JOIN audit_answers an ON an.auditid = b.auditid
        WHERE b.done GROUP BY an.itemid, an.result),
     per_section AS (
       SELECT s.sectionid, s.section_name, t.version, s.sort_order,
              coalesce(sum(p.n) FILTER (WHERE p.result = 'pass'), 0)::int AS pass,
              coalesce(sum(p.n) FILTER (WHERE p.result = 'fail'), 0)::int AS fail,
              coalesce(sum(p.n) FILTER (WHERE p.result = 'flag'), 0)::int AS flag,
              coalesce(sum(p.n) FILTER (WHERE p.result = 'na'), 0)::int AS na
         FROM audit_sections s
         JOIN audit_templates t ON t.templateid = s.templateid
         JOIN audit_items i ON i.sectionid = s.sectionid
         LEFT JOIN per_item p ON p.itemid = i.itemid
        WHERE s.templateid IN (SELECT templateid FROM base WHERE done)
        GROUP BY s.sectionid, s.section_name, t.version, s.sort_order),
     buckets AS (
       SELECT g.n, count(b.auditid)::int AS count
         FROM generate_series(0, 9) AS g(n)
         LEFT JOIN base b ON b.done AND least(floor(b.score_pct / 10), 9) = g.n
        GROUP BY g.n),
     months AS (
       SELECT to_char(auditdate, 'YYYY-MM') AS month, count(*)::int AS audits,
              count(*) FILTER (WHERE done)::int AS completed,
              round(avg(score_pct) FILTER (WHERE done), 2)::float8 AS averagescore
         FROM base GROUP BY 1)
     SELECT (SELECT count(*) FROM base)::int AS audits,
            (SELECT count(*) FROM base WHERE done)::int AS completed,
            (SELECT round(avg(score_pct), 2)::float8 FROM base WHERE done) AS averagescore,
            (SELECT json_agg(json_build_object('from', n * 10, 'to', n * 10 + 10, 'count', count) ORDER BY n)
               FROM buckets) AS scorebuckets,
            coalesce((SELECT json_agg(json_build_object(
                        'sectionid', sectionid, 'section_name', section_name, 'pass', pass, 'fail', fail,
                        'flag', flag, 'na', na,
                        'passrate', round(100.0 * pass / nullif(pass + fail + flag, 0), 2)::float8)
                        ORDER BY version, sort_order)
                        FROM per_section), '[]'::json) AS sections,
            coalesce((SELECT json_agg(json_build_object('month', month, 'audits', audits, 'completed', completed,
                                                        'averagescore', averagescore) ORDER BY month)
                        FROM months), '[]'::json) AS months`,
    params(f),
  );
  return rows[0]!;
}

/**
 * The checklist items most often failed or flagged in completed audits of the range; ties by fails, then id.
 * Planned for its filters on every run: the generic plan is much slower over `large` than one made for the
 * values (docs/performance.md, "Figures behind the code").
 */
export async function failedItems(q: Queryable, f: AuditFilter, limit: number): Promise<FailedItem[]> {
  const { rows } = await q.query<FailedItem>(
    `${PLAN_EACH_RUN}SELECT i.itemid, s.sectionid, s.section_name, i.question, i.critical, x.fail, x.flag,
            x.fail + x.flag AS failed, x.answered,
            round(100.0 * (x.fail + x.flag) / nullif(x.answered - x.na, 0), 2)::float8 AS failrate
       FROM (SELECT itemid, coalesce(sum(n) FILTER (WHERE result = 'fail'), 0)::int AS fail,
                    coalesce(sum(n) FILTER (WHERE result = 'flag'), 0)::int AS flag,
                    coalesce(sum(n) FILTER (WHERE result = 'na'), 0)::int AS na, sum(n)::int AS answered
               FROM (SELECT an.itemid, an.result, count(*) AS n
                       FROM audits a JOIN audit_answers an ON an.auditid = a.auditid
                      WHERE a.statusid = ${COMPLETE} AND ${IN_RANGE}
                      GROUP BY an.itemid, an.result) r
              GROUP BY itemid) x
       JOIN audit_items i ON i.itemid = x.itemid
       JOIN audit_sections s ON s.sectionid = i.sectionid
      WHERE x.fail + x.flag > 0
      ORDER BY x.fail + x.flag DESC, x.fail DESC, i.itemid
      LIMIT $4`,
    [...params(f), limit],
  );
  return rows;
}
