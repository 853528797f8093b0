import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { claimDueSql } from '../../worker/queue.js';
import { recordEndpointHealth } from './endpoint-health.js';
import { outcomeOf, type Outcome, type RetryPolicy } from './retry.js';
import { post, type SendResult } from './send.js';
import { webhookHeaders } from './signing.js';

/** A claimed delivery with what sending it needs. */
interface Claimed {
  id: number;
  webhookid: number;
  eventid: string;
  type: string;
  attempts: number;
  tries: number;
  max_tries: number | null;
  queued_at_ms: number;
  timestamp: string;
  data: unknown;
  url: string;
  secrets: string[];
}

/** The result of one attempt, as it is recorded. */
export interface Attempt {
  deliveryid: number;
  eventid: string;
  type: string;
  attempt: number;
  status: Outcome['status'];
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  at: string;
  next_attempt_at: string | null;
}

const BATCH = 100;

// The body of a feed event's delivery is the event as GET /events shows it; a message outside the feed
// carries its own data.
const WITH_PAYLOAD = (claim: string) => `
  WITH c AS (${claim})
  SELECT c.id, c.webhookid, c.eventid, c.type, c.attempts, c.tries, c.max_tries,
         (extract(epoch FROM c.queued_at) * 1000)::float8 AS queued_at_ms,
         to_char(c.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS timestamp,
         coalesce(c.data, jsonb_build_object(
           'id', c.eventid, 'seq', e.seq, 'type', e.type,
           'occurred_at', to_char(e.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'entity', e.entity, 'entityid', e.entityid, 'companyid', e.companyid, 'data', e.data)) AS data,
         w.url,
         array_remove(ARRAY[w.secret, CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END], NULL)
           AS secrets
    FROM c JOIN webhooks w ON w.id = c.webhookid LEFT JOIN events e ON e.seq = c.seq
   ORDER BY c.next_attempt_at, c.id`;

/** Due deliveries of live endpoints, oldest first. */
const CLAIM_DUE = WITH_PAYLOAD(
  claimDueSql('webhook_deliveries', {
    set: 'tries = tries + 1',
    where: `EXISTS (SELECT 1 FROM webhooks w WHERE w.id = webhook_deliveries.webhookid
                     AND w.enabled AND w.deleted_at IS NULL)`,
  }),
);

/**
 * Sends webhook deliveries (docs/integration.md) through the shared outbox mechanism (src/worker/): claimed
 * with FOR UPDATE SKIP LOCKED and a lease, so several instances share the work without sending a row twice
 * (a crash mid-send is the one way a delivery goes again: at least once, the receiver deduplicates by
 * webhook-id). Each pass also runs the events sequencer, at most once per poll interval, which numbers new
 * changes and queues them for their endpoints.
 */
export class WebhookDelivery {
  private readonly worker: PollingWorker;
  private readonly policy: RetryPolicy;
  private readonly leaseMs: number;
  private readonly shutdown = new AbortController();
  private lastSequenced = 0;

  constructor(
    private readonly db: Db,
    private readonly config: Readonly<Config>,
    private readonly log: FastifyBaseLogger,
  ) {
    const { timeoutMs, retrySchedule, retryForMs } = config.webhooks;
    this.policy = { schedule: retrySchedule, retryForMs, jitter: 0.1 };
    // Long enough for a whole batch to time out and be recorded; past it, another worker takes the row.
    this.leaseMs = 3 * timeoutMs + 5_000;
    this.worker = new PollingWorker('webhooks', () => this.pass(), { pollMs: config.workerPollMs }, log);
  }

  start(): void {
    this.worker.start();
  }

  kick(): void {
    this.worker.kick();
  }

  /** Stops the loop; deliveries in flight are abandoned and put back, to be sent again (at least once). */
  async stop(): Promise<void> {
    this.shutdown.abort();
    await this.worker.stop();
  }

  /** One round: sequence new events (at most once per poll interval), then send one batch of due deliveries. */
  async pass(): Promise<number> {
    if (Date.now() - this.lastSequenced >= this.config.workerPollMs) {
      this.lastSequenced = Date.now();
      await this.db.query('SELECT sequence_events(false)');
    }
    const { rows } = await this.db.query<Claimed>(CLAIM_DUE, [BATCH, this.leaseMs]);
    if (rows.length > 0) await this.send(rows);
    return rows.length;
  }

  /**
   * Sends one delivery now, in the caller's request (the test message). It was queued with its first try
   * held back (enqueueMessage `holdMs`), so the background loop leaves it alone unless this request dies.
   * Returns the attempt as recorded.
   */
  async deliverNow(deliveryid: number): Promise<Attempt> {
    const claim = `UPDATE webhook_deliveries
        SET status = 'sending', attempts = attempts + 1, tries = tries + 1,
            locked_until = now() + $2 * interval '1 millisecond'
      WHERE id = $3 AND status = 'pending' AND $1::int = 1
      RETURNING *`;
    const { rows } = await this.db.query<Claimed>(WITH_PAYLOAD(claim), [1, this.leaseMs, deliveryid]);
    const [attempt] = rows.length > 0 ? await this.send(rows) : [];
    // Not claimed (the background loop took it after all) or cut off by a shutdown: it is sent from the queue.
    if (!attempt) throw new AppError(503, 'The server is shutting down; the test event stays queued');
    return attempt;
  }

  private async send(rows: Claimed[]): Promise<Attempt[]> {
    const results = await Promise.all(rows.map((row) => this.attempt(row)));
    if (this.shutdown.signal.aborted) {
      // Cut off by the shutdown: those without an answer go back to the queue; answers got are kept.
      const cut = rows.filter((_row, i) => results[i]!.statusCode === null);
      await this.release(cut.map((r) => r.id));
      const kept = rows.filter((_row, i) => results[i]!.statusCode !== null);
      return kept.length > 0
        ? this.record(
            kept,
            results.filter((r) => r.statusCode !== null),
          )
        : [];
    }
    return this.record(rows, results);
  }

  private attempt(row: Claimed): Promise<SendResult> {
    const body = JSON.stringify({ type: row.type, timestamp: row.timestamp, data: row.data });
    const timestamp = Math.floor(Date.now() / 1000);
    return post(row.url, webhookHeaders(row.secrets, row.eventid, timestamp, body), body, {
      timeoutMs: this.config.webhooks.timeoutMs,
      allowPrivate: this.config.webhookAllowPrivate,
      signal: this.shutdown.signal,
    });
  }

  /** Shutting down mid-send: the rows go back to pending as they were, with no attempt logged. */
  private async release(ids: number[]): Promise<void> {
    await this.db.query(
      `UPDATE webhook_deliveries
          SET status = 'pending', locked_until = NULL, attempts = attempts - 1, tries = tries - 1
        WHERE id = ANY ($1::bigint[]) AND status = 'sending'`,
      [ids],
    );
  }

  /** Logs each attempt, moves each delivery on, and keeps each endpoint's health, in one transaction. */
  private async record(rows: Claimed[], results: SendResult[]): Promise<Attempt[]> {
    const now = Date.now();
    const outcomes = rows.map((row, i) =>
      outcomeOf(
        results[i]!,
        { tries: row.tries, maxTries: row.max_tries, queuedAt: row.queued_at_ms },
        this.policy,
        now,
      ),
    );
    const column = <T>(f: (row: Claimed, result: SendResult, outcome: Outcome) => T) =>
      rows.map((row, i) => f(row, results[i]!, outcomes[i]!));
    const params = [
      column((r) => r.id),
      column((r) => r.attempts),
      column((_r, _s, o) => o.status),
      column((_r, _s, o) => (o.status === 'pending' ? o.delayMs : null)),
      column((_r, s) => s.statusCode),
      column((_r, s) => s.durationMs),
      column((_r, s) => s.error),
      column((r) => r.webhookid),
      column((_r, _s, o) => (o.status === 'failed' ? (o.disable ?? null) : null)),
      column((r) => r.queued_at_ms),
    ];
    const recorded = await this.db.transaction(async (tx) => {
      const { rows: attempts } = await tx.query<Attempt>(
        `WITH r AS (
           SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::int[], $6::int[], $7::text[])
                      AS r(id, attempt, status, delay_ms, status_code, duration_ms, error)),
         logged AS (
           INSERT INTO webhook_attempts (deliveryid, attempt, at, status_code, duration_ms, error)
           SELECT id, attempt, now(), status_code, duration_ms, error FROM r
           ON CONFLICT DO NOTHING)
         UPDATE webhook_deliveries d
            SET status = r.status, locked_until = NULL, last_attempt_at = now(), last_status_code = r.status_code,
                last_duration_ms = r.duration_ms, last_error = r.error,
                next_attempt_at = CASE WHEN r.status = 'pending'
                                       THEN now() + r.delay_ms * interval '1 millisecond' ELSE d.next_attempt_at END
           FROM r
          WHERE d.id = r.id AND d.attempts = r.attempt AND d.status = 'sending'
        RETURNING d.id AS deliveryid, d.eventid, d.type, d.attempts AS attempt, d.status,
                  d.last_status_code AS status_code, d.last_duration_ms AS duration_ms, d.last_error AS error,
                  api_ts(d.last_attempt_at) AS at,
                  CASE WHEN d.status = 'pending' THEN api_ts(d.next_attempt_at) END AS next_attempt_at`,
        params.slice(0, 7),
      );
      await recordEndpointHealth(
        tx,
        {
          webhookids: params[7] as number[],
          statuses: params[2] as string[],
          gone: params[8] as (string | null)[],
          queuedAt: params[9] as number[],
        },
        this.config.webhooks.retryForMs,
      );
      return attempts;
    });
    const failed = rows.filter((_row, i) => outcomes[i]!.status !== 'delivered');
    if (failed.length > 0) {
      this.log.warn(
        { failed: failed.length, of: rows.length, webhookids: [...new Set(failed.map((r) => r.webhookid))] },
        'webhooks: deliveries failed',
      );
    }
    return recorded;
  }
}
