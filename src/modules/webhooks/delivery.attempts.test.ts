import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
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
import { KEPT_ATTEMPTS } from './delivery.repository.js';

const t = useTestApp(FAST_WEBHOOKS);
let receiver: Receiver;
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await receiver.close();
  await unsubscribeAll(t);
});

interface Logged {
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  at: string;
}
const attemptsOf = async (webhookid: number) => {
  const [d] = await deliveries(t, webhookid);
  return { ...d!, attempts: d!.attempts as Logged[] };
};
const redeliver = (webhookid: number, deliveryid: number) =>
  t.api({ method: 'POST', url: `/api/v1/webhooks/${webhookid}/deliveries/${deliveryid}/redeliver` });

describe('the delivery log', () => {
  it('lists every attempt of a delivery, beside its current state', async () => {
    const { id } = await subscribe(t, receiver);
    // Ours only: another file's retry may reach this port when it was that file's receiver's before.
    const ours = () => receiver.received.filter((r) => r.verifyError === null);
    // A 500 that asks for an hour: the delivery waits, pending, until it is sent again by hand.
    receiver.answer = (r) =>
      r.verifyError !== null
        ? { status: 401 }
        : ours().length === 1
          ? { status: 500, headers: { 'retry-after': '3600' } }
          : {};
    await createSupplier(t);
    const pending = await eventually(async () => {
      const d = await attemptsOf(id);
      expect(d).toMatchObject({ status: 'pending', sending: false, attempt: 1, status_code: 500 });
      return d;
    }, 30_000);
    expect(pending.next_attempt_at).not.toBeNull();
    expect(pending.attempts).toEqual([
      {
        attempt: 1,
        status_code: 500,
        error: 'HTTP 500',
        duration_ms: expect.any(Number),
        at: expect.any(String),
      },
    ]);

    expect((await redeliver(id, pending.deliveryid)).statusCode).toBe(202);
    const delivered = await eventually(async () => {
      const d = await attemptsOf(id);
      expect(d).toMatchObject({
        status: 'delivered',
        sending: false,
        attempt: 2,
        status_code: 204,
        error: null,
      });
      return d;
    }, 30_000);
    expect(delivered.next_attempt_at).toBeNull();
    expect(delivered.attempts.map((a) => [a.attempt, a.status_code, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 204, null],
    ]);
    expect(delivered.attempts.every((a) => a.duration_ms >= 0 && /^\d{4}-\d\d-\d\d /.test(a.at))).toBe(true);
    // The one delivery's own view says the same, and adds each attempt's request and response.
    const one = (await delivery(t, id, delivered.deliveryid)).attempts!;
    expect(one).toMatchObject(delivered.attempts);
    expect(one.map((a) => (a as unknown as { response: { status: number } }).response.status)).toEqual([
      500, 204,
    ]);
  });

  it(`keeps a delivery's latest ${KEPT_ATTEMPTS} attempts, and counts every one`, async () => {
    const { id } = await subscribe(t, receiver);
    receiver.answer = () => ({ status: 503, headers: { 'retry-after': '3600' } });
    await createSupplier(t);
    const total = KEPT_ATTEMPTS + 5;
    for (let n = 1; n <= total; n++) {
      const d = await eventually(async () => {
        const latest = await attemptsOf(id);
        expect(latest).toMatchObject({ attempt: n, sending: false });
        return latest;
      }, 30_000);
      if (n < total) expect((await redeliver(id, d.deliveryid)).statusCode).toBe(202);
    }
    const d = await attemptsOf(id);
    expect(d.attempts.map((a) => a.attempt)).toEqual(
      Array.from({ length: KEPT_ATTEMPTS }, (_v, i) => total - KEPT_ATTEMPTS + 1 + i),
    );
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhook_attempts WHERE deliveryid = $1',
      [d.deliveryid],
    );
    expect(rows[0]!.n).toBe(KEPT_ATTEMPTS);
  }, 120_000);

  it('is what the OpenAPI document says: each listed delivery with its state and attempts', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
    const list =
      doc.paths['/api/v1/webhooks/{id}/deliveries'].get.responses['200'].content['application/json'];
    expect(list.schema.properties.data.items).toEqual({ $ref: '#/components/schemas/WebhookDeliveryDetail' });
    const detail = doc.components.schemas.WebhookDeliveryDetail;
    expect(detail.properties).toHaveProperty('sending');
    expect(detail.properties.attempts.items).toEqual({ $ref: '#/components/schemas/WebhookDeliveryAttempt' });
    expect(Object.keys(doc.components.schemas.WebhookDeliveryAttempt.properties).sort()).toEqual(
      ['at', 'attempt', 'duration_ms', 'error', 'status_code'].sort(),
    );
  });
});

describe('a kept-alive connection the receiver closed', () => {
  it('is not the receiver’s answer: the delivery goes again at once on a fresh connection', async () => {
    // A receiver that cuts a kept-alive connection when the next request arrives on it (as when it closes an
    // idle one just as it is reused): that request never reached it.
    const perSocket = new Map<Socket, number>();
    let cut = 0;
    const server = http.createServer((req, res) => {
      const n = (perSocket.get(req.socket) ?? 0) + 1;
      perSocket.set(req.socket, n);
      req.resume();
      req.on('end', () => {
        if (n > 1) {
          cut += 1;
          req.socket.destroy();
        } else res.writeHead(204).end();
      });
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/webhooks',
        payload: { url: `http://127.0.0.1:${port}/hooks`, events: ['supplier.created'] },
      });
      const { id } = res.json().data as { id: number };
      const delivered = async (count: number) =>
        eventually(async () => {
          const list = await deliveries(t, id);
          expect(list.filter((d) => d.status === 'delivered')).toHaveLength(count);
          return list;
        }, 30_000);
      await createSupplier(t);
      await delivered(1);
      await createSupplier(t); // sent on the connection the first one left open
      const [second] = await delivered(2);
      expect(cut).toBe(1);
      expect(second!.attempts!.map((a) => [a.attempt, a.status_code, a.error])).toEqual([[1, 204, null]]);
      expect(perSocket.size).toBe(2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
