import { fork, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { startBenchServer, Engine } from './lib.js';

/** A bench server in a child process (bench/server-child.ts), and the CPU time that process has used. */
export interface ChildServer {
  url: string;
  key: string;
  /** CPU time (user and system) the server's process has used since it started, in µs. */
  cpu(): Promise<number>;
  close(): Promise<void>;
}

/** `startBenchServer` in a process of its own: its CPU is its own, and it shares no JIT with other servers. */
export async function startServerInChild(
  engine: Engine,
  env: Record<string, string> = {},
  options: Parameters<typeof startBenchServer>[2] = {},
  /** The CPUs the server's process may run on (a taskset list, say '0'); default any. */
  cpus?: string,
): Promise<ChildServer> {
  const child = fork(
    fileURLToPath(new URL('./server-child.ts', import.meta.url)),
    [JSON.stringify({ engine, env, options })],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  if (cpus) {
    const pinned = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(child.pid)], { stdio: 'ignore' });
    if (pinned.status !== 0) throw new Error(`taskset could not pin the bench server to CPU ${cpus}`);
  }
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench server exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as Record<string, unknown>);
      });
    });
  const { url, key } = (await next()) as { url: string; key: string };
  return {
    url,
    key,
    cpu: async () => {
      const answer = next();
      child.send('cpu');
      return (await answer).cpu as number;
    },
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}
