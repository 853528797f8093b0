import { availableParallelism } from 'node:os';
import { startServerInChild, type ChildServer } from './in-child.js';
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
 * Processes per server kind. Two servers of one kind, each in its own process, differ by a few per cent for as
 * long as they run (CPU per request at a fixed rate, paired rounds: two identical ETags-alone servers 0.964; two
 * with the named manners 1.056 and 1.043 against the same ETags server), more than paired rounds can cancel. So the
 * two kinds the budget compares run as two processes each, replica paired with replica.
 */
const REPLICAS = { off: 1, etags: 2, named: 2, all: 1 } as const;

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
 * as a browser app sends it (Accept-Encoding, Origin) against four kinds of server side by side: every manner
 * off (`buildApp({ manners: false })`), ETags alone (the reference for the budget), the named manners, all
 * of them; the two the budget compares in two processes each (REPLICAS). Interleaved rounds, the order rotated
 * each round so that the machine's drift falls on all (each server takes each place equally often, and none runs
 * twice in a row as the first and last did when the order was reversed instead); reported: medians of the
 * rounds, and the median of each round's ratio (paired, so the load of the machine at that moment cancels out).
 * Each server and the load generator run in processes of their own: a server's CPU is its own, and the servers
 * share no heap or JIT (getUser measured 64 µs of CPU a request alone, 75 beside three other servers in one
 * process, docs/performance.md).
 *
 * Two kinds of round. Saturated (as many requests as the server answers): req/s and CPU per request. At a fixed
 * offered rate (six tenths of the slowest server's saturated median, the same for all four): CPU per request
 * alone. The second is the steadier measure of what a request costs: under saturation a slower server batches
 * more requests per wake-up of its event loop, which lowers its CPU per request for reasons unrelated to the work.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  type Which = 'off' | 'etags' | 'named' | 'all';
  const order: Which[] = ['off', 'etags', 'named', 'all'];
  const setup: Record<Which, [Record<string, string>, Parameters<typeof startServerInChild>[2]]> = {
    off: [{}, { manners: false }],
    etags: [{}, { manners: 'etags' }],
    named: [NAMED, {}],
    all: [ALL_ON, {}],
  };
  const servers: { which: Which; replica: number; server: ChildServer }[] = [];
  try {
    for (const which of order) {
      for (let replica = 0; replica < REPLICAS[which]; replica++) {
        const [env, options] = setup[which];
        servers.push({ which, replica, server: await startServerInChild(engine, env, options, PIN.server) });
      }
    }
    const once = async (server: ChildServer, overallRate?: number): Promise<Round> => {
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
    /** Each server's rounds, by kind and replica: rounds[which][replica][round]. */
    type Rounds = Record<Which, Round[][]>;
    const measure = async (overallRate?: number): Promise<Rounds> => {
      const rounds = Object.fromEntries(
        order.map((w) => [w, Array.from({ length: REPLICAS[w] }, () => [] as Round[])]),
      ) as Rounds;
      for (const s of servers) await once(s.server, overallRate); // warm up: JIT, caches, connections
      for (let round = 0; round < ROUNDS; round++) {
        for (const s of servers.map((_, i) => servers[(i + round) % servers.length]!)) {
          rounds[s.which][s.replica]!.push(await once(s.server, overallRate));
        }
      }
      return rounds;
    };
    const all = (rounds: Rounds, which: Which) => rounds[which].flat();
    const saturated = await measure();
    const rate =
      Math.round((0.6 * Math.min(...order.map((w) => median(all(saturated, w).map((r) => r.rps))))) / 100) *
      100;
    const fixed = await measure(rate);
    if (process.env.BENCH_ROUNDS) {
      for (const w of order) {
        for (let k = 0; k < REPLICAS[w]; k++) {
          const name = `${w}#${k + 1}`;
          console.log(name, 'rps', saturated[w][k]!.map((r) => Math.round(r.rps)).join(' '));
          console.log(name, 'cpu', saturated[w][k]!.map((r) => Math.round(r.cpuUs)).join(' '));
          console.log(name, 'fixed', fixed[w][k]!.map((r) => Math.round(r.cpuUs)).join(' '));
        }
      }
    }

    // Paired: each round of a server against the same round of its reference (replica k against replica k,
    // or the reference's only one), the median over every replica's rounds.
    const paired = (rounds: Rounds, which: Which, to: Which, f: (r: Round) => number) =>
      median(
        rounds[which].flatMap((rs, k) => {
          const ref = rounds[to][Math.min(k, REPLICAS[to] - 1)]!;
          return rs.map((r, i) => f(r) / f(ref[i]!));
        }),
      );
    const cpu = (rounds: Rounds, which: Which) => Math.round(median(all(rounds, which).map((r) => r.cpuUs)));
    const row = (which: Which, label: string) => {
      const rs = all(saturated, which);
      return {
        route: REPLICAS[which] > 1 ? `${label} (${REPLICAS[which]} processes)` : label,
        'req/s (median)': median(rs.map((r) => r.rps)),
        'p99 ms': median(rs.map((r) => r.p99)),
        'CPU µs/req': cpu(saturated, which),
        [`CPU µs/req at ${rate}/s`]: cpu(fixed, which),
        errors: [...rs, ...all(fixed, which)].reduce((n, r) => n + r.non2xx, 0),
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
    for (const s of servers) await s.server.close();
  }
}
