import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createTestDb } from '../../../test/helpers.js';
import { createPgliteDb } from '../../db/pglite.js';
import type { Db } from '../../db/index.js';
import * as repo from './admin.repository.js';
import { bootstrap } from './bootstrap.js';

const KEY = 'a-bootstrap-key-that-was-revoked';
const config = { orgName: 'Fresh Foods Retail', bootstrapAdminKey: KEY };

/** A bootstrap log that keeps what it is told. */
const keeper = () => {
  const warnings: string[] = [];
  return { warnings, log: { warn: (m: string) => void warnings.push(m) } };
};

async function keys(db: Db) {
  const { rows } = await db.query<{ id: number; revoked: boolean }>(
    'SELECT id, revoked_at IS NOT NULL AS revoked FROM api_keys ORDER BY id',
  );
  return rows;
}

describe('bootstrap with BOOTSTRAP_ADMIN_KEY', () => {
  it('creates the key once and says nothing while it is live', async () => {
    const { db, close } = await createTestDb();
    try {
      const { warnings, log } = keeper();
      expect(await bootstrap(db, config, log)).toEqual({});
      expect(await bootstrap(db, config, log)).toEqual({});
      expect(await keys(db)).toEqual([{ id: expect.any(Number), revoked: false }]);
      expect(warnings).toEqual([]);
    } finally {
      await close();
    }
  });

  it('leaves a revoked key revoked, and warns at each start', async () => {
    const { db, close } = await createTestDb();
    try {
      await bootstrap(db, config, keeper().log);
      const id = (await repo.keyIdByValue(db, KEY))!;
      expect(await repo.revokeKey(db, id)).toBe(true);
      const { warnings, log } = keeper();
      expect(await bootstrap(db, config, log)).toEqual({});
      expect(await bootstrap(db, config, log)).toEqual({});
      expect(await keys(db)).toEqual([{ id, revoked: true }]);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatch(
        new RegExp(`^Warning: BOOTSTRAP_ADMIN_KEY is set, but that key \\(id ${id}\\) was revoked at .+ UTC`),
      );
      expect(warnings[0]).toContain('stays revoked');
      expect(warnings[0]).toContain('No key is active now');
      expect(warnings[0]).not.toContain(KEY.slice(0, 8));
      // With another key live, the warning does not say there is none.
      await repo.createKey(db, { name: 'other', level: 4, userid: 1 });
      await bootstrap(db, config, log);
      expect(warnings[2]).toContain('was revoked');
      expect(warnings[2]).not.toContain('No key is active now');
    } finally {
      await close();
    }
  });

  it('prints the warning when a real server starts, and the key still does not sign in', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bootstrap-'));
    const { db, url, release, close } = await serverDatabase(dataDir);
    try {
      await bootstrap(db, config, keeper().log);
      await repo.revokeKey(db, (await repo.keyIdByValue(db, KEY))!);
      await release();
      const port = 20000 + Math.floor(Math.random() * 20000);
      const env = {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        BOOTSTRAP_ADMIN_KEY: KEY,
        ...(url ? { DATABASE_URL: url } : {}),
      };
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      try {
        let status = 0;
        for (let i = 0; i < 600 && status === 0; i++) {
          if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
          status = await fetch(`http://127.0.0.1:${port}/api/v1/users`, { headers: { 'x-api-key': KEY } })
            .then((r) => r.status)
            .catch(() => 0);
          if (status === 0) await new Promise((r) => setTimeout(r, 100));
        }
        expect(status, out).toBe(401);
        expect(out).toMatch(/Warning: BOOTSTRAP_ADMIN_KEY is set, but that key \(id \d+\) was revoked/);
      } finally {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r(null) : child.on('exit', r)));
      }
    } finally {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

/**
 * The database a spawned server opens: this test's own PostgreSQL database, or a PGlite directory made from the
 * run's template (`release` lets go of it for the server).
 */
async function serverDatabase(dataDir: string) {
  const dump = inject('pgliteDump');
  if (dump) {
    const db = await createPgliteDb({ dataDir, loadDataDir: new Blob([fs.readFileSync(dump)]) });
    return { db, url: undefined, release: () => db.close(), close: async () => undefined };
  }
  const { db, url, close } = await createTestDb();
  return { db, url, release: async () => undefined, close };
}
