import type { Queryable } from '../../db/index.js';
import type { SpecStatusReport, StatusFigures } from './specs.schemas.js';

/**
 * Specs per status, their missing records, and the time spent in each status (docs/reports.md), from the record
 * of status moves (`spec_status_changes`, which every move writes: the workflow, updateProduct's `statusid`, and
 * the database's own return to New when approved content changes). Each move records how long the stay it ended
 * lasted (`stay_days`), each spec when its current stay began (`status_since`, null until it first moves: since
 * its creation), migration 0095; the stay under way lasts until `$1` (now, by the app's clock), counted as 0 when
 * the app's clock is a moment behind the database's. Active specs only, of company `$2` when `company`.
 *
 * Three passes over indexes alone (migration 0095's): the active specs joined with their allergen and nutrition
 * records; the specs by status and start of their current stay, and the ended stays by status and length, these
 * two in the order their medians need, so that neither sorts (the few inactive specs' moves are left out through
 * an index of their own). One statement, one snapshot. A company's report has a text of its own: its filter
 * is then a plain condition the planner turns into a join from the company's few specs, where an optional one
 * (`$2 IS NULL OR …`) would read every spec and move. Over the large data set (274,000 specs, 465,000 moves) a
 * fifth of the time the report took when every move was paired with the one before it by a window
 * (docs/performance.md).
 */
function specStatusSql(company: boolean): string {
  const ofCompany = company
    ? 'AND s.newlineid IN (SELECT n.newlineid FROM newlines n WHERE n.companyid = $2)'
    : '';
  const moves = company
    ? `m.psid IN (SELECT s.psid FROM product_specs s WHERE s.isactive = 1 ${ofCompany})`
    : 'm.psid NOT IN (SELECT s.psid FROM product_specs s WHERE s.isactive <> 1)';
  return `SELECT st.id AS statusid, st.name AS status,
       coalesce(k.specs, 0) AS specs,
       coalesce(k.missing_allergens, 0) AS missing_allergens,
       coalesce(k.missing_nutrition, 0) AS missing_nutrition,
       coalesce(k.missing_any, 0) AS missing_any,
       coalesce(e.stays, 0) AS stays,
       round(e.median_days::numeric, 2)::float8 AS median_days,
       coalesce(k.specs, 0) AS current,
       round(c.median_days::numeric, 2)::float8 AS current_median_days
  FROM spec_statuses st
  LEFT JOIN (SELECT s.statusid, count(*)::int AS specs,
                    count(*) FILTER (WHERE a.psid IS NULL)::int AS missing_allergens,
                    count(*) FILTER (WHERE u.psid IS NULL)::int AS missing_nutrition,
                    count(*) FILTER (WHERE a.psid IS NULL OR u.psid IS NULL)::int AS missing_any
               FROM product_specs s
               LEFT JOIN allergens a ON a.psid = s.psid
               LEFT JOIN nutrition u ON u.psid = s.psid
              WHERE s.isactive = 1 ${ofCompany}
              GROUP BY s.statusid) k ON k.statusid = st.id
  LEFT JOIN (SELECT s.statusid,
                    percentile_cont(0.5) WITHIN GROUP (
                      ORDER BY greatest(
                        date_part('epoch', $1::timestamptz - coalesce(s.status_since, s.created)) / 86400, 0)
                    ) AS median_days
               FROM product_specs s
              WHERE s.isactive = 1 ${ofCompany}
              GROUP BY s.statusid) c ON c.statusid = st.id
  LEFT JOIN (SELECT m.fromstatus, count(*)::int AS stays,
                    percentile_cont(0.5) WITHIN GROUP (ORDER BY m.stay_days) AS median_days
               FROM spec_status_changes m
              WHERE ${moves}
              GROUP BY m.fromstatus) e ON e.fromstatus = st.id
 ORDER BY st.id`;
}

const ALL_SQL = specStatusSql(false);
const COMPANY_SQL = specStatusSql(true);

type Total = 'specs' | 'missing_allergens' | 'missing_nutrition' | 'missing_any';

export async function specStatusReport(
  q: Queryable,
  companyid: number | null,
  now: Date,
): Promise<SpecStatusReport> {
  const { rows: statuses } =
    companyid === null
      ? await q.query<StatusFigures>(ALL_SQL, [now.toISOString()])
      : await q.query<StatusFigures>(COMPANY_SQL, [now.toISOString(), companyid]);
  const total = (key: Total) => statuses.reduce((sum, s) => sum + s[key], 0);
  return {
    specs: total('specs'),
    missing_allergens: total('missing_allergens'),
    missing_nutrition: total('missing_nutrition'),
    missing_any: total('missing_any'),
    statuses,
  };
}
