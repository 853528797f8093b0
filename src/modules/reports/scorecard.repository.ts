import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import type { Scorecard } from './scorecard.schemas.js';

export interface ScorecardFilter {
  /** One supplier (active or not); null: every active supplier. */
  companyid: number | null;
  /** YYYY-MM-DD: the day certificate statuses and overdue actions are judged on. */
  asof: string;
}

/** The suppliers of the card: `$1` company. */
const SUPPLIERS = `FROM companies c
  WHERE c.companyid <> ${ORGANISATION_ID} AND CASE WHEN $1::int IS NULL THEN c.active = 1 ELSE c.companyid = $1 END`;

/**
 * A page of suppliers by name, each with its figures: correlated aggregates per supplier of the page, each
 * over an indexed column (audits.companyid, corrective_actions.auditid, accreditations, newlines.companyid).
 * `card` is MATERIALIZED: inlined, its scores subquery ran once per reference (trend, latest…), 15× slower.
 */
export async function scorecards(
  q: Queryable,
  f: ScorecardFilter,
  /** null: every supplier (the CSV export). */
  page: { limit: number | null; offset: number },
): Promise<Scorecard[]> {
  const { rows } = await q.query<Scorecard & { scores: Scorecard['previous'] }>(
    `WITH sup AS (
       SELECT c.companyid, c.companyname, c.vendorcode, c.active, c.riskid ${SUPPLIERS}
        ORDER BY c.companyname, c.companyid LIMIT $3 OFFSET $4),
     card AS MATERIALIZED (
       SELECT sup.*, r.name AS risk_level,
              (SELECT count(*) FROM audits a WHERE a.companyid = sup.companyid AND a.statusid = 2)::int
                AS completed_audits,
              (SELECT coalesce(json_agg(l ORDER BY l.n), '[]'::json)
                 FROM (SELECT a.auditid, to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate,
                              a.score_pct::float8 AS score,
                              row_number() OVER (ORDER BY a.auditdate DESC, a.completed_at DESC, a.auditid DESC) AS n
                         FROM audits a WHERE a.companyid = sup.companyid AND a.statusid = 2
                        ORDER BY n LIMIT 3) l) AS scores,
              (SELECT json_build_object(
                        'open', count(*) FILTER (WHERE ca.status IN ('open', 'in_progress')),
                        'overdue', count(*) FILTER (WHERE ca.status IN ('open', 'in_progress')
                                                      AND ca.duedate < $2::date))
                 FROM audits a JOIN corrective_actions ca ON ca.auditid = a.auditid
                WHERE a.companyid = sup.companyid) AS actions,
              (SELECT json_build_object(
                        'valid', count(*) FILTER (WHERE certificate_status(x.expirydate, $2::date) = 'valid'),
                        'expiring', count(*) FILTER (WHERE certificate_status(x.expirydate, $2::date) = 'expiring'),
                        'expired', count(*) FILTER (WHERE certificate_status(x.expirydate, $2::date) = 'expired'))
                 FROM accreditations x WHERE x.companyid = sup.companyid AND x.active = 1) AS certificates,
              (SELECT json_build_object(
                        'new', count(*) FILTER (WHERE s.statusid = 1),
                        'submitted', count(*) FILTER (WHERE s.statusid = 2),
                        'in_review', count(*) FILTER (WHERE s.statusid = 3),
                        'approved', count(*) FILTER (WHERE s.statusid = 4),
                        'rejected', count(*) FILTER (WHERE s.statusid = 5))
                 FROM newlines n JOIN product_specs s ON s.newlineid = n.newlineid
                WHERE n.companyid = sup.companyid AND s.isactive = 1) AS specs
         FROM sup LEFT JOIN risk_levels r ON r.id = sup.riskid)
     SELECT companyid AS supplierid, companyname, vendorcode, active::int AS active, riskid, risk_level,
            completed_audits, scores, actions, certificates, specs,
            CASE WHEN json_array_length(scores) < 2 THEN NULL
                 WHEN (scores -> 0 ->> 'score')::numeric > (scores -> 1 ->> 'score')::numeric THEN 'up'
                 WHEN (scores -> 0 ->> 'score')::numeric < (scores -> 1 ->> 'score')::numeric THEN 'down'
                 ELSE 'flat' END AS trend
       FROM card ORDER BY companyname, companyid`,
    [f.companyid, f.asof, page.limit, page.offset],
  );
  return rows.map(({ scores, ...row }) => {
    const [latest = null, ...previous] = scores.map(({ auditid, auditdate, score }) => ({
      auditid,
      auditdate,
      score,
    }));
    return { ...row, latest, previous };
  });
}

export async function countScorecards(q: Queryable, f: ScorecardFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n ${SUPPLIERS}`, [f.companyid]);
  return rows[0]!.n;
}
