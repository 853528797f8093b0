// The floor and the bare route in a process of their own (bench/readpath.bench.ts), as a server is: the floor
// (bench/scale/floor.ts) on its own pool of the bench server's size, over the bench server's database; the bare
// route on a Fastify app of its own. Started with `{ databaseUrl, userid }` as JSON in argv; sends both URLs when
// ready, answers 'cpu' with its CPU time so far (µs), takes a CPU or heap profile on request (bench/profiler.ts),
// closes on 'close'.
import Fastify from 'fastify';
import { createPgDb } from '../../src/db/pg.js';
import { BENCH_POOL_SIZE } from '../lib.js';
import { profileOnRequest } from '../profiler.js';
import { startFloor } from '../scale/floor.js';

const { databaseUrl, userid } = JSON.parse(process.argv[2]!) as { databaseUrl: string; userid: number };
const db = createPgDb(databaseUrl, BENCH_POOL_SIZE);
const floor = await startFloor(db);
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, data: { id: 1, name: 'bare' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

process.on('message', (message) => {
  if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: user + system });
  } else if (message === 'close') {
    void (async () => {
      await bare.close();
      await floor.close();
      await db.close();
      process.exit(0);
    })();
  } else profileOnRequest(message);
});
process.send!({ floorUrl: floor.readUrl(userid), bareUrl: `${bareUrl}/bare` });
