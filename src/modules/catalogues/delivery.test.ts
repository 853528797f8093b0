import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import {
  approvedSpec,
  approveNewVersion,
  createWholesaler,
  link,
} from '../../../test/fixtures/catalogues.js';
import { eventually, FAST_WEBHOOKS, subscribe, unsubscribeAll } from '../../../test/fixtures/webhooks.js';

/** Publications sent to a real receiver on 127.0.0.1 by the delivery worker, verified as Standard Webhooks. */
const t = useTestApp(FAST_WEBHOOKS);
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  await unsubscribeAll(t);
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.api({ method, url: `/api/v1${url}`, payload });
const publications = async (itemid: number) =>
  (await api('GET', `/catalogue/${itemid}/publications`)).json().data as {
    publicationid: number;
    command: string;
    versionno: number;
    status: string;
  }[];

/** The publications the receiver verified, in arrival order. */
const sent = () =>
  receiver.received.map((r) => {
    expect(r.verifyError).toBeNull();
    expect(r.verified!.type).toBe('catalogue.publication');
    return r.verified!.data as {
      publicationid: number;
      command: string;
      versionno: number;
      payload: Record<string, unknown>;
    };
  });

describe('publications reach the wholesaler', () => {
  it('sends ADD, the autopublished CHANGE and the DELETE of a withdrawal, each becoming delivered', async () => {
    const { id: webhookid } = await subscribe(t, receiver, ['catalogue.rejected']);
    const spec = await approvedSpec(t);
    const wholesaler = await createWholesaler(t, { webhookid });
    const item = await link(t, wholesaler.wholesalerid, spec.psid, { autopublish: true });
    expect((await api('POST', `/catalogue/${item.itemid}/publish`)).statusCode).toBe(201);
    await receiver.waitFor(1);
    await eventually(async () => expect((await publications(item.itemid))[0]!.status).toBe('delivered'));

    await approveNewVersion(t, spec.psid, { sesame: 1 });
    await receiver.waitFor(2);
    expect((await api('DELETE', `/catalogue/${item.itemid}`)).statusCode).toBe(200);
    await receiver.waitFor(3);

    const got = sent();
    expect(got.map((p) => [p.command, p.versionno])).toEqual([
      ['ADD', 1],
      ['CHANGE', 2],
      ['DELETE', 2],
    ]);
    expect(got[0]!.payload).toMatchObject({ gtin: item.gtin, gln: wholesaler.gln, versionno: 1 });
    expect(got[1]!.payload.allergens).toContainEqual({
      code: 'AS',
      name: 'Sesame seeds',
      containment: 'CONTAINS',
    });
    await eventually(async () =>
      expect((await publications(item.itemid)).map((p) => p.status)).toEqual([
        'delivered',
        'delivered',
        'delivered',
      ]),
    );
  });

  it('retries a publication the wholesaler failed to take, then marks it delivered', async () => {
    const { id: webhookid } = await subscribe(t, receiver, ['catalogue.rejected']);
    receiver.answer = (_r, n) => (n === 1 ? { status: 503 } : {});
    const spec = await approvedSpec(t);
    const wholesaler = await createWholesaler(t, { webhookid });
    const item = await link(t, wholesaler.wholesalerid, spec.psid);
    await api('POST', `/catalogue/${item.itemid}/publish`);
    const got = await receiver.waitFor(2);
    expect(got[1]!.id).toBe(got[0]!.id);
    await eventually(async () => expect((await publications(item.itemid))[0]!.status).toBe('delivered'));
  });

  it('fails at once a publication to a disabled endpoint; recover sends it once enabled', async () => {
    const { id: webhookid } = await subscribe(t, receiver, ['catalogue.rejected']);
    await api('PUT', `/webhooks/${webhookid}`, { enabled: false });
    const spec = await approvedSpec(t);
    const wholesaler = await createWholesaler(t, { webhookid });
    const item = await link(t, wholesaler.wholesalerid, spec.psid);
    await api('POST', `/catalogue/${item.itemid}/publish`);
    expect((await publications(item.itemid))[0]!.status).toBe('failed');
    await api('PUT', `/webhooks/${webhookid}`, { enabled: true });
    const recover = await api('POST', `/webhooks/${webhookid}/recover`, { since: '2020-01-01T00:00:00Z' });
    expect(recover.json().data).toEqual({ queued: 1 });
    await receiver.waitFor(1);
    await eventually(async () => expect((await publications(item.itemid))[0]!.status).toBe('delivered'));
  });
});
