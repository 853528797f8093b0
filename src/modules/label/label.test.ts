import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { OAT_BAR, setLabelInputs, setNutrition } from '../../../test/fixtures/label.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { moveThrough, specInReview } from '../../../test/fixtures/specs/workflow.js';
import { INVALID_PART, INVALID_VERSION, NO_FROZEN_LABEL } from './label.schemas.js';

const t = useTestApp();
const get = (url: string) => t.api({ method: 'GET', url: `/api/v1/products${url}` });

/** A spec in review with the oat bar's ingredients, nutrition and Nutri-Score inputs. */
async function oatBar() {
  const n = await specInReview(t, { productname: 'Oat & honey bar' });
  await setLabelInputs(t, n.psid, {
    ingredients: OAT_BAR,
    nutriscorecategory: 'general',
    fruitvegpulsespct: '0',
    nonnutritivesweeteners: false,
  });
  await setNutrition(t, n.psid);
  // The allergen record declares oats and milk (the ingredients carry them) and nuts as May.
  await t.db.query('UPDATE allergens SET oats = 1, gluten = 1, milk = 1 WHERE psid = $1', [n.psid]);
  return n;
}

describe('GET /products/{psid}/label', () => {
  it('answers the working copy of a spec not approved as a draft', async () => {
    const { psid } = await oatBar();
    const res = await get(`/${psid}/label`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      psid,
      versionno: null,
      approved: false,
      draft: true,
      productname: 'Oat & honey bar',
    });
    expect(data.ingredients.statement).toMatchObject({
      text: 'Ingredients: Oats (55%), Butter (milk), Golden syrup',
      html: 'Ingredients: <strong>Oats</strong> (55%), Butter (<strong>milk</strong>), Golden syrup',
      maycontain: 'May contain: nuts',
    });
    expect(data.ingredients.mismatches).toEqual([]);
    expect(data.nutrition).toMatchObject({
      basis: 'per 100 g',
      portionsize: '150',
      per100: { kj: '1361.0000', salt: '0.5000' },
      perportion: { fat: '22.5000' },
      fop: { kind: 'food', perportion: { fat: 'red', saturates: 'green', sugars: 'amber', salt: 'amber' } },
      energycheck: [],
    });
    expect(data.nutrition.ri.perportion.fat).toEqual({ percent: 32, text: '32%' });
    expect(data.nutriscore).toMatchObject({ grade: 'C', score: 6 });
  });

  it('freezes the label with the approved version; the working copy moves on, the version does not', async () => {
    const { psid } = await oatBar();
    await moveThrough(t, psid, 'Approved');
    const working = (await get(`/${psid}/label`)).json().data;
    expect(working).toMatchObject({ versionno: 1, approved: true, draft: false });
    const v1 = await get(`/${psid}/label?version=1`);
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.json().data).toEqual(working);

    // A changed ingredient list is content: the spec goes back to New, its version 1 keeps its label.
    await setLabelInputs(t, psid, {
      ingredients: [{ name: 'Oats', allergens: ['oats'] }],
      nutriscorecategory: 'general',
    });
    const after = (await get(`/${psid}/label`)).json().data;
    expect(after).toMatchObject({ versionno: null, approved: false, draft: true });
    expect(after.ingredients.statement.text).toBe('Ingredients: Oats');
    expect(after.ingredients.mismatches.map((m: { allergen: string }) => m.allergen)).toEqual(['milk']);
    expect((await get(`/${psid}/label?version=1`)).json().data.ingredients.statement.text).toBe(
      'Ingredients: Oats (55%), Butter (milk), Golden syrup',
    );
  });

  it('answers 404 for a version that does not exist or predates the label', async () => {
    const { psid } = await oatBar();
    for (const url of [
      `/${psid}/label?version=1`,
      `/${psid}/label.svg?version=3`,
      `/${psid}/label.pdf?version=2`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, error: 'Version not found' });
    }
    // A version approved before labels were frozen has none.
    await t.db.query(
      `INSERT INTO spec_versions (psid, versionno, approved_by, spec, allergens, nutrition)
       VALUES ($1, 1, 1, '{}', '{}', '{}')`,
      [psid],
    );
    for (const url of [
      `/${psid}/label?version=1`,
      `/${psid}/label.svg?version=1`,
      `/${psid}/label.pdf?version=1`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, error: NO_FROZEN_LABEL });
    }
  });

  it('refuses a bad version, part or psid with 400 in the envelope, and an unknown psid with 404', async () => {
    const { psid } = await oatBar();
    for (const v of ['0', '-1', 'abc', '1.5', '2147483648', '']) {
      for (const route of ['label', 'label.svg', 'label.pdf']) {
        const res = await get(`/${psid}/${route}?version=${encodeURIComponent(v)}`);
        expect(res.statusCode, `${route} ${v}`).toBe(400);
        expect(res.json()).toEqual({ success: false, error: INVALID_VERSION });
      }
    }
    for (const part of ['', 'FOP', 'both', '<svg>']) {
      const res = await get(`/${psid}/label.svg?part=${encodeURIComponent(part)}`);
      expect(res.statusCode, part).toBe(400);
      expect(res.json()).toEqual({ success: false, error: INVALID_PART });
    }
    for (const route of ['label', 'label.svg', 'label.pdf']) {
      const bad = await get(`/abc/${route}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ success: false, error: 'Invalid psid: must be a positive integer' });
      const missing = await get(`/2147483000/${route}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, error: 'Product not found' });
    }
  });

  it('still answers for a spec without nutrition or ingredients, the Nutri-Score naming what is missing', async () => {
    const { psid } = await createNewline(t);
    const bare = (await get(`/${psid}/label`)).json().data;
    expect(bare.ingredients).toEqual({ statement: null, derivedallergens: [], mismatches: [] });
    expect(bare.nutrition).toMatchObject({ perportion: null, per100: { kj: null }, energycheck: [] });
    expect(bare.nutriscore).toEqual({ score: null, grade: null, missing: ['category'], invalid: [] });

    await setLabelInputs(t, psid, { nutriscorecategory: 'general' });
    const nocount = (await get(`/${psid}/label`)).json().data.nutriscore;
    expect(nocount).toEqual({
      score: null,
      grade: null,
      missing: ['energykj', 'sugars', 'saturates', 'salt', 'protein'],
      invalid: [],
    });
    for (const route of ['label.svg?part=fop', 'label.svg?part=nutriscore', 'label.pdf']) {
      expect((await get(`/${psid}/${route}`)).statusCode, route).toBe(200);
    }
  });

  it('shows the supplier scope its own specs’ labels only, another company’s as a missing product', async () => {
    const s = await supplierAccount(t);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: { companyid: s.supplierid, siteid: s.siteid, productname: 'Own bar', productcode: 'OWN-L1' },
    });
    const own = res.json().data.psid as number;
    const other = await oatBar();
    const as = (url: string) =>
      t.api({ method: 'GET', url: `/api/v1/products${url}`, key: null, headers: bearer(s.token) });
    for (const route of ['label', 'label.svg', 'label.pdf']) {
      expect((await as(`/${own}/${route}`)).statusCode, route).toBe(200);
      for (const query of ['', '?version=1']) {
        const r = await as(`/${other.psid}/${route}${query}`);
        expect(r.statusCode, route + query).toBe(404);
        expect(r.json()).toEqual({ success: false, error: 'Product not found' });
      }
    }
  });
});
