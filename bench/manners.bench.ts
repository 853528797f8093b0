import { availableParallelism } from 'node:os';
import { startServerInChild } from './in-child.js';
import { loadInChild, median, type Engine, type LoadResult } from './lib.js';

const ROUNDS = 12;
const SECONDS = 3;

/**
 * What the budget names: request ids, metrics, compression and a rate limit that counts but never refuses,
 * with ETags (always on); measured against a server with ETags alone. CORS is off, as by default (no
 * `CORS_ORIGINS`).
 */
const NAMED = { COMPRESSION: 'true', METRICS: 'true', RATE_LIMIT_PER_MINUTE: '1000000000' };
/** And with a browser app's origin allowed too: every manner on. */
const ALL_ON = { ...NAMED, CORS_ORIGINS: 'https://console.example.com' };

/**
 * Every server on the first CPU, the load generator on the second (PostgreSQL anywhere). On the 2-CPU machines
 * measured, one CPU could run twice as fast as the other for minutes at a time (the same in-process loop on both
 * at once: 0.66-1.97 × from one pinning to the swapped one); a server the scheduler moved between them changed
 * speed under the bench. Pinned, each server meets the same CPU, and the paired rounds cancel its drift.
 */
const PIN = availableParallelism() >= 2 ? { server: '0', load: '1' } : { server: undefined, load: undefined };

interface Round extends LoadResult {
  /** CPU time of the server's process (with PGlite when it is the engine; not the load generator) per request. */
  cpuUs: number;
}

/**
 * What the HTTP manners cost on getUser (auth from the cache, one indexed read, the envelope): the same request
 * as a browser app sends it (Accept-Encoding, Origin) against four servers side by side: every manner off
 * (`buildApp({ manners: false })`), ETags alone (the reference for the budget), the named manners, all of
 * them. Interleaved rounds, the order rotated each round so that the machine's drift falls on all (each server
 * takes each place equally often, and none runs twice in a row as the first and last did when the order was
 * reversed instead); reported: medians of the rounds, and the median of each round's ratio (paired, so the load
 * of the machine at that moment cancels out). Each server and the load generator run in processes of their own: a
 * server's CPU is its own, and the servers share no heap or JIT (getUser measured 64 µs of CPU a request alone, 75
 * beside three other servers in one process, docs/performance.md).
 *
 * Two kinds of round. Saturated (as many requests as the server answers): req/s and CPU per request. At a fixed
 * offered rate (six tenths of the slowest server's saturated median, the same for all four): CPU per request
 * alone. The second is the steadier measure of what a request costs: under saturation a slower server batches
 * more requests per wake-up of its event loop, which lowers its CPU per request for reasons unrelated to the work.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  type Which = 'off' | 'etags' | 'named' | 'all';
  const servers = {
    off: await startServerInChild(engine, {}, { manners: false }, PIN.server),
    etags: await startServerInChild(engine, {}, { manners: 'etags' }, PIN.server),
    named: await startServerInChild(engine, NAMED, {}, PIN.server),
    all: await startServerInChild(engine, ALL_ON, {}, PIN.server),
  };
  try {
    const order: Which[] = ['off', 'etags', 'named', 'all'];
    const once = async (which: Which, overallRate?: number): Promise<Round> => {
      const server = servers[which];
      const cpu = await server.cpu();
      const r = await loadInChild({
        url: `${server.url}/api/v1/users/getUser/1`,
        headers: {
          'x-api-key': server.key,
          'accept-encoding': 'gzip, br',
          origin: 'https://console.example.com',
        },
        duration: SECONDS,
        overallRate,
        cpus: PIN.load,
      });
      return { ...r, cpuUs: ((await server.cpu()) - cpu) / Math.max(r.total, 1) };
    };
    const measure = async (overallRate?: number) => {
      const rounds: Record<Which, Round[]> = { off: [], etags: [], named: [], all: [] };
      for (const which of order) await once(which, overallRate); // warm up: JIT, caches, connections
      for (let round = 0; round < ROUNDS; round++) {
        for (const which of order.map((_, i) => order[(i + round) % order.length]!)) {
          rounds[which].push(await once(which, overallRate));
        }
      }
      return rounds;
    };
    const saturated = await measure();
    const rate =
      Math.round((0.6 * Math.min(...order.map((w) => median(saturated[w].map((r) => r.rps))))) / 100) * 100;
    const fixed = await measure(rate);
    if (process.env.BENCH_ROUNDS) {
      for (const w of order) {
        console.log(w, 'rps', saturated[w].map((r) => Math.round(r.rps)).join(' '));
        console.log(w, 'cpu', saturated[w].map((r) => Math.round(r.cpuUs)).join(' '));
        console.log(w, 'fixed', fixed[w].map((r) => Math.round(r.cpuUs)).join(' '));
      }
    }

    const paired = (rounds: Record<Which, Round[]>, which: Which, to: Which, f: (r: Round) => number) =>
      median(rounds[which].map((r, i) => f(r) / f(rounds[to][i]!)));
    const cpu = (rounds: Record<Which, Round[]>, which: Which) =>
      Math.round(median(rounds[which].map((r) => r.cpuUs)));
    const row = (which: Which, label: string) => {
      const rs = saturated[which];
      return {
        route: label,
        'req/s (median)': median(rs.map((r) => r.rps)),
        'p99 ms': median(rs.map((r) => r.p99)),
        'CPU µs/req': cpu(saturated, which),
        [`CPU µs/req at ${rate}/s`]: cpu(fixed, which),
        errors: [...rs, ...fixed[which]].reduce((n, r) => n + r.non2xx, 0),
      };
    };
    const ratios = (which: Which, to: Which) => ({
      route: `  ÷ ${to === 'off' ? 'manners off' : 'ETags alone'} (paired)`,
      'req/s (median)': paired(saturated, which, to, (x) => x.rps).toFixed(3),
      'CPU µs/req': paired(saturated, which, to, (x) => x.cpuUs).toFixed(3),
      [`CPU µs/req at ${rate}/s`]: paired(fixed, which, to, (x) => x.cpuUs).toFixed(3),
    });
    return [
      row('off', 'getUser, manners off'),
      row('etags', 'ETags alone'),
      ratios('etags', 'off'),
      // The budget: what request ids, metrics, compression and the rate limit add to a server with ETags.
      row('named', 'and request id, metrics, compression, rate limit'),
      ratios('named', 'etags'),
      row('all', 'all of them and CORS'),
      ratios('all', 'off'),
    ];
  } finally {
    for (const s of Object.values(servers)) await s.close();
  }
}
