import { load, ratio, startBenchServer, type Engine, type LoadResult } from './lib.js';

const ROUNDS = 8;
const SECONDS = 4;

/** Everything on: request ids, CORS, compression, ETags, metrics, and a rate limit that counts but never refuses. */
const ALL_ON = {
  CORS_ORIGINS: 'https://console.example.com',
  COMPRESSION: 'true',
  METRICS: 'true',
  RATE_LIMIT_PER_MINUTE: '1000000000',
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Round extends LoadResult {
  /** CPU time of this process (server, PGlite when it is the engine, and the load generator's thread) per request. */
  cpuUs: number;
}

/**
 * What the HTTP manners cost on getUser (auth from the cache, one indexed read, the envelope): the same request
 * as a browser app sends it (Accept-Encoding, Origin) against two servers side by side, one with every manner
 * off (`buildApp({ manners: false })`) and one with all of them on, in interleaved rounds (the order swapped each
 * round) so that the machine's drift falls on both. Reported: medians of the rounds, and the median of each
 * round's on ÷ off ratio (paired, so the load of the machine at that moment cancels out). CPU per request is the
 * steadier figure on a shared machine: contention slows requests down, it hardly changes what each one costs.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const off = await startBenchServer(engine, {}, { manners: false });
  const on = await startBenchServer(engine, ALL_ON);
  try {
    const rounds: Record<'off' | 'on', Round[]> = { off: [], on: [] };
    const once = async (which: 'off' | 'on'): Promise<Round> => {
      const server = which === 'off' ? off : on;
      const cpu = process.cpuUsage();
      const r = await load({
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
    await once('off'); // warm both up: JIT, caches, connections
    await once('on');
    for (let round = 0; round < ROUNDS; round++) {
      for (const which of round % 2 ? (['on', 'off'] as const) : (['off', 'on'] as const)) {
        rounds[which].push(await once(which));
      }
    }
    const row = (which: 'off' | 'on') => {
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
    const paired = (f: (r: Round) => number) =>
      median(rounds.on.map((r, i) => f(r) / f(rounds.off[i]!))).toFixed(3);
    const [a, b] = [row('off'), row('on')];
    return [
      { route: 'getUser, manners off', ...a },
      { route: 'getUser, manners on', ...b },
      {
        route: 'on ÷ off',
        'req/s (median)': `${ratio(b['req/s (median)'], a['req/s (median)'])} (paired ${paired((r) => r.rps)})`,
        'CPU µs/req': `${ratio(b['CPU µs/req'], a['CPU µs/req'])} (paired ${paired((r) => r.cpuUs)})`,
      },
    ];
  } finally {
    await on.close();
    await off.close();
  }
}
