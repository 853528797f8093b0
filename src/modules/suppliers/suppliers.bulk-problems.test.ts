import { describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { createSupplier, multipart, newSupplier, rowsFor } from '../../../test/fixtures/suppliers.js';
import { SUPPLIER_FIELDS } from './suppliers.schemas.js';
import { csvCell } from '../../lib/csv.js';

const t = useTestApp();
const url = '/api/v1/suppliers/createSupplierBulk';
const COLUMNS = SUPPLIER_FIELDS.map((f) => f.name);

type Problem = { fields: string[]; message: string };
type Result = { row: number; status: string; message?: string; problems?: Problem[]; supplierid?: number };

/** A CSV of rows in the template's columns (cells written as the template writes them). */
function csvOf(rows: Record<string, unknown>[]): string {
  const lines = rows.map((r) => COLUMNS.map((c) => (r[c] === undefined ? '' : csvCell(r[c]))).join(','));
  return `\uFEFF${[COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
}

async function supplierOf(id: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${id}` });
  return res.json().data.supplier as Record<string, unknown>;
}

describe('createSupplierBulk: every problem of a row, in one pass', () => {
  it('lists every problem of a row, its message (the single create’s) first, the others in the columns’ order', async () => {
    const taken = uniqueEmail('taken');
    await createSupplier(t, { portaluseremail: taken });
    const bad = newSupplier({
      companyname: 'x'.repeat(201),
      city: undefined,
      techcontactemail: 'not-an-email',
      portaluseremail: taken,
      risk: 77,
      supplier_type: 'Wholesaler',
    });
    const single = await t.api({ method: 'POST', url: '/api/v1/suppliers/createSupplier', payload: bad });
    expect(single.statusCode).toBe(400);
    for (const send of [
      () => t.api({ method: 'POST', url, payload: [bad] }),
      () => t.api({ method: 'POST', url, ...multipart(csvOf([bad])) }),
    ]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      const [result] = res.json().results as Result[];
      expect(result!.message).toBe(single.json().error);
      expect(result!.message).toBe('Missing required field: city');
      expect(result!.problems).toEqual([
        { fields: ['city'], message: 'Missing required field: city' },
        { fields: ['companyname'], message: 'companyname must be at most 200 characters' },
        { fields: ['techcontactemail'], message: 'techcontactemail must be a valid email address' },
        { fields: ['portaluseremail'], message: `Email already exists: ${taken}` },
        {
          fields: ['supplier_type'],
          message:
            'Invalid supplier_type: "Wholesaler" is not a supplier type id or name (one of: Manufacturer, ' +
            'Packer, Grower, Importer, Distributor, Agent / broker, Packaging supplier, Service provider)',
        },
        { fields: ['risk'], message: 'Invalid risk: 77 does not exist' },
      ]);
    }
  });

  it('keeps today’s message for each kind of problem, now with the others after it', async () => {
    const rows = [
      newSupplier({ risk: 0, comments: 'a\u0000b' }),
      newSupplier({ country: 999, risk: 3 }),
      newSupplier({ country: 999, supplier_type: 42 }),
      newSupplier({ address1: null, portaluseremail: 'nope' }),
      newSupplier({ country: '', risk: '2.5' }),
    ];
    const res = await t.api({ method: 'POST', url, payload: rows });
    const results = res.json().results as Result[];
    expect(results.map((r) => r.message)).toEqual([
      'Invalid value for comments: must not contain NUL characters',
      'Invalid country: 999 does not exist',
      'Invalid country: 999 does not exist',
      'Invalid value for address1: must be a string',
      'Invalid value for country: must be an integer',
    ]);
    expect(results.map((r) => r.problems!.map((p) => p.fields))).toEqual([
      [['comments'], ['risk']],
      [['country']],
      [['country'], ['supplier_type']],
      [['address1'], ['portaluseremail']],
      [['country'], ['risk']],
    ]);
    // Each first problem is what createSupplier answers for the same body (ids only: the contract's).
    for (const [i, body] of rows.entries()) {
      const single = await t.api({ method: 'POST', url: '/api/v1/suppliers/createSupplier', payload: body });
      expect(results[i]!.message).toBe(single.json().error);
    }
    expect(res.json().retry_payload).toEqual(rows);
  });

  it('tells a refused row its email is taken by an earlier row, and still creates a later row with that email', async () => {
    const email = uniqueEmail('shared');
    const rows = [
      newSupplier({ companyname: 'Problems First Holder', portaluseremail: email }),
      newSupplier({
        companyname: 'Problems Bad Twin',
        portaluseremail: email.toUpperCase(),
        city: undefined,
      }),
      newSupplier({
        companyname: 'Problems Bad Only',
        portaluseremail: uniqueEmail('solo'),
        city: undefined,
      }),
    ];
    const res = await t.api({ method: 'POST', url, payload: rows });
    const results = res.json().results as Result[];
    expect(results[0]!.status).toBe('success');
    expect(results[1]!.problems!.map((p) => p.message)).toEqual([
      'Missing required field: city',
      `Email already exists: ${email.toUpperCase()}`,
    ]);
    expect(results[2]!.problems!.map((p) => p.message)).toEqual(['Missing required field: city']);

    // A refused row does not take its email: a later good row with it is created.
    const later = uniqueEmail('later');
    const second = await t.api({
      method: 'POST',
      url,
      payload: [
        newSupplier({ companyname: 'Problems Refused Early', portaluseremail: later, risk: 77 }),
        newSupplier({ companyname: 'Problems Created Late', portaluseremail: later }),
      ],
    });
    expect((second.json().results as Result[]).map((r) => r.status)).toEqual(['error', 'success']);
  });
});

describe('createSupplierBulk: country, supplier type and risk by name or code', () => {
  it('accepts ISO alpha-2 and alpha-3 codes, English names and aliases, lookup names in any case (CSV and JSON)', async () => {
    const cases: [Record<string, unknown>, { countryid: number; suppliertypeid: number; riskid: number }][] =
      [
        [
          { country: 'GB', supplier_type: 'packer', risk: 'HIGH' },
          { countryid: 826, suppliertypeid: 2, riskid: 3 },
        ],
        [
          { country: 'esp', supplier_type: 'Manufacturer', risk: 'low' },
          { countryid: 724, suppliertypeid: 1, riskid: 1 },
        ],
        [
          { country: 'Spain', supplier_type: 'agent / BROKER', risk: 'Medium' },
          { countryid: 724, suppliertypeid: 6, riskid: 2 },
        ],
        [
          { country: 'united  kingdom', supplier_type: '3', risk: 2 },
          { countryid: 826, suppliertypeid: 3, riskid: 2 },
        ],
        [
          { country: 'UK', supplier_type: 4, risk: '1' },
          { countryid: 826, suppliertypeid: 4, riskid: 1 },
        ],
        [
          { country: "Cote d'Ivoire", supplier_type: 'grower', risk: 'high' },
          { countryid: 384, suppliertypeid: 3, riskid: 3 },
        ],
        [
          { country: '826', supplier_type: 1, risk: 1 },
          { countryid: 826, suppliertypeid: 1, riskid: 1 },
        ],
      ];
    const rows = cases.map(([values], i) => newSupplier({ companyname: `Named Lookup ${i}`, ...values }));
    for (const send of [
      () =>
        t.api({
          method: 'POST',
          url,
          payload: rows.map((r) => ({ ...r, portaluseremail: uniqueEmail('j') })),
        }),
      () =>
        t.api({
          method: 'POST',
          url,
          ...multipart(csvOf(rows.map((r) => ({ ...r, portaluseremail: uniqueEmail('c') })))),
        }),
    ]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(201);
      const results = res.json().results as Result[];
      expect(results.map((r) => r.problems ?? r.status)).toEqual(cases.map(() => 'success'));
      for (const [k, [, expected]] of cases.entries()) {
        expect(await supplierOf(results[k]!.supplierid!), JSON.stringify(cases[k]![0])).toMatchObject(
          expected,
        );
      }
    }
  });

  it('refuses an unknown name naming the column and the value, cut short when huge', async () => {
    const huge = 'Z'.repeat(100_000);
    const rows = [
      newSupplier({ country: 'Narnia', supplier_type: 'Wholesale', risk: 'Extreme' }),
      newSupplier({ country: huge }),
      newSupplier({ country: "=cmd|' /C calc'!A0" }),
      newSupplier({ country: '12.5', risk: 'lowish' }),
    ];
    for (const send of [
      () => t.api({ method: 'POST', url, payload: rows }),
      () => t.api({ method: 'POST', url, ...multipart(csvOf(rows)) }),
    ]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      const results = res.json().results as Result[];
      expect(results[0]!.problems!.map((p) => p.message)).toEqual([
        'Invalid country: "Narnia" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
        expect.stringMatching(
          /^Invalid supplier_type: "Wholesale" is not a supplier type id or name \(one of: /,
        ),
        'Invalid risk: "Extreme" is not a risk level id or name (one of: Low, Medium, High)',
      ]);
      expect(results[1]!.message).toBe(
        `Invalid country: "${'Z'.repeat(40)}…" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name`,
      );
      expect(results[2]!.message).toBe(
        'Invalid country: "=cmd|\' /C calc\'!A0" is not a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
      );
      expect(results[3]!.problems!.map((p) => p.message)).toEqual([
        'Invalid value for country: must be an integer',
        'Invalid risk: "lowish" is not a risk level id or name (one of: Low, Medium, High)',
      ]);
      expect(res.json().created).toBe(0);
    }
  });
});

describe('createSupplierBulk: hostile and large requests', () => {
  it('stores a formula-like company name as text and reads it back unchanged', async () => {
    const name = '=HYPERLINK("http://evil.example/","Click") Problems';
    const res = await t.api({
      method: 'POST',
      url,
      ...multipart(csvOf([newSupplier({ companyname: name })])),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [result] = res.json().results as Result[];
    expect((await supplierOf(result!.supplierid!)).companyname).toBe(name);
  });

  it('answers 10,000 rows with three problems each in one pass, writing nothing', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      companyname: `Ten Thousand Problems ${i}`,
      country: 'Atlantis',
      techcontactemail: 'nope',
      risk: 9,
    }));
    const res = await t.api({ method: 'POST', url, payload: rows });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; failed: number; results: Result[] };
    expect(body).toMatchObject({ total: 10_000, failed: 10_000 });
    expect(body.results[9_999]!.row).toBe(10_000);
    // 13 required fields missing, the email, the country and the risk: every one told.
    expect(new Set(body.results.map((r) => r.problems!.length))).toEqual(new Set([16]));
    expect(body.results[0]!.message).toBe('Missing required field: address1');
    const { rows: made } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM companies WHERE companyname LIKE 'Ten Thousand Problems %'`,
    );
    expect(made[0]!.n).toBe(0);
  });

  it('writes nothing when the request fails as a whole, whatever its good rows', async () => {
    const good = [
      newSupplier({ companyname: 'Whole Fail Good A' }),
      newSupplier({ companyname: 'Whole Fail Good B' }),
    ];
    const broken = `${csvOf(good)}Whole Fail Broken,"never closed\r\n`;
    const res = await t.api({ method: 'POST', url, ...multipart(broken) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Row 3 \(line 4\)/);

    const tooMany = [...good, ...Array.from({ length: 9_999 }, () => ({ companyname: 'x' }))];
    const over = await t.api({ method: 'POST', url, payload: tooMany });
    expect(over.statusCode).toBe(413);

    for (const name of ['Whole Fail Good A', 'Whole Fail Good B']) {
      expect(await rowsFor(t, name)).toEqual({ companies: 0, sites: 0, saqs: 0, users: 0, outbox: 0 });
    }
  });
});
