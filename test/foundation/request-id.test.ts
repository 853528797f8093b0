import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

const t = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  it('answers the caller’s id, on successes, refusals and unknown routes alike', async () => {
    const cases = [
      { method: 'GET' as const, url: '/api/v1/lookups/countries' },
      { method: 'GET' as const, url: '/api/v1/users/1', key: null },
      { method: 'GET' as const, url: '/api/v1/no-such-thing' },
      { method: 'POST' as const, url: '/api/v1/users/createUser', payload: { firstname: '' } },
    ];
    for (const [i, c] of cases.entries()) {
      const id = `proxy-7f3a-${i}`;
      const res = await t.api({ ...c, headers: { 'x-request-id': id } });
      expect(res.headers['x-request-id'], c.url).toBe(id);
    }
  });

  it('makes one up when there is none, or when the caller’s is not a printable ASCII word of 1 to 200', async () => {
    const ids = new Set<string>();
    for (const sent of [undefined, '', 'x'.repeat(201), 'has space', 'tab\there', 'naïve']) {
      const res = await t.api({
        method: 'GET',
        url: '/healthz',
        headers: sent === undefined ? {} : { 'x-request-id': Buffer.from(sent, 'utf8').toString('latin1') },
      });
      const id = String(res.headers['x-request-id']);
      expect(id, JSON.stringify(sent)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(6);
    const longest = 'a'.repeat(200);
    expect(
      (await t.api({ method: 'GET', url: '/healthz', headers: { 'x-request-id': longest } })).headers[
        'x-request-id'
      ],
    ).toBe(longest);
  });

  it('names the request in the history', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/admin/apiKeys',
      headers: { 'x-request-id': 'trace-history-1' },
      payload: { name: 'traced', level: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.db.query<{ requestid: string }>(
      "SELECT requestid FROM history WHERE entity = 'apikey' ORDER BY historyid DESC LIMIT 1",
    );
    expect(rows[0]!.requestid).toBe('trace-history-1');
  });
});

describe('GET /api/v1', () => {
  it('answers a small index whose links work', async () => {
    for (const url of ['/api/v1', '/api/v1/']) {
      const res = await t.api({ method: 'GET', url, key: null });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        data: {
          name: 'Food-supply traceability API',
          version: '1.0.0',
          docs: 'http://api.test/api/v1/docs',
          openapi: 'http://api.test/api/v1/openapi.json',
          health: 'http://api.test/healthz',
        },
      });
    }
    for (const path of ['/api/v1/openapi.json', '/healthz']) {
      expect((await t.api({ method: 'GET', url: path, key: null })).statusCode, path).toBe(200);
    }
  });
});
