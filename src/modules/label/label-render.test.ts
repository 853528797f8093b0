import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { OAT_BAR, setLabelInputs, setNutrition, xmlElements } from '../../../test/fixtures/label.js';
import { pdfPages } from '../../../test/fixtures/pdf.js';
import { moveThrough, specInReview } from '../../../test/fixtures/specs/workflow.js';
import { FOP_FILL, NUTRISCORE_FILL } from '../../lib/label/svg.js';

const t = useTestApp();
const get = (url: string) => t.api({ method: 'GET', url: `/api/v1/products${url}` });

async function oatBar() {
  const n = await specInReview(t, { productname: 'Oat <bar> & co' });
  await setLabelInputs(t, n.psid, { ingredients: OAT_BAR, nutriscorecategory: 'general' });
  await setNutrition(t, n.psid);
  await t.db.query('UPDATE allergens SET oats = 1, gluten = 1, milk = 1 WHERE psid = $1', [n.psid]);
  return n;
}

/** The PDF's text with its line breaks and runs of spaces as single spaces. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /products/{psid}/label.svg', () => {
  it('draws the front of pack strip by default and the Nutri-Score badge, as valid SVG', async () => {
    const { psid } = await oatBar();
    const fop = await get(`/${psid}/label.svg`);
    expect(fop.statusCode, fop.body).toBe(200);
    expect(fop.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(xmlElements(fop.body)[0]).toBe('svg');
    expect(fop.body).toContain('>Each 150 g serving contains<');
    expect(fop.body).toContain(`fill="${FOP_FILL.red}"`);
    expect(fop.body).toContain('>HIGH<');
    expect((await get(`/${psid}/label.svg?part=fop`)).body).toBe(fop.body);

    const badge = await get(`/${psid}/label.svg?part=nutriscore`);
    expect(badge.statusCode).toBe(200);
    xmlElements(badge.body);
    expect(badge.body).toMatch(/<title>Nutri-Score [A-E] \(score -?\d+\)<\/title>/);
    expect(badge.body).toContain(`fill="${NUTRISCORE_FILL.C}" stroke="#ffffff"`);
  });

  it('draws an approved version as frozen', async () => {
    const { psid } = await oatBar();
    await moveThrough(t, psid, 'Approved');
    const v1 = await get(`/${psid}/label.svg?version=1&part=nutriscore`);
    expect(v1.statusCode, v1.body).toBe(200);
    expect(v1.body).toBe((await get(`/${psid}/label.svg?part=nutriscore`)).body);
  });
});

describe('GET /products/{psid}/label.pdf', () => {
  it('prints the panel of a working copy watermarked DRAFT: name, statement, May contain, table, strip', async () => {
    const { psid } = await oatBar();
    await t.db.query('UPDATE allergens SET sesame = 2 WHERE psid = $1', [psid]);
    const res = await get(`/${psid}/label.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text, count } = await pdfPages(res.rawPayload);
    expect(count).toBe(1);
    const all = flat(text);
    expect(all).toContain('DRAFT');
    expect(all).toContain('Oat <bar> & co');
    expect(all).toContain('Ingredients: Oats (55%), Butter (milk), Golden syrup');
    expect(all).toContain('May contain: nuts, sesame seeds');
    expect(all).toMatch(/Energy 1361 kJ \/ 325 kcal 2041\.5 kJ \/ 487\.5 kcal 24%/);
    expect(all).toMatch(/Fat 15 g 22\.5 g 32%/);
    expect(all).toMatch(/of which saturates 1\.5 g 2\.25 g 11%/);
    expect(all).toMatch(/Salt 0\.5 g 0\.75 g 13%/);
    expect(all).toContain('Reference intake of an average adult (8 400 kJ/2 000 kcal)');
    expect(all).toContain('Each 150 g serving contains');
    expect(all).toContain('HIGH');
  });

  it('prints an approved spec and its versions without DRAFT', async () => {
    const { psid } = await oatBar();
    await moveThrough(t, psid, 'Approved');
    for (const url of [`/${psid}/label.pdf`, `/${psid}/label.pdf?version=1`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const all = flat((await pdfPages(res.rawPayload)).text);
      expect(all, url).not.toContain('DRAFT');
      expect(all, url).toContain('Approved version 1');
      expect(all, url).toContain('Ingredients: Oats (55%), Butter (milk), Golden syrup');
    }
  });
});
