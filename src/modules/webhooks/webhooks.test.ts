import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/helpers.js';

// Registers endpoints on public addresses: nothing may be sent to them from a test.
const t = useTestApp({ WEBHOOK_WORKER: 'false' });
const PUBLIC = 'https://8.8.8.8/hooks/foodtrace';

const create = (payload: object, key?: string) =>
  t.api({ method: 'POST', url: '/api/v1/webhooks', key, payload });

describe('webhook endpoints', () => {
  it('registers an endpoint and shows its secret once', async () => {
    const res = await create({
      url: PUBLIC,
      events: ['allergens.updated', 'product.approved'],
      description: 'ERP',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      url: PUBLIC,
      events: ['allergens.updated', 'product.approved'],
      description: 'ERP',
      enabled: true,
      previous_secret_expires_at: null,
    });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(data.secret.slice(6), 'base64')).toHaveLength(32);
    const read = await t.api({ method: 'GET', url: `/api/v1/webhooks/${data.id}` });
    expect(read.json().data).not.toHaveProperty('secret');
    const list = await t.api({ method: 'GET', url: '/api/v1/webhooks' });
    expect(list.body).not.toContain(data.secret);
    expect(list.json().data.map((w: { id: number }) => w.id)).toContain(data.id);
  });

  it('refuses private addresses, other schemes and unknown event types', async () => {
    for (const url of [
      'http://127.0.0.1:8080/x',
      'http://localhost/x',
      'http://10.0.0.5/x',
      'http://[::1]/x',
      'http://169.254.169.254/',
    ]) {
      const res = await create({ url, events: ['*'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        success: false,
        error: 'Webhook URL must not point to a private address',
      });
    }
    for (const url of ['ftp://8.8.8.8/x', 'https://u:p@8.8.8.8/x', 'hooks']) {
      expect((await create({ url, events: ['*'] })).json().error, url).toBe(
        'Webhook URL must be an http or https URL without credentials',
      );
    }
    const unknown = await create({ url: PUBLIC, events: ['supplier.created', 'supplier.exploded'] });
    expect(unknown.json()).toEqual({
      success: false,
      error: 'Invalid value for events: unknown event type supplier.exploded',
    });
    for (const events of [[], ['*', 'supplier.created']]) {
      expect((await create({ url: PUBLIC, events })).statusCode, JSON.stringify(events)).toBe(400);
    }
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM webhooks WHERE url <> $1',
      [PUBLIC],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses IPv6 forms wrapping a private IPv4, and the reserved and documentation ranges', async () => {
    const { id } = (await create({ url: PUBLIC, events: ['*'] })).json().data;
    for (const host of [
      '[64:ff9b::a9fe:a9fe]', // NAT64 of 169.254.169.254
      '[64:ff9b::169.254.169.254]',
      '[2002:a9fe:a9fe::1]', // 6to4
      '[2002:7f00:1::]',
      '[::ffff:127.0.0.1]', // IPv4-mapped
      '[::ffff:a00:1]',
      '[::127.0.0.1]', // IPv4-compatible
      '[::a9fe:a9fe]',
      '[::ffff:0:c0a8:101]', // IPv4-translated
      '192.0.2.10',
      '198.51.100.10',
      '203.0.113.10',
      '192.0.0.10',
      '[2001:db8::10]',
      '[fec0::10]',
      '[100::10]',
      '[64:ff9b::c000:20a]', // NAT64 of a documentation address
    ]) {
      const url = `https://${host}/hooks`;
      for (const res of [
        await create({ url, events: ['*'] }),
        await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { url } }),
      ]) {
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toBe('Webhook URL must not point to a private address');
      }
    }
    expect((await create({ url: 'https://[64:ff9b::808:808]/hooks', events: ['*'] })).statusCode).toBe(201);
  });

  it('takes catalogue.publication and webhook.test in events: they are sent whatever the list', async () => {
    for (const events of [
      ['catalogue.publication'],
      ['supplier.created', 'catalogue.publication', 'webhook.test'],
    ]) {
      const res = await create({ url: PUBLIC, events });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.events).toEqual(events);
    }
    const { id } = (await create({ url: PUBLIC, events: ['*'] })).json().data;
    const upd = await t.api({
      method: 'PUT',
      url: `/api/v1/webhooks/${id}`,
      payload: { events: ['catalogue.publication'] },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await create({ url: PUBLIC, events: ['catalogue.publications'] })).json().error).toBe(
      'Invalid value for events: unknown event type catalogue.publications',
    );
  });

  it('takes private addresses when WEBHOOK_ALLOW_PRIVATE=true', async () => {
    const onPrem = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      const res = await onPrem.api({
        method: 'POST',
        url: '/api/v1/webhooks',
        payload: { url: 'http://127.0.0.1:9/x', events: ['*'] },
      });
      expect(res.statusCode).toBe(201);
    } finally {
      await onPrem.close();
    }
  });

  it('updates, rotates and deletes; an unknown or deleted id is 404', async () => {
    const { id, secret } = (await create({ url: PUBLIC, events: ['*'] })).json().data;
    const upd = await t.api({
      method: 'PUT',
      url: `/api/v1/webhooks/${id}`,
      payload: { enabled: false, description: null },
    });
    expect(upd.json().data).toMatchObject({ id, enabled: false, description: null, url: PUBLIC });
    expect(
      (await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: { url: 'http://10.1.1.1/' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.api({ method: 'PUT', url: `/api/v1/webhooks/${id}`, payload: {} })).json().error).toBe(
      'No valid fields provided for update',
    );
    const rotated = (await t.api({ method: 'POST', url: `/api/v1/webhooks/${id}/rotateSecret` })).json().data;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(secret);
    const expires = Date.parse(rotated.previous_secret_expires_at.replace(' ', 'T') + 'Z');
    expect(Math.abs(expires - Date.now() - 24 * 3600_000)).toBeLessThan(60_000);
    const { rows } = await t.db.query<{ previous_secret: string }>(
      'SELECT previous_secret FROM webhooks WHERE id = $1',
      [id],
    );
    expect(rows[0]!.previous_secret).toBe(secret);
    expect((await t.api({ method: 'DELETE', url: `/api/v1/webhooks/${id}` })).json()).toEqual({
      success: true,
      data: { id, deleted: true },
    });
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${id}`],
      ['DELETE', `/api/v1/webhooks/${id}`],
      ['POST', `/api/v1/webhooks/987654/rotateSecret`],
    ] as const) {
      const res = await t.api({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: 'Webhook not found' });
    }
  });

  it('is the Admin’s: level 3 is refused', async () => {
    expect((await create({ url: PUBLIC, events: ['*'] }, t.key[3])).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', url: '/api/v1/webhooks', key: t.key[3] })).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('describes what every event type delivers, with the Standard Webhooks headers', async () => {
    const doc = (await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null })).json();
    const { eventTypes } = (await import('../../app.js')).declared();
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      [
        ...eventTypes,
        'webhook.test',
        'catalogue.publication',
        'catalogue.item_hold',
        'incident.notice',
      ].sort(),
    );
    const op = doc.webhooks['allergens.updated'].post;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
    const body = op.requestBody.content['application/json'].schema;
    expect(body.properties.type.const).toBe('allergens.updated');
    // The feed's event is a named schema: the body refers to it.
    expect(body.properties.data).toEqual({ $ref: '#/components/schemas/Event' });
    expect(doc.components.schemas.Event.properties).toHaveProperty('seq');
  });
});

describe('a retried registration', () => {
  it('makes one endpoint with the same Idempotency-Key, the first answer replayed', async () => {
    const headers = { 'idempotency-key': `register-${Date.now()}` };
    const payload = { url: PUBLIC, events: ['supplier.created'], description: 'retried' };
    const first = await t.api({ method: 'POST', url: '/api/v1/webhooks', payload, headers });
    const again = await t.api({ method: 'POST', url: '/api/v1/webhooks', payload, headers });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhooks WHERE description = 'retried'",
    );
    expect(rows[0]!.n).toBe(1);
  });
});
