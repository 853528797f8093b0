import type { Queryable } from '../../db/index.js';
import type { MailJob } from '../../worker/mail-outbox.js';
import { reminderEmail, type ReminderFacts } from './reminder-email.js';

/**
 * The expiry evaluation, in one statement, for the day `$1` (YYYY-MM-DD, by the app's clock), of every assignment
 * or of one (`$3`); an inactive supplier's are left alone (docs/approval.md, "Questionnaire states"):
 * - `expired`: an Accepted assignment whose `expires` has passed (expires < $1) becomes Expired;
 * - `reissued`: an Accepted (or Expired) assignment within 60 days of its expiry gets its successor, once (UNIQUE
 *   reissue_of): the same template's last published version, due on the day the old one expires; none when the
 *   supplier was sent a later assignment of the template meanwhile;
 * - `due`: the most urgent of the 60- and 30-day reminders reached is recorded once (UNIQUE (saqid, threshold));
 *   one skipped while nobody evaluated is not sent late; each one recorded queues an email to each active user
 *   of the supplier when `$2` (email configured).
 * Two instances evaluating at once: the second waits on the first's rows and its conflicts insert nothing.
 */
const EVALUATE = `
WITH expired AS (
  UPDATE saqs s SET status = 'Expired', lastupdated = now()
    FROM companies c
   WHERE c.companyid = s.companyid AND c.active = 1
     AND s.status = 'Accepted' AND s.expires < $1::date AND ($3::integer IS NULL OR s.saqid = $3)
  RETURNING s.saqid),
reissued AS (
  INSERT INTO saqs (companyid, versionid, due, reissue_of)
  SELECT s.companyid,
         (SELECT p.versionid FROM questionnaire_versions p
           WHERE p.templateid = v.templateid AND p.status = 'published' ORDER BY p.version DESC LIMIT 1),
         s.expires, s.saqid
    FROM saqs s
    JOIN questionnaire_versions v ON v.versionid = s.versionid
    JOIN companies c ON c.companyid = s.companyid AND c.active = 1
   WHERE s.status IN ('Accepted', 'Expired') AND s.expires <= $1::date + 60
     AND ($3::integer IS NULL OR s.saqid = $3)
     AND NOT EXISTS (SELECT FROM saqs r WHERE r.reissue_of = s.saqid)
     AND NOT EXISTS (SELECT FROM saqs l JOIN questionnaire_versions lv ON lv.versionid = l.versionid
                      WHERE l.companyid = s.companyid AND l.saqid > s.saqid AND lv.templateid = v.templateid)
   ORDER BY s.saqid
  ON CONFLICT (reissue_of) DO NOTHING
  RETURNING saqid),
due AS (
  INSERT INTO questionnaire_reminders (saqid, companyid, threshold, expires, asof)
  SELECT s.saqid, s.companyid,
         (SELECT min(t) FROM unnest(ARRAY[60, 30]) t WHERE s.expires - t <= $1::date), s.expires, $1::date
    FROM saqs s JOIN companies c ON c.companyid = s.companyid AND c.active = 1
   WHERE s.status = 'Accepted' AND s.expires >= $1::date AND s.expires <= $1::date + 60
     AND ($3::integer IS NULL OR s.saqid = $3)
   ORDER BY s.saqid
  ON CONFLICT ON CONSTRAINT questionnaire_reminders_once DO NOTHING
  RETURNING reminderid, companyid),
mail AS (
  INSERT INTO questionnaire_reminder_outbox (reminderid, userid, recipient)
  SELECT d.reminderid, u.userid, u.emailaddress
    FROM due d JOIN users u ON u.companyid = d.companyid AND u.active = 1
   WHERE $2::boolean
   ORDER BY d.reminderid, u.userid
  RETURNING 1)
SELECT (SELECT count(*) FROM expired)::int AS expired, (SELECT count(*) FROM reissued)::int AS reissued,
       (SELECT count(*) FROM due)::int AS reminders, (SELECT count(*) FROM mail)::int AS emails`;

export interface Evaluation {
  expired: number;
  reissued: number;
  reminders: number;
  emails: number;
}

/** Evaluates expiries, reissues and reminders due on `asof` (YYYY-MM-DD); see EVALUATE. */
export async function evaluateExpiry(
  q: Queryable,
  asof: string,
  options: { mail: boolean; saqid?: number },
): Promise<Evaluation> {
  const { rows } = await q.query<Evaluation>(EVALUATE, [asof, options.mail, options.saqid ?? null]);
  return rows[0]!;
}

interface ClaimedEmail extends Omit<ReminderFacts, 'portalUrl'> {
  id: number;
  attempts: number;
  recipient: string;
  user_active: number;
  still_accepted: boolean;
}

/** Claims due reminder emails with what they say; a user deactivated meanwhile: cancelled. */
export async function claimReminderEmails(
  q: Queryable,
  claim: string,
  batch: number,
  leaseMs: number,
  portalUrl: string,
): Promise<MailJob[]> {
  const { rows } = await q.query<ClaimedEmail>(
    `WITH claimed AS (${claim})
     SELECT m.id, m.attempts, m.recipient, u.firstname, u.active AS user_active, c.companyname,
            t.name AS questionnaire, to_char(r.expires, 'YYYY-MM-DD') AS expires, r.threshold,
            s.status IN ('Accepted', 'Expired') AS still_accepted
       FROM claimed m
       JOIN questionnaire_reminders r ON r.reminderid = m.reminderid
       JOIN saqs s ON s.saqid = r.saqid
       JOIN questionnaire_versions v ON v.versionid = s.versionid
       JOIN questionnaire_templates t ON t.templateid = v.templateid
       JOIN companies c ON c.companyid = r.companyid
       JOIN users u ON u.userid = m.userid`,
    [batch, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    to: r.recipient,
    mail: r.user_active === 1 && r.still_accepted ? reminderEmail({ ...r, portalUrl }) : null,
  }));
}
