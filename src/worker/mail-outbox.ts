import type { FastifyBaseLogger } from 'fastify';
import type { Transporter, TransportOptions } from 'nodemailer';
import type { Queryable } from '../db/index.js';
import { finishMail, retryLater } from './mail-outbox.repository.js';
import { PollingWorker } from './polling-worker.js';
import { claimDueSql, doubling, retryDelay, type Schedule } from './queue.js';

export interface Mail {
  subject: string;
  text: string;
  html: string;
}

/** A claimed outbox row: where it goes and what it says (null: nothing left to send, cancel it). */
export interface MailJob {
  id: number;
  attempts: number;
  to: string;
  mail: Mail | null;
}

export interface MailOutboxOptions {
  smtpUrl: string;
  mailFrom: string;
  /** Idle polling interval: a retry falls due without anyone calling `kick`. */
  pollMs?: number;
  /** First retry delay; doubles on every failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
}

export interface MailOutboxTable {
  /** The worker's name in the logs. */
  name: string;
  /** An outbox table (src/worker/queue.ts) with `last_error` and `sent_at` besides the shared columns. */
  table: string;
  /**
   * Turns the claimed rows into mails. `claim` is the claim statement (batch size $1, lease $2); the loader
   * may wrap it (`WITH claimed AS (…) SELECT … FROM claimed JOIN …`) to read what the mail says in one trip.
   */
  load(q: Queryable, claim: string, batch: number, leaseMs: number): Promise<MailJob[]>;
  /** Assignments made when a row is done, sent or cancelled (erasing a secret it held): SQL written in code. */
  onFinish?: string;
}

/** How long a claimed row stays ours: past it, another worker (or this one after a crash) may take it. */
const LEASE_MS = 5 * 60_000;

/** SMTP 5xx answers are permanent (bad address...): retrying would only repeat them. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends the emails queued in an outbox table (welcome emails, certificate reminders) through the shared
 * outbox mechanism: rows claimed with FOR UPDATE SKIP LOCKED and a lease, so several instances never send the
 * same row; a row is marked sent right after the SMTP server accepts it. The only way a mail goes twice is a
 * crash between that acceptance and the update; then the lease expires and it is sent again. While the mail
 * server is down, rows wait with doubling delays; nothing is lost.
 */
export class MailOutbox {
  /** nodemailer, loaded on the first message: a server that sends none never pays for loading it. */
  private transport?: Promise<Transporter>;
  private readonly transportOptions: [TransportOptions, { from: string }];
  private readonly worker: PollingWorker;
  private readonly schedule: Schedule;
  private readonly batchSize: number;
  private readonly claim: string;

  constructor(
    private readonly db: Queryable,
    private readonly table: MailOutboxTable,
    options: MailOutboxOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.schedule = doubling(options.baseDelayMs ?? 1000, options.maxDelayMs ?? 10 * 60_000);
    this.batchSize = options.batchSize ?? 20;
    this.claim = claimDueSql(table.table);
    this.worker = new PollingWorker(
      table.name,
      () => this.runOnce(),
      { pollMs: options.pollMs ?? 1000 },
      log,
    );
    this.transportOptions = [
      {
        url: options.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as TransportOptions,
      { from: options.mailFrom },
    ];
  }

  start(): void {
    this.worker.start();
  }

  /** New rows were committed: look now rather than at the next poll. */
  kick(): void {
    this.worker.kick();
  }

  async stop(): Promise<void> {
    await this.worker.stop();
    if (this.transport) (await this.transport.catch(() => undefined))?.close();
  }

  /** Claims and sends one batch of due emails; returns how many rows it handled. */
  async runOnce(): Promise<number> {
    const jobs = await this.table.load(this.db, this.claim, this.batchSize, LEASE_MS);
    await Promise.all(jobs.map((job) => this.send(job)));
    return jobs.length;
  }

  private async send(job: MailJob): Promise<void> {
    if (job.mail === null) {
      await this.finish(job.id, 'cancelled', null);
      return;
    }
    try {
      this.transport ??= import('nodemailer').then((m) =>
        m.default.createTransport(...this.transportOptions),
      );
      await (await this.transport).sendMail({ to: job.to, ...job.mail });
    } catch (err) {
      const message = (err as Error).message.slice(0, 500);
      if (isPermanent(err)) {
        this.log.error({ err, outboxId: job.id }, `${this.table.name}: email refused permanently`);
        await this.finish(job.id, 'cancelled', message);
        return;
      }
      const delay = retryDelay(job.attempts, this.schedule);
      this.log.warn(
        { outboxId: job.id, attempts: job.attempts, delay, error: message },
        `${this.table.name}: will retry`,
      );
      await retryLater(this.db, this.table, job.id, message, delay);
      return;
    }
    await this.finish(job.id, 'sent', null);
  }

  private async finish(id: number, status: 'sent' | 'cancelled', error: string | null): Promise<void> {
    await finishMail(this.db, this.table, id, status, error);
  }
}
