import type { FastifyInstance } from 'fastify';

/** How long a list's total is reused: the bound on how stale another instance's writes can leave it. */
export const COUNT_TTL_MS = 5000;
const MAX_ENTRIES = 1000;

interface Entry {
  total: Promise<number>;
  expires: number;
  generation: number;
  /** The count has answered. */
  known: boolean;
  /** A recount runs behind this (stale) total. */
  recounting: boolean;
}

/**
 * The `total` of a paged list, kept a few seconds per filter combination. Counting what a filter matches costs in
 * proportion to the matches (a common search over the large data set: the database's time on every page,
 * docs/performance.md, "Figures behind the code"), while the page itself costs the same at any depth; a client paging
 * through a list, or many clients running the same search, would pay the count again and again for the same number.
 *
 * The rows of a page are always read fresh; only the total may lag: this instance forgets every total as soon as
 * any write route answers (so a client always sees its own writes counted, whichever list they show in), and
 * another instance's writes show within `COUNT_TTL_MS` and the time of one recount. docs/performance.md gives the
 * figures.
 */
export class CountCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every clear: a count that began before a clear is answered but not kept (it may predate a write). */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The kept total, or a new count. Concurrent requests for a total not yet known share one count: fifty clients
   * running the same search at once must not start fifty counts (a stampede that took the supplier search on the
   * large data set down to a fraction of its rate: docs/performance.md, "Figures behind the code"). A total past its
   * time but less than twice as old is still answered while one recount runs behind it (stale while revalidating):
   * when a busy search's total expires, nobody waits for the recount.
   */
  get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.generation === this.generation) {
      if (hit.expires > now) return hit.total;
      if (hit.known && hit.expires + COUNT_TTL_MS > now) {
        if (!hit.recounting) this.recount(key, hit, count);
        return hit.total;
      }
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const generation = this.generation;
    const total = count();
    const entry: Entry = { total, expires: now + COUNT_TTL_MS, generation, known: false, recounting: false };
    this.entries.set(key, entry);
    total.then(
      // Counted from the moment it is known, not from when it was asked for.
      () => {
        entry.expires = this.now() + COUNT_TTL_MS;
        entry.known = true;
      },
      // A failed count is not kept: the next request counts again.
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return total;
  }

  /** Counts `key` again behind a stale total, and keeps the new total unless a write came first. */
  private recount(key: string, stale: Entry, count: () => Promise<number>): void {
    stale.recounting = true;
    const generation = this.generation;
    count().then(
      (n) => {
        if (this.generation !== generation || this.entries.get(key) !== stale) return;
        const expires = this.now() + COUNT_TTL_MS;
        this.entries.set(key, {
          total: Promise.resolve(n),
          expires,
          generation,
          known: true,
          recounting: false,
        });
      },
      // The stale total ages out and the next request past it counts in the open, failing in the open if it must.
      () => (stale.recounting = false),
    );
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Forgets every total when a write route (any method but GET and HEAD) is about to answer, whatever its outcome,
   * before its client can ask for a list again.
   */
  clearOnWrites(app: FastifyInstance): void {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') this.clear();
      done(null, payload);
    });
  }
}
