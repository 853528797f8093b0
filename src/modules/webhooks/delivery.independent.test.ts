import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { startReceiver, type Receiver } from '../../../test/receiver.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import {
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  subscribe,
  unsubscribeAll,
} from '../../../test/fixtures/webhooks.js';

// Tries time out after a minute, the longest WEBHOOK_TIMEOUT allows: a hanging receiver's first try is still
// under way through everything this file checks, however loaded the machine.
const t = useTestApp({ ...FAST_WEBHOOKS, WEBHOOK_TIMEOUT: '60s' });
let fast: Receiver;
let hanging: { url: string; requests: { open: boolean }[]; close(): Promise<void> };

/** A receiver that never answers; it notes when a request's connection closes. */
async function startHanging(): Promise<typeof hanging> {
  const requests: { open: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const seen = { open: true };
    requests.push(seen);
    res.on('close', () => (seen.open = false));
    req.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeEach(async () => {
  fast = await startReceiver();
  hanging = await startHanging();
});
afterEach(async () => {
  await unsubscribeAll(t);
  await fast.close();
  await hanging.close();
});

describe('deliveries to different endpoints', () => {
  it('go on while another endpoint hangs: each try is recorded as it ends, the next sent at once', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: hanging.url, events: ['supplier.created'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = await subscribe(t, fast);
    const ours = () => fast.received.filter((r) => r.verifyError === null);
    fast.answer = (r) =>
      r.verifyError !== null ? { status: 401 } : ours().length === 1 ? { status: 500 } : {};

    await createSupplier(t);
    await eventually(async () => expect(hanging.requests).toHaveLength(1), 30_000);
    // The fast endpoint's 500 is logged and its retry sent and logged, all while the other's try hangs.
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id);
      expect(list[0]).toMatchObject({ status: 'delivered', sending: false });
      return list;
    }, 30_000);
    expect(d!.attempts!.map((a) => [a.attempt, a.status_code])).toEqual([
      [1, 500],
      [2, 204],
    ]);
    // Its try over, it can be sent again by hand: not "being sent right now".
    const again = await t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/deliveries/${d!.deliveryid}/redeliver`,
    });
    expect(again.statusCode, again.body).toBe(202);
    await eventually(async () => expect(ours()).toHaveLength(3), 30_000);

    // A later change reaches the fast endpoint too, and the hanging one gets its own try beside the first.
    await createSupplier(t);
    await eventually(async () => expect(ours()).toHaveLength(4), 30_000);
    await eventually(async () => expect(hanging.requests).toHaveLength(2), 30_000);
    expect(hanging.requests[0]!.open, 'the first try to the hanging endpoint is still under way').toBe(true);
    const [hung] = await deliveries(t, res.json().data.id as number, '?limit=1');
    expect(hung).toMatchObject({ status: 'pending', sending: true });
  }, 120_000);

  it('fails a try that ends after its endpoint was disabled, as the endpoint’s waiting deliveries did', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: hanging.url, events: ['supplier.created'] },
    });
    const { id } = res.json().data as { id: number };
    await createSupplier(t);
    await eventually(async () => expect(hanging.requests).toHaveLength(1), 30_000);
    const off = await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { enabled: false } });
    expect(off.json().data.enabled).toBe(false);
    await hanging.close(); // the try in flight ends: the connection is reset
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id);
      expect(list[0]).toMatchObject({ status: 'failed', sending: false, attempt: 1, next_attempt_at: null });
      return list;
    }, 30_000);
    expect(d!.attempts).toHaveLength(1);
    expect(d!.attempts![0]!.status_code).toBeNull();
  }, 120_000);
});
