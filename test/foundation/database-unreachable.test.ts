import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/index.js';
import { createPgDb } from '../../src/db/pg.js';
import { testServerUrl } from '../db-urls.js';
import { newSupplier, rowsFor } from '../fixtures/suppliers.js';
import { createTestApp, isPg, type TestApp } from '../helpers.js';

// PostgreSQL going away under a running instance (a restart, a failover, max_connections reached, an operator
// closing the database for maintenance): a client that may try again is told so, a 503 with Retry-After, not a
// 500. Needs a server to cut off, so it runs on PostgreSQL (CI runs it there).
describe.skipIf(!isPg())('the database out of reach', () => {
  let t: TestApp;
  let admin: Db;
  let name: string;
  const open = (allow: boolean) => admin.exec(`ALTER DATABASE ${name} ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    t = await createTestApp();
    name = new URL(t.dbUrl!).pathname.slice(1);
    admin = createPgDb(testServerUrl()!, 1);
  });
  afterAll(async () => {
    await open(true);
    await t?.close();
    await admin?.close();
  });

  it('answers 503 in the envelope with Retry-After, writes nothing, and serves again once it is back', async () => {
    expect((await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' })).statusCode).toBe(200);

    // No new connection is accepted, and every open one (the pool's) is closed by the server.
    await open(false);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);

    const answers = [
      await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' }),
      await t.api({ method: 'GET', url: '/api/v1/suppliers?search=Valley' }),
      await t.api({
        method: 'POST',
        url: '/api/v1/suppliers/createSupplier',
        payload: newSupplier({ companyname: 'Cut Off Foods' }),
      }),
      // The same again: the pool keeps failing cleanly, it does not hang or crash.
      await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: 'The database is not answering; try again shortly',
      });
      expect(res.headers['retry-after']).toBe('5');
    }

    await open(true);
    const again = await t.api({ method: 'GET', url: '/api/v1/users/getUser/1' });
    expect(again.statusCode, again.body).toBe(200);
    // The refused creation left nothing behind: no company, site, questionnaire, user or welcome email.
    expect(await rowsFor(t, 'Cut Off Foods')).toEqual({
      companies: 0,
      sites: 0,
      saqs: 0,
      users: 0,
      outbox: 0,
    });
    // And the same request now succeeds in full.
    const made = await t.api({
      method: 'POST',
      url: '/api/v1/suppliers/createSupplier',
      payload: newSupplier({ companyname: 'Cut Off Foods' }),
    });
    expect(made.statusCode, made.body).toBe(201);
  });
});
