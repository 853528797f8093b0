import { bare, load, loadRow, startBenchServer, type Engine } from './lib.js';

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
      loadRow('bare Fastify route', baseline),
      loadRow('GET /readyz (SELECT 1, no key)', readyz, baseline),
      loadRow('GET /users/getUser/1', getUser, baseline),
    ];
  } finally {
    await server.close();
  }
}
