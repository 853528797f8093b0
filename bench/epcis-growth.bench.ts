// `npm run bench -- epcis-growth [-- --sizes 1000000,10000000] [-- --database <url>] [-- --smoke]` (PostgreSQL; only
// when named: it takes
// the machine for a long while): the `large` data set's events (src/cli/seed/epcis.ts: 10 events a lot, a million
// lots over two years) written into a fresh database up to each size in turn; at each size, how long the writing
// and the VACUUM ANALYZE took, the tables' and indexes' sizes, the plans of issue 37's two queries, and their
// latencies at 50 connections: the statements alone on the pool, and GET /epcis/events beside the bare route.
// --database: a database of one's own, kept: filled from what it holds up to each size (a size it holds already is
// measured as it is), so that a later run can measure it again without writing it again.
import { insertEpcisEvents, stepsOf } from '../src/cli/seed/epcis.js';
import { bare, load, startBenchServer, type BenchServer, type Engine } from './lib.js';
import {
  driveStatement,
  explainQueries,
  LOT_SQL,
  lotParams,
  pickQueries,
  queryPaths,
  WINDOW_SQL,
  windowParams,
} from './epcis/queries.js';
import { chainEventsHeld, GROWTH_AS_OF, GROWTH_PLAN, growthMasterData } from './epcis/growth-data.js';
import { wideEventsHeld } from './epcis/wide-lot.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const sizesArg = option('--sizes');
const database = option('--database');
const SIZES = sizesArg ? sizesArg.split(',').map(Number) : smoke ? [20_000] : [1_000_000, 10_000_000];
const DURATION = smoke ? 1 : 5;
const AS_OF = GROWTH_AS_OF;
const PLAN = GROWTH_PLAN;

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en')} MB`;

async function sizes(server: BenchServer) {
  const { rows } = await server.db.query<{ name: string; bytes: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes FROM pg_class c
      WHERE c.relname IN ('epcis_events', 'epcis_event_epcs', 'epcis_captures')
     UNION ALL
     SELECT c.relname || ' (heap and TOAST)', (pg_table_size(c.oid))::text FROM pg_class c
      WHERE c.relname IN ('epcis_events', 'epcis_event_epcs')
     UNION ALL
     SELECT i.indexrelid::regclass::text, pg_relation_size(i.indexrelid)::text FROM pg_index i
      WHERE i.indrelid IN ('epcis_events'::regclass, 'epcis_event_epcs'::regclass)
     ORDER BY 1`,
  );
  return rows.map((r) => ({ name: r.name, bytes: Number(r.bytes) }));
}

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (engine !== 'pg') return [{ figure: 'PostgreSQL only', result: '' }];
  const server = await startBenchServer('pg', {}, { database });
  const data = growthMasterData();
  const steps = stepsOf(PLAN);
  const { rows: held } = await server.db.query<{ n: string }>('SELECT count(*)::text AS n FROM epcis_events');
  // The recall chain the trace bench adds (bench/trace.bench.ts) and the incidents bench's wide lot
  // (bench/incidents.bench.ts) are no lots of this bench's; their events and captures come after the lots' ids, so
  // the lots cannot grow past them.
  const chain = (await chainEventsHeld(server.db)) + (await wideEventsHeld(server.db, AS_OF));
  const out: Record<string, unknown>[] = [];
  // Each figure is also said as it is measured: a run of an hour or more is not all lost to one failure.
  const row = (size: number, figure: string, result: string, extra: Record<string, unknown> = {}) => {
    const r = { events: size.toLocaleString('en'), figure, result, ...extra };
    console.warn(`  ${JSON.stringify(r)}`);
    out.push(r);
  };
  let lots = Math.ceil((Number(held[0]!.n) - chain) / steps);
  try {
    for (const size of SIZES) {
      const target = Math.ceil(size / steps);
      if (target < lots) continue;
      if (target > lots && chain > 0)
        throw new Error(
          'this database holds the recall chain or the wide lot: grow it before the trace or incidents bench adds them',
        );
      const started = performance.now();
      // A transaction every 10,000 lots (100,000 events), as a long seed's progress would be.
      for (let from = lots + 1; from <= target; from += 10_000) {
        const to = Math.min(target, from + 9_999);
        await server.db.transaction((tx) => insertEpcisEvents(tx, data, PLAN, AS_OF, { from, to }));
        if ((to / 100_000) % 1 === 0) console.warn(`  ${(to * steps).toLocaleString('en')} events`);
      }
      const writeS = (performance.now() - started) / 1000;
      const added = (target - lots) * steps;
      lots = target;
      const vacuumStarted = performance.now();
      await server.db.exec('VACUUM (ANALYZE) epcis_captures, epcis_events, epcis_event_epcs');
      const vacuumS = (performance.now() - vacuumStarted) / 1000;
      if (added === 0) row(size, 'write', 'held already');
      else
        row(
          size,
          `write ${added.toLocaleString('en')} events (SQL, 100,000 a transaction)`,
          `${writeS.toFixed(0)} s`,
          {
            rate: `${Math.round(added / writeS).toLocaleString('en')} events/s`,
          },
        );
      row(size, 'VACUUM (ANALYZE) of the three tables', `${vacuumS.toFixed(0)} s`);
      for (const s of await sizes(server)) row(size, `size: ${s.name}`, mb(s.bytes));

      const picks = await pickQueries(server.db, data.dcs);
      console.warn(
        `\n-- plans at ${size.toLocaleString('en')} events\n${await explainQueries(server.db, picks)}`,
      );
      for (const [name, sql, params] of [
        ['MATCH_anyEPCClass of one lot', LOT_SQL, picks.lots.map(lotParams)],
        ['EQ_bizLocation + a day', WINDOW_SQL, picks.windows.map(windowParams)],
      ] as const) {
        const r = await driveStatement(server.db, sql, [...params], 50, DURATION);
        row(size, `${name}: the statement alone, 50 callers on the pool`, `${Math.round(r.rate)} calls/s`, {
          'p50 ms': r.p50,
          'p99 ms': r.p99,
        });
      }
      const bareRun = await bare({ duration: DURATION, connections: 50 });
      row(size, 'bare Fastify route (50 connections)', `${Math.round(bareRun.rps)} req/s`, {
        'p50 ms': bareRun.p50,
        'p99 ms': bareRun.p99,
      });
      const paths = queryPaths(picks);
      const probe = await fetch(`${server.url}${paths.lot[0]}`, { headers: { 'x-api-key': server.key } });
      if (probe.status === 404) {
        row(size, 'GET /epcis/events', 'not in this build (404)');
        continue;
      }
      for (const [name, list] of [
        ['MATCH_anyEPCClass of one lot', paths.lot],
        ['EQ_bizLocation + a day', paths.window],
      ] as const) {
        const r = await load({
          url: server.url,
          headers: { 'x-api-key': server.key },
          connections: 50,
          duration: DURATION,
          requests: list.map((path) => ({ method: 'GET', path })),
        });
        row(size, `GET /epcis/events ${name} (50 connections)`, `${Math.round(r.rps)} req/s`, {
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          target: 'p99 < 50',
          met: r.p99 < 50 && r.non2xx === 0 ? 'yes' : 'NO',
          errors: r.non2xx,
        });
      }
    }
    return out;
  } finally {
    await server.close();
  }
}
