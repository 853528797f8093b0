import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver } from '../../../test/receiver.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import {
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  subscribe,
  unsubscribeAll,
} from '../../../test/fixtures/webhooks.js';

// A held try stays under way until the test answers it.
const t = useTestApp({ ...FAST_WEBHOOKS, WEBHOOK_TIMEOUT: '30s' });
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await unsubscribeAll(t);
  for (const close of closing.splice(0)) await close();
});

const retry = (webhookid: number, deliveryid: number | string, key?: string) =>
  t.api({ method: 'POST', url: `/api/v1/webhooks/${webhookid}/deliveries/${deliveryid}/retry`, key });

/** A receiver whose first answer is a 500 asking for an hour, so the delivery waits pending (failing). */
async function failingFirst() {
  const receiver = await startReceiver();
  closing.push(() => receiver.close());
  receiver.answer = (_r, n) =>
    n === 1 ? { status: 500, headers: { 'retry-after': '3600' } } : { status: 204 };
  const { id } = await subscribe(t, receiver);
  await createSupplier(t);
  const [d] = await eventually(async () => {
    const list = await deliveries(t, id);
    expect(list).toMatchObject([{ status: 'pending', attempt: 1, status_code: 500 }]);
    expect(list[0]).toMatchObject({ sending: false });
    return list;
  }, 30_000);
  return { receiver, id, d: d! };
}

const schedule = async (deliveryid: number) =>
  (
    await t.db.query<{ tries: number; queued_at: string }>(
      'SELECT tries, queued_at::text FROM webhook_deliveries WHERE id = $1',
      [deliveryid],
    )
  ).rows[0]!;

describe('retry now', () => {
  it('tries a failing delivery at once, the same delivery, its schedule going on', async () => {
    const { receiver, id, d } = await failingFirst();
    const before = await schedule(d.deliveryid);
    const res = await retry(id, d.deliveryid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      deliveryid: d.deliveryid,
      eventid: d.eventid,
      status: 'delivered',
      sending: false,
      attempt: 2,
      status_code: 204,
      error: null,
      next_attempt_at: null,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(d.eventid);
    expect(receiver.received[1]!.verifyError).toBeNull();
    // The same delivery, not a new one: one row, two attempts, the schedule counted on (not reset as redeliver does).
    const list = await deliveries(t, id);
    expect(list).toHaveLength(1);
    expect(list[0]!.attempts!.map((a) => a.status_code)).toEqual([500, 204]);
    const after = await schedule(d.deliveryid);
    expect(after).toEqual({ tries: before.tries + 1, queued_at: before.queued_at });
  });

  it('answers a failing try with the delivery still pending and its next try', async () => {
    const { receiver, id, d } = await failingFirst();
    receiver.answer = () => ({ status: 503, headers: { 'retry-after': '3600' } });
    const res = await retry(id, d.deliveryid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'pending',
      attempt: 2,
      status_code: 503,
      error: 'HTTP 503',
    });
    expect(res.json().data.next_attempt_at).toEqual(expect.any(String));
  });

  it('refuses a delivered or failed delivery, naming redeliver', async () => {
    const { id, d } = await failingFirst();
    expect((await retry(id, d.deliveryid)).statusCode).toBe(200);
    const delivered = await retry(id, d.deliveryid);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json().error).toBe(
      'Delivery was delivered: only a pending delivery can be retried now; use redeliver to send it again',
    );
    // A test message is tried once: a 500 fails it.
    const receiver = await startReceiver();
    closing.push(() => receiver.close());
    receiver.answer = () => ({ status: 500 });
    const other = await subscribe(t, receiver);
    const test = await t.api({ method: 'POST', url: `/api/v1/webhooks/${other.id}/test` });
    expect(test.json().data).toMatchObject({ status: 'failed' });
    const failed = await retry(other.id, test.json().data.deliveryid);
    expect(failed.statusCode).toBe(409);
    expect(failed.json().error).toBe(
      'Delivery has failed: only a pending delivery can be retried now; use redeliver to send it again',
    );
    expect(receiver.received).toHaveLength(1);
  });

  it('sends once when two retries come at once: the other is told a try is under way', async () => {
    // A receiver that answers the first request 500 (wait an hour) and holds every later one until released.
    const held: http.ServerResponse[] = [];
    let received = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received += 1;
        if (received === 1) res.writeHead(500, { 'retry-after': '3600' }).end();
        else held.push(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closing.push(
      () =>
        new Promise<void>((resolve) => {
          for (const res of held.splice(0)) res.writeHead(204).end();
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const created = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url, events: ['supplier.created'] },
    });
    const { id } = created.json().data as { id: number };
    await createSupplier(t);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id);
      expect(list).toMatchObject([{ status: 'pending', attempt: 1, sending: false }]);
      return list;
    }, 30_000);

    const both = [retry(id, d!.deliveryid), retry(id, d!.deliveryid)];
    // One of them is refused at once; the other's try is held by the receiver meanwhile.
    const first = await Promise.race(both);
    expect(first.statusCode, first.body).toBe(409);
    expect(first.json().error).toBe('Delivery is being sent right now');
    await eventually(async () => expect(held).toHaveLength(1));
    expect((await deliveries(t, id))[0]).toMatchObject({ sending: true, attempt: 2 });
    // A third, and a redelivery, are refused the same way while it is under way.
    expect((await retry(id, d!.deliveryid)).statusCode).toBe(409);
    const redeliver = await t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/deliveries/${d!.deliveryid}/redeliver`,
    });
    expect(redeliver.statusCode).toBe(409);
    held.splice(0).forEach((res) => res.writeHead(204).end());
    const answers = await Promise.all(both);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 200)!.json().data).toMatchObject({
      status: 'delivered',
      attempt: 2,
    });
    expect(received).toBe(2);
  }, 60_000);

  it('answers 404 for another endpoint’s delivery, 409 on a disabled endpoint, 403 below Admin', async () => {
    const { id, d, receiver } = await failingFirst();
    const other = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'http://127.0.0.1:9/other', events: ['*'] },
    });
    const otherId = (other.json().data as { id: number }).id;
    const foreign = await retry(otherId, d.deliveryid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Delivery not found');
    expect((await retry(id, 2147483647)).statusCode).toBe(404);
    expect((await retry(2147483647, d.deliveryid)).json().error).toBe('Webhook not found');
    expect((await retry(id, 'abc')).statusCode).toBe(400);
    expect((await retry(id, d.deliveryid, t.key[3])).statusCode).toBe(403);
    expect((await retry(id, d.deliveryid, null as unknown as string)).statusCode).toBe(401);
    await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { enabled: false } });
    const disabled = await retry(id, d.deliveryid);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json().error).toBe('Webhook is disabled: enable it first');
    expect(receiver.received).toHaveLength(1);
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
    const op = doc.paths['/api/v1/webhooks/{id}/deliveries/{deliveryid}/retry'].post;
    expect(op.operationId).toBe('retryWebhookDelivery');
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '404', '409', '503']));
  });
});
