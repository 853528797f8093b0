import { bare, load, type BenchServer, type LoadResult } from '../lib.js';
import { findChain } from '../epcis/chain.js';
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
  out.push(...(await traceRows(server, duration)));
  return out;
}

/**
 * Issue 38's forward trace from the recall chain's harvest lots (src/cli/seed/recall-chain.ts), in turn, at 10
 * connections (bench/trace.bench.ts measures it on 10 million events, with the FSMA records).
 */
async function traceRows(server: BenchServer, duration: number): Promise<Row[]> {
  const chain = await findChain(server.db);
  const requests = chain.harvests.map((lot) => ({
    method: 'GET' as const,
    path: `/api/v1/trace/forward?${new URLSearchParams({ epc: lot })}`,
  }));
  const probe = await fetch(`${server.url}${requests[0]!.path}`, { headers: { 'x-api-key': server.key } });
  if (probe.status === 404) return [row('GET /trace/forward', 'not in this build (404)')];
  const r = await load({
    url: server.url,
    headers: { 'x-api-key': server.key },
    connections: 10,
    duration,
    requests,
  });
  return [
    row(
      `GET /trace/forward of the recall chain's ${chain.harvests.length} harvest lots in turn (10 connections)`,
      `${fmt(r.rps)} req/s, p50 ${r.p50} ms`,
      {
        p99: r.p99,
        target: 'p50 < 100, p99 < 300',
        met: r.p50 < 100 && r.p99 < 300 && r.non2xx === 0,
        errors: r.non2xx,
      },
    ),
  ];
}
