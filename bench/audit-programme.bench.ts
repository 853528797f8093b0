// `npm run bench -- audit-programme -- --database <name or url>` (PostgreSQL; only when named) or `-- --smoke`:
// issue 40's target, the audit programme's due/overdue list's first page p99 < 50 ms on `large` (100,000 suppliers,
// about 122,000 sites), the server in a process of its own, autocannon from this one, against the bare Fastify route
// of the same run. The list reads audit_programme (one row per site, kept by triggers) through its partial indexes:
// no due date is computed at request time. Also: recomputing every site (what PUT /audit-programme/rules does, in one
// statement) and a plan of the next 30 days, rolled back.
// --database: a `large` database (`foodtrace seed large --no-epcis`), migrated by the server at start; it is read and
// the timed writes are rolled back. --smoke: a fresh database seeded `demo`: quick, its figures mean nothing.
import { bare, load, type Engine, type LoadResult } from './lib.js';
import { startServerInChild } from './in-child.js';
import { createPgDb } from '../src/db/pg.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const databaseArg = option('--database');
const TARGET_P99_MS = 50;
/** Consoles reading the list at once. */
const CONNECTIONS = 10;
const SMOKE_AS_OF = '2026-11-20';

function databaseUrl(name: string): string {
  if (name.includes('://')) return name;
  const u = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = `/${name}`;
  return u.toString();
}

const QUERIES: [string, string][] = [
  ['overdue, first page', 'status=overdue'],
  ['due, first page', 'status=due'],
  ['planned, first page', 'status=planned'],
  ['all, first page', ''],
  ['overdue, this quarter', 'status=overdue&from=2026-09-01&to=2026-11-30'],
];
/** Not a first page by date: every overdue site sorted by name (no index can give that order), for the record. */
const SORTED_BY_NAME = 'status=overdue&sort=companyname';

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (!smoke && !databaseArg) return [{ route: 'needs -- --database <a large database> or -- --smoke' }];
  if (!smoke && engine !== 'pg') return [{ route: 'PostgreSQL only with --database' }];
  const url = databaseArg ? databaseUrl(databaseArg) : undefined;
  const server = await startServerInChild(
    engine,
    {},
    url ? { database: url } : { seed: { scale: 'demo', asOf: SMOKE_AS_OF } },
  );
  const out: Record<string, unknown>[] = [];
  const duration = smoke ? 1 : 10;
  const headers = { 'x-api-key': server.key };
  try {
    const row = (route: string, r: LoadResult, extra: Record<string, unknown> = {}) => {
      const line = {
        route,
        'req/s (median)': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.non2xx,
        ...extra,
      };
      console.warn(`  ${JSON.stringify(line)}`);
      out.push(line);
    };
    row('bare Fastify route', await bare({ duration, connections: CONNECTIONS }));
    // One request at a time: each request's own time, without the queue of ten (the machine is shared).
    row('bare Fastify route, 1 connection', await bare({ duration, connections: 1 }));
    const first = `${server.url}/api/v1/audit-programme?status=overdue`;
    await load({ url: first, headers, duration: 1, connections: 1 });
    const single = await load({ url: first, headers, duration, connections: 1 });
    row('GET /audit-programme overdue, first page, 1 connection', single, {
      target: `p99 < ${TARGET_P99_MS} ms`,
      met: single.p99 < TARGET_P99_MS ? 'yes' : 'NO',
    });
    for (const [name, query] of QUERIES) {
      const path = `${server.url}/api/v1/audit-programme?${query}`;
      await load({ url: path, headers, duration: 1, connections: 2 }); // warm-up: JIT, plans, the count cache
      const r = await load({ url: path, headers, duration, connections: CONNECTIONS });
      row(`GET /audit-programme ${name}`, r, {
        target: `p99 < ${TARGET_P99_MS} ms`,
        met: r.p99 < TARGET_P99_MS ? 'yes' : 'NO',
      });
    }
    // A house list of the same size for comparison, on the same machine in the same run: the suppliers' first page.
    const suppliers = `${server.url}/api/v1/suppliers?limit=50`;
    await load({ url: suppliers, headers, duration: 1, connections: 2 });
    row(
      'GET /suppliers?limit=50 (a house list, for comparison)',
      await load({ url: suppliers, headers, duration, connections: CONNECTIONS }),
    );
    const byName = `${server.url}/api/v1/audit-programme?${SORTED_BY_NAME}`;
    row(
      'GET /audit-programme overdue sorted by company name',
      await load({ url: byName, headers, duration, connections: 2 }),
    );
    if (server.databaseUrl) {
      const db = createPgDb(server.databaseUrl, 1);
      try {
        const { rows } = await db.query<{ sites: number; overdue: number }>(
          `SELECT count(*)::int AS sites, count(*) FILTER (WHERE due_date < current_date)::int AS overdue
             FROM audit_programme`,
        );
        out.push({
          route: 'sites in the programme',
          'req/s (median)': rows[0]!.sites,
          errors: `${rows[0]!.overdue} overdue`,
        });
        // Timed writes, rolled back: the database is left as it was.
        const timed = async (name: string, sql: string, params: unknown[]) => {
          const started = performance.now();
          await db
            .transaction(async (tx) => {
              await tx.query(sql, params);
              throw new Rollback();
            })
            .catch((e: unknown) => {
              if (!(e instanceof Rollback)) throw e;
            });
          out.push({ route: name, 'p50 ms': Math.round(performance.now() - started) });
        };
        await timed(
          'recompute every site (rules changed), ms',
          'SELECT audit_programme_refresh(NULL, current_date)',
          [],
        );
        await timed(
          'recompute one supplier (a write that moves it), ms',
          `SELECT audit_programme_refresh(ARRAY[(SELECT companyid FROM audit_programme ORDER BY siteid LIMIT 1)], current_date)`,
          [],
        );
      } finally {
        await db.close();
      }
    }
  } finally {
    await server.close();
  }
  return out;
}

class Rollback extends Error {}
