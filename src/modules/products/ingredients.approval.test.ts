import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { approvedSpec } from '../../../test/fixtures/catalogues.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { specInReview, statusOf, transition } from '../../../test/fixtures/specs/workflow.js';
import { undeclaredAllergens } from './ingredients.guard.js';

/** Ingredients as content of the spec: approval refused for an undeclared allergen, approved specs moved back. */
const t = useTestApp();

const put = (psid: number, payload: object[]) =>
  t.api({ method: 'PUT', url: `/api/v1/products/${psid}/ingredients`, payload });
const updateProduct = (psid: number, payload: object) =>
  t.api({ method: 'POST', url: `/api/v1/products/updateProduct/${psid}`, payload });
const versionCount = async (psid: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM spec_versions WHERE psid = $1', [psid]))
    .rows[0]!.n;

const BUTTER = [
  { name: 'Flour', allergens: ['wheat', 'gluten'] },
  { name: 'Butter', allergens: ['milk'] },
];
const MILK = 'Cannot approve: milk declared No but contained in Butter';

/** The events of spec `psid`, waiting for one that changed ingredients (a change reaches the feed once older
 * transactions have ended, on the whole PostgreSQL server). */
async function eventsOf(psid: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const feed = await t.api({ method: 'GET', url: '/api/v1/events?after=0&limit=1000' });
    expect(feed.statusCode, feed.body).toBe(200);
    const events = (
      feed.json().data as { type: string; entityid: number; data: { changed_fields?: string[] } }[]
    )
      .filter((e) => e.entityid === psid)
      .map((e) => ({ type: e.type, fields: e.data.changed_fields ?? [] }));
    if (events.some((e) => e.fields.includes('ingredients')) || Date.now() > deadline) return events;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('undeclaredAllergens', () => {
  it('names each allergen declared No or May contain with its ingredients; Yes or unused never blocks', () => {
    const list = [
      { name: 'Butter', allergens: ['milk'] },
      { name: 'Praline', ingredients: [{ name: 'Almonds', allergens: ['almonds'] }] },
    ];
    expect(undeclaredAllergens(list, { milk: 0, nuts: 2, almonds: 0, eggs: 1 })).toBe(
      'nuts declared May contain but contained in Almonds (in Praline); ' +
        'almonds declared No but contained in Almonds (in Praline); milk declared No but contained in Butter',
    );
    expect(undeclaredAllergens(list, { milk: 1, nuts: 1, almonds: 1, eggs: 1 })).toBeUndefined();
    expect(undeclaredAllergens([], { eggs: 1 })).toBeUndefined();
  });
});

describe('the approval guard', () => {
  it('refuses the transition with 422 naming allergen and ingredient, writing nothing; passes once declared', async () => {
    const n = await specInReview(t);
    expect((await put(n.psid, BUTTER)).statusCode).toBe(200);
    const res = await transition(t, n.psid, 'Approved');
    expect(res.statusCode, res.body).toBe(422);
    // Flour's wheat and gluten are undeclared too (completeSpec declares eggs No, nuts May): listed in field order.
    expect(res.json()).toEqual({
      success: false,
      error:
        'Cannot approve: gluten declared No but contained in Flour; wheat declared No but contained in Flour; ' +
        'milk declared No but contained in Butter',
    });
    expect(await statusOf(t, n.psid)).toBe(3);
    expect(await versionCount(n.psid)).toBe(0);

    const declare = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${n.psid}`,
      payload: { wheat: 1, gluten: 1 },
    });
    expect(declare.statusCode).toBe(200);
    expect((await transition(t, n.psid, 'Approved')).json()).toEqual({ success: false, error: MILK });
    await t.api({ method: 'POST', url: `/api/v1/products/updateAllergens/${n.psid}`, payload: { milk: 1 } });
    const ok = await transition(t, n.psid, 'Approved');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await versionCount(n.psid)).toBe(1);
  });

  it('refuses updateProduct statusid 4 the same way, rolling back its other fields; passes once removed', async () => {
    const n = await specInReview(t);
    await put(n.psid, [BUTTER[1]!]);
    let res = await updateProduct(n.psid, { statusid: 4, shelflife: '99 days' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ success: false, error: MILK });
    const { rows } = await t.db.query('SELECT statusid, shelflife FROM product_specs WHERE psid = $1', [
      n.psid,
    ]);
    expect(rows[0]).toEqual({ statusid: 3, shelflife: '10 days' });

    // May contain is not a declaration of an ingredient (EU FIC art. 21): still refused.
    await t.api({ method: 'POST', url: `/api/v1/products/updateAllergens/${n.psid}`, payload: { milk: 2 } });
    res = await updateProduct(n.psid, { statusid: 4 });
    expect(res.json()).toEqual({
      success: false,
      error: 'Cannot approve: milk declared May contain but contained in Butter',
    });

    await put(n.psid, [{ name: 'Olive oil' }]);
    res = await updateProduct(n.psid, { statusid: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ statusid: 4, statuslevel: 'Approved' });
  });

  it('lets an allergen declared Yes that no ingredient carries through', async () => {
    const n = await specInReview(t);
    await t.api({ method: 'POST', url: `/api/v1/products/updateAllergens/${n.psid}`, payload: { eggs: 1 } });
    await put(n.psid, [{ name: 'Sugar' }]);
    expect((await transition(t, n.psid, 'Approved')).statusCode).toBe(200);
  });
});

describe('ingredients are content', () => {
  it('a list written on a spec being drafted is a product.updated naming the field', async () => {
    const n = await createNewline(t);
    expect((await put(n.psid, [{ name: 'Oats' }])).statusCode).toBe(200);
    expect(await eventsOf(n.psid)).toContainEqual({ type: 'product.updated', fields: ['ingredients'] });
  });

  it('an empty list where none was recorded changes nothing: [] is "not recorded"', async () => {
    const { psid } = await approvedSpec(t);
    expect((await put(psid, [])).json()).toEqual({ success: true, data: [] });
    expect(await statusOf(t, psid)).toBe(4);
  });

  it('a changed list moves an approved spec back, shown by the spec, its status log, history and events', async () => {
    const { psid } = await approvedSpec(t);
    const list = [
      { name: 'Sugar', percent: 60 },
      { name: 'Oats', percent: 40 },
    ];
    let res = await put(psid, list);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: list });
    const spec = await t.api({ method: 'GET', url: `/api/v1/products/${psid}/spec` });
    expect(spec.json().data).toMatchObject({ statusid: 1, statuslevel: 'New' });
    const { rows } = await t.db.query(
      'SELECT fromstatus, tostatus, comment FROM spec_status_changes WHERE psid = $1 ORDER BY id DESC LIMIT 1',
      [psid],
    );
    expect(rows[0]).toEqual({ fromstatus: 4, tostatus: 1, comment: 'content changed after approval' });

    const history = await t.api({ method: 'GET', url: `/api/v1/history/product/${psid}?limit=1000` });
    expect(history.statusCode, history.body).toBe(200);
    const last = (history.json().data as { changes: { field: string; old: unknown; new: unknown }[] }[]).at(
      -1,
    )!;
    expect(last.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ingredients', new: list }),
        expect.objectContaining({ field: 'statusid', old: 4, new: 1 }),
      ]),
    );

    // The events feed, as for other content changed after approval: the move back, naming the field.
    expect(await eventsOf(psid)).toContainEqual(
      expect.objectContaining({ type: 'product.status_changed', fields: ['ingredients', 'statusid'] }),
    );

    // The same list again: nothing written, the spec stays where it is.
    await t.db.query('UPDATE product_specs SET statusid = 4 WHERE psid = $1', [psid]);
    res = await put(psid, list);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(t, psid)).toBe(4);
  });

  it('two concurrent lists on an approved spec: both answered, one stored whole, one move back logged', async () => {
    const { psid } = await approvedSpec(t);
    const a = [{ name: 'Sugar', percent: 60 }];
    const b = [{ name: 'Honey', percent: 40, ingredients: [{ name: 'Nectar' }] }];
    const answers = await Promise.all([put(psid, a), put(psid, b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const stored = (await t.api({ method: 'GET', url: `/api/v1/products/${psid}/ingredients` })).json().data;
    expect([a, b]).toContainEqual(stored);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM spec_status_changes WHERE psid = $1 AND comment = 'content changed after approval'`,
      [psid],
    );
    expect(rows[0]!.n).toBe(1);
    expect(await statusOf(t, psid)).toBe(1);
  });
});
