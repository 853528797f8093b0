import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import type { App } from '../src/app-context.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/index.js';
import { createPgDb } from '../src/db/pg.js';
import { createPgliteDb } from '../src/db/pglite.js';
import * as keysRepo from '../src/modules/admin/admin.repository.js';
import { SYSTEM_USER_ID } from '../src/modules/admin/bootstrap.js';
import { testServerUrl, withDatabase } from './db-urls.js';
import { AnswerChecker } from './answer-check.js';

export const isPg = () => testServerUrl() !== undefined;

/** A fresh, migrated database of its own: a copy of the run's template. `close` drops it. */
export async function createTestDb(): Promise<{ db: Db; url?: string; close: () => Promise<void> }> {
  const server = testServerUrl();
  if (server) {
    const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
    const admin = createPgDb(server, 1);
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    const url = withDatabase(server, name);
    const db = createPgDb(url);
    return {
      db,
      url,
      close: async () => {
        await db.close();
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  const db = await createPgliteDb({ loadDataDir: pgliteDump() });
  return { db, close: () => db.close() };
}

let dump: { file: string; blob: Blob } | undefined;
/** The run's migrated PGlite database (test/global-setup.ts), read once a worker: every test file loads a copy. */
export function pgliteDump(): Blob {
  const file = inject('pgliteDump');
  if (dump?.file !== file) dump = { file, blob: new Blob([fs.readFileSync(file)]) };
  return dump.blob;
}

export interface TestApp {
  app: App;
  db: Db;
  /** The database's URL on PostgreSQL (another pool to it stands for another instance); undefined on PGlite. */
  dbUrl: string | undefined;
  config: Readonly<Config>;
  /** Keys of each level, all acting as the seeded System Administrator (userid 1). */
  key: Record<1 | 2 | 3 | 4, string>;
  /** `app.inject` with the level-4 key unless `key` says otherwise (`null`: no key at all). */
  api(options: InjectOptions & { key?: string | null }): Promise<LightMyRequestResponse>;
  dataDir: string;
  close(): Promise<void>;
}

/** What a test may give `buildApp` besides its environment: a controllable clock (test/clock.ts), a read replica. */
export type TestAppOptions = Pick<BuildOptions, 'clock' | 'schemaCache' | 'consoleDir' | 'readDb'>;

/**
 * `buildApp` for a test: every answer of the app is held to the document it serves (test/answer-check.ts), and
 * test/answers.setup.ts fails the test during which an answer was not what the document says. Every app a test
 * builds is built with this.
 */
export async function buildTestApp(options: BuildOptions): Promise<App> {
  const checker = new AnswerChecker(() => app.swagger());
  const app = await buildApp({ ...options, observe: (a) => checker.install(a) });
  return app;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { db, url: dbUrl, close: closeDb } = await createTestDb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-test-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://api.test', ...env });
  const app = await buildTestApp({ config, db, ...options });
  const key = {} as TestApp['key'];
  for (const level of [1, 2, 3, 4] as const) {
    key[level] = (
      await keysRepo.createKey(db, { name: `level ${level}`, level, userid: SYSTEM_USER_ID })
    ).key;
  }
  return {
    app,
    db,
    dbUrl,
    config,
    key,
    dataDir,
    api: ({ key: k, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { ...(k === null ? {} : { 'x-api-key': k ?? key[4] }), ...headers },
      }),
    close: async () => {
      await app.close();
      await closeDb();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One app on one fresh database for a whole test file; tests make their own rows. */
export function useTestApp(env?: Record<string, string>, options?: TestAppOptions): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env, options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

let counter = 0;
/** An email address no other test uses. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${++counter}@example.com`;
}
