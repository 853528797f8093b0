import { expect } from 'vitest';
import { uniqueGln, uniqueGtin } from '../fixtures/catalogues.js';
import { ok, type ClientTest } from './harness.js';

/** A spec through its workflow to two versions, its catalogue life, history and events, via the client. */
export async function productsFlow(ct: ClientTest, supplier: { supplierid: number; siteid: number }) {
  const { api } = ct;
  const nl = ok(
    await api.POST('/api/v1/newlines', {
      body: {
        companyid: supplier.supplierid,
        siteid: supplier.siteid,
        productname: 'Seeded rolls',
        productcode: 'SR-1',
      },
    }),
  );
  const { psid, newlineid } = nl.data;
  const p = { params: { path: { psid } } };
  ok(await api.GET('/api/v1/products/getProduct/{psid}', p));
  expect(ok(await api.GET('/api/v1/products/{psid}/spec', p)).data.productname).toBe('Seeded rolls');
  ok(await api.GET('/api/v1/products/getNewline/{newlineid}', { params: { path: { newlineid } } }));
  ok(
    await api.POST('/api/v1/products/updateNewline/{newlineid}', {
      params: { path: { newlineid } },
      body: { productname: 'Seeded rolls x6' },
    }),
  );
  ok(
    await api.PUT('/api/v1/products/updateNewline/{newlineid}', {
      params: { path: { newlineid } },
      body: { productcode: 'SR-6' },
    }),
  );
  ok(await api.POST('/api/v1/products/addAllergens', { body: { psid, eggs: 0, nuts: 2 } }));
  ok(await api.GET('/api/v1/products/getAllergens/{psid}', p));
  ok(await api.POST('/api/v1/products/updateAllergens/{psid}', { ...p, body: { sesame: 1 } }));
  ok(await api.PUT('/api/v1/products/updateAllergens/{psid}', { ...p, body: { milk: 2 } }));
  ok(
    await api.POST('/api/v1/products/addNutritionalInfo', {
      body: { psid, fat100gcontains: '3.5', kcal100gcontains: '420' },
    }),
  );
  ok(await api.GET('/api/v1/products/getNutritionalInfo/{psid}', p));
  ok(
    await api.POST('/api/v1/products/updateNutritionalInfo/{psid}', {
      ...p,
      body: { fat100gcontains: '3.6' },
    }),
  );
  ok(
    await api.PUT('/api/v1/products/updateNutritionalInfo/{psid}', {
      ...p,
      body: { kcal100gcontains: '421' },
    }),
  );
  ok(
    await api.POST('/api/v1/products/updateProduct/{psid}', {
      ...p,
      body: {
        supplierdeclarationname: 'Pat Supplier',
        supplierdeclarationdate: '2026-01-02',
        technicalsignoffname: 'Tess Tech',
        technicalsignoffdate: '2026-01-03',
      },
    }),
  );
  ok(await api.PUT('/api/v1/products/updateProduct/{psid}', { ...p, body: { shelflife: '10 days' } }));
  // The spec's GTIN (an extension): a GTIN-13 sent, 14 digits read back.
  const withGtin = ok(
    await api.PUT('/api/v1/products/updateProduct/{psid}', { ...p, body: { gtin: '4006381333931' } }),
  );
  expect(withGtin.data.gtin).toBe('04006381333931');
  // The label's inputs (extensions): the ingredient list, in order, and the Nutri-Score's fields.
  const rolls = [
    { name: 'Wheat flour', percent: 80, allergens: ['wheat', 'gluten'], origin: 826 },
    { name: 'Sesame seeds', percent: 5, quid: true, allergens: ['sesame'] },
  ];
  ok(await api.PUT('/api/v1/products/{psid}/ingredients', { ...p, body: rolls }));
  expect(ok(await api.GET('/api/v1/products/{psid}/ingredients', p)).data).toEqual(rolls);
  ok(await api.POST('/api/v1/products/updateAllergens/{psid}', { ...p, body: { wheat: 1, gluten: 1 } }));
  const scored = ok(
    await api.PUT('/api/v1/products/updateProduct/{psid}', {
      ...p,
      body: { nutriscorecategory: 'general', fruitvegpulsespct: 5, isdrink: false },
    }),
  );
  expect(scored.data).toMatchObject({ nutriscorecategory: 'general', fruitvegpulsespct: 5, isdrink: false });
  const approve = async () => {
    for (const to of ['Submitted', 'In review', 'Approved']) {
      ok(await api.POST('/api/v1/products/{psid}/transition', { ...p, body: { to } }));
    }
  };
  await approve();
  ok(await api.POST('/api/v1/products/updateAllergens/{psid}', { ...p, body: { eggs: 1 } }));
  await approve();
  const versions = ok(await api.GET('/api/v1/products/{psid}/versions', p));
  expect(versions.data.map((v) => v.versionno)).toEqual([1, 2]);
  ok(await api.GET('/api/v1/products/{psid}/versions/{n}', { params: { path: { psid, n: 2 } } }));
  const diff = ok(
    await api.GET('/api/v1/products/{psid}/versions/{a}/diff/{b}', {
      params: { path: { psid, a: 1, b: 2 } },
    }),
  );
  expect(JSON.stringify(diff)).toContain('eggs');
  // The label frozen with version 2 (docs/label.md): the statement of the ingredients above.
  const label = ok(
    await api.GET('/api/v1/products/{psid}/label', { params: { path: { psid }, query: { version: 2 } } }),
  );
  expect(label.data).toMatchObject({ versionno: 2, approved: true, draft: false });
  expect(label.data.ingredients.statement).toMatchObject({
    text: 'Ingredients: Wheat flour, Sesame seeds (5%)',
    html: 'Ingredients: <strong>Wheat</strong> flour, <strong>Sesame</strong> seeds (5%)',
  });
  const badge = ok(
    await api.GET('/api/v1/products/{psid}/label.svg', {
      params: { path: { psid }, query: { part: 'nutriscore' } },
      parseAs: 'text',
    }),
  );
  expect(badge).toContain('Nutri-Score not computed');
  const panel = ok(
    await api.GET('/api/v1/products/{psid}/label.pdf', {
      params: { path: { psid }, query: {} },
      parseAs: 'blob',
    }),
  );
  expect(
    Buffer.from(await panel.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(ok(await api.GET('/api/v1/products', { params: { query: { search: 'Seeded' } } })).data.length).toBe(
    1,
  );
  // Sorted (an extension).
  const byName = ok(
    await api.GET('/api/v1/products', { params: { query: { search: 'Seeded', sort: 'productname' } } }),
  );
  expect(byName.data.length).toBe(1);

  // A wholesaler's catalogue: list, publish, confirm, export, withdraw.
  const w = ok(
    await api.POST('/api/v1/wholesalers', {
      body: { name: 'Client Wholesale', gln: uniqueGln(), contactemail: 'edi@wholesale.example' },
    }),
  );
  const wid = { params: { path: { id: w.data.wholesalerid } } };
  ok(await api.GET('/api/v1/wholesalers', { params: { query: {} } }));
  ok(await api.GET('/api/v1/wholesalers/{id}', wid));
  ok(await api.PUT('/api/v1/wholesalers/{id}', { ...wid, body: { name: 'Client Wholesale Ltd' } }));
  const item = ok(
    await api.POST('/api/v1/wholesalers/{id}/catalogue', {
      ...wid,
      body: { psid, gtin: uniqueGtin(), targetmarket: 826 },
    }),
  );
  const itemid = item.data.itemid;
  const ip = { params: { path: { itemid } } };
  ok(await api.GET('/api/v1/wholesalers/{id}/catalogue', wid));
  ok(await api.GET('/api/v1/products/{psid}/catalogue', p));
  ok(await api.GET('/api/v1/catalogue/{itemid}', ip));
  ok(await api.PUT('/api/v1/catalogue/{itemid}', { ...ip, body: { itemcode: 'W-1' } }));
  const pub = ok(await api.POST('/api/v1/catalogue/{itemid}/publish', ip));
  const pubs = ok(await api.GET('/api/v1/catalogue/{itemid}/publications', ip));
  expect(pubs.data.map((x) => x.publicationid)).toContain(pub.data.publicationid);
  const pid = { params: { path: { id: pub.data.publicationid } } };
  ok(await api.GET('/api/v1/publications/{id}', pid));
  ok(await api.POST('/api/v1/publications/{id}/confirm', { ...pid, body: { state: 'ACCEPTED' } }));
  const gs1 = ok(await api.GET('/api/v1/products/{psid}/export', { params: { path: { psid }, query: {} } }));
  expect(gs1.data).toBeTruthy();
  ok(await api.DELETE('/api/v1/catalogue/{itemid}', ip));
  ok(await api.DELETE('/api/v1/wholesalers/{id}', wid));

  const history = ok(
    await api.GET('/api/v1/history/{entity}/{id}', { params: { path: { entity: 'product', id: psid } } }),
  );
  expect(history.data.length).toBeGreaterThan(0);
  // The feed shows a change once every older transaction on the server has ended (docs/integration.md): wait.
  await expect
    .poll(async () => ok(await api.GET('/api/v1/events', { params: { query: {} } })).data.length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
}
