import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyFor, orgUser } from '../../test/fixtures/accounts.js';
import { newSupplier } from '../../test/fixtures/suppliers.js';
import { createTestApp, createTestDb, isPg, type TestApp } from '../../test/helpers.js';
import { loadConfig, ConfigError } from '../config.js';
import { createPgDb } from './pg.js';

// A replica needs PostgreSQL: on PGlite (the README's test run) these are skipped; CI runs them on PostgreSQL.
describe.skipIf(!isPg())('DATABASE_READ_URL: lists and reports on a replica', () => {
  // The "replica" is a second database, migrated but holding other rows: what a replica lagging far behind
  // would show. Which database answered is then plain from the rows.
  let replica: Awaited<ReturnType<typeof createTestDb>>;
  let t: TestApp;
  let writer: string;
  let reader: string;
  const env = { DATABASE_URL: 'postgres://primary', DATABASE_READ_URL: 'postgres://replica' };

  beforeAll(async () => {
    replica = await createTestDb();
    t = await createTestApp(env, { readDb: replica.db });
    writer = (await keyFor(t, (await orgUser(t, 2)).userid, 2)).key;
    reader = (await keyFor(t, (await orgUser(t, 2)).userid, 2)).key;
    await replica.db.query("INSERT INTO companies (companyname) VALUES ('Replica Only Foods')");
    await t.db.query("INSERT INTO companies (companyname) VALUES ('Primary Only Foods')");
  });
  afterAll(async () => {
    await t?.close();
    await replica?.close();
  });

  const names = async (key: string, search: string) => {
    const res = await t.api({ method: 'GET', url: `/api/v1/suppliers?search=${search}`, key });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((s: { companyname: string }) => s.companyname);
  };

  it('serves a caller that has not written from the replica', async () => {
    expect(await names(reader, 'Only%20Foods')).toEqual(['Replica Only Foods']);
    // Reports too.
    const res = await t.api({ method: 'GET', url: '/api/v1/reports/specs/status', key: reader });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('shows a caller its own write at once, from the primary, while others still read the replica', async () => {
    const made = await t.api({
      method: 'POST',
      url: '/api/v1/suppliers/createSupplier',
      payload: newSupplier({ companyname: 'Written Through Foods' }),
      key: writer,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await names(writer, 'Foods')).toEqual(
      expect.arrayContaining(['Primary Only Foods', 'Written Through Foods']),
    );
    expect(await names(writer, 'Foods')).not.toContain('Replica Only Foods');
    expect(await names(reader, 'Written%20Through')).toEqual([]);
  });

  it('falls back to the primary when the replica cannot be reached', async () => {
    const down = createPgDb('postgres://postgres@127.0.0.1:1/none', 1);
    const other = await createTestApp(env, { readDb: down });
    try {
      await other.db.query("INSERT INTO companies (companyname) VALUES ('Fallback Foods')");
      const res = await other.api({ method: 'GET', url: '/api/v1/suppliers?search=Fallback' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.map((s: { companyname: string }) => s.companyname)).toEqual(['Fallback Foods']);
    } finally {
      await other.close();
      await down.close();
    }
  });
});

describe('DATABASE_READ_URL settings', () => {
  it('needs DATABASE_URL, and takes its two settings within bounds', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica' })).toThrow(ConfigError);
    const config = loadConfig({
      DATABASE_URL: 'postgres://primary',
      DATABASE_READ_URL: 'postgres://replica',
      READ_AFTER_WRITE_SECONDS: '30',
    });
    expect(config.readReplica).toEqual({
      url: 'postgres://replica',
      stickyMs: 30_000,
      maxLagBytes: 1024 * 1024,
    });
    expect(() =>
      loadConfig({ DATABASE_URL: 'x', DATABASE_READ_URL: 'y', READ_AFTER_WRITE_SECONDS: '-1' }),
    ).toThrow(ConfigError);
    expect(loadConfig({}).readReplica).toBeUndefined();
  });
});
