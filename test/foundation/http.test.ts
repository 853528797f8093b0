import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

const t = useTestApp();

describe('failures of the framework use the envelope', () => {
  it('unknown route: 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.api({ method, url: '/api/v1/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: `Route ${method} /api/v1/no/such/route not found`,
      });
    }
    expect((await t.api({ method: 'GET', url: '/nothing-here', key: null })).json().success).toBe(false);
  });

  it('a known path with a method it does not answer: 405 with Allow, in the envelope', async () => {
    const res = await t.api({ method: 'DELETE', url: '/api/v1/users/getUser/1' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({
      success: false,
      error: 'Method DELETE not allowed on /api/v1/users/getUser/1: use GET, HEAD',
    });
    // An update answering POST and PUT names both; a query string changes nothing.
    const put = await t.api({ method: 'GET', url: '/api/v1/products/updateProduct/1?x=1' });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST, PUT');
    // Without a key too: the method is wrong whoever asks.
    const anon = await t.api({ method: 'PATCH', url: '/api/v1/auth/login', key: null });
    expect([anon.statusCode, anon.headers.allow]).toEqual([405, 'POST']);
    // OPTIONS stays the usual 404 when CORS is off (test/foundation/manners.test.ts).
    expect((await t.api({ method: 'OPTIONS', url: '/api/v1/users/getUser/1' })).statusCode).toBe(404);
  });

  it('a single value for a list in a body is a 400 naming the field, not a list of one', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'https://hooks.example.org/x', events: 'supplier.created' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Invalid value for events: must be an array' });
    expect((await t.api({ method: 'GET', url: '/api/v1/webhooks' })).json().data).toEqual([]);
  });

  it('malformed JSON: 400', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: '{"emailaddress": "x@y.z", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Malformed JSON in request body' });
  });

  it('body over the 1 MB limit: 413 naming the limit', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: JSON.stringify({ comments: 'x'.repeat(1024 * 1024 + 1) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'Request body is larger than the limit of 1 MB' });
  });

  it('a body that is not JSON where JSON is expected: 415 with the envelope', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: 'emailaddress=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().success).toBe(false);
  });

  it('a JSON body that is not an object: 400 in words', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/createUser',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'Request body must be an object' });
  });

  it('never shows SQL or a stack trace: a database failure is a generic 500', async () => {
    // Break the users table under the running app: the handler's query fails inside PostgreSQL.
    await t.db.query('ALTER TABLE users RENAME COLUMN mobileno TO mobileno_gone');
    try {
      const res = await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, error: 'Internal server error' });
    } finally {
      await t.db.query('ALTER TABLE users RENAME COLUMN mobileno_gone TO mobileno');
    }
  });
});

describe('lookups', () => {
  it('lists every reference table and reads one', async () => {
    const all = (await t.api({ method: 'GET', url: '/api/v1/lookups', key: t.key[1] })).json().data;
    expect(Object.keys(all).sort()).toEqual([
      'access_levels',
      'audit_statuses',
      'categories',
      'countries',
      'departments',
      'product_types',
      'risk_levels',
      'spec_statuses',
      'standards',
      'supplier_types',
      'uoms',
    ]);
    const countries = (await t.api({ method: 'GET', url: '/api/v1/lookups/countries', key: t.key[1] })).json()
      .data;
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ id: 826, code: 'GB', name: 'United Kingdom' });
    const statuses = (
      await t.api({ method: 'GET', url: '/api/v1/lookups/spec_statuses', key: t.key[1] })
    ).json().data;
    expect(statuses.map((s: { name: string }) => s.name)).toEqual([
      'New',
      'Submitted',
      'In review',
      'Approved',
      'Rejected',
    ]);
  });

  it('answers 404 for an unknown lookup', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/lookups/users', key: t.key[1] });
    expect(res.statusCode).toBe(404);
    expect(res.json().success).toBe(false);
  });
});

describe('docs and health', () => {
  it('serves OpenAPI 3.1 with the key scheme and an operationId on every operation', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/openapi.json', key: null });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    const ops = Object.values(
      doc.paths as Record<string, Record<string, { operationId?: string; responses?: object }>>,
    ).flatMap((p) => Object.values(p));
    expect(ops.length).toBeGreaterThan(8);
    for (const op of ops) {
      expect(op.operationId).toBeTruthy();
      expect(op.responses).toBeTruthy();
    }
    expect(doc.paths['/api/v1/users/createUser'].post.requestBody).toBeTruthy();
  });

  it('serves a docs page without a key; /api/v1/docs redirects to it', async () => {
    const res = await t.api({ method: 'GET', url: '/api/v1/docs/', key: null });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const bare = await t.api({ method: 'GET', url: '/api/v1/docs', key: null });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/api/v1/docs/');
    // The page's script comes from this server, and the page reads this server's document.
    expect(res.body).toContain('<script src="js/scalar.js"></script>');
    expect(res.body).toContain('"url": "/api/v1/openapi.json"');
    const script = await t.api({ method: 'GET', url: '/api/v1/docs/js/scalar.js', key: null });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(script.rawPayload.length).toBeGreaterThan(100_000);
  });

  it('names the PUT twin of a POST-or-PUT update <operationId>Put, every operationId once', async () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const update = doc.paths['/api/v1/products/updateAllergens/{psid}']!;
    expect([update.post!.operationId, update.put!.operationId]).toEqual([
      'updateAllergens',
      'updateAllergensPut',
    ]);
    const ids = Object.values(doc.paths).flatMap((p) => Object.values(p).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers /healthz and /readyz without a key', async () => {
    expect((await t.api({ method: 'GET', url: '/healthz', key: null })).json()).toEqual({ status: 'ok' });
    expect((await t.api({ method: 'GET', url: '/readyz', key: null })).json()).toEqual({ status: 'ok' });
  });
});

describe('requests without a body', () => {
  it('treat a missing body as an empty object', async () => {
    const create = await t.api({ method: 'POST', url: '/api/v1/users/createUser' });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toEqual({ success: false, error: 'Missing required field: emailaddress' });
    const update = await t.api({ method: 'POST', url: '/api/v1/users/updateUser/1' });
    expect(update.json()).toEqual({ success: false, error: 'No valid fields provided for update' });
  });
});

describe('values PostgreSQL refuses', () => {
  it('a CHECK violation is a 400, not a 500', async () => {
    // Add a CHECK that the schemas do not know about: the database is the last line of defence.
    await t.db.query("ALTER TABLE users ADD CONSTRAINT test_no_zz CHECK (firstname <> 'ZZ')");
    try {
      const res = await t.api({
        method: 'POST',
        url: '/api/v1/users/updateUser/1',
        payload: { firstname: 'ZZ' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'A value is out of range or of the wrong type' });
    } finally {
      await t.db.query('ALTER TABLE users DROP CONSTRAINT test_no_zz');
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  it('a U+0000 in any JSON field is a 400 naming the field', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/users/updateUser/1',
      payload: { jobtitle: 'a\u0000b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'Invalid value for jobtitle: must not contain NUL characters',
    });
  });
});
