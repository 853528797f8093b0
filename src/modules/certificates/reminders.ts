import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { DayReminders } from '../../worker/day-reminders.js';
import { claimReminderEmails, evaluateReminders, type Evaluation } from './reminders.repository.js';

/**
 * Certificate reminders (docs/certificates.md) on the reminders-by-the-day mechanism (src/worker/day-reminders.ts):
 * evaluated at start-up, after every certificate write (of that certificate), and every `reminderIntervalMs`.
 */
export class CertificateReminders extends DayReminders<Evaluation> {
  constructor(db: Queryable, config: Readonly<Config>, clock: () => Date, log: FastifyBaseLogger) {
    super(db, config, clock, log, {
      name: 'certificate-reminders',
      mail: {
        name: 'certificate-reminder-mail',
        table: 'certificate_reminder_outbox',
        load: claimReminderEmails,
      },
      evaluate: (q, day, mail, accreditationid) => evaluateReminders(q, day, { mail, accreditationid }),
      count: (r) => r.reminders,
    });
  }
}
