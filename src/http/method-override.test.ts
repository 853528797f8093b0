import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MethodOverride } from './method-override.js';

const override = new MethodOverride();
const app = Fastify({ rewriteUrl: (req) => override.rewrite(req) });

beforeAll(async () => {
  override.track(app);
  for (const method of ['POST', 'PUT', 'DELETE'] as const) {
    app.route({ method, url: '/things/:id', handler: async () => ({ ran: method }) });
  }
  app.post('/only-post/:id', async () => ({ ran: 'POST' }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, header?: string) =>
  app
    .inject({ method: 'POST', url, headers: header ? { 'X-HTTP-Method-Override': header } : {} })
    .then((r) => r.json().ran);

describe('MethodOverride', () => {
  it('runs the PUT route for POST + override PUT, in any case of header value', async () => {
    expect(await post('/things/1', 'PUT')).toBe('PUT');
    expect(await post('/things/1?x=1', ' put ')).toBe('PUT');
  });

  it('honours nothing but PUT', async () => {
    for (const value of ['DELETE', 'PATCH', 'GET', 'delete'])
      expect(await post('/things/1', value)).toBe('POST');
    expect(await post('/things/1')).toBe('POST');
  });

  it('leaves a POST alone where the path has no PUT route', async () => {
    expect(await post('/only-post/1', 'PUT')).toBe('POST');
  });

  it('never changes other methods', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/things/1',
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(res.json().ran).toBe('DELETE');
  });
});
