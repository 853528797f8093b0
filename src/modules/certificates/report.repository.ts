import type { Queryable } from '../../db/index.js';
import type { ExpiringRow, ExpiringSummary } from './report.schemas.js';

export interface ExpiringFilter {
  /** YYYY-MM-DD: the day the report is for. */
  asof: string;
  within: number;
  companyid?: number;
  standard?: number;
}

/**
 * Live certificates of active suppliers expiring on or before `asof` + `within` days, those already expired
 * included; `$1` asof, `$2` within, `$3` company, `$4` standard. Statuses and days computed here.
 */
const EXPIRING = `
  SELECT a.companyid AS supplierid, co.vendorcode, co.companyname, a.accreditationid, a.standardid, a.standard,
         a.certificatenumber, a.certifyingbody, a.grade, a.siteid, s.sitename,
         to_char(a.issuedate, 'YYYY-MM-DD') AS issuedate, to_char(a.expirydate, 'YYYY-MM-DD') AS expirydate,
         a.expirydate - $1::date AS days_to_expiry, certificate_status(a.expirydate, $1::date) AS status,
         (SELECT min(r.threshold)::int FROM certificate_reminders r
           WHERE r.accreditationid = a.accreditationid) AS last_reminder,
         a.storage_key IS NOT NULL AS has_document
    FROM accreditations a
    JOIN companies co ON co.companyid = a.companyid AND co.active = 1
    LEFT JOIN sites s ON s.siteid = a.siteid
   WHERE a.active = 1 AND a.expirydate <= $1::date + $2::int
     AND ($3::integer IS NULL OR a.companyid = $3) AND ($4::integer IS NULL OR a.standardid = $4)`;

const params = (f: ExpiringFilter) => [f.asof, f.within, f.companyid ?? null, f.standard ?? null];

/** The report's rows, soonest expiry first. */
export async function expiringCertificates(q: Queryable, f: ExpiringFilter): Promise<ExpiringRow[]> {
  const { rows } = await q.query<ExpiringRow>(
    `${EXPIRING} ORDER BY a.expirydate, co.companyname, a.accreditationid`,
    params(f),
  );
  return rows;
}

/** The report's figures, over the same rows. */
export async function expiringSummary(q: Queryable, f: ExpiringFilter): Promise<ExpiringSummary> {
  const { rows } = await q.query<ExpiringSummary>(
    `SELECT $1::text AS asof, $2::int AS within, count(*)::int AS certificates,
            count(*) FILTER (WHERE e.status = 'expired')::int AS expired,
            count(*) FILTER (WHERE e.status = 'expiring')::int AS expiring,
            count(DISTINCT e.supplierid)::int AS suppliers,
            count(*) FILTER (WHERE NOT e.has_document)::int AS without_document
       FROM (${EXPIRING}) e`,
    params(f),
  );
  return rows[0]!;
}
