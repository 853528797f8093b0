import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable, QueryResult } from './types.js';
import { isDatabaseUnreachable } from './unreachable.js';

export interface ReadRouterOptions {
  /** After a caller's write, its reads stay on the primary this long (READ_AFTER_WRITE_SECONDS). */
  stickyMs: number;
  /** The replica is used only while it is at most this far behind (bytes of WAL, READ_REPLICA_MAX_LAG_BYTES). */
  maxLagBytes: number;
  /** How often its lag is measured, in ms. */
  probeMs: number;
  now?: () => number;
}

const MAX_CALLERS = 100_000;

/**
 * Where the read-only queries of lists, reports and exports go (docs/deployment.md, "A read replica"): the replica
 * named by DATABASE_READ_URL, unless
 * - the caller (its user) wrote through this instance in the last `stickyMs`: it reads its own writes from the
 *   primary, as a replica may not have them yet;
 * - the replica is behind by more than `maxLagBytes` of WAL, or its last probe failed (down, unreachable): every
 *   read goes to the primary until a probe finds it well again;
 * - a read on the replica fails for want of a connection: it is run again on the primary, and the replica is left
 *   out until the next good probe.
 * Without a replica `for()` is the primary itself, at the cost of one comparison.
 */
export class ReadRouter {
  private readonly writes = new Map<number, number>();
  private healthy = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly fallback: Queryable;
  private readonly now: () => number;

  constructor(
    private readonly primary: Db,
    private readonly replica: Db | null,
    private readonly options: ReadRouterOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.fallback = {
      query: (sql, params) => this.onReplica(sql, params),
      // Never through here (the router serves reads), and never on the replica.
      write: (sql, params) => this.primary.write(sql, params),
    };
  }

  private async onReplica<T>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
    try {
      return await this.replica!.query<T>(sql, params);
    } catch (err) {
      if (!isDatabaseUnreachable(err)) throw err;
      this.healthy = false;
      return this.primary.query<T>(sql, params);
    }
  }

  /** The database a request's read-only query should use. */
  for(request: FastifyRequest): Queryable {
    if (this.replica === null || !this.healthy) return this.primary;
    const userid = request.principal?.userid;
    if (userid !== undefined) {
      const wrote = this.writes.get(userid);
      if (wrote !== undefined && this.now() - wrote < this.options.stickyMs) return this.primary;
    }
    return this.fallback;
  }

  /** Records the writes answered (any method but GET and HEAD, under 400), before the caller hears of them. */
  install(app: FastifyInstance): void {
    if (this.replica === null) return;
    app.addHook('onSend', (request, reply, payload, done) => {
      const userid = request.principal?.userid;
      if (
        userid !== undefined &&
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400
      ) {
        if (this.writes.size >= MAX_CALLERS) this.forgetOld();
        this.writes.set(userid, this.now());
      }
      done(null, payload);
    });
    app.addHook('onReady', async () => this.start());
    app.addHook('onClose', async () => this.stop());
  }

  async start(): Promise<void> {
    if (this.replica === null || this.timer) return;
    await this.probe();
    this.timer = setInterval(() => void this.probe(), this.options.probeMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Measures how far behind the replica is: the primary's WAL position against the replica's replayed one. */
  async probe(): Promise<void> {
    try {
      const [{ rows: p }, { rows: r }] = await Promise.all([
        this.primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn'),
        this.replica!.query<{ lsn: string | null }>(
          'SELECT CASE WHEN pg_is_in_recovery() THEN pg_last_wal_replay_lsn()::text END AS lsn',
        ),
      ]);
      // A database that is not in recovery (a copy kept some other way) has no replay position: taken as current.
      const replayed = r[0]?.lsn;
      const lag = replayed ? lsnBytes(p[0]!.lsn) - lsnBytes(replayed) : 0n;
      this.healthy = lag <= BigInt(this.options.maxLagBytes);
    } catch {
      this.healthy = false;
    }
  }

  private forgetOld(): void {
    const cutoff = this.now() - this.options.stickyMs;
    for (const [userid, at] of this.writes) if (at < cutoff) this.writes.delete(userid);
    if (this.writes.size >= MAX_CALLERS) this.writes.clear();
  }
}

/** `16/B374D848` → bytes. */
function lsnBytes(lsn: string): bigint {
  const [hi, lo] = lsn.split('/');
  return (BigInt(`0x${hi}`) << 32n) + BigInt(`0x${lo}`);
}
