import type { App } from '../src/app-context.js';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/index.js';
import { migrate } from '../src/db/migrate.js';
import { createPgDb } from '../src/db/pg.js';
import { createPgliteDb } from '../src/db/pglite.js';
import * as keysRepo from '../src/modules/admin/admin.repository.js';
import { SYSTEM_USER_ID } from '../src/modules/admin/bootstrap.js';

export type Engine = 'pg' | 'pglite';

/** The PostgreSQL server benchmarks use (a fresh database is created on it and dropped after). */
export const BENCH_PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The bench server's pool on PostgreSQL: a floor measured beside it opens one of the same size. */
export const BENCH_POOL_SIZE = 20;

export interface BenchServer {
  url: string;
  key: string;
  db: Db;
  /** PostgreSQL: the URL of the bench's own database (a floor in another process reads the same rows). */
  databaseUrl?: string;
  /** The app itself: `app.inject` measures a request without the socket. */
  app: App;
  /** How long `foodtrace seed` took, when the server was started on a seeded database. */
  seedMs?: number;
  close(): Promise<void>;
}

export interface SeedOptions {
  scale: string;
  /** YYYY-MM-DD */
  asOf: string;
}

/**
 * `foodtrace seed` on the bench's database, in a process of its own as an operator runs it: its time is the
 * command's, and its memory never counts as the server's. Answers the time it took, in ms.
 */
async function seedInChild(seed: SeedOptions, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../bin/foodtrace.js', import.meta.url)),
      'seed',
      seed.scale,
      '--as-of',
      seed.asOf,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { PATH: process.env.PATH, ...env } },
  );
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`foodtrace seed ${seed.scale} exited with ${code}`);
  return performance.now() - started;
}

/**
 * The real app listening on 127.0.0.1 on a fresh migrated database. It runs in this process; the load
 * generator runs in a worker thread (see `load`), so the two do not share one event loop.
 */
export async function startBenchServer(
  engine: Engine,
  env: Record<string, string> = {},
  options: {
    history?: boolean;
    manners?: boolean | 'etags';
    seed?: SeedOptions;
    /** PostgreSQL: a database of one's own to use (and keep) instead of a fresh one. */
    database?: string;
  } = {},
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-bench-'));
  let db: Db;
  let drop = async () => {};
  let seedMs: number | undefined;
  let databaseUrl: string | undefined;
  if (engine === 'pg' && options.database) {
    databaseUrl = options.database;
    db = createPgDb(databaseUrl, BENCH_POOL_SIZE);
  } else if (engine === 'pg') {
    const name = `ft_bench_${randomBytes(4).toString('hex')}`;
    const admin = createPgDb(BENCH_PG_URL, 1);
    await admin.exec(`CREATE DATABASE ${name}`);
    const u = new URL(BENCH_PG_URL);
    u.pathname = `/${name}`;
    if (options.seed) seedMs = await seedInChild(options.seed, { DATABASE_URL: u.toString() });
    databaseUrl = u.toString();
    db = createPgDb(databaseUrl, BENCH_POOL_SIZE);
    drop = async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    };
  } else {
    if (options.seed) seedMs = await seedInChild(options.seed, { DATA_DIR: dataDir });
    db = await createPgliteDb({ dataDir });
  }
  await migrate(db);
  if (options.history === false) {
    // What the service did before the history existed: no capture triggers, no change context.
    const { rows } = await db.query<{ t: string; name: string }>(
      "SELECT tgrelid::regclass::text AS t, tgname AS name FROM pg_trigger WHERE tgname IN ('history', 'history_insert')",
    );
    for (const { t, name } of rows) await db.exec(`ALTER TABLE ${t} DISABLE TRIGGER ${name}`);
  }
  // One key drives thousands of requests a second here: no rate limit unless a bench sets one.
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', RATE_LIMIT_PER_MINUTE: '0', ...env });
  const app = await buildApp({
    config,
    db,
    changeContext: options.history !== false,
    manners: options.manners,
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const { key } = await keysRepo.createKey(db, { name: 'bench', level: 4, userid: SYSTEM_USER_ID });
  return {
    url: address,
    key,
    db,
    databaseUrl,
    app,
    seedMs,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Requests answered in all. */
  total: number;
}

export interface LoadOptions {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Requests to cycle through instead of one (say, answers to different items). */
  requests?: autocannon.Request[];
  connections?: number;
  /** Seconds. */
  duration?: number;
  /** Requests a second offered in all (default: as many as the server answers). */
  overallRate?: number;
  /** `loadInChild` only: the CPUs its process may run on (a taskset list, say '1'); default any. */
  cpus?: string;
}

function loadResult(result: autocannon.Result): LoadResult {
  return {
    rps: result.requests.p50,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** autocannon in a worker thread; `rps` is the median of the per-second request counts, latencies in ms. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: opts.url,
    method: (opts.method ?? 'GET') as autocannon.Request['method'],
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
    connections: opts.connections ?? 100,
    duration: opts.duration ?? 8,
    workers: 1,
  });
  return loadResult(result);
}

/**
 * `load`, with the generator in a child process: for measuring this process's memory (the server's) under load
 * without the generator's buffers in it.
 */
export async function loadInChild(opts: LoadOptions): Promise<LoadResult> {
  const { cpus } = opts;
  const child = spawn(
    cpus ? 'taskset' : process.execPath,
    [
      ...(cpus ? ['-c', cpus, process.execPath] : []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./load-child.ts', import.meta.url)),
      JSON.stringify({
        url: opts.url,
        method: opts.method ?? 'GET',
        headers: opts.headers,
        body: opts.body,
        requests: opts.requests,
        connections: opts.connections ?? 100,
        duration: opts.duration ?? 8,
        overallRate: opts.overallRate,
      }),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return loadResult(JSON.parse(out) as autocannon.Result);
}

/** A bare Fastify route answering a small JSON envelope, measured the same way: the yardstick. */
export async function bare(opts: Omit<LoadOptions, 'url'> = {}): Promise<LoadResult> {
  const app = Fastify();
  app.get('/bare', async () => ({ success: true, data: { id: 1, name: 'bare' } }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load({ ...opts, url: `${url}/bare` });
  } finally {
    await app.close();
  }
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function ratio(a: number, b: number): string {
  return b === 0 ? 'n/a' : (a / b).toFixed(2);
}

/** A table row for a load result; with the bare route's result, its ratio to it and the error count. */
export function loadRow(route: string, r: LoadResult, baseline?: LoadResult): Record<string, unknown> {
  return {
    route,
    'req/s (median)': r.rps,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    ...(baseline ? { 'x bare': ratio(r.rps, baseline.rps), errors: r.non2xx } : {}),
  };
}

/** A local receiver answering 204 to everything, counting what it got. */
export async function receiver() {
  let count = 0;
  const waiters: { n: number; resolve: () => void }[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      for (const w of waiters.filter((w) => count >= w.n)) w.resolve();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    get count() {
      return count;
    },
    reached: (n: number) =>
      new Promise<void>((resolve) => (count >= n ? resolve() : waiters.push({ n, resolve }))),
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
