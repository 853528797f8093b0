import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgDb } from '../src/db/pg.js';
import { createPgliteDb, pidAlive } from '../src/db/pglite.js';
import { migrate } from '../src/db/migrate.js';
import { DB_PREFIX, testServerUrl, withDatabase } from './db-urls.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteDump: string;
    /** A PGlite data-directory dump of a database made and not migrated (test/migration.ts); '' on PostgreSQL. */
    pgliteEmptyDump: string;
    /** Prefix of every database this run creates: ft_test_<pid of the run>_. */
    dbPrefix: string;
  }
}

/**
 * Migrates one database per run, which every test file then copies: a PostgreSQL template database
 * (CREATE DATABASE ... TEMPLATE), or a PGlite data-directory dump (loaded in ~1 s of CPU instead of PGlite's
 * initdb, ~5 s, and the migrations); on PGlite, also the dump of a new database not migrated yet (test/migration.ts).
 */
export default async function setup(project: TestProject) {
  const server = testServerUrl();
  if (server) {
    const dbPrefix = `${DB_PREFIX}${process.pid}_`;
    const template = `${dbPrefix}template`;
    const admin = createPgDb(server, 1);
    await admin.exec(`CREATE DATABASE ${template}`);
    const tdb = createPgDb(withDatabase(server, template), 2);
    await migrate(tdb);
    await tdb.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    project.provide('pgliteEmptyDump', '');
    project.provide('dbPrefix', dbPrefix);
    return async () => {
      // Drop this run's databases, and those of earlier runs whose process is gone (a crash or a kill):
      // never those of another run still going on the same server.
      const { rows } = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'ft\\_test\\_%'",
      );
      for (const { datname } of rows) {
        const pid = Number(/^ft_test_(\d+)_/.exec(datname)?.[1]);
        if (datname.startsWith(dbPrefix) || !(pid > 0 && pidAlive(pid))) {
          await admin.exec(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        }
      }
      await admin.close();
    };
  }
  // PGlite makes a new database with its initdb: 5 s of CPU, paid here once, not by every test that needs one.
  const db = await createPgliteDb();
  const write = async (name: string) => {
    const file = path.join(os.tmpdir(), `ft-test-pglite-${name}${process.pid}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await db.raw.dumpDataDir('none')).arrayBuffer()));
    return file;
  };
  const empty = await write('empty-');
  await migrate(db);
  const file = await write('');
  await db.close();
  project.provide('pgTemplate', '');
  project.provide('pgliteDump', file);
  project.provide('pgliteEmptyDump', empty);
  project.provide('dbPrefix', '');
  return () => {
    fs.rmSync(file, { force: true });
    fs.rmSync(empty, { force: true });
  };
}
