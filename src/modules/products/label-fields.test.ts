import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { approvedSpec } from '../../../test/fixtures/catalogues.js';
import { bearer } from '../../../test/fixtures/accounts.js';
import { supplierWithSpec } from '../../../test/fixtures/scope-world.js';
import { statusOf } from '../../../test/fixtures/specs/workflow.js';

/** The label's inputs through updateProduct (docs/products.md, "Label inputs"): extensions, as gtin is. */
const t = useTestApp();

const update = (psid: number, payload: object, method: 'PUT' | 'POST' = 'PUT') =>
  t.api({ method, url: `/api/v1/products/updateProduct/${psid}`, payload, key: t.key[2] });
const specRow = async (psid: number) =>
  (await t.api({ method: 'GET', url: `/api/v1/products/${psid}/spec` })).json().data as Record<
    string,
    unknown
  >;
const FIELDS = ['nutriscorecategory', 'fruitvegpulsespct', 'nonnutritivesweeteners', 'isdrink'];
const SET = {
  nutriscorecategory: 'cheese',
  fruitvegpulsespct: '42.5',
  nonnutritivesweeteners: false,
  isdrink: true,
};

describe('the label’s spec fields', () => {
  it('are written and answered when set, absent when null: the contract’s keys otherwise', async () => {
    const never = await createNewline(t);
    const n = await createNewline(t);
    const plain = await update(never.psid, { shelflife: '10 days' });
    const contractKeys = Object.keys(plain.json().data).sort();
    for (const f of FIELDS) expect(contractKeys).not.toContain(f);

    let res = await update(n.psid, SET, 'POST');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...SET, fruitvegpulsespct: 42.5 });
    expect(await specRow(n.psid)).toMatchObject({ ...SET, fruitvegpulsespct: 42.5 });
    expect(Object.keys(res.json().data).sort()).toEqual([...contractKeys, ...FIELDS].sort());

    res = await update(n.psid, { fruitvegpulsespct: 100, nonnutritivesweeteners: null });
    expect(res.json().data).toMatchObject({ fruitvegpulsespct: 100, nutriscorecategory: 'cheese' });
    expect(res.json().data).not.toHaveProperty('nonnutritivesweeteners');

    res = await update(n.psid, Object.fromEntries(FIELDS.map((f) => [f, null])));
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(contractKeys);
    expect(Object.keys(await specRow(n.psid)).sort()).toEqual(Object.keys(await specRow(never.psid)).sort());
    const { rows } = await t.db.query(`SELECT ${FIELDS.join(', ')} FROM product_specs WHERE psid = $1`, [
      n.psid,
    ]);
    expect(rows[0]).toEqual(Object.fromEntries(FIELDS.map((f) => [f, null])));
  });

  it('refuses values out of their domain with 400 naming the field, writing nothing', async () => {
    const n = await createNewline(t);
    await update(n.psid, SET);
    const cases: [string, unknown, string][] = [
      [
        'nutriscorecategory',
        'soup',
        'must be one of general, cheese, fats_oils_nuts_seeds, red_meat, beverage, water or null',
      ],
      [
        'nutriscorecategory',
        'Cheese',
        'must be one of general, cheese, fats_oils_nuts_seeds, red_meat, beverage, water or null',
      ],
      ['fruitvegpulsespct', 100.0001, 'must be a number from 0 to 100 (4 decimals at most) or null'],
      ['fruitvegpulsespct', '100.5', 'must be a number from 0 to 100 (4 decimals at most) or null'],
      ['fruitvegpulsespct', -0.1, 'must be a number from 0 to 100 (4 decimals at most) or null'],
      ['fruitvegpulsespct', '1e2', 'must be a number from 0 to 100 (4 decimals at most) or null'],
      ['fruitvegpulsespct', '40.00001', 'must be a number from 0 to 100 (4 decimals at most) or null'],
      ['nonnutritivesweeteners', 'maybe', 'must be true, false or null'],
      ['isdrink', { a: 1 }, 'must be true, false or null'],
    ];
    for (const [field, value, words] of cases) {
      const res = await update(n.psid, { [field]: value, shelflife: 'not written' });
      expect(res.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(res.json()).toEqual({ success: false, error: `Invalid value for ${field}: ${words}` });
    }
    expect(await specRow(n.psid)).toMatchObject({ ...SET, fruitvegpulsespct: 42.5 });
    expect((await specRow(n.psid)).shelflife).not.toBe('not written');
    // The boundaries themselves are accepted.
    for (const ok of [0, '0', '100', '100.0000', 99.9999]) {
      expect((await update(n.psid, { fruitvegpulsespct: ok })).statusCode, String(ok)).toBe(200);
    }
  });

  it('are content: the supplier scope writes them, and a change moves an approved spec back', async () => {
    const a = await supplierWithSpec(t, 'Alpha');
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${a.psid}`,
      key: null,
      headers: bearer(a.token),
      payload: SET,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nutriscorecategory: 'cheese', isdrink: true });

    const { psid } = await approvedSpec(t);
    const moved = await update(psid, { isdrink: false });
    expect(moved.json().data).toMatchObject({ isdrink: false, statusid: 1, statuslevel: 'New' });
    expect(await statusOf(t, psid)).toBe(1);
  });
});
