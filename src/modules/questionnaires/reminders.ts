import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { MailOutbox } from '../../worker/mail-outbox.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { claimReminderEmails, evaluateExpiry, type Evaluation } from './reminders.repository.js';

const dayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/**
 * Questionnaire expiry (docs/approval.md, "Questionnaire states"): accepted questionnaires expire, are reissued 60
 * days before, and their suppliers reminded 60 and 30 days before; the certificate reminders' mechanism: evaluated
 * at start-up, after an acceptance and every `reminderIntervalMs` on every instance, in one statement whose UNIQUE
 * constraints make each step happen once; the emails go out through their outbox when SMTP is configured.
 */
export class QuestionnaireReminders {
  private readonly worker: PollingWorker;
  private readonly mail: MailOutbox | undefined;

  constructor(
    private readonly db: Queryable,
    config: Readonly<Config>,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new PollingWorker(
      'questionnaire-expiry',
      async () => {
        const r = await this.evaluate();
        return r.expired + r.reissued + r.reminders;
      },
      { pollMs: config.reminderIntervalMs },
      log,
    );
    const { smtpUrl, mailFrom, portalUrl, workerPollMs } = config;
    this.mail = smtpUrl
      ? new MailOutbox(
          db,
          {
            name: 'questionnaire-reminder-mail',
            table: 'questionnaire_reminder_outbox',
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

  /** Evaluates what is due today by the clock, of every assignment or of one; written by the system. */
  async evaluate(saqid?: number): Promise<Evaluation> {
    const result = await evaluateExpiry(this.db, dayOf(this.clock), { mail: this.mail !== undefined, saqid });
    if (result.emails > 0) this.mail?.kick();
    return result;
  }

  /** After an acceptance has committed; a failure is logged: the next pass evaluates it. */
  async afterWrite(saqid: number): Promise<void> {
    try {
      await this.evaluate(saqid);
    } catch (err) {
      this.log.error({ err, saqid }, 'questionnaire expiry: evaluation after a review failed');
    }
  }
}
