import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import {
  approvedSpec,
  approveNewVersion,
  createWholesaler,
  link,
} from '../../../test/fixtures/catalogues.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

const t = useTestApp();
const get = (url: string, key?: string) => t.api({ method: 'GET', url: `/api/v1${url}`, key });

describe('GET /products/{psid}/export', () => {
  it('exports the latest approved version, or any, as GS1 or Open Food Facts', async () => {
    const spec = await approvedSpec(t, { productname: 'Walnut bread' });
    await approveNewVersion(t, spec.psid, { walnuts: 1 });
    const w = await createWholesaler(t);
    await link(t, w.wholesalerid, spec.psid, { gtin: '4006381333931', targetmarket: 372 });

    const gs1 = await get(`/products/${spec.psid}/export`, t.key[1]);
    expect(gs1.statusCode, gs1.body).toBe(200);
    expect(gs1.json().data).toMatchObject({
      gtin: '04006381333931',
      targetmarket: 372,
      gln: null,
      productname: 'Walnut bread',
      versionno: 2,
    });
    expect(gs1.json().data.allergens).toContainEqual({
      code: 'SW',
      name: 'Walnuts',
      containment: 'CONTAINS',
    });

    const v1 = (await get(`/products/${spec.psid}/export?format=gs1&version=1`)).json().data;
    expect(v1.versionno).toBe(1);
    expect(v1.allergens).not.toContainEqual(expect.objectContaining({ code: 'SW' }));

    const off = (await get(`/products/${spec.psid}/export?format=off&gtin=96385074`)).json().data;
    expect(off).toMatchObject({
      code: '96385074',
      product_name: 'Walnut bread',
      allergens_tags: ['en:nuts'],
      traces_tags: [],
      nutriments: { 'energy-kcal_100g': 420, fat_100g: 3.5 },
    });
  });

  it('answers 422 without an approved version, 404 for an unknown spec or version, 400 for bad queries', async () => {
    const draft = await createNewline(t);
    expect((await get(`/products/${draft.psid}/export`)).json()).toEqual({
      success: false,
      error: 'Specification has no approved version',
    });
    expect((await get(`/products/${draft.psid}/export`)).statusCode).toBe(422);
    expect((await get('/products/987654/export')).json()).toEqual({
      success: false,
      error: 'Product not found',
    });
    const spec = await approvedSpec(t);
    expect((await get(`/products/${spec.psid}/export?version=2`)).json()).toEqual({
      success: false,
      error: 'Version not found',
    });
    expect((await get(`/products/${spec.psid}/export`)).json().data.gtin).toBeNull();
    for (const q of [
      'format=xml',
      'version=0',
      'version=abc',
      'gtin=4006381333932',
      `gtin=${'9'.repeat(60)}`,
    ])
      expect((await get(`/products/${spec.psid}/export?${q}`)).statusCode, q).toBe(400);
  });
});
