import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.js';
import { useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';

const clock = testClock('2026-04-15');
const t = useTestApp({}, { clock: clock.now });
const report = (query: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/certificates/expiring${query}`, key });

describe('GET /reports/certificates/expiring', () => {
  it('lists live certificates expiring within N days, expired ones included, with totals computed in SQL', async () => {
    const a = await createSupplier(t, { companyname: 'Report Alpha' });
    const b = await createSupplier(t, { companyname: 'Report Beta' });
    const today = clock.today();
    const make = (supplierid: number, n: string, days: number, standard = 1) =>
      createCertificate(t, supplierid, {
        certificatenumber: n,
        standard,
        issuedate: addDays(today, -400),
        expirydate: addDays(today, days),
      });
    await make(a.supplierid, 'A-EXPIRED', -10);
    await make(a.supplierid, 'A-30', 30, 3);
    await make(a.supplierid, 'A-200', 200);
    await make(b.supplierid, 'B-89', 89);
    await make(b.supplierid, 'B-120', 120, 3);
    const deleted = await make(b.supplierid, 'B-DELETED', 5);
    await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${deleted.accreditationid}` });

    const only = `&supplierid=`;
    const mine = (rows: { supplierid: number }[]) =>
      rows.filter((r) => r.supplierid === a.supplierid || r.supplierid === b.supplierid);
    const res = await report(`?within=90`, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    const rows = mine(res.json().data);
    expect(
      rows.map((r: Record<string, unknown>) => `${r.certificatenumber}:${r.status}:${r.days_to_expiry}`),
    ).toEqual(['A-EXPIRED:expired:-10', 'A-30:expiring:30', 'B-89:expiring:89']);
    expect(rows[1]).toMatchObject({
      supplierid: a.supplierid,
      companyname: 'Report Alpha',
      standardid: 3,
      standard: 'SALSA',
      last_reminder: 30,
      has_document: false,
      expirydate: addDays(today, 30),
    });

    const wide = (await report(`?within=150${only}${b.supplierid}`)).json();
    expect(wide.data.map((r: { certificatenumber: string }) => r.certificatenumber)).toEqual([
      'B-89',
      'B-120',
    ]);
    expect(wide.summary).toEqual({
      asof: today,
      within: 150,
      certificates: 2,
      expired: 0,
      expiring: 1,
      suppliers: 1,
      without_document: 2,
    });
    const salsa = (await report(`?within=365&standard=3${only}${a.supplierid}`)).json();
    expect(salsa.data.map((r: { certificatenumber: string }) => r.certificatenumber)).toEqual(['A-30']);
    const summary = (await report(`?within=90${only}${a.supplierid}`)).json().summary;
    expect(summary).toMatchObject({ certificates: 2, expired: 1, expiring: 1, suppliers: 1 });
  });

  it('answers CSV with ?format=csv', async () => {
    const { supplierid } = await createSupplier(t, { companyname: '=Formula Foods' });
    await createCertificate(t, supplierid, {
      certificatenumber: 'CSV-1',
      issuedate: addDays(clock.today(), -300),
      expirydate: addDays(clock.today(), -2),
    });
    const res = await report(`?format=csv&supplierid=${supplierid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="certificates_expiring_${clock.today()}.csv"`,
    );
    expect(res.body.split('\r\n')[0]).toBe(
      'supplierid,vendorcode,companyname,accreditationid,standardid,standard,certificatenumber,certifyingbody,' +
        'grade,siteid,sitename,issuedate,expirydate,days_to_expiry,status,last_reminder,has_document',
    );
    const [row] = parseCsv(res.body);
    expect(row).toMatchObject({
      supplierid: String(supplierid),
      companyname: '=Formula Foods', // neutralised in the file, read back as it was
      certificatenumber: 'CSV-1',
      days_to_expiry: '-2',
      status: 'expired',
      last_reminder: '0',
      has_document: 'false',
    });
    expect(res.body).toContain(",'=Formula Foods,");
  });

  it('shows the supplier scope its own company only, whatever supplierid it sends', async () => {
    const own = await supplierAccount(t);
    const other = await createSupplier(t);
    await createCertificate(t, own.supplierid, { expirydate: addDays(clock.today(), 10) });
    await createCertificate(t, other.supplierid, { expirydate: addDays(clock.today(), 10) });
    const { key } = await keyFor(t, own.userid);
    for (const query of ['', `?supplierid=${other.supplierid}`]) {
      const res = await report(query, key);
      expect(res.statusCode, res.body).toBe(200);
      const { data, summary } = res.json();
      expect(data.map((r: { supplierid: number }) => r.supplierid)).toEqual([own.supplierid]);
      expect(summary).toMatchObject({ certificates: 1, suppliers: 1 });
    }
  });

  it('refuses a within out of range', async () => {
    for (const within of ['-1', '3651', 'soon']) {
      const res = await report(`?within=${within}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
