import type { Queryable } from '../../db/index.js';
import type { MailJob } from '../../worker/mail-outbox.js';
import { auditReminderEmail, type AuditReminderFacts } from './reminder-email.js';

/**
 * The reminder evaluation, in one statement (the certificate reminders' way): for every open planned audit of an
 * active supplier whose site is due at most 14 days after `$1` (the day, UTC), the most urgent threshold reached
 * (14 days before; 0 on the due date or after it) is inserted into audit_programme_reminders unless it is there
 * already (UNIQUE (auditid, threshold)), addressed to the audit's assigned auditor; each reminder inserted queues
 * an email to that auditor when `$2` (email configured). A threshold passed over while nobody evaluated is not sent
 * late. Plans are taken in id order, so two instances evaluating at once wait for each other in the same order.
 */
const EVALUATE = `
WITH due AS (
  INSERT INTO audit_programme_reminders (auditid, siteid, companyid, userid, threshold, due_date, asof)
  SELECT ap.auditid, ap.siteid, ap.companyid, a.userid,
         (SELECT min(t) FROM unnest(ARRAY[14, 0]) t WHERE ap.due_date - t <= $1::date), ap.due_date, $1::date
    FROM audit_plans ap
    JOIN audits a ON a.auditid = ap.auditid AND a.statusid <> 2
    JOIN companies c ON c.companyid = ap.companyid AND c.active = 1
   WHERE ap.due_date <= $1::date + 14
   ORDER BY ap.auditid
  ON CONFLICT ON CONSTRAINT audit_programme_reminders_once DO NOTHING
  RETURNING reminderid, userid),
mail AS (
  INSERT INTO audit_programme_reminder_outbox (reminderid, userid, recipient)
  SELECT d.reminderid, u.userid, u.emailaddress
    FROM due d JOIN users u ON u.userid = d.userid AND u.active = 1
   WHERE $2::boolean
   ORDER BY d.reminderid
  RETURNING 1)
SELECT (SELECT count(*) FROM due)::int AS reminders, (SELECT count(*) FROM mail)::int AS emails`;

export interface Evaluation {
  reminders: number;
  emails: number;
}

export async function evaluateAuditReminders(q: Queryable, asof: string, mail: boolean): Promise<Evaluation> {
  const { rows } = await q.query<Evaluation>(EVALUATE, [asof, mail]);
  return rows[0]!;
}

interface ClaimedEmail extends Omit<AuditReminderFacts, 'portalUrl'> {
  id: number;
  attempts: number;
  recipient: string;
  user_active: number;
  open: boolean;
}

/** Claims due reminder emails with what they say; a user deactivated or an audit completed meanwhile: cancelled. */
export async function claimAuditReminderEmails(
  q: Queryable,
  claim: string,
  batch: number,
  leaseMs: number,
  portalUrl: string,
): Promise<MailJob[]> {
  const { rows } = await q.query<ClaimedEmail>(
    `WITH claimed AS (${claim})
     SELECT m.id, m.attempts, m.recipient, u.firstname, u.active AS user_active, a.statusid <> 2 AS open,
            c.companyname, s.sitename, to_char(r.due_date, 'YYYY-MM-DD') AS due_date,
            to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate, r.threshold, p.unannounced, r.auditid
       FROM claimed m
       JOIN audit_programme_reminders r ON r.reminderid = m.reminderid
       JOIN audits a ON a.auditid = r.auditid
       JOIN audit_plans p ON p.auditid = r.auditid
       JOIN companies c ON c.companyid = r.companyid
       JOIN sites s ON s.siteid = r.siteid
       JOIN users u ON u.userid = m.userid`,
    [batch, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    to: r.recipient,
    mail: r.user_active === 1 && r.open ? auditReminderEmail({ ...r, portalUrl }) : null,
  }));
}
