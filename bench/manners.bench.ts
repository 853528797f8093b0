import { loadInChild, ratio, startBenchServer, type Engine, type LoadResult } from './lib.js';

const ROUNDS = 10;
const SECONDS = 3;

/**
 * What the budget names: request ids, metrics, compression and a rate limit that counts but never refuses
 * (ETags come with them: they are always on). CORS is off, as by default (no `CORS_ORIGINS`).
 */
const NAMED = { COMPRESSION: 'true', METRICS: 'true', RATE_LIMIT_PER_MINUTE: '1000000000' };
/** And with a browser app's origin allowed too: every manner on. */
const ALL_ON = { ...NAMED, CORS_ORIGINS: 'https://console.example.com' };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Round extends LoadResult {
  /** CPU time of this process (the server, and PGlite when it is the engine; not the load generator) per request. */
  cpuUs: number;
}

/**
 * What the HTTP manners cost on getUser (auth from the cache, one indexed read, the envelope): the same request
 * as a browser app sends it (Accept-Encoding, Origin) against two servers side by side, one with every manner
 * off (`buildApp({ manners: false })`) and one with all of them on, in interleaved rounds (the order swapped each
 * round) so that the machine's drift falls on both. Reported: medians of the rounds, and the median of each
 * round's on ÷ off ratio (paired, so the load of the machine at that moment cancels out). CPU per request is the
 * steadier figure on a shared machine: contention slows requests down, it hardly changes what each one costs. The
 * load generator runs in a process of its own, so that CPU is the server's alone (parsing the answers' extra headers
 * is the client's work, not the server's).
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  type Which = 'off' | 'named' | 'all';
  const servers = {
    off: await startBenchServer(engine, {}, { manners: false }),
    named: await startBenchServer(engine, NAMED),
    all: await startBenchServer(engine, ALL_ON),
  };
  try {
    const rounds: Record<Which, Round[]> = { off: [], named: [], all: [] };
    const once = async (which: Which): Promise<Round> => {
      const server = servers[which];
      const cpu = process.cpuUsage();
      const r = await loadInChild({
        url: `${server.url}/api/v1/users/getUser/1`,
        headers: {
          'x-api-key': server.key,
          'accept-encoding': 'gzip, br',
          origin: 'https://console.example.com',
        },
        duration: SECONDS,
      });
      const used = process.cpuUsage(cpu);
      return { ...r, cpuUs: (used.user + used.system) / Math.max(r.total, 1) };
    };
    const order: Which[] = ['off', 'named', 'all'];
    for (const which of order) await once(which); // warm up: JIT, caches, connections
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? [...order].reverse() : order) rounds[which].push(await once(which));
    }
    const row = (which: Which) => {
      const rs = rounds[which];
      return {
        'req/s (median)': median(rs.map((r) => r.rps)),
        'p50 ms': median(rs.map((r) => r.p50)),
        'p99 ms': median(rs.map((r) => r.p99)),
        'CPU µs/req': Math.round(median(rs.map((r) => r.cpuUs))),
        errors: rs.reduce((n, r) => n + r.non2xx, 0),
        rounds: rs.map((r) => r.rps).join(' '),
      };
    };
    const paired = (which: Which, f: (r: Round) => number) =>
      median(rounds[which].map((r, i) => f(r) / f(rounds.off[i]!))).toFixed(3);
    const off = row('off');
    const ratios = (which: Which, label: string) => {
      const r = row(which);
      return [
        { route: label, ...r },
        {
          route: `  ÷ manners off`,
          'req/s (median)': `${ratio(r['req/s (median)'], off['req/s (median)'])} (paired ${paired(which, (x) => x.rps)})`,
          'CPU µs/req': `${ratio(r['CPU µs/req'], off['CPU µs/req'])} (paired ${paired(which, (x) => x.cpuUs)})`,
        },
      ];
    };
    return [
      { route: 'getUser, manners off', ...off },
      ...ratios('named', 'request id, metrics, compression, rate limit (and ETags)'),
      ...ratios('all', 'all of them and CORS'),
    ];
  } finally {
    for (const s of Object.values(servers)) await s.close();
  }
}
