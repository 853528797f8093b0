import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { multipart, rowsFor } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const url = '/api/v1/suppliers/createSupplierBulk';

const HEADER =
  'CompanyName,ADDRESS1,address2,address3,City,postcode,country,techcontactname,techcontactemail,techmobileno,' +
  'portaluserfirstname,portalusersurname,PortalUserEmail,portalusermobileno,comcontactname,comcontactemail,' +
  'commobileno,supplier_type,risk,comments,ignored extra';

function line(name: string, email: string, overrides: Record<number, string> = {}) {
  const cells = [
    name,
    '"Unit 1, North Park"',
    '',
    '',
    'Hull',
    'HU1 1AA',
    '826',
    'Tia Tech',
    uniqueEmail('tech'),
    '07700 900100',
    'Pia',
    'Portal',
    email,
    '07700 900101',
    'Cal Com',
    uniqueEmail('com'),
    '07700 900102',
    '2',
    '1',
    '"Said ""hello"", then left"',
    'whatever',
  ];
  for (const [i, v] of Object.entries(overrides)) cells[Number(i)] = v;
  return cells.join(',');
}

describe('POST /suppliers/createSupplierBulk (CSV)', () => {
  it('reads BOM, quoted fields and headers in any case; reports bad and duplicate rows', async () => {
    const dup = uniqueEmail('csvdup');
    const csv =
      '\ufeff' +
      [
        HEADER,
        line('"Csv, Quoted & Co"', dup),
        line('Csv Missing Postcode', uniqueEmail(), { 5: '' }),
        line('Csv Duplicate', dup),
        line('Csv Bad Country', uniqueEmail(), { 6: 'Narnia' }),
        line('Csv Fine', uniqueEmail()),
      ].join('\r\n') +
      '\r\n';
    const res = await t.api({ method: 'POST', url, ...multipart(csv) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 5, created: 2, failed: 3 });
    expect(body.results.map((r: { status: string; message?: string }) => r.message ?? r.status)).toEqual([
      'success',
      'Missing required field: postcode',
      `Email already exists: ${dup}`,
      'Invalid country: "Narnia" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
      'success',
    ]);
    expect(body.results[0].companyname).toBe('Csv, Quoted & Co');
    // CSV rows come back as their string fields, ready to fix and resubmit as JSON.
    expect(body.retry_payload[1]).toMatchObject({ companyname: 'Csv Duplicate', country: '826', risk: '1' });
    expect(body.retry_payload[0]).not.toHaveProperty('postcode');

    const read = await t.api({ method: 'GET', url: `/api/v1/suppliers/${body.results[0].supplierid}` });
    expect(read.json().data.supplier).toMatchObject({
      companyname: 'Csv, Quoted & Co',
      address1: 'Unit 1, North Park',
      address2: null,
      countryid: 826,
      suppliertypeid: 2,
      comments: 'Said "hello", then left',
    });
    expect(await rowsFor(t, 'Csv Duplicate')).toEqual({
      companies: 0,
      sites: 0,
      saqs: 0,
      users: 0,
      outbox: 0,
    });
  });

  it('refuses a CSV with a header only, or a file in another field', async () => {
    const empty = await t.api({ method: 'POST', url, ...multipart(`${HEADER}\r\n`) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().success).toBe(false);
    const wrongField = await t.api({ method: 'POST', url, ...multipart(`${HEADER}\r\n`, 'upload') });
    expect(wrongField.statusCode).toBe(400);
  });
});
