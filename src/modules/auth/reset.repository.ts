import type { Queryable } from '../../db/index.js';

/**
 * Password reset links (docs/auth.md, "Forgotten passwords"): how long a link works, and how many reset emails
 * one account is sent in an hour (more requests are answered alike and send nothing).
 */
export const RESET = { ttlSeconds: 60 * 60, perHour: 3 } as const;
const HOUR = `interval '1 hour'`;

/** The users a request may send a link to: active, with a password of their own (not the system user). */
const queue = (where: string, asked: string) => `
WITH ${asked}
u AS (
  SELECT userid, emailaddress FROM users
   WHERE ${where} AND active = 1 AND password_hash IS NOT NULL
     AND (SELECT count(*) FROM password_reset_outbox o
           WHERE o.userid = users.userid AND o.created > now() - ${HOUR}) < $2),
revoked AS (
  UPDATE password_resets r SET revoked_at = now() FROM u
   WHERE r.userid = u.userid AND r.used_at IS NULL AND r.revoked_at IS NULL RETURNING 1),
queued AS (
  INSERT INTO password_reset_outbox (userid, recipient, requested_by)
  SELECT userid, emailaddress, $3 FROM u RETURNING id)
SELECT (SELECT count(*) FROM queued)::int AS queued`;

/**
 * A person's request: recorded (by address as typed, whether or not a user has it; rows past the hour go), and
 * counted with the address's earlier requests of the hour: past `perHour` of them, nothing is queued.
 */
const QUEUE_BY_EMAIL = queue(
  `lower(emailaddress) = lower($1)
     AND (SELECT count(*) FROM password_reset_requests q
           WHERE q.email = lower($1) AND q.requested_at > now() - ${HOUR}) < $2`,
  `pruned AS (DELETE FROM password_reset_requests WHERE requested_at < now() - ${HOUR} RETURNING 1),
   asked AS (INSERT INTO password_reset_requests (email) VALUES (lower($1)) RETURNING 1),`,
);
const QUEUE_BY_ID = queue('userid = $1', '');

/**
 * Queues a reset email for the account of `email`, if there is one it may go to and the hour's bounds allow it,
 * and revokes the account's earlier links. One statement, which writes whatever the address: an unknown address
 * costs what a known one does. Returns how many emails were queued (0 or 1), which the caller does not tell.
 */
export async function queueResetByEmail(q: Queryable, email: string): Promise<number> {
  const { rows } = await q.write<{ queued: number }>(QUEUE_BY_EMAIL, [email, RESET.perHour, null]);
  return rows[0]!.queued;
}

/** The same for user `userid`, sent by the Administrator `by`. */
export async function queueResetById(q: Queryable, userid: number, by: number): Promise<number> {
  const { rows } = await q.write<{ queued: number }>(QUEUE_BY_ID, [userid, RESET.perHour, by]);
  return rows[0]!.queued;
}

/** Seconds until user `userid` may be sent another reset email (0: now). */
export async function resetWaitSeconds(q: Queryable, userid: number): Promise<number> {
  const { rows } = await q.query<{ seconds: number | null }>(
    `SELECT ceil(extract(epoch FROM created + ${HOUR} - now()))::int AS seconds
       FROM password_reset_outbox WHERE userid = $1 AND created > now() - ${HOUR}
      ORDER BY created DESC OFFSET $2 LIMIT 1`,
    [userid, RESET.perHour - 1],
  );
  return Math.max(rows[0]?.seconds ?? 0, rows[0] ? 1 : 0);
}

export interface ClaimedReset {
  id: number;
  attempts: number;
  userid: number;
  recipient: string;
  firstname: string;
  /** Still worth sending: the user active with a password, the request under an hour old, no newer one. */
  sendable: boolean;
  by_admin: boolean;
}

/** Claims due reset emails (the outbox's claim statement, wrapped) with whether each is still worth sending. */
export async function claimResetEmails(
  q: Queryable,
  claim: string,
  batch: number,
  leaseMs: number,
): Promise<ClaimedReset[]> {
  const { rows } = await q.query<ClaimedReset>(
    `WITH claimed AS (${claim})
     SELECT c.id, c.attempts, c.userid, c.recipient, u.firstname, c.requested_by IS NOT NULL AS by_admin,
            (u.active = 1 AND u.password_hash IS NOT NULL AND c.created > now() - ${HOUR}
             AND NOT EXISTS (SELECT 1 FROM password_reset_outbox n WHERE n.userid = c.userid AND n.id > c.id))
              AS sendable
       FROM claimed c JOIN users u ON u.userid = c.userid`,
    [batch, leaseMs],
  );
  return rows;
}

/**
 * Keeps the hash of a new link's token for the email `outboxId` being sent, and revokes the user's other links:
 * only the latest link works. Nothing is kept (false) if the email was cancelled meanwhile (a password change).
 */
export async function issueReset(
  q: Queryable,
  r: { userid: number; outboxId: number; tokenHash: Buffer },
): Promise<boolean> {
  const { rows } = await q.write(
    `WITH revoked AS (
       UPDATE password_resets SET revoked_at = now()
        WHERE userid = $1 AND used_at IS NULL AND revoked_at IS NULL RETURNING 1)
     INSERT INTO password_resets (userid, token_hash, outbox_id, expires_at)
     SELECT $1, $2, $3, now() + make_interval(secs => $4)
      WHERE EXISTS (SELECT 1 FROM password_reset_outbox WHERE id = $3 AND status = 'sending')
     RETURNING id`,
    [r.userid, r.tokenHash, r.outboxId, RESET.ttlSeconds],
  );
  return rows.length > 0;
}

/** The account a live link's token belongs to (nothing is changed). */
export async function findResetUser(q: Queryable, tokenHash: Buffer) {
  const { rows } = await q.query<{ userid: number; emailaddress: string }>(
    `SELECT u.userid, u.emailaddress FROM password_resets r JOIN users u ON u.userid = r.userid
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > now()
        AND u.active = 1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Uses a live link's token up, in `tx`: of two uses at once exactly one gets the row (the other waits for its
 * lock, then finds it used). The user, or undefined.
 */
export async function consumeReset(tx: Queryable, tokenHash: Buffer) {
  const { rows } = await tx.write<{ userid: number; emailaddress: string }>(
    `UPDATE password_resets r SET used_at = now() FROM users u
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.revoked_at IS NULL AND r.expires_at > now()
        AND u.userid = r.userid AND u.active = 1
     RETURNING r.userid, u.emailaddress`,
    [tokenHash],
  );
  return rows[0];
}

/** Revokes a user's live links and cancels its unsent reset emails (password change, reset, deactivation). */
export async function revokeResets(q: Queryable, userid: number): Promise<void> {
  await q.write(
    'UPDATE password_resets SET revoked_at = now() WHERE userid = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [userid],
  );
  await q.write(
    `UPDATE password_reset_outbox SET status = 'cancelled', locked_until = NULL
      WHERE userid = $1 AND status IN ('pending', 'sending')`,
    [userid],
  );
}
