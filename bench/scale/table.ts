import type { BenchServer } from '../lib.js';

// The scale bench's table and the small measurements it is made of (bench/scale.bench.ts).

export type Row = Record<string, unknown>;

/** Twenty searches in turn: common words and rare ones, names and vendor codes, as many users would type. */
export const SEARCHES = [
  'foods',
  'dairy',
  'bakery',
  'ltd',
  'harbour',
  'meadow',
  'co.',
  'group',
  'honey',
  'coffee',
  'smokehouse',
  'sons',
  'nutrition',
  'fenland',
  'oakwood',
  'atlantic',
  'borders',
  'vale',
  'confectionery',
  'high00',
];

export const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits });
export const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));

export function row(
  figure: string,
  result: string,
  extra: {
    p99?: number;
    against?: string;
    ratio?: string;
    target?: string;
    met?: boolean;
    errors?: number;
  } = {},
): Row {
  return {
    figure,
    result,
    'p99 ms': extra.p99 ?? '',
    against: extra.against ?? '',
    ratio: extra.ratio ?? '',
    target: extra.target ?? '',
    met: extra.met === undefined ? '' : extra.met ? 'yes' : 'NO',
    errors: extra.errors ?? '',
  };
}

/** Runs `floor`, then each of `ours`, then `floor` again: each of ours is read against the two floor runs around it. */
export async function between<T>(floor: () => Promise<T>, ours: (() => Promise<T>)[]) {
  const before = await floor();
  const results: T[] = [];
  for (const run of ours) results.push(await run());
  const after = await floor();
  return { before, after, results };
}

/** Samples this process's RSS (the server's, when the load generator runs in a process of its own) while `fn` runs. */
export async function peakRss<T>(fn: () => Promise<T>): Promise<{ value: T; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  try {
    return { value: await fn(), peakMb: peak / 2 ** 20 };
  } finally {
    clearInterval(timer);
  }
}

export async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

/** The median of `n` sequential requests' times, in ms (the answer read whole). */
export async function medianMs(server: BenchServer, path: string, n: number): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const [res, ms] = await timed(async () => {
      const r = await fetch(`${server.url}/api/v1${path}`, { headers: { 'x-api-key': server.key } });
      await r.arrayBuffer();
      return r;
    });
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
