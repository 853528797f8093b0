import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../src/db/index.js';
import { createPgliteDb } from '../src/db/pglite.js';
import { createTestDb, isPg, pgliteDump } from './helpers.js';

const BIN = path.resolve('bin/foodtrace.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `foodtrace <args>` as a user would (node on bin/foodtrace.js, in a child process), with only the
 * environment given: no DATABASE_URL or key leaks in from the test run's own.
 */
export function runCli(args: string[], env: Record<string, string> = {}, cwd?: string): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: cwd ?? process.cwd(),
      env: { PATH: process.env.PATH, TMPDIR: os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** A database of its own for the CLI to use, as the server would find it, and a way to look inside it. */
export interface CliDatabase {
  /** DATABASE_URL (PostgreSQL, TEST_DATABASE_URL set) or DATA_DIR (PGlite). */
  env: Record<string, string>;
  /** Opens the database for `fn` (on PGlite, only while no CLI process holds it) and closes it after. */
  inspect<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * A migrated database (a copy of the run's template), or with `{ empty: true }` on PGlite a directory that
 * holds nothing yet, so that the CLI migrates it itself.
 */
export async function cliDatabase(options: { empty?: boolean } = {}): Promise<CliDatabase> {
  if (isPg()) {
    const { db, url, close } = await createTestDb();
    return { env: { DATABASE_URL: url! }, inspect: (fn) => fn(db), close };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-'));
  if (!options.empty) {
    const db = await createPgliteDb({
      dataDir: dir,
      loadDataDir: pgliteDump(),
    });
    await db.close();
  }
  return {
    env: { DATA_DIR: dir },
    async inspect(fn) {
      const db = await createPgliteDb({ dataDir: dir });
      try {
        return await fn(db);
      } finally {
        await db.close();
      }
    },
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
