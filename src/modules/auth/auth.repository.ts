import type { Queryable } from '../../db/index.js';
import { revokeResets } from './reset.repository.js';

/** The lockout window and how many failed sign-ins it allows (docs/auth.md). */
export const LOCKOUT = { windowSeconds: 15 * 60, maxFailures: 5 } as const;
const WINDOW = `make_interval(secs => ${LOCKOUT.windowSeconds})`;

export interface LoginUser {
  userid: number;
  emailaddress: string;
  password_hash: string | null;
  active: number;
}

export async function findLoginUser(q: Queryable, email: string): Promise<LoginUser | undefined> {
  const { rows } = await q.query<LoginUser>(
    'SELECT userid, emailaddress, password_hash, active FROM users WHERE lower(emailaddress) = lower($1)',
    [email],
  );
  return rows[0];
}

export async function findLoginUserById(q: Queryable, userid: number): Promise<LoginUser | undefined> {
  const { rows } = await q.query<LoginUser>(
    'SELECT userid, emailaddress, password_hash, active FROM users WHERE userid = $1',
    [userid],
  );
  return rows[0];
}

/**
 * Records an attempt for `email` before its password is checked, committed on its own: every attempt that
 * counts afterwards sees it, so concurrent guesses can never all slip under the limit. Old rows go too.
 */
export async function recordAttempt(q: Queryable, email: string): Promise<number> {
  await q.write(`DELETE FROM login_attempts WHERE attempted_at < clock_timestamp() - ${WINDOW}`);
  const { rows } = await q.write<{ id: number }>(
    'INSERT INTO login_attempts (email) VALUES (lower($1)) RETURNING id',
    [email],
  );
  return Number(rows[0]!.id);
}

/**
 * Seconds until `email` may try again, or 0: locked while the window holds `maxFailures` other attempts,
 * until the oldest of the latest `maxFailures` leaves it.
 */
export async function lockedForSeconds(q: Queryable, email: string, attemptId: number): Promise<number> {
  const { rows } = await q.query<{ seconds: number | null }>(
    `SELECT ceil(extract(epoch FROM attempted_at + ${WINDOW} - clock_timestamp()))::int AS seconds
       FROM login_attempts
      WHERE email = lower($1) AND id <> $2 AND attempted_at > clock_timestamp() - ${WINDOW}
      ORDER BY attempted_at DESC OFFSET $3 LIMIT 1`,
    [email, attemptId, LOCKOUT.maxFailures - 1],
  );
  return Math.max(rows[0]?.seconds ?? 0, rows[0] ? 1 : 0);
}

export async function forgetAttempt(q: Queryable, attemptId: number): Promise<void> {
  await q.write('DELETE FROM login_attempts WHERE id = $1', [attemptId]);
}

/** A successful sign-in clears the address's failures. */
export async function clearAttempts(q: Queryable, email: string): Promise<void> {
  await q.write('DELETE FROM login_attempts WHERE email = lower($1)', [email]);
}

export async function markSignedIn(q: Queryable, userid: number): Promise<void> {
  await q.write('UPDATE users SET logincount = logincount + 1, lastloggedin = now() WHERE userid = $1', [
    userid,
  ]);
}

export async function insertSession(
  q: Queryable,
  s: { jti: string; userid: number; passwordChangeRequired: boolean; expiresAt: Date },
): Promise<void> {
  // Expired sessions are of no further use: they go as new ones arrive.
  await q.write(`DELETE FROM auth_sessions WHERE expires_at < now() - interval '1 day'`);
  await q.write(
    'INSERT INTO auth_sessions (jti, userid, password_change_required, expires_at) VALUES ($1, $2, $3, $4)',
    [s.jti, s.userid, s.passwordChangeRequired, s.expiresAt],
  );
}

export async function revokeSession(q: Queryable, jti: string): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE auth_sessions SET revoked_at = now() WHERE jti = $1 AND revoked_at IS NULL',
    [jti],
  );
  return rowCount > 0;
}

/**
 * Revokes every token, every API key and every password reset link of a user (deactivation, password change,
 * reset).
 */
export async function revokeUserCredentials(q: Queryable, userid: number): Promise<void> {
  await revokeResets(q, userid);
  await q.write('UPDATE auth_sessions SET revoked_at = now() WHERE userid = $1 AND revoked_at IS NULL', [
    userid,
  ]);
  await q.write('UPDATE api_keys SET revoked_at = now() WHERE userid = $1 AND revoked_at IS NULL', [userid]);
}

export async function setPassword(q: Queryable, userid: number, passwordHash: string): Promise<void> {
  await q.write('UPDATE users SET password_hash = $2, lastupdated = now() WHERE userid = $1', [
    userid,
    passwordHash,
  ]);
}

/** The highest level a user's keys may have (its own level: see user_level in migrations/0040_auth.sql). */
export async function userMaxLevel(q: Queryable, userid: number): Promise<number | undefined> {
  const { rows } = await q.query<{ level: number }>(
    'SELECT user_level(accesslevelid, companyid) AS level FROM users WHERE userid = $1',
    [userid],
  );
  return rows[0]?.level;
}

/** The level a user of access level `accesslevelid` in `companyid` would act with. */
export async function levelOf(q: Queryable, accesslevelid: number, companyid: number) {
  const { rows } = await q.query<{ level: number | null }>('SELECT user_level($1, $2) AS level', [
    accesslevelid,
    companyid,
  ]);
  return rows[0]?.level ?? undefined;
}
