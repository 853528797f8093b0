import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import {
  deliveries,
  delivery,
  eventually,
  FAST_WEBHOOKS,
  subscribe,
  unsubscribeAll,
} from '../../../test/fixtures/webhooks.js';

const t = useTestApp(FAST_WEBHOOKS);
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  // Endpoints of finished tests stop receiving: a later receiver may be given a closed one's port.
  await unsubscribeAll(t);
});

describe('webhook delivery', () => {
  it('signs every delivery as Standard Webhooks: the standardwebhooks package verifies it', async () => {
    const { id } = await subscribe(t, receiver);
    const { supplierid } = await createSupplier(t);
    const [got] = await receiver.waitFor(1);
    expect(got!.verifyError).toBeNull();
    expect(got!.verified).toMatchObject({
      type: 'supplier.created',
      data: { type: 'supplier.created', entity: 'supplier', entityid: supplierid, companyid: supplierid },
    });
    expect(got!.verified!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Number(got!.timestamp) - Date.now() / 1000)).toBeLessThan(60);
    // The webhook-id is the event's id in the feed.
    const seq = got!.verified!.data.seq as number;
    expect(got!.id).toBe(`evt_${seq}`);
    const feed = await t.api({ method: 'GET', url: `/api/v1/events?after=${seq - 1}&limit=1` });
    expect(feed.json().data[0]).toEqual(got!.verified!.data);
    expect(receiver.received).toHaveLength(1);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id);
      expect(list[0]).toMatchObject({ status: 'delivered', attempt: 1, status_code: 204, error: null });
      return list;
    });
    expect(d).toMatchObject({ eventid: got!.id, type: 'supplier.created', next_attempt_at: null });
  });

  it('retries after a 500 and after a timeout with the same webhook-id, then delivers', async () => {
    const { id } = await subscribe(t, receiver);
    // Counted: this endpoint's deliveries only. Another test file's retry may reach the receiver's port when
    // it was that file's receiver's before (the machine reuses ports); it cannot carry our signature.
    const ours = () => receiver.received.filter((r) => r.verifyError === null);
    receiver.answer = (r) => {
      if (r.verifyError !== null) return { status: 401 };
      const n = ours().length;
      return n === 1 ? { status: 500 } : n === 2 ? { hang: true } : { status: 200 };
    };
    await createSupplier(t);
    const got = await eventually(async () => {
      expect(ours().length).toBeGreaterThanOrEqual(3);
      return ours();
    });
    expect(new Set(got.map((r) => r.id)).size).toBe(1);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id, '?status=delivered');
      expect(list).toHaveLength(1);
      return list;
    });
    const detail = await delivery(t, id, d!.deliveryid);
    expect(detail.attempts!.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, null, 'Timed out'],
      [3, 200, null],
    ]);
  });

  it('ends a try at the timeout, however the garbage is collected meanwhile, and schedules it again', async () => {
    const { id } = await subscribe(t, receiver);
    const ours = () => receiver.received.filter((r) => r.verifyError === null);
    receiver.answer = (r) =>
      r.verifyError !== null ? { status: 401 } : ours().length === 1 ? { hang: true } : {};
    await createSupplier(t);
    // Collections while the first try hangs: Node 20 let its timeout be collected, and the try never ended.
    const deadline = Date.now() + 30_000;
    while (ours().length < 2 && Date.now() < deadline) {
      collectGarbage();
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(ours(), 'the try after the timed-out one was sent').toHaveLength(2);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id, '?status=delivered');
      expect(list).toHaveLength(1);
      return list;
    });
    expect(d!.attempts!.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, null, 'Timed out'],
      [2, 204, null],
    ]);
  });

  it('retries a refused connection, showing the next attempt while pending', async () => {
    const { id } = await subscribe(t, receiver);
    await receiver.close(); // nothing listens on its port now
    await createSupplier(t);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id, '?status=pending');
      expect(list[0]?.attempt).toBeGreaterThanOrEqual(2);
      return list;
    });
    expect(d).toMatchObject({ status: 'pending', status_code: null, error: 'Connection refused' });
    expect(d!.next_attempt_at).not.toBeNull();
    receiver = await startReceiver(); // for afterEach
  });

  it('waits for the receiver’s Retry-After rather than the schedule', async () => {
    await subscribe(t, receiver);
    receiver.answer = (_r, n) => (n === 1 ? { status: 503, headers: { 'retry-after': '2' } } : {});
    await createSupplier(t);
    await receiver.waitFor(1);
    const first = Date.now();
    await receiver.waitFor(2);
    expect(Date.now() - first).toBeGreaterThanOrEqual(1900); // the schedule alone would have said 200 ms
  });

  it('disables an endpoint that answers 410 and fails what was waiting for it', async () => {
    const { id } = await subscribe(t, receiver);
    receiver.answer = () => ({ status: 410 });
    await createSupplier(t);
    await receiver.waitFor(1);
    const hook = await eventually(async () => {
      const res = await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}` });
      expect(res.json().data.enabled).toBe(false);
      return res.json().data;
    });
    expect(hook.disabled_reason).toBe('The endpoint answered 410 Gone');
    expect((await deliveries(t, id))[0]).toMatchObject({ status: 'failed', status_code: 410 });
    // Nothing more is sent to it.
    await createSupplier(t);
    await new Promise((r) => setTimeout(r, 500));
    expect(receiver.received).toHaveLength(1);
    // Redelivery and recovery need it enabled first; the test event goes anyway.
    const redeliver = await t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/deliveries/${(await deliveries(t, id))[0]!.deliveryid}/redeliver`,
    });
    expect(redeliver.statusCode).toBe(409);
    expect(redeliver.json()).toEqual({ success: false, error: 'Webhook is disabled: enable it first' });
    receiver.answer = () => ({});
    const test = await t.api({ method: 'POST', url: `/api/v1/webhooks/${id}/test` });
    expect(test.json().data).toMatchObject({ type: 'webhook.test', status: 'delivered', status_code: 204 });
  });

  it('signs with both secrets during a rotation; each verifies', async () => {
    const { id, secret: old } = await subscribe(t, receiver);
    const rotated = await t.api({ method: 'POST', url: `/api/v1/webhooks/${id}/rotateSecret` });
    receiver.secret = rotated.json().data.secret;
    await createSupplier(t);
    const [got] = await receiver.waitFor(1);
    expect(got!.signature.split(' ')).toHaveLength(2);
    expect(got!.verifyError).toBeNull();
    const { Webhook } = await import('standardwebhooks');
    const headers = {
      'webhook-id': got!.id,
      'webhook-timestamp': got!.timestamp,
      'webhook-signature': got!.signature,
    };
    expect(() => new Webhook(old).verify(got!.body, headers)).not.toThrow();
    expect(() => new Webhook(old).verify(`${got!.body} `, headers)).toThrow();
  });

  it('redelivers a delivery with the same webhook-id and a new attempt', async () => {
    const { id } = await subscribe(t, receiver);
    await createSupplier(t);
    const [first] = await receiver.waitFor(1);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id, '?status=delivered');
      expect(list).toHaveLength(1);
      return list;
    });
    const res = await t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/deliveries/${d!.deliveryid}/redeliver`,
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toMatchObject({ deliveryid: d!.deliveryid, status: 'pending' });
    const got = await receiver.waitFor(2);
    expect(got[1]!.id).toBe(first!.id);
    await eventually(async () => expect((await delivery(t, id, d!.deliveryid)).attempts).toHaveLength(2));
  });

  it('sends a webhook.test event now and reports what came back', async () => {
    const { id } = await subscribe(t, receiver);
    receiver.answer = () => ({ status: 418 });
    const res = await t.api({ method: 'POST', url: `/api/v1/webhooks/${id}/test` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      type: 'webhook.test',
      status: 'failed', // a test is tried once
      attempt: 1,
      status_code: 418,
      error: 'HTTP 418',
    });
    const [got] = receiver.received;
    expect(got!.verified).toMatchObject({ type: 'webhook.test', data: { webhookid: id } });
    expect(got!.id).toMatch(/^evt_[0-9a-f]{24}$/);
  });

  it('delivers every event of the feed to a "*" endpoint, each under its own id', async () => {
    await subscribe(t, receiver, ['*']);
    const start = (await t.api({ method: 'GET', url: '/api/v1/events?after=0&limit=1000' })).json()
      .next_after as number;
    for (let i = 0; i < 5; i++) await createSupplier(t);
    const feed = await eventually(async () => {
      const page = (await t.api({ method: 'GET', url: `/api/v1/events?after=${start}&limit=1000` })).json();
      const seqs = (page.data as { seq: number }[]).map((e) => e.seq);
      const received = new Set(receiver.received.map((r) => r.verified!.data.seq as number));
      expect(seqs.filter((seq) => !received.has(seq))).toEqual([]);
      expect(seqs.length).toBeGreaterThanOrEqual(5);
      return seqs;
    });
    for (const r of receiver.received) expect(r.id).toBe(`evt_${r.verified!.data.seq as number}`);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBeGreaterThanOrEqual(feed.length);
  });
});
