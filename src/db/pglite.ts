import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
// The trigram indexes of the supplier search (migrations/0092_search_trigram.sql).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-prepared.js';
import { txOn } from './savepoint.js';
import type { Db } from './types.js';

export class DataDirLockedError extends Error {}

/** Whether a process with this pid is running (ours or another user's). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same directory silently loses
 * writes. A lock file holding the owner's pid makes the second one refuse to start instead.
 */
function acquireLock(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && pidAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another running server (pid ${owner}). ` +
            'Stop it, or set DATA_DIR to another directory, or use PostgreSQL through DATABASE_URL.',
        );
      }
      fs.rmSync(file, { force: true }); // stale lock of a process that died
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}`);
}

/** Whether `dataDir` holds a PGlite database already: a new one is made first (PGlite's initdb, seconds). */
export function hasPgliteDb(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

export interface PgliteOptions {
  /** Directory to keep the data in; in memory when absent. */
  dataDir?: string;
  /** A data directory dump (from `dumpDataDir`) to start from: used by the tests to skip migrations. */
  loadDataDir?: Blob;
}

const parsers = { 20: (v: string) => Number(v) };

/** A compiled WebAssembly module, as PGlite takes it (the project's type libraries do not name the type). */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
/** Node's global WebAssembly, which this project's type libraries (ES2023, Node) do not declare. */
interface WasmCompiler {
  compile(bytes: Uint8Array): Promise<WasmModule>;
}
let compiled: Promise<WasmModule | undefined> | undefined;
/**
 * PostgreSQL compiled to WebAssembly (9 MB), compiled once a process: every later database the process opens
 * skips compiling it again and optimising it in the background (docs/performance.md, "Figures behind the code"; the
 * tests open one a test file, some several). Undefined if the file is not where this version keeps it: PGlite then
 * compiles it itself.
 */
function pgliteModule(): Promise<WasmModule | undefined> {
  compiled ??= (async () => {
    try {
      const main = createRequire(import.meta.url).resolve('@electric-sql/pglite');
      const wasm = await fs.promises.readFile(path.join(path.dirname(main), 'pglite.wasm'));
      return await (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly.compile(wasm);
    } catch {
      return undefined;
    }
  })();
  return compiled;
}

export async function createPgliteDb(options: PgliteOptions = {}): Promise<Db & { raw: PGlite }> {
  let release = () => {};
  let dbDir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    release = acquireLock(options.dataDir);
    dbDir = path.join(options.dataDir, 'pglite');
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: dbDir,
      loadDataDir: options.loadDataDir,
      pgliteWasmModule: await pgliteModule(),
      parsers,
      extensions: { pg_trgm },
    });
  } catch (err) {
    release();
    throw err;
  }
  const prepared = preparedStatements(pg);
  /**
   * A statement on its own (`inTransaction` false: it waits for any transaction under way, as PGlite's `query` does,
   * and its writes reach the disk when it ends) or within the transaction that holds PGlite.
   */
  const query = async <T>(
    conn: Pick<PGlite, 'query'>,
    sql: string,
    params: readonly unknown[] | undefined,
    inTransaction: boolean,
  ) => {
    const r = prepared.suits(sql, params)
      ? await (inTransaction
          ? pg._runExclusiveQuery(() => prepared.run<T>(sql, params!, false))
          : pg._runExclusiveTransaction(() =>
              pg._runExclusiveQuery(async () => {
                const result = await prepared.run<T>(sql, params!, true);
                await pg.syncToFs();
                return result;
              }),
            ))
      : await conn.query<T>(sql, params as unknown[]);
    return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
  };
  // PGlite runs one statement or transaction at a time and queues the rest: those started and not finished,
  // less the one running, are waiting (docs/deployment.md, metrics).
  let open = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    open++;
    try {
      return await work();
    } finally {
      open--;
    }
  };
  const run = <T>(sql: string, params?: readonly unknown[]) =>
    counted(() => query<T>(pg, sql, params, false));
  return {
    kind: 'pglite',
    raw: pg,
    stats: () => ({ inUse: Math.min(open, 1), idle: open === 0 ? 1 : 0, waiting: Math.max(open - 1, 0) }),
    query: run,
    write: run,
    async exec(sql) {
      await pg.exec(sql);
    },
    transaction(fn, settings) {
      // PGlite runs one transaction at a time and queues other work behind it.
      return counted(() =>
        pg.transaction(async (t) => {
          for (const [k, v] of Object.entries(settings ?? {})) {
            await query(t, 'SELECT set_config($1, $2, true)', [k, v], true);
          }
          return fn(
            txOn({ query: (sql, params) => query(t, sql, params, true), exec: (sql) => t.exec(sql) }),
          );
        }),
      );
    },
    async listen(channel, onMessage) {
      const unsub = await pg.listen(channel, onMessage);
      return unsub;
    },
    async close() {
      try {
        if (!pg.closed) await pg.close();
      } finally {
        release();
      }
    },
  };
}
