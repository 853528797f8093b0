// `npm run bench -- trace -- --database <name or url>` (PostgreSQL; only when named) or `-- --smoke`: issue 38's
// targets on the recall chain (src/cli/seed/recall-chain.ts), the server in a process of its own, against the bare
// route in the same run:
// - GET /trace/forward from a harvest lot (three object levels, about 500 locations on `large`), the chain's harvest
//   lots in turn, at 1 and at 10 connections: p50 < 100 ms, p99 < 300 ms; the answer checked (levels, locations).
// - GET /fsma204/records of one lot as CSV, median of 9: < 500 ms.
// - GET /fsma204/records of 30 days of every CTE of one supplier (the co-packer), CSV and XLSX: the last byte in
//   < 10 s, and the server's memory before and at most meanwhile (streamed: flat); and, a larger answer, every CTE at
//   our DCs and stores in one day.
// --database: a database the growth bench filled (bench/epcis-growth.bench.ts, `large` events alone, kept); the
// chain and the master data its trace joins to are added first when missing (idempotent). --smoke: a fresh
// database seeded `demo` (its chain has one harvest); its figures mean nothing. --only trace|fsma: one half.
import { BENCH_PG_URL, bare, load, median, type Engine, type LoadResult } from './lib.js';
import { startServerInChild, type ChildServer } from './in-child.js';
import { createPgDb } from '../src/db/pg.js';
import { insertRecallChain } from '../src/cli/seed/recall-chain.js';
import { ensureChainMasterData } from '../src/cli/seed/recall-chain-places.js';
import { trace } from '../src/modules/trace/trace.service.js';
import { findChain } from './epcis/chain.js';
import { GROWTH_AS_OF, GROWTH_PLAN, growthMasterData } from './epcis/growth-data.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const databaseArg = option('--database');
const DURATION = smoke ? 1 : 8;
/** `--only trace` or `--only fsma`: one half of the figures (the bare route is measured with either). */
const only = option('--only');
const SMOKE_AS_OF = '2026-11-20';

/** A database name on the bench's PostgreSQL server, or a URL as it is. */
function databaseUrl(name: string): string {
  if (name.includes('://')) return name;
  const u = new URL(BENCH_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The recall chain and its master data on a growth bench's database, when missing: what was added. */
async function addChain(url: string): Promise<string> {
  const db = createPgDb(url, 1);
  try {
    const context = JSON.stringify({
      userid: null,
      via: 'cli',
      requestid: null,
      reason: 'bench: recall chain',
    });
    const started = performance.now();
    const added = await db.transaction(
      async (tx) => {
        const places = await ensureChainMasterData(tx, growthMasterData(), GROWTH_PLAN);
        return insertRecallChain(tx, places, GROWTH_PLAN.chain!, GROWTH_AS_OF);
      },
      { 'ft.change': context },
    );
    if (added.captures > 0)
      await db.exec(
        'VACUUM (ANALYZE) sites, companies, newlines, product_specs, wholesalers, catalogue_items, epcis_captures, epcis_events, epcis_event_epcs',
      );
    const s = ((performance.now() - started) / 1000).toFixed(0);
    return added.captures > 0
      ? `${added.events.toLocaleString('en')} events in ${added.captures} captures added (${s} s with VACUUM)`
      : `held already (${added.held} harvests)`;
  } finally {
    await db.close();
  }
}

interface TraceAnswer {
  nodes: { id: string; type: string; level: number }[];
  edges: unknown[];
  truncated: boolean;
}

/** One request read whole: its time to the last byte, status, size and text. */
async function fetchWhole(url: string, key: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'x-api-key': key } });
  let bytes = 0;
  let lines = 0;
  const chunks: Uint8Array[] = [];
  // Read as it comes; only the first MB is kept (an answer to parse, or an error to show).
  for await (const chunk of res.body!) {
    const part = chunk as Uint8Array;
    if (bytes < 2 ** 20) chunks.push(part);
    bytes += part.length;
    for (const b of part) if (b === 10) lines++;
  }
  return {
    ms: performance.now() - started,
    status: res.status,
    bytes,
    lines,
    head: Buffer.concat(chunks).toString('utf8'),
  };
}

/** The forward trace of `lots` in turn from `callers` loops at once for `seconds`: calls a second, p50 and p99. */
async function driveTrace(url: string, lots: string[], callers: number, seconds: number) {
  const db = createPgDb(url, 10);
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  let next = 0;
  const call = (root: string) =>
    trace(db, { root, direction: 'forward', depth: null, company: null, from: null, to: null, glns: null });
  try {
    await call(lots[0]!); // plans and connections
    const start = performance.now();
    const loop = async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await call(lots[next++ % lots.length]!);
        times.push(performance.now() - t);
      }
    };
    await Promise.all(Array.from({ length: callers }, loop));
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
    return { rate: times.length / ((performance.now() - start) / 1000), p50: at(0.5), p99: at(0.99) };
  } finally {
    await db.close();
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const fmt = (n: number) => Math.round(n).toLocaleString('en');
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (!smoke && !databaseArg)
    return [
      { figure: 'needs -- --database <a growth bench database> (PostgreSQL) or -- --smoke', result: '' },
    ];
  // The chain is found in the server's database by a second connection: PostgreSQL only.
  if (engine !== 'pg') return [{ figure: 'PostgreSQL only', result: '' }];
  const out: Record<string, unknown>[] = [];
  const row = (figure: string, result: string, extra: Record<string, unknown> = {}) => {
    const r = { figure, result, ...extra };
    console.warn(`  ${JSON.stringify(r)}`);
    out.push(r);
  };
  const url = databaseArg ? databaseUrl(databaseArg) : undefined;
  if (url) row('recall chain on the database', await addChain(url));
  const server: ChildServer = await startServerInChild(
    engine,
    {},
    url ? { database: url } : { seed: { scale: 'demo', asOf: SMOKE_AS_OF } },
  );
  const asOf = url ? GROWTH_AS_OF : new Date(`${SMOKE_AS_OF}T00:00:00Z`);
  const db = createPgDb(server.databaseUrl!, 1);
  try {
    const chain = await findChain(db);
    const headers = { 'x-api-key': server.key };
    const api = `${server.url}/api/v1`;
    const forward = (lot: string) => `/api/v1/trace/forward?${new URLSearchParams({ epc: lot })}`;

    const bareRun: LoadResult = await bare({ duration: DURATION, connections: 10 });
    row('bare Fastify route (10 connections)', `${fmt(bareRun.rps)} req/s`, {
      'p50 ms': bareRun.p50,
      'p99 ms': bareRun.p99,
    });

    const first =
      only === 'fsma' ? null : await fetchWhole(`${server.url}${forward(chain.harvests[0]!)}`, server.key);
    if (first?.status === 404) row('GET /trace/forward', 'not in this build (404)');
    else if (first) {
      const data = (JSON.parse(first.head) as { data: TraceAnswer }).data;
      const objects = data.nodes.filter((n) => n.type !== 'location' && n.type !== 'party');
      const locations = data.nodes.filter((n) => n.type === 'location');
      const levels = new Set(objects.map((n) => n.level)).size;
      row(
        `GET /trace/forward of ${chain.harvests[0]}: the answer`,
        `${levels} levels, ${locations.length} locations`,
        {
          objects: objects.length,
          edges: data.edges.length,
          size: `${fmt(first.bytes / 1024)} KB`,
          truncated: data.truncated,
          target: '3 levels, ~500 locations',
          met: met(levels >= 3 && locations.length >= (url ? 500 : 10) && !data.truncated),
        },
      );
      // The trace alone (its statements and graph, no HTTP), in this process on a pool of its own.
      for (const callers of [1, 10]) {
        const r = await driveTrace(server.databaseUrl!, chain.harvests, callers, DURATION);
        row(
          `trace() alone, the harvest lots in turn (${callers} caller${callers > 1 ? 's' : ''} on a pool of 10)`,
          `${fmt(r.rate)} calls/s`,
          {
            'p50 ms': r.p50,
            'p99 ms': r.p99,
          },
        );
      }
      const requests = chain.harvests.map((lot) => ({ method: 'GET' as const, path: forward(lot) }));
      for (const connections of [1, 10]) {
        const r = await load({ url: server.url, headers, connections, duration: DURATION, requests });
        row(
          `GET /trace/forward, the ${chain.harvests.length} harvest lots in turn (${connections} connection${connections > 1 ? 's' : ''})`,
          `${fmt(r.rps)} req/s`,
          {
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            'x bare': (r.rps / bareRun.rps).toFixed(3),
            target: 'p50 < 100, p99 < 300',
            met: met(r.p50 < 100 && r.p99 < 300 && r.non2xx === 0),
            errors: r.non2xx,
          },
        );
      }
    }

    if (only === 'trace') return out;
    const records = (params: Record<string, string>) =>
      `${api}/fsma204/records?${new URLSearchParams(params)}`;
    const lotCsv = records({ tlc: chain.finished, format: 'csv' });
    const probe = await fetchWhole(lotCsv, server.key);
    if (probe.status === 404) {
      row('GET /fsma204/records', 'not in this build (404)');
      return out;
    }
    if (probe.status !== 200) throw new Error(`fsma204 records: ${probe.status} ${probe.head.slice(0, 300)}`);
    const times: number[] = [];
    for (let i = 0; i < (smoke ? 3 : 9); i++) times.push((await fetchWhole(lotCsv, server.key)).ms);
    const lotMs = median(times);
    row(
      `GET /fsma204/records?tlc=<a finished lot>&format=csv, median of ${times.length}`,
      `${fmt(lotMs)} ms`,
      {
        'lines (heading included)': probe.lines,
        size: `${fmt(probe.bytes / 1024)} KB`,
        target: '< 500 ms',
        met: met(lotMs < 500),
      },
    );

    const to = asOf.toISOString().slice(0, 10);
    const from = new Date(asOf.getTime() - 30 * 86_400_000).toISOString().slice(0, 10);
    const day = new Date(asOf.getTime() - 86_400_000).toISOString().slice(0, 10);
    // The co-packer's 30 days (the target), and, for a larger answer to watch the memory of, every CTE at our own
    // DCs and stores (companyid 1) in the day before `asOf`.
    const exports = [
      ...['csv', 'xlsx'].map((format) => ({
        name: `companyid=<the co-packer>&from=${from}&to=${to}&format=${format}`,
        params: { companyid: String(chain.companyid), from, to, format },
        target: true,
      })),
      ...['csv', 'xlsx'].map((format) => ({
        name: `companyid=1 (our DCs and stores)&from=${day}&to=${to}&format=${format}`,
        params: { companyid: '1', from: day, to, format },
        target: false,
      })),
    ];
    for (const { name, params, target } of exports) {
      const watch = await server.watchMemory();
      const r = await fetchWhole(records(params), server.key);
      const memory = await watch.stop();
      if (r.status !== 200) throw new Error(`fsma204 records (${name}): ${r.status} ${r.head.slice(0, 300)}`);
      row(`GET /fsma204/records?${name}`, `${fmt(r.ms)} ms`, {
        size: `${fmt(r.bytes / 1024)} KB`,
        ...(params.format === 'csv' ? { 'lines (heading included)': r.lines } : {}),
        'server RSS before / peak': `${mb(memory.before.rss)} / ${mb(memory.peak.rss)}`,
        'heap before / peak': `${mb(memory.before.heap)} / ${mb(memory.peak.heap)}`,
        ...(target ? { target: '< 10 s, memory flat', met: met(r.ms < 10_000) } : {}),
      });
    }
    return out;
  } finally {
    await db.close();
    await server.close();
  }
}
