import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { MailOutbox } from '../../worker/mail-outbox.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { refreshExpiredGrades } from './audit-programme.repository.js';
import { claimAuditReminderEmails, evaluateAuditReminders, type Evaluation } from './reminders.repository.js';

/** The day (YYYY-MM-DD, UTC) a clock says it is. */
export const dayOf = (clock: () => Date) => clock().toISOString().slice(0, 10);

/**
 * The audit programme's background pass (docs/approval.md, "Audit programme"), on the certificate reminders'
 * mechanism: at start-up, after each plan or assignment, and every `reminderIntervalMs` on every instance. It
 * recomputes the sites whose counted BRCGS certificate has expired (the one change no write makes) and evaluates
 * the auditors' reminders, each made once by its UNIQUE constraint whoever evaluates; their emails go through the
 * mail outbox when SMTP is configured.
 */
export class AuditProgrammeWorker {
  private readonly worker: PollingWorker;
  private readonly mail: MailOutbox | undefined;

  constructor(
    private readonly db: Queryable,
    config: Readonly<Config>,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = new PollingWorker(
      'audit-programme',
      async () => {
        const refreshed = await refreshExpiredGrades(this.db, dayOf(this.clock));
        return refreshed + (await this.evaluate()).reminders;
      },
      { pollMs: config.reminderIntervalMs },
      log,
    );
    const { smtpUrl, mailFrom, portalUrl, workerPollMs } = config;
    this.mail = smtpUrl
      ? new MailOutbox(
          db,
          {
            name: 'audit-reminder-mail',
            table: 'audit_programme_reminder_outbox',
            load: (q, claim, batch, leaseMs) => claimAuditReminderEmails(q, claim, batch, leaseMs, portalUrl),
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

  /** The reminders due today by the clock. */
  async evaluate(): Promise<Evaluation> {
    const result = await evaluateAuditReminders(this.db, dayOf(this.clock), this.mail !== undefined);
    if (result.emails > 0) this.mail?.kick();
    return result;
  }

  /** After a plan or an assignment has committed: its reminders now; a failure is logged, the next pass retries. */
  async afterWrite(): Promise<void> {
    try {
      await this.evaluate();
    } catch (err) {
      this.log.error({ err }, 'audit programme: reminder evaluation after a write failed');
    }
  }
}
