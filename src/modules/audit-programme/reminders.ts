import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { DayReminders } from '../../worker/day-reminders.js';
import { refreshExpiredGrades } from './audit-programme.repository.js';
import { claimAuditReminderEmails, evaluateAuditReminders, type Evaluation } from './reminders.repository.js';

/**
 * The audit programme's background pass (docs/approval.md, "Audit programme"), on the reminders-by-the-day
 * mechanism (src/worker/day-reminders.ts): at start-up, after each plan or assignment, and every
 * `reminderIntervalMs`. Each pass first recomputes the sites whose counted BRCGS certificate has expired (the one
 * change no write makes), then evaluates the auditors' reminders, each made once by its UNIQUE constraint.
 */
export class AuditProgrammeWorker extends DayReminders<Evaluation, never> {
  constructor(db: Queryable, config: Readonly<Config>, clock: () => Date, log: FastifyBaseLogger) {
    super(db, config, clock, log, {
      name: 'audit-programme',
      mail: {
        name: 'audit-reminder-mail',
        table: 'audit_programme_reminder_outbox',
        load: claimAuditReminderEmails,
      },
      evaluate: (q, day, mail) => evaluateAuditReminders(q, day, mail),
      count: (r) => r.reminders,
      beforePass: refreshExpiredGrades,
    });
  }
}
