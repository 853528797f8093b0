import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';
import { MailOutbox, type MailJob } from './mail-outbox.js';
import { PollingWorker } from './polling-worker.js';

/** The day (YYYY-MM-DD, UTC) a clock says it is: what statuses and reminders are computed for. */
export const dayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/** What a module's reminders are: their names, their mail outbox, and the one statement evaluating a day. */
export interface DayReminderJob<E extends { emails: number }, K> {
  /** The polling worker's name (logs, metrics). */
  name: string;
  /** The mail outbox's name and table, and the loader turning its claimed rows into mails. */
  mail: {
    name: string;
    table: string;
    load(q: Queryable, claim: string, batch: number, leaseMs: number, portalUrl: string): Promise<MailJob[]>;
  };
  /**
   * Evaluates what is due on `day` (of everything, or of `key` after a write), in one statement whose UNIQUE
   * constraints make each reminder happen once whoever evaluates; queues emails only when `mail` (SMTP configured).
   */
  evaluate(q: Queryable, day: string, mail: boolean, key?: K): Promise<E>;
  /** What a pass did, for the worker's count. */
  count(result: E): number;
  /** Work of the periodic pass besides the evaluation (the day's recomputations), run before it. */
  beforePass?(q: Queryable, day: string): Promise<number>;
}

/**
 * A module's reminders by the day (certificates, questionnaires, the audit programme): evaluated at start-up (the
 * worker's first pass), after a write that may make one due, and every `reminderIntervalMs` (an hour at most) on
 * every instance; the emails go out through their outbox (src/worker/mail-outbox.ts) when SMTP is configured.
 * The day is the app clock's, so that tests move time.
 */
export class DayReminders<E extends { emails: number }, K = number> {
  private readonly worker: PollingWorker;
  private readonly mail: MailOutbox | undefined;

  constructor(
    private readonly db: Queryable,
    config: Readonly<Config>,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
    private readonly job: DayReminderJob<E, K>,
  ) {
    this.worker = new PollingWorker(
      job.name,
      async () => {
        const before = (await job.beforePass?.(this.db, dayOf(this.clock))) ?? 0;
        return before + job.count(await this.evaluate());
      },
      { pollMs: config.reminderIntervalMs },
      log,
    );
    const { smtpUrl, mailFrom, portalUrl, workerPollMs } = config;
    this.mail = smtpUrl
      ? new MailOutbox(
          db,
          {
            name: job.mail.name,
            table: job.mail.table,
            load: (q, claim, batch, leaseMs) => job.mail.load(q, claim, batch, leaseMs, portalUrl),
          },
          { smtpUrl, mailFrom, pollMs: workerPollMs },
          log,
        )
      : undefined;
  }

  start(): void {
    this.worker.start();
    this.mail?.start();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    await this.mail?.stop();
  }

  /** Evaluates what is due today by the clock, of everything or of `key`; written by the system. */
  async evaluate(key?: K): Promise<E> {
    const result = await this.job.evaluate(this.db, dayOf(this.clock), this.mail !== undefined, key);
    if (result.emails > 0) this.mail?.kick();
    return result;
  }

  /**
   * After a write has committed: what it made due, now. A failure is logged, not the writer's: the write stands
   * and the next pass (within the hour) evaluates it.
   */
  async afterWrite(key?: K): Promise<void> {
    try {
      await this.evaluate(key);
    } catch (err) {
      this.log.error({ err, key }, `${this.job.name}: evaluation after a write failed`);
    }
  }
}
