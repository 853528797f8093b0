import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { createPgDb } from '../db/pg.js';
import { cliDatabase, runCli, type CliDatabase } from '../../test/cli.js';
import { withDatabase as dbUrl, testServerUrl } from '../../test/db-urls.js';
import { buildTestApp, isPg } from '../../test/helpers.js';
import { newSupplier } from '../../test/fixtures/suppliers.js';
import type { App } from '../app-context.js';
import { createKey } from '../modules/admin/admin.repository.js';

/** A real app on the database the CLI used, for `fn`. */
async function withApp<T>(db: Db, fn: (app: App) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-app-'));
  const app = await buildTestApp({
    config: loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://api.test' }),
    db,
  });
  try {
    return await fn(app);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the API answers a request with the key. */
function apiStatus(db: Db, key: string, url = '/api/v1/users/getUser'): Promise<number> {
  return withApp(db, async (app) => (await app.inject({ url, headers: { 'x-api-key': key } })).statusCode);
}

describe('foodtrace keys', { timeout: 180_000 }, () => {
  let cdb: CliDatabase;
  beforeAll(async () => {
    cdb = await cliDatabase();
  });
  afterAll(async () => {
    await cdb?.close();
  });

  it('creates a key shown once on standard output, which the API accepts; lists it without its secret; revokes it', async () => {
    const created = await runCli(['keys', 'create', '--level', '2', '--name', 'tablet 3'], cdb.env);
    expect(created.stderr).toMatch(
      /^Created key \d+ "tablet 3", level 2, acting as user 1 \(System Administrator/,
    );
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^ftk_[\w-]{43}$/);
    expect(await cdb.inspect((db) => apiStatus(db, key))).toBe(200);

    const listed = await runCli(['keys', 'list'], cdb.env);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/id\s+prefix\s+name\s+level\s+user\s+created\s+revoked/);
    expect(listed.stdout).toContain(key.slice(0, 10));
    expect(listed.stdout).not.toContain(key);
    const json = JSON.parse((await runCli(['keys', 'list', '--json'], cdb.env)).stdout) as Record<
      string,
      unknown
    >[];
    const mine = json.find((k) => k.name === 'tablet 3')!;
    expect(mine).toMatchObject({ level: 2, userid: 1, prefix: key.slice(0, 10), revoked: null });

    const revoked = await runCli(['keys', 'revoke', key.slice(0, 10)], cdb.env);
    expect(revoked).toMatchObject({ code: 0, stdout: `Revoked key ${mine.id}.\n` });
    expect(await cdb.inspect((db) => apiStatus(db, key))).toBe(401);
    const again = await runCli(['keys', 'revoke', String(mine.id)], cdb.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`foodtrace: API key ${mine.id} not found or already revoked\n`);
  });

  it('makes a key for a supplier company acting as its portal user, never above that user’s level', async () => {
    const supplierid = await cdb.inspect(async (db) => {
      const { key } = await createKey(db, { name: 'setup', level: 4, userid: 1 });
      return withApp(db, async (app) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/suppliers/createSupplier',
          headers: { 'x-api-key': key },
          payload: newSupplier(),
        });
        return (res.json() as { supplierid: number }).supplierid;
      });
    });
    const tooHigh = await runCli(
      ['keys', 'create', '--level', '3', '--company', String(supplierid)],
      cdb.env,
    );
    expect(tooHigh.code).toBe(1);
    expect(tooHigh.stderr).toMatch(
      /^foodtrace: a key for user \d+ \(.+\) can be at most level 2, its own\n$/,
    );
    const ok = await runCli(
      ['keys', 'create', '--level', '2', '--company', String(supplierid), '--json'],
      cdb.env,
    );
    expect(ok.code).toBe(0);
    const made = JSON.parse(ok.stdout) as { key: string; companyid: number; userid: number };
    expect(made.companyid).toBe(supplierid);
    expect(await cdb.inspect((db) => apiStatus(db, made.key, `/api/v1/suppliers/${supplierid}`))).toBe(200);
    const none = await runCli(['keys', 'create', '--level', '1', '--company', '999999'], cdb.env);
    expect(none).toMatchObject({
      code: 1,
      stderr: 'foodtrace: company 999999 has no active user to act as\n',
    });
  });

  it('refuses a wrong command line with exit code 2 and one line, before opening any database', async () => {
    const nowhere = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
    for (const [args, message] of [
      [['keys'], 'keys needs a command: create, list or revoke'],
      [['keys', 'create'], 'keys create needs --level (1 to 4)'],
      [['keys', 'create', '--level', '5'], '--level must be a whole number from 1 to 4, got "5"'],
      [
        ['keys', 'create', '--level', '2', '--user', '1', '--company', '2'],
        'give --company or --user, not both',
      ],
      [['keys', 'revoke'], 'keys revoke needs one key: its id, prefix or value'],
      [['keys', 'rotate'], 'unknown keys command "rotate" (create, list, revoke)'],
      [['keys', 'list', '--all'], "Unknown option '--all'"],
    ] as const) {
      const run = await runCli([...args], nowhere);
      expect(run.stderr).toBe(`foodtrace: ${message} (see foodtrace keys --help)\n`);
      expect(run.code).toBe(2);
    }
    const help = await runCli(['keys', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage:\n {2}foodtrace keys create --level N/);
  });
});

describe('foodtrace migrate and the database it finds', { timeout: 180_000 }, () => {
  it('migrates a new database, says which migrations it applied, then that it is up to date', async () => {
    let env: Record<string, string>;
    let drop: () => Promise<void>;
    if (isPg()) {
      const server = testServerUrl()!;
      const name = `${inject('dbPrefix')}cli_${randomBytes(4).toString('hex')}`;
      const admin = createPgDb(server, 1);
      await admin.exec(`CREATE DATABASE ${name}`);
      env = { DATABASE_URL: dbUrl(server, name) };
      drop = async () => {
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      };
    } else {
      env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-empty-')) };
      drop = async () => fs.rmSync(env.DATA_DIR!, { recursive: true, force: true });
    }
    try {
      const first = await runCli(['migrate'], env);
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/: applied \d+ migrations:\n {2}0001_foundation\.sql\n/);
      const second = await runCli(['migrate'], env);
      expect(second.stdout).toMatch(/: up to date \(\d+ migrations applied earlier\)\.\n$/);
    } finally {
      await drop();
    }
  });

  it('says in one line why it cannot open the database: exit code 1', async () => {
    if (isPg()) {
      const missing = dbUrl(testServerUrl()!, `${inject('dbPrefix')}missing`);
      const run = await runCli(['migrate'], { DATABASE_URL: missing });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(/^foodtrace: database ".+" does not exist \(DATABASE_URL\): create it/);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      return;
    }
    // PGlite: a data directory a running server holds (this test's own process stands for it).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-locked-'));
    try {
      fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
      const run = await runCli(['keys', 'list'], { DATA_DIR: dir });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^foodtrace: The data directory .+ is in use by another running server \(pid \d+\)/,
      );
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
