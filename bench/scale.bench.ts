// `npm run bench -- scale [-- --scale demo|medium|large] [-- --smoke]`: issue 16's figures in one table, on a data set
// seeded for the run (PostgreSQL: large, PGlite: medium, unless --scale says), every ratio against the bare route and
// the floor (the cheapest database-backed route on the same pool) measured in the same run. --smoke (CI): the demo
// data set and one-second loads, to prove the bench runs; its figures mean nothing.
import { bare, load, loadInChild, startBenchServer, type BenchServer, type Engine } from './lib.js';
import { epcisRows } from './scale/epcis.js';
import { startFloor } from './scale/floor.js';
import { fixtures } from './scale/fixtures.js';
import { deepPage, DEEP_PAGE } from './scale/lists.js';
import { statementRows } from './scale/statements.js';
import { importCsv } from './suppliers.bench.js';
import { between, fmt, medianMs, peakRss, ratio, row, SEARCHES, timed, type Row } from './scale/table.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const scaleArg = args.includes('--scale') ? args[args.indexOf('--scale') + 1] : undefined;
const DURATION = smoke ? 1 : 6;
const AS_OF = '2026-11-20';

/** PostgreSQL's getUser of this run, for PGlite's ratio to it. */
const getUserRps: Partial<Record<Engine, number>> = {};

async function measure(engine: Engine, server: BenchServer, scale: string, seedMs: number): Promise<Row[]> {
  const out: Row[] = [];
  const seedTarget =
    engine === 'pg' ? (scale === 'large' ? 300 : undefined) : scale === 'medium' ? 120 : undefined;
  out.push(
    row(`seed ${scale}`, `${fmt(seedMs / 1000, 1)} s`, {
      target: seedTarget ? `< ${seedTarget} s` : '',
      met: seedTarget ? seedMs / 1000 < seedTarget : undefined,
    }),
  );
  // The first read of the feed numbers every seeded history entry: once, after a seed or a restore.
  const [, sequenceMs] = await timed(() =>
    fetch(`${server.url}/api/v1/events?limit=1`, { headers: { 'x-api-key': server.key } }),
  );
  out.push(row('first GET /events (numbers the seeded history)', `${fmt(sequenceMs / 1000, 1)} s`));
  const fx = await fixtures(server);
  const floor = await startFloor(server.db);
  const headers = { 'x-api-key': server.key };
  const json = { ...headers, 'content-type': 'application/json' };
  try {
    const bareRun = await bare({ duration: DURATION });
    out.push(row('bare Fastify route (100 connections)', `${fmt(bareRun.rps)} req/s`, { p99: bareRun.p99 }));

    // The reads, between two floor runs: the floor is their mean.
    const reads: [string, string][] = [
      ['getUser', `/users/getUser/${fx.userid}`],
      ['GET /newlines/{id}', `/newlines/${fx.newlineid}`],
      ['getProduct', `/products/getProduct/${fx.psid}`],
      ['getAllergens', `/products/getAllergens/${fx.psid}`],
      ['GET /audits/{id}/sections', `/audits/${fx.auditid}/sections`],
    ];
    const floorRead = () => load({ url: floor.readUrl(fx.userid), duration: DURATION });
    const readRuns = await between(
      floorRead,
      reads.map(
        ([, path]) =>
          () =>
            load({ url: `${server.url}/api/v1${path}`, headers, duration: DURATION }),
      ),
    );
    const floorRps = (readRuns.before.rps + readRuns.after.rps) / 2;
    out.push(
      row('floor: one prepared primary-key select (100 connections)', `${fmt(floorRps)} req/s`, {
        p99: Math.max(readRuns.before.p99, readRuns.after.p99),
        against: 'bare',
        ratio: ratio(floorRps, bareRun.rps),
      }),
    );
    for (const [i, r] of readRuns.results.entries()) {
      const name = reads[i]![0];
      out.push(
        row(`${name} (100 connections)`, `${fmt(r.rps)} req/s`, {
          p99: r.p99,
          against: 'floor',
          ratio: ratio(r.rps, floorRps),
          target: '≥ 0.85, p99 < 50',
          met: r.rps >= 0.85 * floorRps && r.p99 < 50,
          errors: r.non2xx,
        }),
      );
    }
    getUserRps[engine] = readRuns.results[0]!.rps;
    if (engine === 'pglite' && getUserRps.pg) {
      out.push(
        row('PGlite getUser ÷ PostgreSQL getUser (this run)', ratio(getUserRps.pglite!, getUserRps.pg), {
          target: '≥ 0.25',
          met: getUserRps.pglite! >= 0.25 * getUserRps.pg,
        }),
      );
    }

    // The server's memory under load: the five reads in turn at 100 connections, the generator in a process of its
    // own. PGlite's database lives in the server's process (its WebAssembly memory and cache): the target is
    // PostgreSQL's.
    const { value: mixed, peakMb } = await peakRss(() =>
      loadInChild({
        url: server.url,
        headers,
        duration: DURATION,
        requests: reads.map(([, path]) => ({ method: 'GET', path: `/api/v1${path}` })),
      }),
    );
    out.push(
      row('peak RSS of the server, the five reads in turn (100 connections)', `${fmt(peakMb)} MB`, {
        target: engine === 'pg' ? '< 300 MB' : '',
        met: engine === 'pg' ? peakMb < 300 : undefined,
        errors: mixed.non2xx,
      }),
    );

    // The answer PUT against a floor upsert of the same shape and the same keys, cycling the audit's items.
    const { auditid, answers } = fx.answering;
    const put = (url: string, path: (itemid: number) => string) => () =>
      load({
        url,
        headers: json,
        duration: DURATION,
        requests: answers.map(({ itemid, result }) => ({
          method: 'PUT',
          path: path(itemid),
          body: JSON.stringify({ result, notes: 'bench' }),
        })),
      });
    const writes = await between(
      put(floor.writeUrl, (itemid) => `/floor/${auditid}/${itemid}`),
      [put(server.url, (itemid) => `/api/v1/audits/${auditid}/items/${itemid}/response`)],
    );
    const [w1, w2, answer] = [writes.before, writes.after, writes.results[0]!];
    const floorWrite = (w1.rps + w2.rps) / 2;
    out.push(
      row('floor: one single-row upsert, own commit (100 connections)', `${fmt(floorWrite)} req/s`, {
        p99: Math.max(w1.p99, w2.p99),
      }),
    );
    out.push(
      row('PUT /audits/{id}/items/{itemid}/response', `${fmt(answer.rps)} req/s`, {
        p99: answer.p99,
        against: 'floor upsert',
        ratio: ratio(answer.rps, floorWrite),
        target: '≥ 0.85',
        met: answer.rps >= 0.85 * floorWrite,
        errors: answer.non2xx,
      }),
    );
    // Where the slowest routes' gap lies: their statements alone against the floor's, the same way.
    out.push(...(await statementRows(server.db, fx, DURATION)));

    // Twenty different searches in turn, common words and rare ones, names and vendor codes, as many users would type.
    const search = await load({
      url: server.url,
      headers,
      connections: 50,
      duration: DURATION,
      requests: SEARCHES.map((term) => ({
        method: 'GET',
        path: `/api/v1/suppliers?search=${encodeURIComponent(term)}&limit=50`,
      })),
    });
    out.push(
      row('GET /suppliers?search=<20 terms in turn>&limit=50 (50 connections)', `${fmt(search.rps)} req/s`, {
        p99: search.p99,
        target: '≥ 1,000 req/s, p99 < 50',
        met: search.rps >= 1000 && search.p99 < 50,
        errors: search.non2xx,
      }),
    );

    // EPCIS: a lot's events, and a DC's events of a day (issue 37), on the data set's events.
    out.push(...(await epcisRows(server, DURATION)));

    for (const spec of fx.lists) {
      const r = await deepPage(server, spec, smoke ? 1 : 3);
      if (!r) {
        out.push(row(`list ${spec.name}: page ${fmt(DEEP_PAGE)} ÷ page 1`, `n/a (${fmt(spec.rows)} rows)`));
        continue;
      }
      out.push(
        row(
          `list ${spec.name}, ${r.limit} a page: page ${fmt(DEEP_PAGE)} ÷ page 1 (10 connections)`,
          `${fmt(r.deep.rps)} ÷ ${fmt(r.first.rps)} req/s`,
          {
            p99: r.deep.p99,
            against: 'page 1',
            ratio: ratio(r.deep.rps, r.first.rps),
            target: '≥ 0.80',
            met: r.deep.rps >= 0.8 * r.first.rps,
            errors: r.errors,
          },
        ),
      );
      if (spec.name.startsWith('history')) {
        out.push(
          row(
            'history of one product, 10,000 entries: p50 of a page (10 connections)',
            `${fmt(r.deep.p50)} ms`,
            { p99: r.deep.p99, target: '< 50 ms', met: Math.max(r.deep.p50, r.first.p50) < 50 },
          ),
        );
      }
    }

    for (const path of [
      '/reports/audits/summary?from=2000-01-01',
      '/reports/suppliers/scorecard',
      '/reports/specs/status',
    ]) {
      const ms = await medianMs(server, path, smoke ? 1 : 5);
      out.push(
        row(`GET ${path} (median of ${smoke ? 1 : 5})`, `${fmt(ms)} ms`, {
          target: '< 500 ms',
          met: ms < 500,
        }),
      );
    }

    const csvRows = smoke ? 1000 : 10_000;
    await importCsv(server, 200); // warm-up
    const csv = await importCsv(server, csvRows);
    out.push(
      row(`supplier CSV, ${fmt(csvRows)} rows, history and events on`, `${fmt(csv['time ms'] / 1000, 2)} s`, {
        target: csvRows === 10_000 ? '< 2 s' : '',
        met: csvRows === 10_000 ? csv['time ms'] < 2000 && csv.failed === 0 : undefined,
        errors: csv.failed,
      }),
    );
    return out;
  } finally {
    await floor.close();
  }
}

export async function run(engine: Engine): Promise<Row[]> {
  const scale = scaleArg ?? (smoke ? 'demo' : engine === 'pg' ? 'large' : 'medium');
  // Seeded by the CLI in a process of its own: its time is the command's, and its memory is not the server's.
  const server = await startBenchServer(engine, {}, { seed: { scale, asOf: AS_OF } });
  try {
    return await measure(engine, server, scale, server.seedMs!);
  } finally {
    await server.close();
  }
}
