import type { Queryable } from '../src/db/index.js';

let n = 0;

/** A supplier company straight in the database, for tests of modules that only need one to exist. */
export async function createCompany(q: Queryable, overrides: { companyname?: string; active?: number } = {}) {
  const name = overrides.companyname ?? `Test Foods ${process.pid}-${++n}`;
  const { rows } = await q.query<{ companyid: number }>(
    `INSERT INTO companies (companyname, address1, city, postcode, countryid, suppliertypeid, riskid, active)
     VALUES ($1, '1 High Street', 'Leeds', 'LS1 1AA', 826, 1, 1, $2) RETURNING companyid`,
    [name, overrides.active ?? 1],
  );
  return { companyid: rows[0]!.companyid, companyname: name };
}

export async function createSite(q: Queryable, companyid: number, sitename = 'Main site') {
  const { rows } = await q.query<{ siteid: number }>(
    `INSERT INTO sites (companyid, sitename, address1, city, postcode, countryid, is_default)
     VALUES ($1, $2, '1 High Street', 'Leeds', 'LS1 1AA', 826, true) RETURNING siteid`,
    [companyid, sitename],
  );
  return rows[0]!.siteid;
}

/** A company with its default site. */
export async function createSupplierRows(q: Queryable, companyname?: string) {
  const company = await createCompany(q, { companyname });
  const siteid = await createSite(q, company.companyid);
  return { ...company, siteid };
}
