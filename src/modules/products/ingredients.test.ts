import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { INGREDIENTS_MAX, SUB_INGREDIENTS_MAX } from './ingredients.schemas.js';

const t = useTestApp();

const url = (psid: number | string) => `/api/v1/products/${psid}/ingredients`;
const put = (psid: number | string, payload: unknown, key?: string) =>
  t.api({ method: 'PUT', url: url(psid), payload: payload as object, key });
const get = (psid: number | string, key?: string) => t.api({ method: 'GET', url: url(psid), key });
const fail = (error: string | RegExp) => ({
  success: false,
  error: typeof error === 'string' ? error : expect.stringMatching(error),
});

const CROISSANT = [
  { name: 'Wheat flour', percent: 52, allergens: ['wheat'], origin: 250 },
  { name: 'Butter', percent: '25.5', quid: true, allergens: ['milk'], origin: 372 },
  { name: 'Water', percent: 14.5 },
  {
    name: 'Chocolate',
    percent: 8,
    ingredients: [
      { name: 'Sugar', percent: 45 },
      { name: 'Cocoa mass', percent: 40, origin: 384 },
      { name: 'Soya lecithin', percent: 15, allergens: ['soya'] },
    ],
  },
];

describe('GET/PUT /products/{psid}/ingredients', () => {
  it('answers [] before any list, stores the list in order with two levels, and reads it back', async () => {
    const n = await createNewline(t);
    let res = await get(n.psid, t.key[1]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });

    // In neither alphabetical nor percent order: the recipe's order is kept.
    const list = [CROISSANT[2], CROISSANT[0], CROISSANT[3], CROISSANT[1]];
    res = await put(n.psid, list, t.key[2]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: list });
    res = await get(n.psid, t.key[1]);
    expect(res.json()).toEqual({ success: true, data: list });

    // Replaced whole, emptied with [].
    res = await put(n.psid, [{ name: 'Oats' }]);
    expect(res.json()).toEqual({ success: true, data: [{ name: 'Oats' }] });
    res = await put(n.psid, []);
    expect(res.json()).toEqual({ success: true, data: [] });
    expect((await get(n.psid)).json().data).toEqual([]);
  });

  it('needs level 2 to write and level 1 to read', async () => {
    const n = await createNewline(t);
    const res = await put(n.psid, CROISSANT, t.key[1]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(fail('Insufficient permissions'));
    expect((await get(n.psid, t.key[1])).json().data).toEqual([]);
  });

  it('answers 404 for an unknown or inactive spec, and 400 for a bad psid', async () => {
    expect((await get(987654)).json()).toEqual(fail('Product not found'));
    const res = await put(987654, CROISSANT);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(fail('Product spec not found or inactive'));
    const n = await createNewline(t);
    await t.db.query('UPDATE product_specs SET isactive = 0 WHERE psid = $1', [n.psid]);
    expect((await get(n.psid)).json()).toEqual(fail('Product spec not found or inactive'));
    expect((await put(n.psid, CROISSANT)).statusCode).toBe(404);
    expect((await get('abc')).json()).toEqual(fail('Invalid psid: must be a positive integer'));
  });

  it('refuses with 400 naming the level or the ingredient, writing nothing', async () => {
    const n = await createNewline(t);
    await put(n.psid, [{ name: 'Oats' }]);
    const sub = (ingredients: object[]) => [{ name: 'Chocolate', percent: 10, ingredients }];
    const cases: [unknown, string | RegExp][] = [
      [
        [
          { name: 'Flour', percent: 60 },
          { name: 'Sugar', percent: '40.0001' },
        ],
        'Ingredient percentages of the top level add up to 100.0001, more than 100',
      ],
      [
        sub([
          { name: 'Sugar', percent: 70 },
          { name: 'Cocoa', percent: 31 },
        ]),
        'Ingredient percentages of "Chocolate" add up to 101, more than 100',
      ],
      [
        sub([{ name: 'Cocoa', ingredients: [{ name: 'Bean' }] }]),
        '"Cocoa" (in "Chocolate") has ingredients of its own: an ingredient list is two levels deep at most',
      ],
      [[{ name: 'Butter', allergens: ['dairy'] }], 'Unknown allergen "dairy" on "Butter"'],
      [[{ name: 'Butter', percent: 101 }], 'Percent of "Butter" must be a number from 0 to 100'],
      [[{ name: 'Butter', percent: 'lots' }], 'Percent of "Butter" must be a number from 0 to 100'],
      [[{ name: 'Butter', quid: true }], '"Butter" is marked QUID but has no percent'],
      [[{ name: '  ' }], 'Ingredient 1 of the top level has no name'],
      [[{ name: 'Butter', origin: 999 }], 'Invalid origin of "Butter": 999 does not exist'],
      [
        sub([{ name: 'Cocoa', origin: 998 }]),
        'Invalid origin of "Cocoa" (in "Chocolate"): 998 does not exist',
      ],
      [[{ name: 'Butter', origin: 0 }], 'Invalid value for 0.origin: must be at least 1'],
      [[{ percent: 5 }], 'Missing required field: 0.name'],
      [{ name: 'Butter' }, 'Request body must be an array'],
      [[{ name: { a: 1 } }], /^Invalid value for 0\.name: must be a string/],
      [[{ name: 'Butter', allergens: 'milk,eggs' }], 'Unknown allergen "milk,eggs" on "Butter"'],
      [[{ name: 'Butter', quid: 'maybe' }], /^Invalid value for 0\.quid: must be a boolean/],
      [[{ name: 'But\u0000ter' }], 'Invalid value for 0.name: invalid format'],
      [[{ name: 'Butter\ud800' }], 'Invalid value for 0.name: invalid format'],
      [[{ name: 'x'.repeat(201) }], '0.name must be at most 200 characters'],
    ];
    for (const [body, error] of cases) {
      const res = await put(n.psid, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json(), JSON.stringify(body).slice(0, 80)).toEqual(fail(error));
    }
    expect((await get(n.psid)).json().data).toEqual([{ name: 'Oats' }]);
  });

  it('bounds the lists, the nesting and the body', async () => {
    const n = await createNewline(t);
    const many = (k: number) => Array.from({ length: k }, (_, i) => ({ name: `I${i}` }));
    expect((await put(n.psid, many(INGREDIENTS_MAX))).statusCode).toBe(200);
    let res = await put(n.psid, many(INGREDIENTS_MAX + 1));
    expect(res.json()).toEqual(fail(`request body must have at most ${INGREDIENTS_MAX} items`));
    res = await put(n.psid, [{ name: 'Mix', ingredients: many(SUB_INGREDIENTS_MAX + 1) }]);
    expect(res.json()).toEqual(fail(`0.ingredients must have at most ${SUB_INGREDIENTS_MAX} items`));
    res = await put(n.psid, [{ name: 'Mix', allergens: Array(31).fill('milk') }]);
    expect(res.statusCode).toBe(400);

    // 5,000 levels of nesting: refused before anything recurses over it.
    const deep = `[{"name":"a","ingredients":${'['.repeat(5000)}${']'.repeat(5000)}}]`;
    res = await t.api({
      method: 'PUT',
      url: url(n.psid),
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fail(/^JSON is nested too deeply/));

    const huge = JSON.stringify([{ name: 'a', junk: 'x'.repeat(300 * 1024) }]);
    res = await t.api({
      method: 'PUT',
      url: url(n.psid),
      payload: huge,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(fail(/^Request body is larger than the limit/));
    expect((await get(n.psid)).json().data).toHaveLength(INGREDIENTS_MAX);
  });

  it('drops unknown fields rather than storing them', async () => {
    const n = await createNewline(t);
    const res = await put(n.psid, [{ name: 'Oats', colour: 'beige', ingredients: [{ name: 'Oat', x: 1 }] }]);
    expect(res.json().data).toEqual([{ name: 'Oats', ingredients: [{ name: 'Oat' }] }]);
    const { rows } = await t.db.query('SELECT ingredients FROM product_specs WHERE psid = $1', [n.psid]);
    expect(rows[0]).toEqual({ ingredients: [{ name: 'Oats', ingredients: [{ name: 'Oat' }] }] });
  });
});
