import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { MailOutbox } from '../../worker/mail-outbox.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { claimReminderEmails, evaluateReminders, type Evaluation } from './reminders.repository.js';

/** The day (YYYY-MM-DD, UTC) a clock says it is: what statuses and reminders are computed for. */
export const dayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/**
 * Certificate reminders (docs/certificates.md): evaluated at start-up (the worker's first pass), after every
 * certificate write, and every `reminderIntervalMs` (an hour at most) on every instance. Evaluation is one
 * statement whose UNIQUE constraint makes each reminder happen once, whoever evaluates; the emails it queues
 * go out through their outbox (src/worker/mail-outbox.ts) when SMTP is configured.
 */
export class CertificateReminders {
  private readonly worker: PollingWorker;
  private readonly mail: MailOutbox | undefined;

  constructor(
    private readonly db: Queryable,
    config: Readonly<Config>,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new PollingWorker(
      'certificate-reminders',
      async () => (await this.evaluate()).reminders,
      { pollMs: config.reminderIntervalMs },
      log,
    );
    const { smtpUrl, mailFrom, portalUrl, workerPollMs } = config;
    this.mail = smtpUrl
      ? new MailOutbox(
          db,
          {
            name: 'certificate-reminder-mail',
            table: 'certificate_reminder_outbox',
            load: (q, claim, batch, leaseMs) => claimReminderEmails(q, claim, batch, leaseMs, portalUrl),
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

  /** Evaluates the reminders due today by the clock, of every certificate or of one; written by the system. */
  async evaluate(accreditationid?: number): Promise<Evaluation> {
    const result = await evaluateReminders(this.db, dayOf(this.clock), {
      mail: this.mail !== undefined,
      accreditationid,
    });
    if (result.emails > 0) this.mail?.kick();
    return result;
  }

  /**
   * After a certificate write has committed: its reminders now. A failure is logged, not the writer's: the
   * write stands and the next pass (within the hour) evaluates it.
   */
  async afterWrite(accreditationid: number): Promise<void> {
    try {
      await this.evaluate(accreditationid);
    } catch (err) {
      this.log.error({ err, accreditationid }, 'certificate reminders: evaluation after a write failed');
    }
  }
}
