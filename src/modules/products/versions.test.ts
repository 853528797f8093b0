import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { moveThrough, specInReview, statusOf } from '../../../test/fixtures/specs/workflow.js';

const t = useTestApp();
const TS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const get = (url: string, key = t.key[1]) => t.api({ method: 'GET', url: `/api/v1/products${url}`, key });
const post = (url: string, payload: object) =>
  t.api({ method: 'POST', url: `/api/v1/products${url}`, payload });

async function approved(overrides: Record<string, unknown> = {}) {
  const n = await specInReview(t, overrides);
  await moveThrough(t, n.psid, 'Approved');
  return n;
}

describe('versions of a spec', () => {
  it('freezes version 1, returns to New on an allergen change, and freezes version 2; version 1 stays', async () => {
    const n = await approved();
    const v1 = (await get(`/${n.psid}/versions/1`)).json();
    expect(v1.data).toMatchObject({ versionno: 1, approved_at: expect.stringMatching(TS), approved_by: 1 });
    expect(Object.keys(v1.data)).toEqual([
      'versionno',
      'approved_at',
      'approved_by',
      'spec',
      'allergens',
      'nutrition',
    ]);
    // The snapshot is what the reads answered at approval.
    const reads = {
      spec: (await post(`/updateProduct/${n.psid}`, { comments: 'read back' })).json().data,
      allergens: (await get(`/getAllergens/${n.psid}`)).json().data,
      nutrition: (await get(`/getNutritionalInfo/${n.psid}`)).json().data,
    };
    expect(v1.data.allergens).toEqual(reads.allergens);
    expect(Object.keys(v1.data.allergens)).toEqual(Object.keys(reads.allergens));
    // Values derived on read (if any) are not frozen: they follow from the stored ones.
    expect(reads.nutrition).toMatchObject(v1.data.nutrition);
    expect(v1.data.nutrition).toMatchObject({ fat100gcontains: '3.5000', kcal100gcontains: '420.0000' });
    expect(v1.data.spec).toEqual({ ...reads.spec, comments: null, lastupdated: v1.data.spec.lastupdated });
    expect(v1.data.spec).toMatchObject({ statuslevel: 'Approved', shelflife: '10 days', psid: n.psid });
    // Comments are not content: still approved.
    expect(await statusOf(t, n.psid)).toBe(4);

    expect((await post(`/updateAllergens/${n.psid}`, { eggs: 1 })).statusCode).toBe(200);
    expect(await statusOf(t, n.psid)).toBe(1);
    expect((await post(`/updateProduct/${n.psid}`, { shelflife: '12 days' })).statusCode).toBe(200);
    await moveThrough(t, n.psid, 'Submitted', 'In review');
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/${n.psid}/transition`,
      payload: { to: 'Approved', comment: 'second batch' },
    });
    expect(res.json().data).toEqual({
      psid: n.psid,
      statusid: 4,
      statuslevel: 'Approved',
      versionno: 2,
      // The supplier approval's spec guard (warn by default, docs/approval.md): this supplier is pending.
      warning: expect.stringContaining('is pending (approval status)'),
    });

    const list = (await get(`/${n.psid}/versions`)).json();
    expect(list).toEqual({
      success: true,
      data: [1, 2].map((versionno) => ({
        versionno,
        approved_at: expect.stringMatching(TS),
        approved_by: 1,
      })),
    });
    expect((await get(`/${n.psid}/versions/1`)).json()).toEqual(v1);

    const diff = (await get(`/${n.psid}/versions/1/diff/2`)).json();
    expect(diff.success).toBe(true);
    const changes = diff.data.changes as { part: string; field: string }[];
    expect(changes).toContainEqual({ part: 'spec', field: 'shelflife', old: '10 days', new: '12 days' });
    expect(changes).toContainEqual({ part: 'allergens', field: 'eggs', old: 'No', new: 'Yes' });
    expect(changes.filter((c) => c.part === 'allergens')).toHaveLength(1);
    expect(changes.filter((c) => c.part === 'nutrition')).toEqual([]);
    // Spec fields in the read's order, then allergens.
    const fields = changes.map((c) => `${c.part}.${c.field}`);
    expect(fields.indexOf('spec.shelflife')).toBeLessThan(fields.indexOf('spec.comments'));
    expect(fields.at(-1)).toBe('allergens.eggs');
    expect((await get(`/${n.psid}/versions/2/diff/2`)).json().data).toEqual({ changes: [] });
  });

  it('returns an approved spec to New on a content change of the spec or nutrition, not on other fields', async () => {
    const cases: [string, object, number][] = [
      ['/updateProduct', { comments: 'c', version: 9, technicalsignofftitle: 'Lead', brand: 'B' }, 4],
      ['/updateProduct', { shelflife: '10 days' }, 4], // the same value: nothing changed
      ['/updateNutritionalInfo', { fat100gcontains: '3.5000' }, 4],
      ['/updateProduct', { readytoeat: true }, 1],
      ['/updateNutritionalInfo', { fat100gcontains: '4' }, 1],
      ['/updateAllergens', { nuts: 1 }, 1],
    ];
    for (const [url, payload, status] of cases) {
      const n = await approved();
      const res = await post(`${url}/${n.psid}`, payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(await statusOf(t, n.psid), `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect((await get(`/${n.psid}/versions`)).json().data).toHaveLength(1);
    }
  });

  it('answers 404 for a missing version or spec, 400 for a bad number', async () => {
    const n = await approved();
    const cases: [string, number, string][] = [
      [`/${n.psid}/versions/2`, 404, 'Version not found'],
      [`/${n.psid}/versions/1/diff/3`, 404, 'Version not found'],
      ['/999999/versions', 404, 'Product not found'],
      ['/999999/versions/1', 404, 'Product not found'],
      ['/999999/versions/1/diff/1', 404, 'Product not found'],
      [`/${n.psid}/versions/0`, 400, 'Invalid version number: must be a positive integer'],
    ];
    for (const [url, status, error] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.json(), url).toEqual({ success: false, error });
    }
    const fresh = await createNewline(t);
    expect((await get(`/${fresh.psid}/versions`)).json()).toEqual({ success: true, data: [] });
  });

  it('is immutable: the database refuses UPDATE, DELETE and TRUNCATE of a version', async () => {
    const n = await approved();
    // One at a time: each refusal is awaited before the next statement is sent.
    const refusals = [
      () => t.db.query('UPDATE spec_versions SET approved_by = NULL WHERE psid = $1', [n.psid]),
      () => t.db.query(`UPDATE spec_versions SET spec = '{}' WHERE psid = $1`, [n.psid]),
      () => t.db.query('DELETE FROM spec_versions WHERE psid = $1', [n.psid]),
      () => t.db.query('TRUNCATE spec_versions'),
    ];
    for (const attempt of refusals) await expect(attempt()).rejects.toThrow(/spec_versions are immutable/);
    expect((await get(`/${n.psid}/versions`)).json().data).toHaveLength(1);
  });

  it('shows the supplier scope the versions of its own specs only', async () => {
    const s = await supplierAccount(t);
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: { companyid: s.supplierid, siteid: s.siteid, productname: 'Own', productcode: 'OWN-2' },
    });
    const own = res.json().data.psid as number;
    const other = await approved();
    const as = (url: string) =>
      t.api({ method: 'GET', url: `/api/v1/products${url}`, key: null, headers: bearer(s.token) });
    expect((await as(`/${own}/versions`)).json()).toEqual({ success: true, data: [] });
    for (const url of [
      `/${other.psid}/versions`,
      `/${other.psid}/versions/1`,
      `/${other.psid}/versions/1/diff/1`,
    ]) {
      const r = await as(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toEqual({ success: false, error: 'Product not found' });
    }
  });
});
