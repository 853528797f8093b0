import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import {
  approvedSpec,
  approveNewVersion,
  createWebhook,
  createWholesaler,
  link,
} from '../../../test/fixtures/catalogues.js';

// Wholesalers' webhooks here are public addresses never to be contacted: no delivery worker (delivery.test.ts sends).
const t = useTestApp({ WEBHOOK_WORKER: 'false' });
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.api({ method, url: `/api/v1${url}`, payload });
const item = async (itemid: number) => (await api('GET', `/catalogue/${itemid}`)).json().data;
const publications = async (itemid: number) =>
  (await api('GET', `/catalogue/${itemid}/publications`)).json().data as {
    command: string;
    versionno: number;
    deliveryid: number | null;
    status: string;
    payload: Record<string, unknown>;
  }[];

/** The feed's events of `types` about catalogue item `itemid`, once they have reached it. */
async function eventsOf(itemid: number, types: string[], count: number) {
  for (let i = 0; ; i++) {
    const res = await api('GET', `/events?types=${types.join(',')}&limit=1000`);
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data as { entityid: number; type: string; companyid: number | null }[]).filter(
      (e) => e.entityid === itemid,
    );
    if (found.length >= count || i > 200) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('automated product updates', () => {
  it('republishes autopublish items on approval, leaves the others stale, and says so in the feed', async () => {
    const spec = await approvedSpec(t);
    const hooked = await createWholesaler(t, { webhookid: await createWebhook(t) });
    const manual = await createWholesaler(t);
    const auto = await link(t, hooked.wholesalerid, spec.psid, { autopublish: true });
    const stale = await link(t, manual.wholesalerid, spec.psid);
    for (const it of [auto, stale])
      expect((await api('POST', `/catalogue/${it.itemid}/publish`)).statusCode).toBe(201);
    expect(await item(stale.itemid)).toMatchObject({ stale: false, publishedversion: 1 });

    await approveNewVersion(t, spec.psid, { sesame: 1 });

    const [change, add] = await publications(auto.itemid);
    expect(add).toMatchObject({ command: 'ADD', versionno: 1 });
    expect(change).toMatchObject({ command: 'CHANGE', versionno: 2, status: 'pending' });
    expect(change!.deliveryid).toEqual(expect.any(Number));
    expect(change!.payload).toMatchObject({ versionno: 2, gln: hooked.gln, gtin: auto.gtin });
    expect(change!.payload.allergens).toContainEqual({
      code: 'AS',
      name: 'Sesame seeds',
      containment: 'CONTAINS',
    });
    expect(await item(auto.itemid)).toMatchObject({ publishedversion: 2, latestversion: 2, stale: false });

    expect(await publications(stale.itemid)).toHaveLength(1);
    expect(await item(stale.itemid)).toMatchObject({ publishedversion: 1, latestversion: 2, stale: true });
    const listed = (await api('GET', `/wholesalers/${manual.wholesalerid}/catalogue?stale=true`)).json();
    expect(listed.data.map((i: { itemid: number }) => i.itemid)).toEqual([stale.itemid]);
    expect(
      (await api('GET', `/wholesalers/${hooked.wholesalerid}/catalogue?stale=true`)).json().data,
    ).toEqual([]);
    expect(
      (await api('GET', `/wholesalers/${hooked.wholesalerid}/catalogue?status=pending`)).json().data,
    ).toHaveLength(1);

    const staleEvents = await eventsOf(stale.itemid, ['catalogue.stale'], 1);
    expect(staleEvents).toEqual([expect.objectContaining({ type: 'catalogue.stale', companyid: null })]);
    expect(await eventsOf(auto.itemid, ['catalogue.published'], 2)).toHaveLength(2);

    // Publishing the stale item brings it up to date.
    const fresh = (await api('POST', `/catalogue/${stale.itemid}/publish`)).json().data;
    expect(fresh).toMatchObject({ command: 'CHANGE', versionno: 2 });
    expect(await item(stale.itemid)).toMatchObject({ stale: false, publishedversion: 2 });
  });

  it('records the approval’s publications as its approver’s', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t, { webhookid: await createWebhook(t) });
    const it1 = await link(t, w.wholesalerid, spec.psid, { autopublish: true });
    await approveNewVersion(t, spec.psid);
    const { rows } = await t.db.query<{ action: string; userid: number | null; via: string | null }>(
      `SELECT action, userid, via FROM history WHERE entity = 'catalogue' AND entityid = $1 AND part = 'publication'`,
      [it1.itemid],
    );
    expect(rows).toEqual([{ action: 'create', userid: 1, via: expect.stringMatching(/^key:\d+$/) }]);
  });

  it('publishes a DELETE when an item is withdrawn, its newline deleted or its wholesaler deleted', async () => {
    const spec = await approvedSpec(t);
    const other = await approvedSpec(t);
    const w = await createWholesaler(t, { webhookid: await createWebhook(t) });
    const w2 = await createWholesaler(t);
    const published = await link(t, w.wholesalerid, spec.psid);
    const never = await link(t, w2.wholesalerid, spec.psid);
    const ofOther = await link(t, w2.wholesalerid, other.psid, { autopublish: true });
    expect((await api('POST', `/catalogue/${published.itemid}/publish`)).statusCode).toBe(201);
    expect((await api('POST', `/catalogue/${ofOther.itemid}/publish`)).statusCode).toBe(201);

    const del = await api('DELETE', `/newlines/${spec.newlineid}`);
    expect(del.statusCode, del.body).toBe(200);
    const [deletion] = await publications(published.itemid);
    expect(deletion).toMatchObject({ command: 'DELETE', versionno: 1, status: 'pending' });
    expect(deletion!.deliveryid).toEqual(expect.any(Number));
    expect(await item(published.itemid)).toMatchObject({ active: 0, stale: false, status: 'pending' });
    // Never published: withdrawn, with nothing to delete at the wholesaler.
    expect(await publications(never.itemid)).toEqual([]);
    expect(await item(never.itemid)).toMatchObject({ active: 0 });
    expect((await api('GET', `/products/${spec.psid}/catalogue`)).json().data).toEqual([]);
    expect(await eventsOf(published.itemid, ['catalogue.withdrawn'], 1)).toHaveLength(1);

    const gone = await api('DELETE', `/wholesalers/${w2.wholesalerid}`);
    expect(gone.json()).toEqual({
      success: true,
      data: { wholesalerid: w2.wholesalerid, deleted: true, withdrawn: 1 },
    });
    expect((await publications(ofOther.itemid))[0]).toMatchObject({ command: 'DELETE', deliveryid: null });
    // A deleted wholesaler's items are not published again by an approval.
    await approveNewVersion(t, other.psid);
    expect(await publications(ofOther.itemid)).toHaveLength(2);
    expect((await api('DELETE', `/catalogue/${ofOther.itemid}`)).statusCode).toBe(404);
  });
});

describe('the history of a catalogue item', () => {
  it('reads through GET /history/catalogue/{itemid}: the link, its publications and their confirmations', async () => {
    const spec = await approvedSpec(t);
    const w = await createWholesaler(t);
    const it1 = await link(t, w.wholesalerid, spec.psid);
    const pub = (await api('POST', `/catalogue/${it1.itemid}/publish`)).json().data;
    await api('POST', `/publications/${pub.publicationid}/confirm`, { state: 'SYNCHRONISED' });
    const res = await api('GET', `/history/catalogue/${it1.itemid}`);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json().data as { part: string; action: string; partid: number | null }[];
    expect(entries.map((e) => [e.part, e.action])).toEqual([
      ['item', 'create'],
      ['publication', 'create'],
      ['publication', 'update'],
    ]);
    expect(JSON.stringify(entries)).not.toContain('payload');
    expect((await api('GET', `/history/wholesaler/${w.wholesalerid}`)).json().data).toHaveLength(1);
    expect((await api('GET', '/history/catalogue/987654')).json().error).toBe('Catalogue item not found');
  });
});
