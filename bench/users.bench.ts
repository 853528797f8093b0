import { bare, load, ratio, startBenchServer, type Engine } from './lib.js';

/** GET /users/getUser: auth (cached key), one indexed read, the envelope: the floor every GET stands on. */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const baseline = await bare();
    // One `SELECT 1` round trip and nothing else: the ceiling of any route that reads the database.
    const readyz = await load({ url: `${server.url}/readyz` });
    const getUser = await load({
      url: `${server.url}/api/v1/users/getUser/1`,
      headers: { 'x-api-key': server.key },
    });
    return [
      {
        route: 'bare Fastify route',
        'req/s (median)': baseline.rps,
        'p50 ms': baseline.p50,
        'p99 ms': baseline.p99,
      },
      {
        route: 'GET /readyz (SELECT 1, no key)',
        'req/s (median)': readyz.rps,
        'p50 ms': readyz.p50,
        'p99 ms': readyz.p99,
        'x bare': ratio(readyz.rps, baseline.rps),
        errors: readyz.non2xx,
      },
      {
        route: 'GET /users/getUser/1',
        'req/s (median)': getUser.rps,
        'p50 ms': getUser.p50,
        'p99 ms': getUser.p99,
        'x bare': ratio(getUser.rps, baseline.rps),
        errors: getUser.non2xx,
      },
    ];
  } finally {
    await server.close();
  }
}
