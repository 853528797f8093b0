import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { approvedSpec, createWebhook, createWholesaler, link } from '../../../test/fixtures/catalogues.js';
import { createNewline } from '../../../test/fixtures/newlines/create-newline.js';

// Wholesalers' webhooks here are public addresses never to be contacted: no delivery worker (delivery.test.ts sends).
const t = useTestApp({ WEBHOOK_WORKER: 'false' });
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key?: string) =>
  t.api({ method, url: `/api/v1${url}`, payload, key });

describe('publishing a catalogue item', () => {
  it('publishes the latest approved version as ADD, queued for the wholesaler’s webhook, then CHANGE', async () => {
    const spec = await approvedSpec(t, { productname: 'Oat crackers' });
    const webhookid = await createWebhook(t);
    const w = await createWholesaler(t, { webhookid });
    const item = await link(t, w.wholesalerid, spec.psid, { gtin: '4006381333931', itemcode: 'W-77' });
    const before = (await api('GET', `/catalogue/${item.itemid}`)).json().data;
    expect(before).toMatchObject({ publishedversion: null, latestversion: 1, stale: true, status: null });

    const res = await api('POST', `/catalogue/${item.itemid}/publish`, undefined, t.key[2]);
    expect(res.statusCode, res.body).toBe(201);
    const pub = res.json().data;
    expect(pub).toMatchObject({ itemid: item.itemid, versionno: 1, command: 'ADD', status: 'pending' });
    expect(pub.deliveryid).toEqual(expect.any(Number));
    expect(pub.payload).toMatchObject({
      gtin: '04006381333931',
      targetmarket: 826,
      gln: w.gln,
      itemcode: 'W-77',
      productname: 'Oat crackers',
      versionno: 1,
      allergens: [{ code: 'AN', name: 'Tree nuts', containment: 'MAY_CONTAIN' }],
    });
    expect(pub.payload.approvedat).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(pub.payload.nutrients.per100g).toEqual([
      { code: 'ENER-', value: 420, unit: 'E14' },
      { code: 'FAT', value: 3.5, unit: 'GRM' },
    ]);
    // The delivery carries the publication as the client reads it.
    const { rows } = await t.db.query<{ type: string; webhookid: number; data: { publicationid: number } }>(
      'SELECT type, webhookid, data FROM webhook_deliveries WHERE id = $1',
      [pub.deliveryid],
    );
    expect(rows[0]).toMatchObject({ type: 'catalogue.publication', webhookid });
    expect(rows[0]!.data).toEqual({
      publicationid: pub.publicationid,
      itemid: item.itemid,
      versionno: 1,
      command: 'ADD',
      status: 'pending',
      payload: pub.payload,
    });
    expect((await api('GET', `/catalogue/${item.itemid}`)).json().data).toMatchObject({
      publishedversion: 1,
      latestversion: 1,
      stale: false,
      status: 'pending',
    });

    const again = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    expect(again).toMatchObject({ command: 'CHANGE', versionno: 1 });
    const list = (await api('GET', `/catalogue/${item.itemid}/publications`)).json();
    expect(list.data.map((p: { publicationid: number }) => p.publicationid)).toEqual([
      again.publicationid,
      pub.publicationid,
    ]);
    expect(list.pagination).toMatchObject({ total: 2 });
  });

  it('follows its delivery: delivered or failed, unless already confirmed', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t, { webhookid: await createWebhook(t) });
    const item = await link(t, w.wholesalerid, spec.psid);
    const pub = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    const deliver = (status: string) =>
      t.db.query('UPDATE webhook_deliveries SET status = $2 WHERE id = $1', [pub.deliveryid, status]);
    const status = async () => (await api('GET', `/publications/${pub.publicationid}`)).json().data.status;
    await deliver('sending');
    expect(await status()).toBe('pending');
    await deliver('failed');
    expect(await status()).toBe('failed');
    await deliver('pending'); // queued again by hand
    expect(await status()).toBe('pending');
    await deliver('delivered');
    expect(await status()).toBe('delivered');
    expect(
      (await api('POST', `/publications/${pub.publicationid}/confirm`, { state: 'ACCEPTED' })).statusCode,
    ).toBe(200);
    await deliver('failed');
    expect(await status()).toBe('ACCEPTED');
  });

  it('stays pending for a wholesaler without a webhook, and is refused before any approval', async () => {
    const w = await createWholesaler(t);
    const draft = await createNewline(t);
    const unapproved = await link(t, w.wholesalerid, draft.psid);
    const refused = await api('POST', `/catalogue/${unapproved.itemid}/publish`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ success: false, error: 'Specification has no approved version' });

    const spec = await approvedSpec(t);
    const item = await link(t, w.wholesalerid, spec.psid);
    const pub = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    expect(pub).toMatchObject({ status: 'pending', deliveryid: null, command: 'ADD' });
    for (const url of ['/catalogue/987654/publish', '/catalogue/0/publish']) {
      const res = await api('POST', url);
      expect(res.statusCode, url).toBe(url.includes('/0/') ? 400 : 404);
    }
    expect((await api('POST', '/catalogue/987654/publish')).json().error).toBe('Catalogue item not found');
  });
});

describe('confirming a publication', () => {
  it('records the wholesaler’s answer on the publication and the item, REJECTED raising catalogue.rejected', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t);
    const item = await link(t, w.wholesalerid, spec.psid);
    const pub = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    const confirm = (id: number, body: object) => api('POST', `/publications/${id}/confirm`, body, t.key[2]);

    const review = await confirm(pub.publicationid, { state: 'REVIEW', message: 'Checking the allergens' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data).toMatchObject({
      status: 'REVIEW',
      message: 'Checking the allergens',
      confirmedby: 1,
    });
    const rejected = (
      await confirm(pub.publicationid, { state: 'REJECTED', message: 'Missing sesame' })
    ).json().data;
    expect(rejected.status).toBe('REJECTED');
    const read = (await api('GET', `/catalogue/${item.itemid}`)).json().data;
    expect(read).toMatchObject({ status: 'REJECTED' });
    expect(read.lastconfirmedat).toMatch(/^\d{4}-/);

    const final = await confirm(pub.publicationid, { state: 'ACCEPTED' });
    expect(final.statusCode).toBe(409);
    expect(final.json().error).toBe('The publication is already REJECTED');

    const { rows } = await t.db.query<{ types: string[] }>(
      `SELECT event_types(entity, part, action, new) AS types FROM history
        WHERE entity = 'catalogue' AND entityid = $1 AND part = 'publication' ORDER BY historyid`,
      [item.itemid],
    );
    expect(rows.map((r) => r.types)).toEqual([
      ['catalogue.published'],
      ['catalogue.confirmed'],
      ['catalogue.confirmed', 'catalogue.rejected'],
    ]);
  });

  it('refuses a superseded publication, a DELETE, a withdrawn item’s, a bad state and an unknown id', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t);
    const item = await link(t, w.wholesalerid, spec.psid);
    const first = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    const second = (await api('POST', `/catalogue/${item.itemid}/publish`)).json().data;
    const confirm = (id: number, body: object = { state: 'ACCEPTED' }) =>
      api('POST', `/publications/${id}/confirm`, body);
    expect((await confirm(first.publicationid)).json()).toEqual({
      success: false,
      error: 'A newer publication of this item supersedes this one',
    });
    for (const body of [
      {},
      { state: 'accepted' },
      { state: 'FREE_FROM' },
      { state: 'ACCEPTED', message: 'x'.repeat(2001) },
    ])
      expect((await confirm(second.publicationid, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await confirm(987654)).json()).toEqual({ success: false, error: 'Publication not found' });

    const withdrawn = (await api('DELETE', `/catalogue/${item.itemid}`)).json().data;
    expect(withdrawn.publication).toMatchObject({ command: 'DELETE', versionno: 1, status: 'pending' });
    expect(withdrawn.publication.payload).toEqual({
      gtin: expect.stringMatching(/^\d{14}$/),
      targetmarket: 826,
      gln: w.gln,
      itemcode: null,
      versionno: 1,
    });
    expect((await confirm(withdrawn.publication.publicationid)).json().error).toBe(
      'A DELETE publication cannot be confirmed',
    );
    expect((await confirm(second.publicationid)).json().error).toBe('The catalogue item is withdrawn');
    expect((await api('POST', `/catalogue/${item.itemid}/publish`)).statusCode).toBe(404);
    expect((await api('GET', `/publications/${second.publicationid}`)).json().data.status).toBe('pending');
  });
});
