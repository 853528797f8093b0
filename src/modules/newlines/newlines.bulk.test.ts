import { describe, expect, it } from 'vitest';
import { createSupplierRows } from '../../../test/factories.js';
import { useTestApp } from '../../../test/helpers.js';

const t = useTestApp();
const URL = '/api/v1/newlines/createNewlineBulk';

function multipart(csv: string, field = 'file') {
  const boundary = '----newlinesBulkTest';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="newlines.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('POST /newlines/createNewlineBulk', () => {
  it('creates good rows with their specs and reports bad rows without stopping', async () => {
    const s = await createSupplierRows(t.db);
    const other = await createSupplierRows(t.db);
    const rows = [
      { companyid: s.companyid, siteid: s.siteid, productname: 'Jam', productcode: 'J1', jam: 1 },
      { companyid: s.companyid, productname: 'No site or code' },
      { companyid: s.companyid, siteid: other.siteid, productname: 'Wrong site', productcode: 'W1' },
      { companyid: s.companyid, siteid: s.siteid, productname: 'Honey', productcode: 'H1', category: 99 },
      { companyid: s.companyid, siteid: s.siteid, productname: 'Cheese', productcode: 'C1', cheese: true },
    ];
    const res = await t.api({ method: 'POST', url: URL, key: t.key[2], payload: rows });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 5, created: 2, failed: 3 });
    expect(body.results).toEqual([
      {
        row: 1,
        productname: 'Jam',
        status: 'success',
        newlineid: expect.any(Number),
        psid: expect.any(Number),
      },
      {
        row: 2,
        productname: 'No site or code',
        status: 'error',
        ...problem('Missing required fields: siteid, productcode', ['siteid', 'productcode']),
      },
      {
        row: 3,
        productname: 'Wrong site',
        status: 'error',
        ...problem(`Invalid siteid: site ${other.siteid} does not belong to company ${s.companyid}`),
      },
      { row: 4, productname: 'Honey', status: 'error', ...problem('Invalid category: 99 does not exist') },
      {
        row: 5,
        productname: 'Cheese',
        status: 'success',
        newlineid: expect.any(Number),
        psid: expect.any(Number),
      },
    ]);
    expect(body.retry_payload).toEqual([rows[1], rows[2], rows[3]]);
    const { rows: made } = await t.db.query(
      `SELECT n.productname, n.jam, n.cheese, s.psid FROM newlines n JOIN product_specs s USING (newlineid)
        WHERE n.companyid = $1 ORDER BY n.newlineid`,
      [s.companyid],
    );
    expect(made).toEqual([
      { productname: 'Jam', jam: 1, cheese: 0, psid: body.results[0].psid },
      { productname: 'Cheese', jam: 0, cheese: 1, psid: body.results[4].psid },
    ]);
  });

  it('lists the missing required fields together, then every other field’s problem', async () => {
    const res = await t.api({
      method: 'POST',
      url: URL,
      payload: [{ productname: 'p'.repeat(80), jam: 5, mcs: 'many' }],
    });
    const [result] = res.json().results;
    expect(result.message).toBe('Missing required fields: companyid, siteid, productcode');
    expect(result.problems).toEqual([
      { fields: ['companyid', 'siteid', 'productcode'], message: result.message },
      { fields: ['productname'], message: 'productname must be at most 75 characters' },
      { fields: ['jam'], message: 'Invalid value for jam: must be 0 or 1' },
      { fields: ['mcs'], message: 'Invalid value for mcs: must be an integer or null' },
    ]);
  });

  it('accepts a single object, and answers 200 when no row could be created', async () => {
    const s = await createSupplierRows(t.db);
    let res = await t.api({
      method: 'POST',
      url: URL,
      payload: { companyid: s.companyid, siteid: s.siteid, productname: 'Solo', productcode: 'S1' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 1, created: 1, failed: 0, retry_payload: [] });
    res = await t.api({ method: 'POST', url: URL, payload: [{ productcode: 'X' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      total: 1,
      created: 0,
      failed: 1,
      results: [
        {
          row: 1,
          productname: null,
          status: 'error',
          ...problem('Missing required fields: companyid, siteid, productname', [
            'companyid',
            'siteid',
            'productname',
          ]),
        },
      ],
      retry_payload: [{ productcode: 'X' }],
    });
  });

  it('imports a CSV file: BOM, any header case, quoted fields, empty cells absent', async () => {
    const s = await createSupplierRows(t.db);
    const csv =
      '\uFEFFCompanyID,SiteId,ProductName,productcode,Description,honey,extra\r\n' +
      `${s.companyid},${s.siteid},"Honey, clear",HC-1,"Says ""raw""",1,x\r\n` +
      `${s.companyid},${s.siteid},,HC-2,,,\r\n`;
    const res = await t.api({ method: 'POST', url: URL, ...multipart(csv) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.results).toEqual([
      {
        row: 1,
        productname: 'Honey, clear',
        status: 'success',
        newlineid: expect.any(Number),
        psid: expect.any(Number),
      },
      {
        row: 2,
        productname: null,
        status: 'error',
        ...problem('Missing required fields: productname', ['productname']),
      },
    ]);
    const read = await t.api({ method: 'GET', url: `/api/v1/newlines/${body.results[0].newlineid}` });
    expect(read.json().data).toMatchObject({
      productname: 'Honey, clear',
      description: 'Says "raw"',
      honey: 1,
    });
  });

  it('refuses an empty or non-object body and other content types with the spec messages', async () => {
    for (const payload of [[], [1, 2], 'text']) {
      const res = await t.api({
        method: 'POST',
        url: URL,
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        error: 'Request body must be a non-empty JSON array of newline objects',
      });
    }
    const res = await t.api({
      method: 'POST',
      url: URL,
      payload: 'a,b',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Unsupported content type. Use application/json or multipart/form-data with a CSV file.',
    });
  });

  it('refuses more than 10,000 rows with 413 naming the limit', async () => {
    const rows = Array.from({ length: 10001 }, () => ({}));
    const res = await t.api({ method: 'POST', url: URL, payload: rows });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toContain('10000');
    const { rows: none } = await t.db.query(
      'SELECT count(*)::int AS n FROM newlines WHERE productname = $1',
      ['x'],
    );
    expect(none).toEqual([{ n: 0 }]);
  });

  it('refuses a JSON body over 20 MB with 413 naming the limit', async () => {
    const payload = `[${JSON.stringify({ description: 'x'.repeat(1024 * 1024) })}${',{}'.repeat((20 * 1024 * 1024) / 3)}]`;
    const res = await t.api({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'Request body is larger than the limit of 20 MB' });
  });

  it('needs an Editor key', async () => {
    const res = await t.api({ method: 'POST', url: URL, key: t.key[1], payload: [{}] });
    expect(res.statusCode).toBe(403);
  });

  it('imports 10,000 CSV rows at once', async () => {
    const s = await createSupplierRows(t.db);
    const lines = ['companyid,siteid,productname,productcode,category,fish'];
    for (let i = 0; i < 10000; i++) lines.push(`${s.companyid},${s.siteid},Product ${i},P${i},4,${i % 2}`);
    const res = await t.api({ method: 'POST', url: URL, ...multipart(lines.join('\n')) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total: 10000, created: 10000, failed: 0 });
    const { rows } = await t.db.query(
      `SELECT count(*)::int AS n, count(DISTINCT s.psid)::int AS specs, sum(n.fish)::int AS fish
         FROM newlines n JOIN product_specs s USING (newlineid) WHERE n.companyid = $1`,
      [s.companyid],
    );
    expect(rows).toEqual([{ n: 10000, specs: 10000, fish: 5000 }]);
  }, 60_000);
});

/** A failed row's message, and its one problem with the columns it names. */
function problem(message: string, fields: string[] = []) {
  return { message, problems: [{ fields, message }] };
}
