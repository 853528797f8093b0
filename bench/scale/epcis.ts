import { bare, load, type BenchServer, type LoadResult } from '../lib.js';
import { pickQueries, queryPaths } from '../epcis/queries.js';
import { fmt, ratio, row, type Row } from './table.js';

/**
 * Issue 37's two queries of GET /epcis/events on the seeded events (src/cli/seed/epcis.ts), at 50 connections,
 * twenty lots or (DC, day) windows in turn, against the bare route at 50 connections in the same run.
 */
export async function epcisRows(server: BenchServer, duration: number): Promise<Row[]> {
  const { rows: dcs } = await server.db.query<{ gln: string }>(
    `SELECT gln FROM sites WHERE companyid = 1 AND sitetype = 'dc' AND active = 1 AND gln IS NOT NULL`,
  );
  const paths = queryPaths(
    await pickQueries(
      server.db,
      dcs.map((d) => d.gln),
    ),
  );
  const headers = { 'x-api-key': server.key };
  const probe = await fetch(`${server.url}${paths.lot[0]}`, { headers });
  if (probe.status === 404) return [row('GET /epcis/events', 'not in this build (404)')];
  const bareRun: LoadResult = await bare({ duration, connections: 50 });
  const out = [row('bare Fastify route (50 connections)', `${fmt(bareRun.rps)} req/s`, { p99: bareRun.p99 })];
  for (const [name, list] of [
    ['MATCH_anyEPCClass=<a lot>', paths.lot],
    ['EQ_bizLocation=<a DC>&GE_eventTime&LT_eventTime (a day)', paths.window],
  ] as const) {
    const r = await load({
      url: server.url,
      headers,
      connections: 50,
      duration,
      requests: list.map((path) => ({ method: 'GET', path })),
    });
    out.push(
      row(`GET /epcis/events?${name}, 20 in turn (50 connections)`, `${fmt(r.rps)} req/s, p50 ${r.p50} ms`, {
        p99: r.p99,
        against: 'bare',
        ratio: ratio(r.rps, bareRun.rps),
        target: 'p99 < 50',
        met: r.p99 < 50 && r.non2xx === 0,
        errors: r.non2xx,
      }),
    );
  }
  return out;
}
