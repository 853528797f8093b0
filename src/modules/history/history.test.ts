import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';
import { answer, auditItems, createAudit } from '../../../test/fixtures/audits/helpers.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';

const t = useTestApp();

const history = async (entity: string, id: number, query = '', key?: string) => {
  const res = await t.api({ method: 'GET', url: `/api/v1/history/${entity}/${id}${query}`, key });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; pagination: { limit: number; next_cursor: string | null } };
};
interface Entry {
  historyid: number;
  entity: string;
  entityid: number;
  action: string;
  part: string;
  partid: number | null;
  changes: { field: string; old: unknown; new: unknown }[];
  userid: number | null;
  via: string | null;
  at: string;
  requestid: string | null;
  reason: string | null;
}
const keyId = async (key: string) =>
  (await t.db.query<{ id: number }>('SELECT id FROM api_keys WHERE key_prefix = $1', [key.slice(0, 10)]))
    .rows[0]!.id;

describe('change history', () => {
  it('records who changed what, when, in which request and why, with values as the API shows them', async () => {
    const { psid } = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid, celery: 1 } });
    const res = await t.api({
      method: 'PUT',
      url: `/api/v1/products/updateAllergens/${psid}`,
      key: t.key[2],
      headers: {
        'x-change-reason': Buffer.from('Supplier recall notice: Rückruf ✓', 'utf8').toString('latin1'),
      },
      payload: { celery: 2, eggs: 1 },
    });
    expect(res.statusCode).toBe(200);
    const { data } = await history('product', psid);
    const last = data.at(-1)!;
    expect(last).toMatchObject({
      entity: 'product',
      entityid: psid,
      action: 'update',
      part: 'allergens',
      partid: null,
      // In field name order.
      changes: [
        { field: 'celery', old: 'Yes', new: 'May' },
        { field: 'eggs', old: 'No', new: 'Yes' },
      ],
      userid: 1,
      via: `key:${await keyId(t.key[2])}`,
      reason: 'Supplier recall notice: Rückruf ✓',
    });
    expect(last.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(last.at) - Date.now())).toBeLessThan(60_000);
    expect(last.requestid).toMatch(/^[0-9a-f-]{36}$/);
    // Oldest first: the spec's creation, then the allergen record's, then the change.
    expect(data.map((e) => `${e.part}:${e.action}`)).toEqual([
      'spec:create',
      'allergens:create',
      'allergens:update',
    ]);
    expect(data[1]!.changes).toContainEqual({ field: 'celery', old: null, new: 'Yes' });
  });

  it('shows nutrition as 4-decimal strings and timestamps as the API does', async () => {
    const { psid } = await createNewline(t);
    await t.api({
      method: 'POST',
      url: '/api/v1/products/addNutritionalInfo',
      payload: { psid, fat100gcontains: '1.5' },
    });
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateNutritionalInfo/${psid}`,
      payload: { fat100gcontains: 2 },
    });
    await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${psid}`,
      payload: { launchdate: '2027-01-15' },
    });
    const { data } = await history('product', psid);
    const nutrition = data.filter((e) => e.part === 'nutrition');
    expect(nutrition[0]!.changes).toContainEqual({ field: 'fat100gcontains', old: null, new: '1.5000' });
    expect(nutrition[1]!.changes).toEqual([{ field: 'fat100gcontains', old: '1.5000', new: '2.0000' }]);
    const launch = data.at(-1)!.changes.find((c) => c.field === 'launchdate')!;
    expect(launch.new).toMatch(/^2027-01-15( 00:00:00)?$/);
  });

  it('records nothing for an update that changes nothing, a refused request, or bookkeeping alone', async () => {
    const { psid } = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid, celery: 1 } });
    const before = (await history('product', psid)).data.length;
    const same = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${psid}`,
      payload: { celery: 1 },
    });
    expect(same.statusCode).toBe(200);
    const long = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${psid}`,
      headers: { 'x-change-reason': 'x'.repeat(501) },
      payload: { celery: 2 },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ success: false, error: 'X-Change-Reason must be at most 500 characters' });
    expect(
      (await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${psid}` })).json().data.celery,
    ).toBe('Yes');
    expect((await history('product', psid)).data.length).toBe(before);
    const ok = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateAllergens/${psid}`,
      headers: { 'x-change-reason': 'y'.repeat(500) },
      payload: { celery: 2 },
    });
    expect(ok.statusCode).toBe(200);
    expect((await history('product', psid)).data.at(-1)!.reason).toBe('y'.repeat(500));
  });

  it('a failed update leaves no history, and one request’s change to one record is one entry', async () => {
    const { psid, companyid } = await createNewline(t);
    const other = await createNewline(t);
    const taken = (
      await t.db.query<{ vendorcode: string }>(
        'UPDATE companies SET vendorcode = $2 WHERE companyid = $1 RETURNING vendorcode',
        [other.companyid, `TAKEN${psid}`],
      )
    ).rows[0]!.vendorcode;
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM history')).rows[0]!.n;
    const before = await count();
    // The spec and newline fields are written first, then the company's vendor code breaks a unique index.
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${psid}`,
      payload: { productdescription: 'never', productname: 'Never', vendorcode: taken },
    });
    expect(res.statusCode).toBe(409);
    expect(await count()).toBe(before);
    const ok = await t.api({
      method: 'POST',
      url: `/api/v1/products/updateProduct/${psid}`,
      payload: { productdescription: 'a', weight: '1 kg', technicalsignoffname: 'T', companyname: 'Renamed' },
    });
    expect(ok.statusCode).toBe(200);
    const all = (await history('product', psid)).data;
    const spec = all.filter((e) => e.requestid === all.at(-1)!.requestid);
    expect(spec).toHaveLength(1);
    expect(spec[0]!.changes.map((c) => c.field)).toEqual([
      'productdescription',
      'technicalsignoffname',
      'weight',
    ]);
    const company = (await history('supplier', companyid)).data.at(-1)!;
    expect(company.changes).toContainEqual({ field: 'companyname', old: expect.any(String), new: 'Renamed' });
  });

  it('20 parallel updates of one allergen record leave 20 entries that chain without gaps', async () => {
    const { psid } = await createNewline(t);
    await t.api({ method: 'POST', url: '/api/v1/products/addAllergens', payload: { psid } });
    // 20 distinct combinations of three allergens, none all-No: whatever the order, each one changes something.
    const combos = Array.from({ length: 26 }, (_, i) => i + 1).slice(0, 20);
    const bodies = combos.map((n) => ({
      celery: n % 3,
      eggs: Math.floor(n / 3) % 3,
      fish: Math.floor(n / 9) % 3,
    }));
    const results = await Promise.all(
      bodies.map((payload) =>
        t.api({ method: 'POST', url: `/api/v1/products/updateAllergens/${psid}`, payload }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const entries = (await history('product', psid)).data.filter(
      (e) => e.part === 'allergens' && e.action === 'update',
    );
    expect(entries).toHaveLength(20);
    const state: Record<string, unknown> = { celery: 'No', eggs: 'No', fish: 'No' };
    for (const e of entries) {
      for (const c of e.changes) {
        expect(c.old, `entry ${e.historyid} ${c.field}`).toBe(state[c.field]);
        state[c.field] = c.new;
      }
    }
    const now = (await t.api({ method: 'GET', url: `/api/v1/products/getAllergens/${psid}` })).json().data;
    expect({ celery: now.celery, eggs: now.eggs, fish: now.fish }).toEqual(state);
  });

  it('an audit’s history holds its answers and photos', async () => {
    const { auditid } = await createAudit(t);
    const [item] = await auditItems(t, auditid);
    expect((await answer(t, auditid, item!.itemid, { result: 'fail', notes: 'rust' })).statusCode).toBe(200);
    expect((await answer(t, auditid, item!.itemid, { result: 'pass' })).statusCode).toBe(200);
    const { data } = await history('audit', auditid);
    expect(data.map((e) => `${e.part}:${e.action}`)).toEqual([
      'audit:create',
      'answer:create',
      'answer:update',
    ]);
    expect(data[2]).toMatchObject({ partid: item!.itemid });
    expect(data[2]!.changes).toContainEqual({ field: 'result', old: 'fail', new: 'pass' });

    const form = fileForm(PNG_1x1);
    const photo = await t.api({
      method: 'POST',
      url: `/api/v1/audits/${auditid}/items/${item!.itemid}/photos`,
      ...form,
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const docid = photo.json().data.docid as number;
    expect(
      (await t.api({ method: 'DELETE', url: `/api/v1/audits/${auditid}/photos/${docid}` })).statusCode,
    ).toBe(200);
    const photos = (await history('audit', auditid)).data.filter((e) => e.part === 'photo');
    expect(photos.map((e) => `${e.action}:${e.partid}`)).toEqual([`create:${docid}`, `delete:${docid}`]);
    // The link's token is a secret: listed, never shown.
    expect(photos[0]!.changes).toContainEqual({ field: 'token', old: null, new: '[redacted]' });
    expect(photos[1]!.changes.map((c) => c.field)).toEqual(['deleted_at', 'deleted_by']);
  });

  it('tells deletes, restores and status changes apart', async () => {
    const { newlineid, psid } = await createNewline(t);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/newlines/${newlineid}` })).statusCode).toBe(200);
    const back = await t.api({
      method: 'PUT',
      url: `/api/v1/newlines/${newlineid}`,
      payload: { isactive: 1 },
    });
    expect(back.statusCode, back.body).toBe(200);
    const newline = (await history('newline', newlineid)).data;
    expect(newline.map((e) => e.action)).toEqual(['create', 'delete', 'restore']);
    expect(newline[1]!.changes).toContainEqual({ field: 'isactive', old: 1, new: 0 });
    const moved = await t.api({
      method: 'POST',
      url: `/api/v1/products/${psid}/transition`,
      payload: { to: 'Submitted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const last = (await history('product', psid)).data.at(-1)!;
    expect(last).toMatchObject({ action: 'status_change', part: 'spec' });
    expect(last.changes).toContainEqual({ field: 'statusid', old: 1, new: 2 });
  });
});
