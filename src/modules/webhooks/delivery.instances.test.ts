import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app-context.js';
import { loadConfig } from '../../config.js';
import { createPgDb } from '../../db/pg.js';
import { buildTestApp, useTestApp } from '../../../test/helpers.js';
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

// This app serves the API only; each test starts the delivering instances it needs on the same database.
const t = useTestApp({ ...FAST_WEBHOOKS, WEBHOOK_WORKER: 'false' });
let receiver: Receiver;
const started: App[] = [];
const closers: (() => Promise<void>)[] = [];

/** Another instance on the same database (on PostgreSQL with its own pool), running the delivery worker. */
async function instance(env: Record<string, string> = {}, ownPool = true): Promise<App> {
  const config = loadConfig({ DATA_DIR: t.dataDir, PUBLIC_URL: 'http://api.test', ...FAST_WEBHOOKS, ...env });
  const db = t.dbUrl && ownPool ? createPgDb(t.dbUrl) : t.db;
  if (db !== t.db) closers.push(() => db.close());
  const app = await buildTestApp({ config, db });
  started.push(app);
  return app;
}

beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  for (const app of started.splice(0)) await app.close();
  for (const close of closers.splice(0)) await close();
  await receiver.close();
  await unsubscribeAll(t);
});

describe('webhook delivery across instances and restarts', () => {
  it('sends each delivery from one instance at a time, with two instances sharing the queue', async () => {
    const { id } = await subscribe(t, receiver);
    await Promise.all([instance(), instance()]);
    for (let i = 0; i < 20; i++) await createSupplier(t);
    await receiver.waitFor(20, 25_000);
    const list = await eventually(async () => {
      const all = await deliveries(t, id, '?limit=100');
      expect(all.filter((d) => d.status === 'delivered')).toHaveLength(20);
      return all;
    }, 25_000);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(20);
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
    // Every request the receiver got is one logged attempt of one instance: none was sent by both. (An
    // attempt that timed out on a loaded machine is retried, and logged, so it still adds up.)
    const attempts = list.reduce((n, d) => n + d.attempt, 0);
    expect(receiver.received).toHaveLength(attempts);
  }, 60_000);

  it('resends a delivery cut off by a shutdown from the next instance, same webhook-id', async () => {
    const { id } = await subscribe(t, receiver);
    receiver.answer = (_r, n) => (n === 1 ? { hang: true } : {});
    const first = await instance();
    await createSupplier(t);
    await receiver.waitFor(1);
    await first.close(); // mid-delivery: the row goes back to the queue
    started.splice(started.indexOf(first), 1);
    await instance();
    const got = await receiver.waitFor(2);
    expect(got[1]!.id).toBe(got[0]!.id);
    const [d] = await eventually(async () => {
      const list = await deliveries(t, id, '?status=delivered');
      expect(list).toHaveLength(1);
      return list;
    });
    // The interrupted try got no answer and is not counted.
    expect((await delivery(t, id, d!.deliveryid)).attempts).toHaveLength(1);
  });

  it('takes again a delivery whose worker died (its lease ran out)', async () => {
    const { id } = await subscribe(t, receiver);
    await createSupplier(t);
    await instance({ WEBHOOK_WORKER: 'false' }); // numbers the event (GET /events would too), sends nothing
    const [queued] = await eventually(async () => {
      // Read the feed until the event is numbered: on a shared PostgreSQL server, a transaction of another
      // test still open at the first read holds it back (docs/integration.md).
      await t.api({ method: 'GET', url: '/api/v1/events?after=0&limit=1' });
      const list = await deliveries(t, id);
      expect(list).toHaveLength(1);
      return list;
    });
    // As a crashed worker leaves it: claimed, its lease past.
    await t.db.query(
      `UPDATE webhook_deliveries SET status = 'sending', attempts = 1, tries = 1,
              locked_until = now() - interval '1 second' WHERE id = $1`,
      [queued!.deliveryid],
    );
    await instance();
    await receiver.waitFor(1);
    await eventually(async () =>
      expect((await delivery(t, id, queued!.deliveryid)).status).toBe('delivered'),
    );
  });

  it('checks the address again at every delivery: a private one is refused once private is not allowed', async () => {
    const literal = await subscribe(t, receiver);
    // Registered while private addresses were allowed: a name resolving inward, and IPv6 forms that wrap
    // loopback or link-local (NAT64, 6to4, IPv4-mapped, -compatible, -translated) or are reserved.
    const ids = [literal.id];
    for (const host of [
      'localhost',
      '[64:ff9b::7f00:1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:7f00:1::1]',
      '[::ffff:7f00:1]',
      '[::7f00:1]',
      '[::ffff:0:7f00:1]',
      '[2001:db8::1]',
      '[fec0::1]',
      '[100::1]',
      '192.0.2.1',
    ]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/webhooks',
        payload: { url: `http://${host}:${receiver.port}/hooks`, events: ['supplier.created'] },
      });
      expect(res.statusCode, host).toBe(201);
      ids.push(res.json().data.id as number);
    }
    await instance({ WEBHOOK_ALLOW_PRIVATE: 'false' });
    await createSupplier(t);
    for (const id of ids) {
      await eventually(async () =>
        expect((await deliveries(t, id))[0], String(id)).toMatchObject({
          status: 'pending',
          status_code: null,
          error: 'Webhook URL must not point to a private address',
        }),
      );
    }
    expect(receiver.received).toHaveLength(0);
  });

  it('disables an endpoint failing for the whole retry window; recover queues its failures again', async () => {
    const { id } = await subscribe(t, receiver);
    receiver.answer = () => ({ status: 500 });
    await instance({ WEBHOOK_RETRY_FOR: '1s' });
    await createSupplier(t);
    const hook = await eventually(async () => {
      const res = await t.api({ method: 'GET', url: `/api/v1/webhooks/${id}` });
      expect(res.json().data.enabled).toBe(false);
      return res.json().data;
    });
    expect(hook.disabled_reason).toBe('Every delivery failed for 1 s');
    const [failed] = await deliveries(t, id, '?status=failed');
    expect(failed).toMatchObject({ status_code: 500, next_attempt_at: null });
    // The first try and the last as the window closes; how many fit between (200 ms, 600 ms…) depends on how
    // busy the machine is, so it is not asserted.
    expect(failed!.attempt).toBeGreaterThanOrEqual(2);

    const since = new Date(Date.now() - 3_600_000).toISOString();
    const refused = await t.api({
      method: 'POST',
      url: `/api/v1/webhooks/${id}/recover`,
      payload: { since },
    });
    expect(refused.statusCode).toBe(409);
    const enabled = await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { enabled: true } });
    expect(enabled.json().data).toMatchObject({ enabled: true, disabled_reason: null, failing_since: null });
    receiver.answer = () => ({});
    const before = receiver.received.length;
    const res = await t.api({ method: 'POST', url: `/api/v1/webhooks/${id}/recover`, payload: { since } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toEqual({ queued: 1 });
    await receiver.waitFor(before + 1);
    await eventually(async () => expect(await deliveries(t, id, '?status=delivered')).toHaveLength(1));
  });
});

describe('the delivery log refuses what it must', () => {
  it('is for admins, per endpoint, and checks its input', async () => {
    const a = await subscribe(t, receiver);
    const b = await subscribe(t, receiver);
    const test = await t.api({ method: 'POST', url: `/api/v1/webhooks/${a.id}/test` });
    const { deliveryid } = test.json().data as { deliveryid: number };
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${a.id}/deliveries`],
      ['GET', `/api/v1/webhooks/${a.id}/deliveries/${deliveryid}`],
      ['POST', `/api/v1/webhooks/${a.id}/deliveries/${deliveryid}/redeliver`],
      ['POST', `/api/v1/webhooks/${a.id}/test`],
    ] as const) {
      const res = await t.api({ method, url, key: t.key[3] });
      expect(res.statusCode, url).toBe(403);
    }
    // Another endpoint's delivery is not found through this one.
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${b.id}/deliveries/${deliveryid}`],
      ['POST', `/api/v1/webhooks/${b.id}/deliveries/${deliveryid}/redeliver`],
    ] as const) {
      const res = await t.api({ method, url });
      expect(res.json(), url).toEqual({ success: false, error: 'Delivery not found' });
    }
    expect(await deliveries(t, b.id)).toEqual([]);
    for (const payload of [{}, { since: 'yesterday' }, { since: 5 }]) {
      const res = await t.api({ method: 'POST', url: `/api/v1/webhooks/${a.id}/recover`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await t.api({ method: 'GET', url: `/api/v1/webhooks/${a.id}/deliveries?status=sending` });
    expect(bad.statusCode).toBe(400);
    await t.api({ method: 'DELETE', url: `/api/v1/webhooks/${a.id}` });
    for (const url of [`/api/v1/webhooks/${a.id}/deliveries`, `/api/v1/webhooks/${a.id}/test`]) {
      const res = await t.api({ method: url.endsWith('test') ? 'POST' : 'GET', url });
      expect(res.json(), url).toEqual({ success: false, error: 'Webhook not found' });
    }
  });
});
