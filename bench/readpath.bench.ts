// `npm run bench -- readpath [-- --smoke] [-- --against <checkout>] [-- --also "<node options>"] [-- --profile <dir>]`:
// getUser with an API key and the rate limit on, against its floor measured in the same run (docs/performance.md,
// "The read path").
import fs from 'node:fs';
import path from 'node:path';
import { forkChild, startServerInChild, type Child, type ChildServer } from './in-child.js';
import { loadInChild, median, type Engine, type LoadResult } from './lib.js';
import { report, summarise } from './readpath/profile.js';
import { SYSTEM_USER_ID } from '../src/modules/admin/bootstrap.js';

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
/** --smoke: one short round of each, to prove the bench runs; its figures mean nothing. */
const smoke = args.includes('--smoke');
/** --against <dir>: another checkout's server (the code before a change) in the same rounds. */
const against = option('--against');
/** --also "<node options>": this checkout's server once more, its process started with those options. */
const also = option('--also');
/** --profile <dir>: after the rounds, a CPU and a heap profile of each process under the same load, summed up. */
const profileDir = option('--profile');

const ROUNDS = smoke ? 1 : 6;
const SECONDS = smoke ? 1 : 4;
const CONNECTIONS = 100;
/** Enabled, counting and settling with the database as always, and never reached by this load. */
const RATE_LIMIT = '1000000000';

interface Round extends LoadResult {
  /** CPU time of the process serving (the floor's or the server's, not PostgreSQL's) per request, µs. */
  cpuUs: number;
}

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
  cpu(): Promise<number>;
  profile: Child<unknown>['profile'];
}

async function once(t: Target, duration = SECONDS): Promise<Round> {
  const cpu = await t.cpu();
  const r = await loadInChild({ url: t.url, headers: t.headers, connections: CONNECTIONS, duration });
  return { ...r, cpuUs: ((await t.cpu()) - cpu) / Math.max(r.total, 1) };
}

/**
 * The read path: `GET /api/v1/users/getUser/{id}` with an API key on the real server (its own process,
 * its default manners, a rate limit of 10⁹ a minute: enabled, never reached) against the floor, a bare Fastify route
 * doing one prepared primary-key select of the same row on a pool of the same size, in a process of its own
 * (bench/readpath/floor-child.ts, with the bare route). The load generator runs in a third process, 100
 * connections. Rounds alternate floor / ours / floor ...; each of ours is paired with the mean of the floor rounds
 * either side. Reported: medians of the rounds, the ratio of the medians and the median of the paired ratios, p99s.
 * PostgreSQL only: on PGlite the database lives in the server's process, and a floor in another one has none.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (engine !== 'pg') return [{ note: 'PostgreSQL only: the floor runs in a process of its own' }];
  const env = { RATE_LIMIT_PER_MINUTE: RATE_LIMIT };
  const ours = await startServerInChild(engine, env);
  const before = against ? await startServerInChild(engine, env, {}, undefined, against) : undefined;
  const tuned = also
    ? await startServerInChild(engine, env, {}, undefined, undefined, also.split(' '))
    : undefined;
  const floorChild = await forkChild<{ floorUrl: string; bareUrl: string }>(
    new URL('./readpath/floor-child.ts', import.meta.url).pathname,
    { databaseUrl: ours.databaseUrl, userid: SYSTEM_USER_ID },
  );
  const servers: [string, ChildServer][] = [['getUser', ours]];
  if (before) servers.push([`getUser (${path.basename(against!)})`, before]);
  if (tuned) servers.push([`getUser (${also!})`, tuned]);
  const route = (s: ChildServer): Omit<Target, 'label'> => ({
    url: `${s.url}/api/v1/users/getUser/${SYSTEM_USER_ID}`,
    headers: { 'x-api-key': s.key },
    cpu: s.cpu,
    profile: s.profile,
  });
  const { floorUrl, bareUrl } = floorChild.ready;
  const floor: Target = { label: 'floor', url: floorUrl, cpu: floorChild.cpu, profile: floorChild.profile };
  const bareRoute: Target = { label: 'bare', url: bareUrl, cpu: floorChild.cpu, profile: floorChild.profile };
  const targets: Target[] = servers.map(([label, s]) => ({ label, ...route(s) }));
  try {
    // Warm-up: the JIT, the key's cache entry, the pools' connections and their prepared statements.
    for (const t of [floor, bareRoute, ...targets]) await once(t, smoke ? 1 : 2);
    const bares = [await once(bareRoute)];
    const floors = [await once(floor)];
    const rounds = new Map<string, Round[]>(targets.map((t) => [t.label, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // The order of ours and the others rotates: none always follows the floor.
      const order = targets.map((_, i) => targets[(i + round) % targets.length]!);
      for (const t of order) rounds.get(t.label)!.push(await once(t));
      floors.push(await once(floor));
    }
    bares.push(await once(bareRoute));

    const rps = (rs: Round[]) => median(rs.map((r) => r.rps));
    const floorRps = rps(floors);
    const bareRps = (bares[0]!.rps + bares[1]!.rps) / 2;
    const row = (label: string, rs: Round[], extra: Record<string, unknown> = {}) => ({
      route: label,
      'req/s (median)': Math.round(rps(rs)),
      'p99 ms (median)': median(rs.map((r) => r.p99)),
      'CPU µs/req': Math.round(median(rs.map((r) => r.cpuUs))),
      'x floor': '',
      'x floor (paired)': '',
      target: '',
      errors: rs.reduce((n, r) => n + r.non2xx, 0),
      ...extra,
    });
    const out = [
      row('bare Fastify route (before and after)', bares, { 'x floor': (bareRps / floorRps).toFixed(2) }),
      row(`floor (${floors.length} rounds)`, floors),
    ];
    for (const t of targets) {
      const rs = rounds.get(t.label)!;
      // Round i ran between floor rounds i and i + 1.
      const paired = median(rs.map((r, i) => r.rps / ((floors[i]!.rps + floors[i + 1]!.rps) / 2)));
      const p99 = median(rs.map((r) => r.p99));
      out.push(
        row(`${t.label}, rate limit on (${rs.length} rounds)`, rs, {
          'x floor': (rps(rs) / floorRps).toFixed(3),
          'x floor (paired)': paired.toFixed(3),
          target:
            rps(rs) >= 0.75 * floorRps && p99 < 50 ? 'met (≥ 0.75, p99 < 50)' : 'NOT met (≥ 0.75, p99 < 50)',
        }),
      );
    }
    if (process.env.BENCH_ROUNDS) {
      console.log('floor', floors.map((r) => Math.round(r.rps)).join(' '));
      for (const [label, rs] of rounds) console.log(label, rs.map((r) => Math.round(r.rps)).join(' '));
    }
    if (profileDir) await profileEach([floor, ...targets], profileDir);
    return out;
  } finally {
    await floorChild.close();
    for (const [, s] of servers) await s.close();
  }
}

/**
 * Each target profiled under the same load as the rounds, a CPU profile and then a sampling heap profile (what is
 * allocated a request: the garbage collector's work); the summaries printed, the profiles kept in `dir`.
 */
async function profileEach(targets: Target[], dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [i, t] of targets.entries()) {
    for (const kind of ['cpu', 'heap'] as const) {
      const profiling = await t.profile(kind);
      const r = await once(t, smoke ? 1 : 8);
      const file = path.resolve(dir, `readpath-${stamp}-${i}-${t.label.replace(/\W+/g, '-')}.${kind}profile`);
      await profiling.stop(file);
      const summary = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as Parameters<typeof summarise>[0]);
      console.warn(`\n-- ${kind} profile of ${t.label}: ${file} (${Math.round(r.rps)} req/s while profiled)`);
      console.warn(report(summary, r.total));
    }
  }
}
