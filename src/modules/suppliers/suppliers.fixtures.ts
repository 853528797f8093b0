import { expect } from 'vitest';
import { uniqueEmail, type TestApp } from '../../../test/helpers.js';

/** A valid createSupplier body with unique emails; `overrides` replace or (as undefined) remove fields. */
export function newSupplier(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const body: Record<string, unknown> = {
    companyname: 'Green Valley Foods',
    address1: '1 Mill Lane',
    address2: 'Riverside',
    city: 'Leeds',
    postcode: 'LS1 4AB',
    country: 826,
    techcontactname: 'Tess Tech',
    techcontactemail: uniqueEmail('tech'),
    techmobileno: '07700 900001',
    portaluserfirstname: 'Pat',
    portalusersurname: 'Portal',
    portaluseremail: uniqueEmail('portal'),
    portalusermobileno: '07700 900002',
    comcontactname: 'Colin Commercial',
    comcontactemail: uniqueEmail('com'),
    commobileno: '07700 900003',
    supplier_type: 1,
    risk: 2,
    comments: 'Organic growers',
    ...overrides,
  };
  for (const [k, v] of Object.entries(overrides)) if (v === undefined) delete body[k];
  return body;
}

export async function createSupplier(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/suppliers/createSupplier',
    payload: newSupplier(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { supplierid: number; siteid: number; vendorcode: string };
}

/** Rows in each table the creation writes to, for one company name. */
export async function rowsFor(t: TestApp, companyname: string) {
  const { rows } = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM companies WHERE companyname = $1) AS companies,
            (SELECT count(*)::int FROM sites WHERE sitename = $1) AS sites,
            (SELECT count(*)::int FROM saqs q JOIN companies c USING (companyid) WHERE c.companyname = $1) AS saqs,
            (SELECT count(*)::int FROM users u JOIN companies c USING (companyid) WHERE c.companyname = $1) AS users,
            (SELECT count(*)::int FROM supplier_outbox o JOIN companies c USING (companyid)
              WHERE c.companyname = $1) AS outbox`,
    [companyname],
  );
  return rows[0]!;
}

/** A multipart/form-data request carrying `csv` as a file in `field`. */
export function multipart(csv: string | Buffer, field = 'file', filename = 'suppliers.csv') {
  const boundary = `----test${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
