import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index.js';

export const WINDOW_MS = 60_000;
/** Keys followed at once in one window; more (a flood of addresses) are counted together under one key. */
const MAX_KEYS = 50_000;
const OVERFLOW_KEY = 'overflow';
/** How soon a key new to this instance, or close to its limit, is settled. */
const EARLY_MS = 20;

interface Entry {
  window: number;
  /** The window's count in the database at the last settle, this instance's settled requests included. */
  settled: number;
  /** Admitted here and not yet sent to the database. */
  pending: number;
  /** Sent in the settle under way. */
  sending: number;
}

export interface Decision {
  allowed: boolean;
  /** Requests left in the window after this one, as far as this instance knows. */
  remaining: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
}

const SETTLE = `
  INSERT INTO rate_limit_counts (key, window_start, count)
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::int[]) AS t(key, window_start, count)
  -- Rows locked in one order by every instance: two settles of the same keys never deadlock.
  ORDER BY key, window_start
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_counts.count + EXCLUDED.count
  RETURNING key, window_start, count`;

/**
 * A fixed-window counter per key, shared by every instance on one database without a round trip per request:
 * each instance decides locally from what it knows (the count the database gave at its last settle, plus what
 * it admitted since) and adds its new counts to the database in one upsert per settle, which answers the
 * window's total across instances. It settles every `syncMs`, and within 20 ms (one statement at a time) when a
 * key is new to it in a window or has less than a tenth of its limit left.
 *
 * The bound (docs/deployment.md): at every settle an instance learns the window's total of every key it has seen
 * in the window, so it decides on a count at most one settle interval old (plus a round trip). Over a window a
 * key can get past its limit by at most what it sent to the other instances during the last interval — a few
 * requests when traffic is spread evenly. With one instance the limit is exact. If the database stops answering,
 * each instance keeps enforcing the limit on its own counts (N instances: at most N × the limit) and retries.
 */
export class RateCounter {
  private entries = new Map<string, Entry>();
  private timer: NodeJS.Timeout | undefined;
  private early: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private pruned = 0;

  constructor(
    private readonly db: Queryable,
    private readonly limit: number,
    private readonly syncMs: number,
    private readonly now: () => number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.settle(), this.syncMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.early);
    await this.settle();
  }

  /** Counts one request of `key` unless its window is used up. */
  take(key: string): Decision {
    const now = this.now();
    const window = Math.floor(now / WINDOW_MS);
    const resetSeconds = Math.max(1, Math.ceil(((window + 1) * WINDOW_MS - now) / 1000));
    let entry = this.entries.get(key);
    if (entry === undefined || entry.window !== window) {
      if (entry === undefined && this.entries.size >= MAX_KEYS && key !== OVERFLOW_KEY) {
        return this.take(OVERFLOW_KEY);
      }
      entry = { window, settled: 0, pending: 0, sending: 0 };
      this.entries.set(key, entry);
      this.soon();
    }
    const used = entry.settled + entry.pending + entry.sending;
    if (used >= this.limit) return { allowed: false, remaining: 0, resetSeconds };
    entry.pending++;
    if (this.limit - used <= this.limit / 10) this.soon();
    return { allowed: true, remaining: this.limit - used - 1, resetSeconds };
  }

  /**
   * A settle shortly, outside the request (20 ms, or the settle interval if shorter): the keys that ask for one
   * within that time share it, so a flood of new keys costs a statement every 20 ms, not one per key.
   */
  private soon(): void {
    if (this.early !== undefined) return;
    this.early = setTimeout(
      () => {
        this.early = undefined;
        void this.settle();
      },
      Math.min(EARLY_MS, this.syncMs),
    );
    this.early.unref();
  }

  /** Adds what was admitted since the last settle to the database and learns the windows' totals. */
  settle(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.settle();
      }
    });
    return this.running;
  }

  private async run(): Promise<void> {
    const window = Math.floor(this.now() / WINDOW_MS);
    const keys: string[] = [];
    const windows: number[] = [];
    const counts: number[] = [];
    // Keys this instance has seen in the window and admitted nothing for since: what the others did with them.
    const idle: string[] = [];
    for (const [key, e] of this.entries) {
      if (e.window < window) {
        this.entries.delete(key);
      } else if (e.pending > 0) {
        keys.push(key);
        windows.push(e.window);
        counts.push(e.pending);
        e.sending += e.pending;
        e.pending = 0;
      } else if (e.sending === 0) {
        idle.push(key);
      }
    }
    try {
      if (keys.length > 0) {
        const { rows } = await this.db.query<{ key: string; window_start: number; count: number }>(SETTLE, [
          keys,
          windows,
          counts,
        ]);
        const sent = new Map(keys.map((key, i) => [key, counts[i]!]));
        for (const row of rows) {
          const e = this.entries.get(row.key);
          if (e?.window !== Number(row.window_start)) continue;
          e.sending -= sent.get(row.key) ?? 0;
          e.settled = row.count;
        }
      }
      if (idle.length > 0) await this.refresh(window, idle);
      if (window > this.pruned) {
        this.pruned = window;
        await this.db.query('DELETE FROM rate_limit_counts WHERE window_start < $1', [window - 1]);
      }
    } catch (err) {
      // Counted again at the next settle: nothing is lost while the database does not answer.
      keys.forEach((key, i) => {
        const e = this.entries.get(key);
        if (!e || e.window !== windows[i]) return;
        e.sending -= counts[i]!;
        e.pending += counts[i]!;
      });
      this.log.warn({ err }, 'rate limit: could not settle counts with the database');
    }
  }

  private async refresh(window: number, keys: string[]): Promise<void> {
    const { rows } = await this.db.query<{ key: string; count: number }>(
      'SELECT key, count FROM rate_limit_counts WHERE window_start = $1 AND key = ANY ($2::text[])',
      [window, keys],
    );
    for (const row of rows) {
      const e = this.entries.get(row.key);
      if (e?.window === window && row.count > e.settled) e.settled = row.count;
    }
  }
}
