import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/index.js';
import { DayReminders } from '../../worker/day-reminders.js';
import { claimReminderEmails, evaluateExpiry, type Evaluation } from './reminders.repository.js';

/**
 * Questionnaire expiry (docs/approval.md, "Questionnaire states"): accepted questionnaires expire, are reissued 60
 * days before, and their suppliers reminded 60 and 30 days before; on the reminders-by-the-day mechanism
 * (src/worker/day-reminders.ts): at start-up, after an acceptance (of that assignment) and every
 * `reminderIntervalMs`, in one statement whose UNIQUE constraints make each step happen once.
 */
export class QuestionnaireReminders extends DayReminders<Evaluation> {
  constructor(db: Queryable, config: Readonly<Config>, clock: () => Date, log: FastifyBaseLogger) {
    super(db, config, clock, log, {
      name: 'questionnaire-expiry',
      mail: {
        name: 'questionnaire-reminder-mail',
        table: 'questionnaire_reminder_outbox',
        load: claimReminderEmails,
      },
      evaluate: (q, day, mail, saqid) => evaluateExpiry(q, day, { mail, saqid }),
      count: (r) => r.expired + r.reissued + r.reminders,
    });
  }
}
