// `npm run bench [-- name ...] [-- --engine pg|pglite]`: runs every bench/*.bench.ts (or the named ones) on
// both engines and prints a table per file (manners.bench.ts: what request ids, CORS, compression, ETags, metrics and
// the rate limit cost on getUser; readpath.bench.ts: getUser with the rate limit on against its floor, each in a
// process of its own). Quote medians from one run: the machine is shared and noisy.
import fs from 'node:fs';
import { BENCH_PG_URL, type Engine } from './lib.js';
import { createPgDb } from '../src/db/pg.js';

const args = process.argv.slice(2);
const engineArg = args.includes('--engine') ? args[args.indexOf('--engine') + 1] : undefined;
// Options that take a value: --engine here, --scale and --minutes in scale.bench.ts and soak.bench.ts, --against,
// --also and --profile in readpath.bench.ts (--profile in epcis-capture.bench.ts too), --sizes in epcis-growth.bench.ts,
// --database in epcis-growth.bench.ts, trace.bench.ts, incidents.bench.ts, approval.bench.ts, audit-programme.bench.ts
// and label.bench.ts, --only in trace.bench.ts, --recalls in incidents.bench.ts.
const VALUED = [
  '--engine',
  '--scale',
  '--minutes',
  '--against',
  '--also',
  '--profile',
  '--sizes',
  '--database',
  '--only',
  '--recalls',
];
const names = args.filter((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]!));

async function pgReachable(): Promise<boolean> {
  const db = createPgDb(BENCH_PG_URL, 1);
  try {
    await db.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await db.close();
  }
}

const engines: Engine[] = engineArg
  ? [engineArg as Engine]
  : (await pgReachable())
    ? ['pg', 'pglite']
    : ['pglite'];
const ONLY_WHEN_NAMED = [
  'soak.bench.ts',
  'epcis-growth.bench.ts',
  'trace.bench.ts',
  'incidents.bench.ts',
  'approval.bench.ts',
  'audit-programme.bench.ts',
];
const files = fs
  .readdirSync(new URL('.', import.meta.url))
  .filter((f) => f.endsWith('.bench.ts'))
  // The soak takes the machine for ten minutes, the EPCIS growth for an hour or more, the trace needs a database of
  // 10 million events, the incidents a database with their wide lot, the approval and the audit programme a
  // `large` one: only when named.
  .filter((f) => (names.length === 0 ? !ONLY_WHEN_NAMED.includes(f) : names.some((n) => f.startsWith(n))))
  .sort();

for (const file of files) {
  const mod = (await import(new URL(file, import.meta.url).href)) as {
    run(engine: Engine): Promise<Record<string, unknown>[]>;
  };
  for (const engine of engines) {
    console.warn(`\n== ${file} on ${engine === 'pg' ? 'PostgreSQL' : 'PGlite'}`);
    console.table(await mod.run(engine));
  }
}
