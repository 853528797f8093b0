import type { Queryable } from '../../db/index.js';
import type { MailJob } from '../../worker/mail-outbox.js';
import { reminderEmail, type ReminderFacts } from './reminder-email.js';

/**
 * The reminder evaluation, in one statement: for every live certificate of an active supplier whose expiry
 * is at most 90 days after `$1` (the day, UTC), the most urgent threshold reached (90, 60, 30 days before; 0 on
 * the day) is inserted into certificate_reminders unless it is there already (ON CONFLICT DO NOTHING on the
 * UNIQUE (accreditationid, threshold)); each reminder actually inserted queues an email to each active user of
 * the supplier when `$2` (email configured). Thresholds passed over while nobody evaluated (a certificate
 * recorded 20 days before expiry) are not sent late: only the current one is. `$3` narrows it to one
 * certificate (after a write). Certificates are taken in id order, so that two instances evaluating at once
 * wait for each other's rows in the same order (never a deadlock), and the second inserts nothing.
 * The thresholds in force are this statement's `ARRAY[90, 60, 30, 0]` (and its `+ 90`, the first of them): the
 * one list; certificate_reminders' CHECK (migrations/0080_certificates.sql) admits the same values.
 */
const EVALUATE = `
WITH due AS (
  INSERT INTO certificate_reminders (accreditationid, companyid, threshold, expirydate, asof)
  SELECT a.accreditationid, a.companyid,
         (SELECT min(t) FROM unnest(ARRAY[90, 60, 30, 0]) t WHERE a.expirydate - t <= $1::date),
         a.expirydate, $1::date
    FROM accreditations a JOIN companies c ON c.companyid = a.companyid AND c.active = 1
   WHERE a.active = 1 AND a.expirydate <= $1::date + 90
     AND ($3::integer IS NULL OR a.accreditationid = $3)
   ORDER BY a.accreditationid
  ON CONFLICT ON CONSTRAINT certificate_reminders_once DO NOTHING
  RETURNING reminderid, companyid),
mail AS (
  INSERT INTO certificate_reminder_outbox (reminderid, userid, recipient)
  SELECT d.reminderid, u.userid, u.emailaddress
    FROM due d JOIN users u ON u.companyid = d.companyid AND u.active = 1
   WHERE $2::boolean
   ORDER BY d.reminderid, u.userid
  RETURNING 1)
SELECT (SELECT count(*) FROM due)::int AS reminders, (SELECT count(*) FROM mail)::int AS emails`;

export interface Evaluation {
  reminders: number;
  emails: number;
}

/** Evaluates the reminders due on `asof` (YYYY-MM-DD); see EVALUATE. */
export async function evaluateReminders(
  q: Queryable,
  asof: string,
  options: { mail: boolean; accreditationid?: number },
): Promise<Evaluation> {
  const { rows } = await q.query<Evaluation>(EVALUATE, [asof, options.mail, options.accreditationid ?? null]);
  return rows[0]!;
}

interface ClaimedEmail extends Omit<ReminderFacts, 'portalUrl'> {
  id: number;
  attempts: number;
  recipient: string;
  user_active: number;
  accreditation_active: number;
}

/**
 * Claims due reminder emails (the outbox's claim statement, wrapped) with what they say: the certificate and
 * the expiry date the reminder was about. A user deactivated, or a certificate deleted, meanwhile: cancelled.
 */
export async function claimReminderEmails(
  q: Queryable,
  claim: string,
  batch: number,
  leaseMs: number,
  portalUrl: string,
): Promise<MailJob[]> {
  const { rows } = await q.query<ClaimedEmail>(
    `WITH claimed AS (${claim})
     SELECT m.id, m.attempts, m.recipient, u.firstname, u.active AS user_active, a.active AS accreditation_active,
            c.companyname, a.standard, a.certificatenumber, a.certifyingbody,
            to_char(r.expirydate, 'YYYY-MM-DD') AS expirydate, r.threshold
       FROM claimed m
       JOIN certificate_reminders r ON r.reminderid = m.reminderid
       JOIN accreditations a ON a.accreditationid = r.accreditationid
       JOIN companies c ON c.companyid = r.companyid
       JOIN users u ON u.userid = m.userid`,
    [batch, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    to: r.recipient,
    mail: r.user_active === 1 && r.accreditation_active === 1 ? reminderEmail({ ...r, portalUrl }) : null,
  }));
}
