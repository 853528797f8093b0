import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { raised, update } from '../../../test/fixtures/actions.js';
import { scoredAudit } from '../../../test/fixtures/reports.js';

/**
 * The scorecard over a known data set, on 2026-04-15 by the app's clock. Supplier Alpha (risk Medium):
 * completed audits 2025-11-01 (98), 2026-01-10 (100), 2026-02-05 (80), 2026-03-01 (89), one in progress;
 * four actions on the 80 audit: open due 04-01 and 04-14 (overdue), in progress due 05-01, done due 03-01;
 * certificates expiring in +200 (valid), +30 and +90 days (expiring), 0 and −10 (expired), one deleted;
 * specs New, Submitted, Rejected and one deleted. Beta: nothing. Gamma: a former supplier.
 */
const clock = testClock('2026-04-15');
const t = useTestApp({}, { clock: clock.now });
let alpha: { supplierid: number; siteid: number; vendorcode: string };
let beta: { supplierid: number; vendorcode: string };
let gamma: { supplierid: number; vendorcode: string };

async function newline(supplierid: number, siteid: number, code: string) {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/newlines',
    payload: { companyid: supplierid, siteid, productname: `Card ${code}`, productcode: code },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { newlineid: number; psid: number };
}

async function move(psid: number, to: string) {
  const res = await t.api({ method: 'POST', url: `/api/v1/products/${psid}/transition`, payload: { to } });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  alpha = await createSupplier(t, { companyname: 'Card Alpha', risk: 2 });
  beta = await createSupplier(t, { companyname: 'Card Beta', risk: 3 });
  gamma = await createSupplier(t, { companyname: 'Card Gamma', risk: 1 });
  expect((await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${gamma.supplierid}` })).statusCode).toBe(
    200,
  );

  const id = alpha.supplierid;
  await scoredAudit(t, id, '2025-11-01', { fail: [1] });
  await scoredAudit(t, id, '2026-01-10');
  const low = await scoredAudit(t, id, '2026-02-05', { fail: [1, 2, 3, 5, 6, 7, 8, 10, 16, 17] });
  await scoredAudit(t, id, '2026-03-01', { fail: [1, 2, 3, 4, 5], flag: [6] });
  await scoredAudit(t, id, '2026-03-20', { fail: [1] }, false);
  const item = low.items[1]!.itemid;
  await raised(t, low.auditid, item, { duedate: '2026-04-01' });
  await raised(t, low.auditid, item, { duedate: '2026-04-14' });
  const started = await raised(t, low.auditid, item, { duedate: '2026-05-01' });
  expect((await update(t, started, { status: 'in_progress' })).statusCode).toBe(200);
  const done = await raised(t, low.auditid, item, { duedate: '2026-03-01' });
  expect((await update(t, done, { status: 'done' })).statusCode).toBe(200);

  const today = clock.today();
  for (const days of [200, 30, 90, 0, -10, -5]) {
    const cert = await createCertificate(t, id, {
      certificatenumber: `CARD${days}`,
      issuedate: addDays(today, -400),
      expirydate: addDays(today, days),
    });
    if (days === -5) await t.api({ method: 'DELETE', url: `/api/v1/accreditations/${cert.accreditationid}` });
  }
  await newline(id, alpha.siteid, 'CA-NEW');
  await move((await newline(id, alpha.siteid, 'CA-SUB')).psid, 'Submitted');
  const rejected = (await newline(id, alpha.siteid, 'CA-REJ')).psid;
  await move(rejected, 'Submitted');
  await move(rejected, 'Rejected');
  const gone = await newline(id, alpha.siteid, 'CA-DEL');
  await move(gone.psid, 'Submitted');
  expect((await t.api({ method: 'DELETE', url: `/api/v1/newlines/${gone.newlineid}` })).statusCode).toBe(200);
});

const audit = (auditdate: string, score: number) => ({ auditid: expect.any(Number), auditdate, score });
const alphaCard = () => ({
  supplierid: alpha.supplierid,
  companyname: 'Card Alpha',
  vendorcode: alpha.vendorcode,
  active: 1,
  riskid: 2,
  risk_level: 'Medium',
  completed_audits: 4,
  latest: audit('2026-03-01', 89),
  previous: [audit('2026-02-05', 80), audit('2026-01-10', 100)],
  trend: 'up',
  actions: { open: 3, overdue: 2 },
  certificates: { valid: 1, expiring: 2, expired: 2 },
  specs: { new: 1, submitted: 1, in_review: 0, approved: 0, rejected: 1 },
});
const empty = (s: { supplierid: number; vendorcode: string }, companyname: string, active: number) => ({
  supplierid: s.supplierid,
  companyname,
  vendorcode: s.vendorcode,
  active,
  completed_audits: 0,
  latest: null,
  previous: [],
  trend: null,
  actions: { open: 0, overdue: 0 },
  certificates: { valid: 0, expiring: 0, expired: 0 },
  specs: { new: 0, submitted: 0, in_review: 0, approved: 0, rejected: 0 },
});
const card = (query: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/suppliers/scorecard${query}`, key });

describe('GET /reports/suppliers/scorecard', () => {
  it('gives every active supplier its card, by name, a page at a time', async () => {
    const res = await card('', t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: [alphaCard(), { ...empty(beta, 'Card Beta', 1), riskid: 3, risk_level: 'High' }],
      pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
    });
    const second = (await card('?limit=1&page=2')).json();
    expect(second.data.map((c: { supplierid: number }) => c.supplierid)).toEqual([beta.supplierid]);
    expect(second.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('gives one supplier’s card by companyid, a former supplier’s too', async () => {
    expect((await card(`?companyid=${alpha.supplierid}`)).json().data).toEqual([alphaCard()]);
    const former = (await card(`?companyid=${gamma.supplierid}`)).json();
    expect(former.data).toEqual([{ ...empty(gamma, 'Card Gamma', 0), riskid: 1, risk_level: 'Low' }]);
    expect(former.pagination.total).toBe(1);
  });

  it('judges trends on the latest two scores: down, flat', async () => {
    const s = await createSupplier(t, { companyname: 'Card Trend' });
    await scoredAudit(t, s.supplierid, '2026-01-01');
    await scoredAudit(t, s.supplierid, '2026-02-01', { fail: [1] });
    const down = (await card(`?companyid=${s.supplierid}`)).json().data[0];
    expect(down).toMatchObject({ trend: 'down', latest: audit('2026-02-01', 98) });
    await scoredAudit(t, s.supplierid, '2026-03-01', { flag: [1, 2] });
    expect((await card(`?companyid=${s.supplierid}`)).json().data[0].trend).toBe('flat');
  });

  it('answers CSV: every matching supplier, one row each, nested parts flattened', async () => {
    const res = await card(`?format=csv&companyid=${alpha.supplierid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="supplier_scorecard_2026-04-15.csv"',
    );
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        supplierid: String(alpha.supplierid),
        companyname: 'Card Alpha',
        vendorcode: alpha.vendorcode,
        active: '1',
        riskid: '2',
        risk_level: 'Medium',
        completed_audits: '4',
        latest_auditid: expect.stringMatching(/^\d+$/),
        latest_auditdate: '2026-03-01',
        latest_score: '89',
        previous1_auditid: expect.stringMatching(/^\d+$/),
        previous1_auditdate: '2026-02-05',
        previous1_score: '80',
        previous2_auditid: expect.stringMatching(/^\d+$/),
        previous2_auditdate: '2026-01-10',
        previous2_score: '100',
        trend: 'up',
        actions_open: '3',
        actions_overdue: '2',
        certificates_valid: '1',
        certificates_expiring: '2',
        certificates_expired: '2',
        specs_new: '1',
        specs_submitted: '1',
        specs_in_review: '0',
        specs_approved: '0',
        specs_rejected: '1',
      },
    ]);
    const all = parse((await card('?format=csv&limit=1')).body, { columns: true }) as object[];
    expect(all.length).toBeGreaterThanOrEqual(3); // no paging in the CSV
  });

  it('refuses bad input: unknown or non-supplier companyid 404, bad paging 400', async () => {
    for (const [query, status] of [
      ['?companyid=987654', 404],
      ['?companyid=1', 404],
      ['?limit=201', 400],
      ['?page=0', 400],
      ['?companyid=abc', 400],
    ] as const) {
      const res = await card(query);
      expect(res.statusCode, query).toBe(status);
      expect(res.json().success).toBe(false);
    }
  });

  it('shows the supplier scope its own card; another company’s answers as a missing one', async () => {
    const own = await supplierAccount(t, { companyname: 'Card Portal' });
    const { key } = await keyFor(t, own.userid);
    for (const query of ['', `?companyid=${own.supplierid}`]) {
      const res = (await card(query, key)).json();
      expect(res.data.map((c: { supplierid: number }) => c.supplierid)).toEqual([own.supplierid]);
      expect(res.pagination.total).toBe(1);
    }
    const other = await card(`?companyid=${alpha.supplierid}`, key);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual((await card('?companyid=987654', key)).json());
  });
});
