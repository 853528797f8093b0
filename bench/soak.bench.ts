// `npm run bench -- soak [-- --engine pg] [-- --minutes 10] [-- --scale medium]`: 100 connections mixing reads and
// writes for ten minutes on a seeded data set, the server's memory sampled every five seconds. Issue 16's target: no
// growth beyond 5 % after the warm-up (the first fifth of the run, at least a minute) and no error. Run only when
// named: it takes the whole machine for its duration.
import type autocannon from 'autocannon';
import { loadInChild, startBenchServer, type Engine } from './lib.js';
import { fixtures } from './scale/fixtures.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const MINUTES = Number(option('--minutes') ?? 10);
const SAMPLE_MS = 5000;

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const scale = option('--scale') ?? (engine === 'pg' ? 'medium' : 'demo');
  const server = await startBenchServer(engine, {}, { seed: { scale, asOf: '2026-11-20' } });
  try {
    const fx = await fixtures(server);
    const { auditid, answers } = fx.answering;
    const answer = (i: number) => {
      const { itemid, result } = answers[i % answers.length]!;
      return {
        method: 'PUT' as const,
        path: `/api/v1/audits/${auditid}/items/${itemid}/response`,
        body: JSON.stringify({ result, notes: `soak ${i}` }),
      };
    };
    // Each connection cycles through these: five reads, a list with a search, and two writes.
    const requests: autocannon.Request[] = [
      { method: 'GET', path: `/api/v1/users/getUser/${fx.userid}` },
      { method: 'GET', path: `/api/v1/newlines/${fx.newlineid}` },
      answer(0),
      { method: 'GET', path: `/api/v1/products/getAllergens/${fx.psid}` },
      { method: 'GET', path: `/api/v1/audits/${fx.auditid}/sections` },
      { method: 'GET', path: '/api/v1/suppliers?search=foods&limit=20' },
      {
        method: 'PUT',
        path: `/api/v1/products/updateAllergens/${fx.psid}`,
        body: JSON.stringify({ celery: 1 }),
      },
      { method: 'GET', path: `/api/v1/products/getProduct/${fx.psid}` },
      answer(1),
    ];
    const samples: { at: number; rss: number; heap: number }[] = [];
    const started = Date.now();
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      samples.push({ at: Date.now() - started, rss: m.rss, heap: m.heapUsed });
    }, SAMPLE_MS);
    // The generator in a process of its own: the RSS sampled here is the server's alone.
    const result = await loadInChild({
      url: server.url,
      headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
      requests,
      connections: 100,
      duration: MINUTES * 60,
    });
    clearInterval(timer);
    // A fifth of the run, at least a minute (half of a run shorter than two minutes).
    const warmupMs = Math.min(Math.max(60_000, (MINUTES * 60_000) / 5), (MINUTES * 60_000) / 2);
    const after = samples.filter((s) => s.at >= warmupMs);
    const base = after[0] ?? samples[samples.length - 1]!;
    const peak = Math.max(base.rss, ...after.map((s) => s.rss));
    const last = samples[samples.length - 1]!;
    const errors = result.non2xx;
    const growth = (peak - base.rss) / base.rss;
    return [
      {
        figure: `soak: ${MINUTES} min, 100 connections, 9 requests (7 reads, 2 writes) in turn, ${scale} data set`,
        'req/s (median)': result.rps,
        'p99 ms': result.p99,
        requests: result.total,
        errors,
        'RSS after warm-up MB': mb(base.rss),
        'RSS peak after MB': mb(peak),
        'RSS at end MB': mb(last.rss),
        'heap after warm-up MB': mb(base.heap),
        'heap at end MB': mb(last.heap),
        growth: `${(growth * 100).toFixed(1)} %`,
        target: '≤ 5 %, no error',
        met: growth <= 0.05 && errors === 0 ? 'yes' : 'NO',
      },
    ];
  } finally {
    await server.close();
  }
}
