import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb, isPg } from '../helpers.js';
import { cliDatabase } from '../cli.js';
import { migrate } from '../../src/db/migrate.js';
import { bootstrap } from '../../src/modules/admin/bootstrap.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null) c.kill('SIGKILL');
});

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Standard error alone: the start-up's steps. */
  stderr: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => {
    out += d;
    err += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, stderr: () => err, exited };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(port: number, run: Run): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (run.child.exitCode !== null) throw new Error(`server exited: ${run.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`server never became ready: ${run.output()}`);
}

const port = () => 20000 + Math.floor(Math.random() * 20000);

describe('start-up', () => {
  it.skipIf(isPg())(
    'refuses a second server on the same PGlite directory, and prints a generated key once',
    async () => {
      // A copy of the run's migrated database (no key yet): a new directory would cost each start PGlite's initdb.
      const database = await cliDatabase();
      const dataDir = database.env.DATA_DIR!;
      try {
        const p1 = port();
        const first = startServer({ DATA_DIR: dataDir, PORT: String(p1) });
        await waitHealthy(p1, first);
        const key = /ftk_[A-Za-z0-9_-]+/.exec(first.output())?.[0];
        expect(key, first.output()).toBeTruthy();
        const me = await fetch(`http://127.0.0.1:${p1}/api/v1/users/getUser`, {
          headers: { 'x-api-key': key! },
        });
        expect(me.status).toBe(200);

        const second = startServer({ DATA_DIR: dataDir, PORT: String(port()) });
        expect(await second.exited).toBe(1);
        expect(second.output()).toMatch(/in use by another running server/);

        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        // The lock goes with the first server; a restart works and prints no new key: one exists. It says what
        // it does, step by step, on standard error (LOG_LEVEL info; warn and above keep it quiet).
        const p3 = port();
        const third = startServer({ DATA_DIR: dataDir, PORT: String(p3), LOG_LEVEL: 'info' });
        await waitHealthy(p3, third);
        expect(third.output()).not.toMatch(/ftk_/);
        // (The line may reach this process a little after the server's first answer.)
        for (let i = 0; i < 300 && !third.stderr().includes('Listening'); i++) await sleep(100);
        expect(third.stderr().split('\n')).toEqual([
          `Opening the database (PGlite in ${dataDir})…`,
          'Migrating the database…',
          'Loading the API and the console…',
          expect.stringMatching(
            new RegExp(
              `^Listening after \\d+\\.\\d s: the console at http://127\\.0\\.0\\.1:${p3}/, the API at `,
            ),
          ),
          '',
        ]);
        third.child.kill('SIGTERM');
        await third.exited;
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it.runIf(isPg())(
    'starts twice at once on one PostgreSQL database, migrating once',
    async () => {
      const { url, db, close } = await createTestDb();
      try {
        // The template is already migrated: reset to an empty database to start both from nothing.
        await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
        const [p1, p2] = [port(), port()];
        const key = 'bootstrap-key-for-the-startup-test';
        const a = startServer({ DATABASE_URL: url!, PORT: String(p1), BOOTSTRAP_ADMIN_KEY: key });
        const b = startServer({ DATABASE_URL: url!, PORT: String(p2), BOOTSTRAP_ADMIN_KEY: key });
        await Promise.all([waitHealthy(p1, a), waitHealthy(p2, b)]);
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
        expect(rows[0]!.n).toBe(fs.readdirSync('migrations').filter((f) => f.endsWith('.sql')).length);
        const keys = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys');
        expect(keys.rows[0]!.n).toBe(1);
        for (const p of [p1, p2]) {
          const res = await fetch(`http://127.0.0.1:${p}/api/v1/users/getUser`, {
            headers: { 'x-api-key': key },
          });
          expect(res.status).toBe(200);
        }
        for (const r of [a, b]) r.child.kill('SIGTERM');
        await Promise.all([a.exited, b.exited]);
      } finally {
        await close();
      }
    },
    120_000,
  );

  it('migrates and bootstraps idempotently in process', async () => {
    const { db, close } = await createTestDb();
    try {
      expect(await migrate(db)).toEqual([]);
      const config = { orgName: 'Fresh Foods Retail', bootstrapAdminKey: 'a-bootstrap-key-of-some-length' };
      expect(await bootstrap(db, config)).toEqual({});
      expect(await bootstrap(db, config)).toEqual({});
      const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_keys');
      expect(rows[0]!.n).toBe(1);
      const org = await db.query<{ companyname: string }>(
        'SELECT companyname FROM companies WHERE companyid = 1',
      );
      expect(org.rows[0]!.companyname).toBe('Fresh Foods Retail');
      // With a key present and no bootstrap value, nothing new is generated.
      expect(await bootstrap(db, { orgName: 'X', bootstrapAdminKey: undefined })).toEqual({});
    } finally {
      await close();
    }
  });
});

describe('a start-up that fails', () => {
  /** Runs the server to its exit; its output must be one line. */
  async function failing(env: Record<string, string>) {
    const run = startServer(env);
    expect(await run.exited, run.output()).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines, run.output()).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: /);
    return lines[0]!;
  }

  it('says what is wrong in one line: a setting, a missing database, a port in use', async () => {
    expect(await failing({ PORT: 'eighty' })).toMatch(/PORT must be an integer/);
    // A database that does not exist on this machine's PostgreSQL, or no PostgreSQL at all: one line either way.
    const missing = await failing({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ft_no_such_database' });
    expect(missing).toMatch(/ft_no_such_database|cannot reach PostgreSQL/);
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    const database = await cliDatabase();
    try {
      // (With a bootstrap key set, no key is generated and printed before the port is tried.)
      const env = { PORT: String(taken), ...database.env, BOOTSTRAP_ADMIN_KEY: 'startup-test-admin-key' };
      expect(await failing(env)).toBe(
        `Cannot start: port ${taken} on 127.0.0.1 is already in use (PORT, HOST)`,
      );
    } finally {
      blocker.close();
      await database.close();
    }
  }, 120_000);
});
