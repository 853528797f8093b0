import type { Queryable } from '../../db/index.js';
import type { SpecStatusReport } from './specs.schemas.js';

/**
 * Specs per status, their missing records, and the time spent in each status, from the history
 * (docs/traceability.md): every entry of a spec that sets `statusid` (its creation, each workflow move) starts
 * a stay, which the next one ends; the last is under way until `$2` (now, by the app's clock). A spec whose
 * creation predates the history starts at its `created` in the status its first move left (or its current
 * one). Active specs only; `$1` the company.
 */
export async function specStatusReport(
  q: Queryable,
  companyid: number | null,
  now: Date,
): Promise<SpecStatusReport> {
  const { rows } = await q.query<SpecStatusReport>(
    `WITH specs AS (
       SELECT s.psid, s.statusid, s.created,
              NOT EXISTS (SELECT 1 FROM allergens al WHERE al.psid = s.psid) AS no_allergens,
              NOT EXISTS (SELECT 1 FROM nutrition nu WHERE nu.psid = s.psid) AS no_nutrition
         FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
        WHERE s.isactive = 1 AND ($1::int IS NULL OR n.companyid = $1)),
     moves AS (
       SELECT h.entityid AS psid, h.historyid, h.at, (h.new ->> 'statusid')::int AS statusid
         FROM specs p JOIN history h ON h.entity = 'product' AND h.entityid = p.psid AND h.part = 'spec'
        WHERE h.new ? 'statusid'
       UNION ALL
       SELECT p.psid, 0, p.created,
              coalesce((SELECT (h.old ->> 'statusid')::int FROM history h
                         WHERE h.entity = 'product' AND h.entityid = p.psid AND h.part = 'spec' AND h.old ? 'statusid'
                         ORDER BY h.historyid LIMIT 1), p.statusid)
         FROM specs p
        WHERE NOT EXISTS (SELECT 1 FROM history h WHERE h.entity = 'product' AND h.entityid = p.psid
                                                    AND h.part = 'spec' AND h.action = 'create')),
     stays AS (
       SELECT statusid,
              -- An app clock a moment behind the database's counts a fresh stay as 0, never less.
              greatest(extract(epoch FROM coalesce(lead(at) OVER w, $2::timestamptz) - at)::float8 / 86400, 0) AS days,
              lead(at) OVER w IS NULL AS current
         FROM moves WINDOW w AS (PARTITION BY psid ORDER BY at, historyid)),
     per_status AS (
       SELECT st.id AS statusid, st.name AS status,
              (SELECT count(*) FROM specs p WHERE p.statusid = st.id)::int AS specs,
              (SELECT count(*) FROM specs p WHERE p.statusid = st.id AND p.no_allergens)::int AS missing_allergens,
              (SELECT count(*) FROM specs p WHERE p.statusid = st.id AND p.no_nutrition)::int AS missing_nutrition,
              (SELECT count(*) FROM specs p WHERE p.statusid = st.id AND (p.no_allergens OR p.no_nutrition))::int
                AS missing_any,
              (SELECT count(*) FROM stays x WHERE x.statusid = st.id AND NOT x.current)::int AS stays,
              (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY x.days)::numeric, 2)::float8
                 FROM stays x WHERE x.statusid = st.id AND NOT x.current) AS median_days,
              (SELECT count(*) FROM stays x WHERE x.statusid = st.id AND x.current)::int AS current,
              (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY x.days)::numeric, 2)::float8
                 FROM stays x WHERE x.statusid = st.id AND x.current) AS current_median_days
         FROM spec_statuses st)
     SELECT (SELECT count(*) FROM specs)::int AS specs,
            (SELECT count(*) FROM specs WHERE no_allergens)::int AS missing_allergens,
            (SELECT count(*) FROM specs WHERE no_nutrition)::int AS missing_nutrition,
            (SELECT count(*) FROM specs WHERE no_allergens OR no_nutrition)::int AS missing_any,
            (SELECT json_agg(per_status ORDER BY statusid) FROM per_status) AS statuses`,
    [companyid, now.toISOString()],
  );
  return rows[0]!;
}
