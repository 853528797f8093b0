import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { AppError } from '../../http/errors.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { sequenceEvents } from '../events/events.repository.js';
import {
  claimDue,
  claimNow,
  claimOne,
  lockEndpoints,
  recordAttempts,
  releaseClaims,
  type Attempt,
  type Claimed,
} from './delivery.repository.js';
import { recordEndpointHealth } from './endpoint-health.js';
import { deliveryBody } from './exchange.js';
import { outcomeOf, type Outcome, type RetryPolicy } from './retry.js';
import { PER_ENDPOINT, post, type SendResult } from './send.js';
import { webhookHeaders } from './signing.js';

export type { Attempt } from './delivery.repository.js';

/** Tries in flight at once, per instance, all endpoints together. */
const MAX_IN_FLIGHT = 100;
/** Finished tries written in one transaction at most. */
const RECORD_BATCH = 100;

/** A try that ended, waiting to be written; `done` hands back what was recorded (undefined: released). */
interface Ended {
  row: Claimed;
  result: SendResult;
  done: (attempt: Attempt | undefined) => void;
}

const ids = (ended: Ended[]) => ended.map((e) => e.row.id);

/**
 * Sends webhook deliveries (docs/integration.md) through the shared outbox mechanism (src/worker/): claimed
 * with FOR UPDATE SKIP LOCKED and a lease, so several instances share the work without sending a row twice
 * (a crash mid-send is the one way a delivery goes again: at least once, the receiver deduplicates by
 * webhook-id). Each try runs on its own: it is recorded as soon as it ends (tries ending together are written
 * in one transaction), which frees its slot, and the loop claims the next due deliveries at once, in turns
 * across endpoints with at most PER_ENDPOINT in flight to one. So an endpoint that hangs holds PER_ENDPOINT
 * slots until its tries time out, and never the others' deliveries. Each pass also runs the events sequencer,
 * at most once per poll interval, which numbers new changes and queues them for their endpoints.
 */
export class WebhookDelivery {
  private readonly worker: PollingWorker;
  private readonly policy: RetryPolicy;
  private readonly leaseMs: number;
  private readonly shutdown = new AbortController();
  private lastSequenced = 0;
  /** Tries under way per endpoint, and all of them (each settles once its result is recorded or released). */
  private readonly busy = new Map<number, number>();
  private readonly running = new Set<Promise<void>>();
  private ended: Ended[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Readonly<Config>,
    private readonly log: FastifyBaseLogger,
  ) {
    const { timeoutMs, retrySchedule, retryForMs } = config.webhooks;
    this.policy = { schedule: retrySchedule, retryForMs, jitter: 0.1 };
    // Long enough for a try to time out and be recorded; past it, another worker takes the row.
    this.leaseMs = 3 * timeoutMs + 5_000;
    this.worker = new PollingWorker('webhooks', () => this.pass(), { pollMs: config.workerPollMs }, log);
  }

  start(): void {
    this.worker.start();
  }

  kick(): void {
    this.worker.kick();
  }

  /** Stops the loop; tries in flight are cut off and put back, to be sent again (at least once). */
  async stop(): Promise<void> {
    this.shutdown.abort();
    await this.worker.stop();
    await Promise.all([...this.running]);
    await this.writing;
  }

  /**
   * One round: sequence new events (at most once per poll interval), then claim as many due deliveries as
   * there are free slots and start them, without waiting for them. Returns how many were started.
   */
  async pass(): Promise<number> {
    if (Date.now() - this.lastSequenced >= this.config.workerPollMs) {
      this.lastSequenced = Date.now();
      await sequenceEvents(this.db, { wait: false });
    }
    const free = MAX_IN_FLIGHT - this.running.size;
    if (free <= 0 || this.shutdown.signal.aborted) return 0;
    const rows = await claimDue(this.db, {
      limit: free,
      leaseMs: this.leaseMs,
      busy: this.busy,
      perEndpoint: PER_ENDPOINT,
    });
    for (const row of rows) this.run(row);
    return rows.length;
  }

  /**
   * Sends one delivery now, in the caller's request (the test message). It was queued with its first try
   * held back (enqueueMessage `holdMs`), so the background loop leaves it alone unless this request dies.
   * Returns the attempt as recorded.
   */
  async deliverNow(deliveryid: number): Promise<Attempt> {
    const row = await claimOne(this.db, deliveryid, this.leaseMs);
    const attempt = row ? await this.record(row, await this.attempt(row)) : undefined;
    // Not claimed (the background loop took it after all) or cut off by a shutdown: it is sent from the queue.
    if (!attempt) throw new AppError(503, 'The server is shutting down; the test event stays queued');
    return attempt;
  }

  /**
   * Tries a pending delivery of endpoint `webhookid` now, in the caller's request ("retry now"): the same
   * delivery, its schedule and retry window kept (this try counts as the next one). Claimed as the worker
   * claims, so a try under way (this instance's or another's) keeps it: undefined then, or when the endpoint
   * has no such pending delivery (the route says which). Returns the attempt as recorded.
   */
  async retryNow(webhookid: number, deliveryid: number): Promise<Attempt | undefined> {
    const row = await claimNow(this.db, { webhookid, deliveryid, leaseMs: this.leaseMs });
    if (!row) return undefined;
    const attempt = await this.record(row, await this.attempt(row));
    if (!attempt) throw new AppError(503, 'The server is shutting down; the delivery stays queued');
    return attempt;
  }

  private run(row: Claimed): void {
    this.busy.set(row.webhookid, (this.busy.get(row.webhookid) ?? 0) + 1);
    const running: Promise<void> = this.attempt(row)
      .then((result) => this.record(row, result))
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, deliveryid: row.id }, 'webhooks: try failed'),
      )
      .finally(() => {
        const left = this.busy.get(row.webhookid)! - 1;
        if (left > 0) this.busy.set(row.webhookid, left);
        else this.busy.delete(row.webhookid);
        this.running.delete(running);
        this.worker.kick(); // a slot is free
      });
    this.running.add(running);
  }

  private attempt(row: Claimed): Promise<SendResult> {
    const body = deliveryBody(row);
    const timestamp = Math.floor(Date.now() / 1000);
    return post(row.url, webhookHeaders(row.secrets, row.eventid, timestamp, body), body, {
      timeoutMs: this.config.webhooks.timeoutMs,
      allowPrivate: this.config.webhookAllowPrivate,
      signal: this.shutdown.signal,
    });
  }

  /** Queues a try's result to be written with the others that end meanwhile; resolves once it is. */
  private record(row: Claimed, result: SendResult): Promise<Attempt | undefined> {
    return new Promise((done) => {
      this.ended.push({ row, result, done });
      this.writing ??= this.writeEnded();
    });
  }

  private async writeEnded(): Promise<void> {
    while (this.ended.length > 0) {
      const batch = this.ended.splice(0, RECORD_BATCH);
      // Cut off by the shutdown: those without an answer go back to the queue; answers got are kept.
      const cut = this.shutdown.signal.aborted ? batch.filter((e) => e.result.statusCode === null) : [];
      const kept = batch.filter((e) => !cut.includes(e));
      const recorded = new Map<number, Attempt>();
      try {
        if (cut.length > 0) await releaseClaims(this.db, ids(cut));
        if (kept.length > 0) {
          for (const attempt of await this.writeWithRetry(kept)) recorded.set(attempt.deliveryid, attempt);
        }
      } catch (err) {
        // The database is out of reach: the rows stay claimed until their lease runs out, then go again.
        this.log.error({ err, deliveries: batch.length }, 'webhooks: results not recorded');
      }
      for (const e of batch) e.done(recorded.get(e.row.id));
    }
    this.writing = null;
  }

  /** One more go if the first fails (a deadlock victim, a dropped connection); then the rows are released. */
  private async writeWithRetry(kept: Ended[]): Promise<Attempt[]> {
    try {
      return await this.write(kept);
    } catch (err) {
      this.log.warn({ err }, 'webhooks: recording results failed; trying again');
    }
    try {
      return await this.write(kept);
    } catch (err) {
      this.log.error({ err }, 'webhooks: results not recorded; the deliveries go back to the queue');
      await releaseClaims(this.db, ids(kept));
      return [];
    }
  }

  /** Logs each attempt, moves each delivery on, and keeps each endpoint's health, in one transaction. */
  private async write(ended: Ended[]): Promise<Attempt[]> {
    const now = Date.now();
    const outcomes: Outcome[] = ended.map(({ row, result }) =>
      outcomeOf(
        result,
        { tries: row.tries, maxTries: row.max_tries, queuedAt: row.queued_at_ms },
        this.policy,
        now,
      ),
    );
    const webhookids = ended.map((e) => e.row.webhookid);
    const recorded = await this.db.transaction(async (tx) => {
      await lockEndpoints(tx, [...new Set(webhookids)]);
      const attempts = await recordAttempts(
        tx,
        ended.map(({ row, result }, i) => ({
          id: row.id,
          attempt: row.attempts,
          status: outcomes[i]!.status,
          delayMs: outcomes[i]!.status === 'pending' ? (outcomes[i] as { delayMs: number }).delayMs : null,
          statusCode: result.statusCode,
          durationMs: result.durationMs,
          error: result.error,
          request: result.request,
          response: result.response,
        })),
      );
      await recordEndpointHealth(
        tx,
        {
          webhookids,
          statuses: outcomes.map((o) => o.status),
          gone: outcomes.map((o) => (o.status === 'failed' ? (o.disable ?? null) : null)),
          queuedAt: ended.map((e) => e.row.queued_at_ms),
        },
        this.config.webhooks.retryForMs,
      );
      return attempts;
    });
    const failed = ended.filter((_e, i) => outcomes[i]!.status !== 'delivered');
    if (failed.length > 0) {
      this.log.warn(
        {
          failed: failed.length,
          of: ended.length,
          webhookids: [...new Set(failed.map((e) => e.row.webhookid))],
        },
        'webhooks: deliveries failed',
      );
    }
    return recorded;
  }
}
