import { fork, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { startBenchServer, Engine } from './lib.js';
import type { ProfileKind } from './profiler.js';

/** A bench process of its own (a server, a floor): what it said when it was ready, and the means to talk to it. */
export interface Child<Ready> {
  ready: Ready;
  /** CPU time (user and system) the process has used since it started, in µs. */
  cpu(): Promise<number>;
  /** Sends `message` and waits for the process's answer. */
  ask(message: unknown): Promise<Record<string, unknown>>;
  /** A CPU or heap profile from now until `stop` (written there): bench/profiler.ts. */
  profile(kind: ProfileKind): Promise<{ stop(file: string): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * `script` (a bench/*-child.ts speaking the protocol of server-child.ts: its first message when ready, an answer
 * to each 'cpu', an exit on 'close') in a process of its own, with `arg` as JSON in argv.
 */
export async function forkChild<Ready>(
  script: string,
  arg: unknown,
  cpus?: string,
  /** Node options for this process, say `--max-semi-space-size=64`. */
  nodeOptions: string[] = [],
): Promise<Child<Ready>> {
  const child = fork(script, [JSON.stringify(arg)], {
    // BENCH_CHILD_ARGS: Node options for every bench process, say `--trace-gc` or `--cpu-prof`.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CHILD_ARGS?.split(' ').filter(Boolean) ?? []),
      ...nodeOptions,
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (cpus) {
    const pinned = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(child.pid)], { stdio: 'ignore' });
    if (pinned.status !== 0) throw new Error(`taskset could not pin the bench process to CPU ${cpus}`);
  }
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench process exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m as Record<string, unknown>);
      });
    });
  const ready = (await next()) as Ready;
  const ask = async (message: unknown) => {
    const answer = next();
    child.send(message as string);
    return answer;
  };
  return {
    ready,
    ask,
    profile: async (kind) => {
      await ask({ profile: 'start', kind });
      return { stop: async (file) => void (await ask({ profile: 'stop', kind, file })) };
    },
    cpu: async () => (await ask('cpu')).cpu as number,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('close');
      await exited;
    },
  };
}

/** A bench server in a child process (bench/server-child.ts), and the CPU time that process has used. */
export interface ChildServer {
  url: string;
  key: string;
  /** PostgreSQL: the server's own database, for a floor in another process. */
  databaseUrl?: string;
  /** CPU time (user and system) the server's process has used since it started, in µs. */
  cpu(): Promise<number>;
  /** A CPU or heap profile of the server from now until `stop` (written there): bench/profiler.ts. */
  profile: Child<unknown>['profile'];
  /** The server's memory (RSS; heap used and external) now, and at most until `stop` (sampled every 10 ms). */
  watchMemory(): Promise<{ stop(): Promise<MemoryWatch> }>;
  close(): Promise<void>;
}

export interface MemoryUse {
  rss: number;
  /** Heap used and external (buffers), in bytes. */
  heap: number;
}

export interface MemoryWatch {
  before: MemoryUse;
  peak: MemoryUse;
  after: MemoryUse;
}

/** `startBenchServer` in a process of its own: its CPU is its own, and it shares no JIT with other servers. */
export async function startServerInChild(
  engine: Engine,
  env: Record<string, string> = {},
  options: Parameters<typeof startBenchServer>[2] = {},
  /** The CPUs the server's process may run on (a taskset list, say '0'); default any. */
  cpus?: string,
  /** Another checkout's root (its own bench/server-child.ts and src/): the code before a change, in the same run. */
  root?: string,
  /** Node options for the server's process. */
  nodeOptions: string[] = [],
): Promise<ChildServer> {
  const script = root
    ? `${root}/bench/server-child.ts`
    : fileURLToPath(new URL('./server-child.ts', import.meta.url));
  const child = await forkChild<{ url: string; key: string; databaseUrl?: string }>(
    script,
    { engine, env, options },
    cpus,
    nodeOptions,
  );
  return {
    ...child.ready,
    cpu: child.cpu,
    profile: child.profile,
    watchMemory: async () => {
      await child.ask('memory-start');
      return { stop: async () => (await child.ask('memory-stop')).memory as MemoryWatch };
    },
    close: child.close,
  };
}
