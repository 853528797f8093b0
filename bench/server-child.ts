// A bench server in a process of its own (bench/in-child.ts startServerInChild): servers measured side by side do not
// share one V8 heap, JIT and event loop. Started with `{ engine, env, options }` as JSON in argv; sends its
// address, key and database over IPC, answers each 'cpu' message with its CPU time so far (µs), 'memory-start' and
// 'memory-stop' with its memory when asked and at most meanwhile (sampled every 10 ms), takes a CPU or heap profile on
// request (bench/profiler.ts), closes on 'close'.
import { startBenchServer, type Engine } from './lib.js';
import { profileOnRequest } from './profiler.js';

const { engine, env, options } = JSON.parse(process.argv[2]!) as {
  engine: Engine;
  env: Record<string, string>;
  options: Parameters<typeof startBenchServer>[2];
};
const server = await startBenchServer(engine, env, options);
const memory = () => {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external };
};
let watch: {
  base: { rss: number; heap: number };
  peak: { rss: number; heap: number };
  timer: NodeJS.Timeout;
};
process.on('message', (message) => {
  if (message === 'memory-start') {
    const base = memory();
    const peak = { ...base };
    const timer = setInterval(() => {
      const m = memory();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heap = Math.max(peak.heap, m.heap);
    }, 10);
    watch = { base, peak, timer };
    process.send!({ memory: base });
  } else if (message === 'memory-stop') {
    clearInterval(watch.timer);
    process.send!({ memory: { before: watch.base, peak: watch.peak, after: memory() } });
  } else if (message === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ cpu: user + system });
  } else if (message === 'close') {
    void server.close().then(() => process.exit(0));
  } else profileOnRequest(message);
});
process.send!({ url: server.url, key: server.key, databaseUrl: server.databaseUrl });
