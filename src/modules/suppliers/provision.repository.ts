import type { Queryable } from '../../db/index.js';
import { vendorCode, vendorPrefix } from '../../lib/vendor-code.js';
import type { SupplierInput } from './suppliers.schemas.js';

/** departments / access_levels ids of supplier portal users (seeded in 0001). */
export const SUPPLIER_DEPARTMENT = 6;
export const SUPPLIER_PORTAL_ACCESS = 6;

export interface NewSupplier extends SupplierInput {
  vendorcode: string;
  passwordHash: string;
  tempPassword: string;
}

export interface CreatedIds {
  supplierid: number;
  siteid: number;
  vendorcode: string;
}

/**
 * Takes one vendor code per name. The counter rows are locked (in prefix order, so two bulk imports cannot
 * deadlock) until the caller's transaction ends; a rolled-back creation gives its numbers back, a committed
 * one never does. A code that another prefix's sequence already produced (`AB` + 10001 = `AB1` + 0001)
 * is skipped.
 */
export async function allocateVendorCodes(tx: Queryable, names: string[]): Promise<string[]> {
  const codes: (string | undefined)[] = new Array(names.length);
  let pending = names.map((name, i) => ({ i, prefix: vendorPrefix(name) }));
  while (pending.length > 0) {
    const counts = new Map<string, number>();
    for (const p of pending) counts.set(p.prefix, (counts.get(p.prefix) ?? 0) + 1);
    const { rows } = await tx.write<{ prefix: string; last: number }>(
      `INSERT INTO vendor_code_counters (prefix, last)
       SELECT p, n FROM unnest($1::text[], $2::int[]) AS t(p, n) ORDER BY p
       ON CONFLICT (prefix) DO UPDATE SET last = vendor_code_counters.last + EXCLUDED.last
       RETURNING prefix, last`,
      [[...counts.keys()], [...counts.values()]],
    );
    const next = new Map(rows.map((r) => [r.prefix, r.last - counts.get(r.prefix)! + 1]));
    for (const p of pending) {
      const n = next.get(p.prefix)!;
      next.set(p.prefix, n + 1);
      codes[p.i] = vendorCode(p.prefix, n);
    }
    const { rows: taken } = await tx.query<{ vendorcode: string }>(
      'SELECT vendorcode FROM companies WHERE vendorcode = ANY($1::text[])',
      [pending.map((p) => codes[p.i])],
    );
    const takenSet = new Set(taken.map((r) => r.vendorcode));
    pending = pending.filter((p) => takenSet.has(codes[p.i]!));
  }
  return codes as string[];
}

/**
 * Creates, in one statement, each supplier's company, default site (from its address), SAQ record,
 * portal user and welcome-email outbox row. Set-based (arrays unnested once) so that 10,000 rows cost
 * one round trip instead of 50,000. Returns the ids in input order. All or nothing: the caller decides
 * what a failure means.
 */
export async function insertSuppliers(tx: Queryable, rows: NewSupplier[]): Promise<CreatedIds[]> {
  const col = <T>(f: (r: NewSupplier) => T) => rows.map(f);
  const { rows: out } = await tx.write<CreatedIds>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::int[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                            $15::int[], $16::int[], $17::text[], $18::text[], $19::text[], $20::text[],
                            $21::text[], $22::text[], $23::text[]) WITH ORDINALITY
         AS t(vendorcode, companyname, address1, address2, address3, city, postcode, countryid,
              tname, temail, tmobile, cname, cemail, cmobile, suppliertypeid, riskid, comments,
              pfirst, plast, pemail, pmobile, phash, ptemp, ord)
     ),
     -- Ids are drawn up front, so that every insert below reads this one list and none has to join another
     -- insert's RETURNING (joins of CTE scans have no index and went quadratic at a few thousand rows).
     ids AS MATERIALIZED (
       SELECT input.*, nextval('companies_companyid_seq')::int AS companyid,
              nextval('sites_siteid_seq')::int AS siteid, nextval('users_userid_seq')::int AS userid
         FROM input ORDER BY ord
     ),
     c AS (
       INSERT INTO companies (companyid, vendorcode, companyname, address1, address2, address3, city, postcode,
                              countryid, technicalcontactname, technicalcontactemail, technicalmobileno,
                              commercialcontactname, commercialcontactemail, commercialmobileno,
                              suppliertypeid, riskid, comments)
       SELECT companyid, vendorcode, companyname, address1, address2, address3, city, postcode, countryid,
              tname, temail, tmobile, cname, cemail, cmobile, suppliertypeid, riskid, comments
         FROM ids
     ),
     s AS (
       INSERT INTO sites (siteid, companyid, sitename, address1, address2, address3, city, postcode, countryid,
                          is_default)
       SELECT siteid, companyid, companyname, address1, address2, address3, city, postcode, countryid, true
         FROM ids
     ),
     q AS (INSERT INTO saqs (companyid) SELECT companyid FROM ids),
     u AS (
       INSERT INTO users (userid, companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname,
                          lastname, mobileno)
       SELECT userid, companyid, ${SUPPLIER_DEPARTMENT}, ${SUPPLIER_PORTAL_ACCESS}, pemail, phash, pfirst, plast,
              pmobile
         FROM ids
     ),
     o AS (
       INSERT INTO supplier_outbox (companyid, userid, recipient, firstname, temp_password)
       SELECT companyid, userid, pemail, pfirst, ptemp FROM ids
     )
     SELECT companyid AS supplierid, siteid, vendorcode FROM ids ORDER BY ord`,
    [
      col((r) => r.vendorcode),
      col((r) => r.companyname),
      col((r) => r.address1),
      col((r) => r.address2 ?? null),
      col((r) => r.address3 ?? null),
      col((r) => r.city),
      col((r) => r.postcode),
      col((r) => r.country),
      col((r) => r.techcontactname),
      col((r) => r.techcontactemail),
      col((r) => r.techmobileno),
      col((r) => r.comcontactname),
      col((r) => r.comcontactemail),
      col((r) => r.commobileno),
      col((r) => r.supplier_type),
      col((r) => r.risk),
      col((r) => r.comments ?? null),
      col((r) => r.portaluserfirstname),
      col((r) => r.portalusersurname),
      col((r) => r.portaluseremail),
      col((r) => r.portalusermobileno),
      col((r) => r.passwordHash),
      col((r) => r.tempPassword),
    ],
  );
  return out;
}

/**
 * Which of the lower-cased addresses in $1 a user already has: one index probe per address, whatever the count.
 * Written as `lower(emailaddress) = ANY($1)`, a batch of 2,000 addresses was planned as a scan of every user, the
 * planner costing `lower()` at next to nothing (docs/performance.md, "Figures behind the code").
 */
export const TAKEN_EMAILS_SQL = `SELECT e.email FROM unnest($1::text[]) AS e(email)
  CROSS JOIN LATERAL (SELECT FROM users u WHERE lower(u.emailaddress) = e.email LIMIT 1) found`;

/** The lower-cased addresses among `emails` that a user already has. */
export async function takenEmails(q: Queryable, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const { rows } = await q.query<{ email: string }>(TAKEN_EMAILS_SQL, [emails.map((e) => e.toLowerCase())]);
  return new Set(rows.map((r) => r.email));
}

const PROVISIONED_TABLES = 'companies, sites, saqs, users, supplier_outbox';

/**
 * Refreshes the planner statistics of the tables a bulk import writes to when they are small compared
 * with what is about to be added. Without it, foreign-key checks planned while a table had a handful of
 * rows keep scanning it whole for every inserted row (an import many times slower: docs/performance.md, "Figures
 * behind the code"), and PGlite has no autovacuum to ever fix that. On big tables the statistics are already right:
 * nothing runs.
 */
export async function refreshStatsIfStale(q: Queryable, incoming: number): Promise<boolean> {
  const { rows } = await q.query<{ reltuples: number }>(
    "SELECT reltuples::float8 AS reltuples FROM pg_class WHERE relname = 'companies' AND relkind = 'r'",
  );
  const known = Math.max(0, rows[0]?.reltuples ?? 0);
  if (incoming < 500 || known > 2 * incoming) return false;
  await q.query(`ANALYZE ${PROVISIONED_TABLES}`);
  return true;
}
