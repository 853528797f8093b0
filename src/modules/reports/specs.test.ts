import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { useTestApp } from '../../../test/helpers.js';
import { testClock } from '../../../test/clock.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { keyFor, supplierAccount } from '../../../test/fixtures/accounts.js';
import { backdateSpec } from '../../../test/fixtures/reports.js';

const clock = testClock('2026-04-15T00:00:00Z');
const t = useTestApp({}, { clock: clock.now });

const post = (url: string, payload: object) => t.api({ method: 'POST', url: `/api/v1${url}`, payload });

async function spec(supplier: { supplierid: number; siteid: number }, code: string, moves: string[]) {
  const res = await post('/newlines', {
    companyid: supplier.supplierid,
    siteid: supplier.siteid,
    productname: `Status ${code}`,
    productcode: code,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { psid, newlineid } = res.json().data as { psid: number; newlineid: number };
  for (const to of moves) {
    const moved = await post(`/products/${psid}/transition`, { to });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { psid, newlineid };
}

const status = (
  statusid: number,
  name: string,
  specs: number,
  missing: [number, number, number],
  stays: number,
  median_days: number | null,
  current: number,
  current_median_days: number | null,
) => ({
  statusid,
  status: name,
  specs,
  missing_allergens: missing[0],
  missing_nutrition: missing[1],
  missing_any: missing[2],
  stays,
  median_days,
  current,
  current_median_days,
});

/**
 * Four active specs, their status entries backdated to known days before now (2026-04-15 00:00 UTC):
 *   P1 New −40, Submitted −38, In review −30, Rejected −20, Submitted −10 (allergens only)
 *   P2 New −30, Submitted −28.5, In review −25 (no records)
 *   P3 New −5 (allergens and nutrition)
 *   P4 New −20, Submitted −16, New −12 (nutrition only)
 * and one deleted (left out). Ended stays: New 2, 1.5, 4 · Submitted 8, 3.5, 4 · In review 10 · Rejected 10.
 * Under way: New 5 and 12 · Submitted 10 · In review 25.
 */
async function knownSpecs() {
  const s = await createSupplier(t);
  const now = clock.now();
  const p1 = await spec(s, 'P1', ['Submitted', 'In review', 'Rejected', 'Submitted']);
  await backdateSpec(t, p1.psid, now, [40, 38, 30, 20, 10]);
  const p2 = await spec(s, 'P2', ['Submitted', 'In review']);
  await backdateSpec(t, p2.psid, now, [30, 28.5, 25]);
  const p3 = await spec(s, 'P3', []);
  await backdateSpec(t, p3.psid, now, [5]);
  const p4 = await spec(s, 'P4', ['Submitted', 'New']);
  await backdateSpec(t, p4.psid, now, [20, 16, 12]);
  const gone = await spec(s, 'P5', ['Submitted']);
  await backdateSpec(t, gone.psid, now, [50, 45]);
  expect((await t.api({ method: 'DELETE', url: `/api/v1/newlines/${gone.newlineid}` })).statusCode).toBe(200);
  for (const psid of [p1.psid, p3.psid]) {
    expect((await post('/products/addAllergens', { psid, eggs: 1 })).statusCode).toBe(201);
  }
  for (const psid of [p3.psid, p4.psid]) {
    expect((await post('/products/addNutritionalInfo', { psid, kcal100gcontains: '100' })).statusCode).toBe(
      201,
    );
  }
  return s;
}

const report = (query: string, key?: string) =>
  t.api({ method: 'GET', url: `/api/v1/reports/specs/status${query}`, key });

const EXPECTED = {
  specs: 4,
  missing_allergens: 2,
  missing_nutrition: 2,
  missing_any: 3,
  statuses: [
    status(1, 'New', 2, [1, 0, 1], 3, 2, 2, 8.5),
    status(2, 'Submitted', 1, [0, 1, 1], 3, 4, 1, 10),
    status(3, 'In review', 1, [1, 1, 1], 1, 10, 1, 25),
    status(4, 'Approved', 0, [0, 0, 0], 0, null, 0, null),
    status(5, 'Rejected', 0, [0, 0, 0], 1, 10, 0, null),
  ],
};

describe('GET /reports/specs/status', () => {
  it('counts specs per status and their missing records, with median days per status from the record of moves', async () => {
    const s = await knownSpecs();
    const res = await report(`?companyid=${s.supplierid}`, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: EXPECTED });
    // Without companyid: every supplier's (only these in this file so far).
    expect((await report('')).json().data).toEqual(EXPECTED);
  });

  it('answers CSV: a row per status, then the total', async () => {
    const s = await createSupplier(t);
    await spec(s, 'CSV1', []);
    const res = await report(`?companyid=${s.supplierid}&format=csv`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="spec_status.csv"');
    const rows = parse(res.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => `${r.part}:${r.status}:${r.specs}:${r.missing_any}:${r.current}`)).toEqual([
      'status:New:1:1:1',
      'status:Submitted:0:0:0',
      'status:In review:0:0:0',
      'status:Approved:0:0:0',
      'status:Rejected:0:0:0',
      'total::1:1:',
    ]);
    // The app's clock (2026-04-15) is behind the database's, which dated the creation: a stay is 0 days, never less.
    expect(rows[0]!.current_median_days).toBe('0');
    expect(Object.keys(rows[0]!)).toEqual([
      'part',
      'statusid',
      'status',
      'specs',
      'missing_allergens',
      'missing_nutrition',
      'missing_any',
      'stays',
      'median_days',
      'current',
      'current_median_days',
    ]);
  });

  it('refuses an unknown supplier, and shows the supplier scope its own specs only', async () => {
    expect((await report('?companyid=987654')).json()).toEqual({
      success: false,
      error: 'Supplier not found',
    });
    const own = await supplierAccount(t);
    await spec(own, 'OWN1', ['Submitted']);
    const { key } = await keyFor(t, own.userid);
    const mine = (await report('', key)).json().data;
    expect(mine).toMatchObject({ specs: 1, missing_any: 1 });
    expect(mine.statuses[1]).toMatchObject({ specs: 1, current: 1, stays: 0 });
    expect(mine.statuses[0]).toMatchObject({ specs: 0, stays: 1 });
    const other = await createSupplier(t);
    const res = await report(`?companyid=${other.supplierid}`, key);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual((await report('?companyid=987654', key)).json());
  });
});
