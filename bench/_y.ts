import { startBenchServer } from './lib.js';
const engine = (process.argv[2] ?? 'pg') as 'pg';
const base = { COMPRESSION: 'false' };
const configs: Record<string, [Record<string, string>, boolean]> = {
  off: [{}, false],
  reqid: [base, true],
  cors: [{ ...base, CORS_ORIGINS: 'https://console.example.com' }, true],
  compress: [{ COMPRESSION: 'true' }, true],
  metrics: [{ ...base, METRICS: 'true' }, true],
  rate: [{ ...base, RATE_LIMIT_PER_MINUTE: '1000000000' }, true],
  all: [{ CORS_ORIGINS: 'https://console.example.com', COMPRESSION: 'true', METRICS: 'true', RATE_LIMIT_PER_MINUTE: '1000000000' }, true],
};
const servers: Record<string, Awaited<ReturnType<typeof startBenchServer>>> = {};
for (const [name, [env, manners]] of Object.entries(configs)) servers[name] = await startBenchServer(engine, env, { manners });
const res: Record<string, number[]> = {};
const names = Object.keys(configs);
const N = 3000;
for (let round = 0; round < 6; round++) {
  for (const name of round % 2 ? [...names].reverse() : names) {
    const s = servers[name]!;
    const headers = { 'x-api-key': s.key, 'accept-encoding': 'gzip, br', origin: 'https://console.example.com' };
    const cpu = process.cpuUsage();
    for (let i = 0; i < N; i += 50) {
      await Promise.all(Array.from({ length: 50 }, () => s.app.inject({ method: 'GET', url: '/api/v1/users/getUser/1', headers })));
    }
    const u = process.cpuUsage(cpu);
    if (round > 0) (res[name] ??= []).push((u.user + u.system) / N);
  }
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const name of names) console.log(name.padEnd(10), med(res[name]!).toFixed(1), 'µs', (med(res[name]!) / med(res.off!)).toFixed(3), res[name]!.map((x) => x.toFixed(0)).join(' '));
for (const s of Object.values(servers)) await s.close();
