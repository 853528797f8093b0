import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../lib/csv.js';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { multipart } from '../../../test/fixtures/suppliers.js';

const t = useTestApp();
const templateUrl = '/api/v1/suppliers/getSupplierCsvTemplate';

const COLUMNS = [
  'companyname',
  'address1',
  'address2',
  'address3',
  'city',
  'postcode',
  'country',
  'techcontactname',
  'techcontactemail',
  'techmobileno',
  'portaluserfirstname',
  'portalusersurname',
  'portaluseremail',
  'portalusermobileno',
  'comcontactname',
  'comcontactemail',
  'commobileno',
  'supplier_type',
  'risk',
  'comments',
];

describe('GET /suppliers/getSupplierCsvTemplate', () => {
  it('downloads without a key: a CSV attachment with the 20 columns and one example row', async () => {
    const res = await t.api({ method: 'GET', url: templateUrl, key: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="supplier_template.csv"');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.startsWith('\ufeff')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]!.split(',')).toEqual(COLUMNS);
    expect(lines.filter((l) => l !== '')).toHaveLength(2);
    const [row] = parseCsv(res.body);
    expect(Object.keys(row!)).toEqual(COLUMNS.filter((c) => c !== 'address3'));
  });

  it('imports as downloaded once its emails are unique', async () => {
    const template = (await t.api({ method: 'GET', url: templateUrl, key: null })).body;
    const filled = template
      .replace('portal.user@example.com', uniqueEmail('portal'))
      .replace('jane.smith@example.com', uniqueEmail('tech'));
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/suppliers/createSupplierBulk',
      ...multipart(filled, 'file', 'supplier_template.csv'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, total: 1, created: 1, failed: 0 });
    expect(res.json().results[0]).toMatchObject({ companyname: 'Green Valley Foods Ltd', status: 'success' });
    expect(res.json().results[0].vendorcode).toMatch(/^GREE\d{4}$/);
  });
});
