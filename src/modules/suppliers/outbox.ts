import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter, type TransportOptions } from 'nodemailer';
import type { Queryable } from '../../db/index.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { claimDueSql, doubling, retryDelay, type Schedule } from '../../worker/queue.js';
import { welcomeEmail } from './welcome-email.js';

export interface OutboxOptions {
  smtpUrl: string;
  mailFrom: string;
  portalUrl: string;
  /** Idle polling interval: a retry falls due without anyone calling `kick`. */
  pollMs?: number;
  /** First retry delay; doubles on every failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  batchSize?: number;
}

interface Claimed {
  id: number;
  recipient: string;
  firstname: string;
  temp_password: string | null;
  attempts: number;
}

/** How long a claimed row stays ours: past it, another worker (or this one after a crash) may take it. */
const LEASE_MS = 5 * 60_000;
const CLAIM = claimDueSql('supplier_outbox');

/** SMTP 5xx answers are permanent (bad address...): retrying would only repeat them. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Sends the welcome emails queued in supplier_outbox, through the shared outbox mechanism (src/worker/):
 * rows claimed with FOR UPDATE SKIP LOCKED and a lease, so several instances never send the same row; a row
 * is marked sent, and its temporary password erased, right after the SMTP server accepts it. The only way a
 * mail goes twice is a crash between that acceptance and the update; then the lease expires and it is sent
 * again. While the mail server is down, rows wait with doubling delays; nothing is lost.
 */
export class OutboxWorker {
  private readonly transport: Transporter;
  private readonly worker: PollingWorker;
  private readonly schedule: Schedule;
  private readonly batchSize: number;

  constructor(
    private readonly db: Queryable,
    private readonly options: OutboxOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.schedule = doubling(options.baseDelayMs ?? 1000, options.maxDelayMs ?? 10 * 60_000);
    this.batchSize = options.batchSize ?? 20;
    this.worker = new PollingWorker('outbox', () => this.runOnce(), { pollMs: options.pollMs ?? 1000 }, log);
    this.transport = nodemailer.createTransport(
      {
        url: options.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      } as TransportOptions,
      { from: options.mailFrom },
    );
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
    this.transport.close();
  }

  /** Claims and sends one batch of due emails; returns how many rows it handled. */
  async runOnce(): Promise<number> {
    const { rows } = await this.db.query<Claimed>(CLAIM, [this.batchSize, LEASE_MS]);
    await Promise.all(rows.map((row) => this.send(row)));
    return rows.length;
  }

  private async send(row: Claimed): Promise<void> {
    if (row.temp_password === null) {
      // Nothing left to tell (the password was erased): never send an email without its credentials.
      await this.finish(row.id, 'cancelled', null);
      return;
    }
    const mail = welcomeEmail({
      firstname: row.firstname,
      email: row.recipient,
      password: row.temp_password,
      portalUrl: this.options.portalUrl,
    });
    try {
      await this.transport.sendMail({ to: row.recipient, ...mail });
    } catch (err) {
      const message = (err as Error).message.slice(0, 500);
      if (isPermanent(err)) {
        this.log.error({ err, outboxId: row.id }, 'outbox: welcome email refused permanently');
        await this.finish(row.id, 'cancelled', message);
        return;
      }
      const delay = retryDelay(row.attempts, this.schedule);
      this.log.warn(
        { outboxId: row.id, attempts: row.attempts, delay, error: message },
        'outbox: will retry',
      );
      await this.db.query(
        `UPDATE supplier_outbox
            SET status = 'pending', locked_until = NULL, last_error = $2,
                next_attempt_at = now() + $3 * interval '1 millisecond'
          WHERE id = $1 AND status = 'sending'`,
        [row.id, message, delay],
      );
      return;
    }
    await this.finish(row.id, 'sent', null);
  }

  private async finish(id: number, status: 'sent' | 'cancelled', error: string | null): Promise<void> {
    await this.db.query(
      `UPDATE supplier_outbox
          SET status = $2, temp_password = NULL, locked_until = NULL, last_error = $3,
              sent_at = CASE WHEN $2 = 'sent' THEN now() END
        WHERE id = $1`,
      [id, status, error],
    );
  }
}
