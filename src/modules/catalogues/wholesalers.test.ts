import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { createWebhook, createWholesaler, uniqueGln } from '../../../test/fixtures/catalogues.js';

// Wholesalers' webhooks here are public addresses never to be contacted: no delivery worker (delivery.test.ts sends).
const t = useTestApp({ WEBHOOK_WORKER: 'false' });
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, key?: string) =>
  t.api({ method, url: `/api/v1${url}`, payload, key });
const body = (over: object = {}) => ({
  name: 'Brakes Foodservice',
  gln: uniqueGln(),
  contactemail: 'edi@brakes.example',
  ...over,
});

describe('wholesalers', () => {
  it('registers, reads, lists with search, updates partially and deletes', async () => {
    const webhookid = await createWebhook(t);
    const res = await api('POST', '/wholesalers', body({ gln: '5412345000013', webhookid }), t.key[3]);
    expect(res.statusCode, res.body).toBe(201);
    const w = res.json().data;
    expect(w).toMatchObject({
      name: 'Brakes Foodservice',
      gln: '5412345000013',
      webhookid,
      active: 1,
      items: 0,
    });
    expect((await api('GET', `/wholesalers/${w.wholesalerid}`, undefined, t.key[1])).json().data).toEqual(w);

    const list = (await api('GET', '/wholesalers?search=412345000', undefined, t.key[1])).json();
    expect(list.data.map((x: { wholesalerid: number }) => x.wholesalerid)).toEqual([w.wholesalerid]);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 1, totalPages: 1 });
    expect((await api('GET', '/wholesalers?search=%25', undefined, t.key[1])).json().data).toEqual([]);

    const upd = await api('PUT', `/wholesalers/${w.wholesalerid}`, { webhookid: null, name: 'Brakes' });
    expect(upd.json().data).toMatchObject({ name: 'Brakes', webhookid: null, gln: '5412345000013' });
    expect((await api('PUT', `/wholesalers/${w.wholesalerid}`, { unknown: 1 })).json()).toEqual({
      success: false,
      error: 'No valid fields provided for update',
    });

    const del = await api('DELETE', `/wholesalers/${w.wholesalerid}`, undefined, t.key[3]);
    expect(del.json()).toEqual({
      success: true,
      data: { wholesalerid: w.wholesalerid, deleted: true, withdrawn: 0 },
    });
    for (const [method, url] of [
      ['GET', `/wholesalers/${w.wholesalerid}`],
      ['PUT', `/wholesalers/${w.wholesalerid}`],
      ['DELETE', `/wholesalers/${w.wholesalerid}`],
      ['GET', `/wholesalers/${w.wholesalerid}/catalogue`],
      ['GET', '/wholesalers/987654'],
    ] as const) {
      const r = await api(method, url, method === 'PUT' ? { name: 'x' } : undefined);
      expect(r.json(), `${method} ${url}`).toEqual({ success: false, error: 'Wholesaler not found' });
    }
    // A deleted wholesaler's GLN may be registered again.
    expect((await api('POST', '/wholesalers', body({ gln: '5412345000013' }))).statusCode).toBe(201);
  });

  it('refuses a GLN with a wrong check digit or shape, and a duplicate GLN (409)', async () => {
    for (const gln of [
      '5412345000014',
      '541234500001',
      '54123450000130',
      'abcdefghijklm',
      ' 5412345000013',
      '',
    ])
      expect((await api('POST', '/wholesalers', body({ gln }))).json(), gln).toEqual({
        success: false,
        error: 'Invalid GLN',
      });
    const w = await createWholesaler(t);
    const dup = await api('POST', '/wholesalers', body({ gln: w.gln }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ success: false, error: 'A wholesaler with this GLN already exists' });
    const other = await createWholesaler(t);
    expect((await api('PUT', `/wholesalers/${other.wholesalerid}`, { gln: w.gln })).statusCode).toBe(409);
    expect(
      (await api('PUT', `/wholesalers/${other.wholesalerid}`, { gln: '4006381333932' })).json().error,
    ).toBe('Invalid GLN');
  });

  it('creates exactly one of concurrent duplicates', async () => {
    const gln = uniqueGln();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/wholesalers', body({ gln }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('refuses an unknown or deleted webhook, hostile text and missing fields, and levels below 3', async () => {
    const webhookid = await createWebhook(t);
    await api('DELETE', `/webhooks/${webhookid}`);
    for (const id of [webhookid, 987654])
      expect((await api('POST', '/wholesalers', body({ webhookid: id }))).json()).toEqual({
        success: false,
        error: `Invalid webhookid: ${id} does not exist`,
      });
    for (const bad of [
      { name: 'x'.repeat(201) },
      { name: '' },
      { name: 'a\u0000b' },
      { contactemail: 'not-an-email' },
      { webhookid: 0 },
      { webhookid: 99999999999 },
      { gln: { digits: '5412345000013' } },
    ])
      expect((await api('POST', '/wholesalers', body(bad))).statusCode, JSON.stringify(bad)).toBe(400);
    expect((await api('POST', '/wholesalers', { gln: uniqueGln() })).json().error).toBe(
      'Missing required field: name',
    );
    expect((await api('POST', '/wholesalers', body(), t.key[2])).statusCode).toBe(403);
    expect((await api('DELETE', '/wholesalers/1', undefined, t.key[2])).statusCode).toBe(403);
    const quoted = await api('POST', '/wholesalers', body({ name: "O'Brien; DROP TABLE wholesalers;--" }));
    expect(quoted.json().data.name).toBe("O'Brien; DROP TABLE wholesalers;--");
  });
});
