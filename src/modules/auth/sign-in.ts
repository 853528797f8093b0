import type { Db } from '../../db/index.js';
import type { Authenticator } from '../../http/auth.js';
import { TooManyRequests, Unauthorized, ValidationError } from '../../http/errors.js';
import type { TokenSigner } from '../../http/tokens.js';
import { hashPassword, isTemporaryHash, verifyPasswordUniformly } from '../../lib/password.js';
import { findUser } from '../users/users.repository.js';
import * as repo from './auth.repository.js';
import { checkNewPassword } from './password-rule.js';
import { INVALID_CREDENTIALS, LOCKED_OUT, type Session } from './auth.schemas.js';

/**
 * Checks a password for `email` under the lockout (docs/auth.md): the attempt is counted first, a locked
 * address gets 429 whatever the password, and every other answer costs one argon2 verification.
 * Returns the user on success; a failure stays counted.
 */
async function checkPassword(
  db: Db,
  email: string,
  password: string,
  stored: () => Promise<repo.LoginUser | undefined>,
) {
  const attemptId = await repo.recordAttempt(db, email);
  const wait = await repo.lockedForSeconds(db, email, attemptId);
  if (wait > 0) {
    // Refused attempts do not count: an attacker cannot keep a user locked out beyond the window.
    await repo.forgetAttempt(db, attemptId);
    throw new TooManyRequests(LOCKED_OUT, wait);
  }
  const user = await stored();
  const ok = await verifyPasswordUniformly(user?.password_hash, password);
  if (!user || !ok || user.active !== 1) throw new Unauthorized(INVALID_CREDENTIALS);
  return user;
}

/** Opens a session for a user whose password was just checked, in `tx`; clears its failed attempts. */
async function openSession(
  db: Db,
  tokens: TokenSigner,
  user: repo.LoginUser,
  counted: boolean,
): Promise<Session> {
  const { token, jti, expiresAt } = await tokens.sign(user.userid);
  const passwordChangeRequired = user.password_hash !== null && isTemporaryHash(user.password_hash);
  const record = await db.transaction(async (tx) => {
    await repo.clearAttempts(tx, user.emailaddress);
    if (counted) await repo.markSignedIn(tx, user.userid);
    await repo.insertSession(tx, { jti, userid: user.userid, passwordChangeRequired, expiresAt });
    return findUser(tx, user.userid);
  });
  return {
    token,
    token_type: 'Bearer',
    expires_at: expiresAt.toISOString(),
    password_change_required: passwordChangeRequired,
    user: record!,
  };
}

export async function signIn(db: Db, tokens: TokenSigner, email: string, password: string): Promise<Session> {
  const user = await checkPassword(db, email, password, () => repo.findLoginUser(db, email));
  return openSession(db, tokens, user, true);
}

/**
 * Replaces a user's password after checking the current one (under the same lockout), revokes every token
 * and key of the user on every instance, and opens a new session.
 */
export async function changePassword(
  db: Db,
  auth: Authenticator,
  userid: number,
  current: string,
  next: string,
): Promise<Session> {
  const known = await repo.findLoginUserById(db, userid);
  if (!known) throw new Unauthorized(INVALID_CREDENTIALS);
  checkNewPassword('newpassword', next, known.emailaddress);
  const user = await checkPassword(db, known.emailaddress, current, async () => known);
  if (next === current) throw new ValidationError('newpassword must differ from the current password');
  const passwordHash = await hashPassword(next);
  await auth.changeCredentials(db, async (tx) => {
    await repo.setPassword(tx, userid, passwordHash);
    await repo.revokeUserCredentials(tx, userid);
  });
  return openSession(db, auth.tokens, { ...user, password_hash: passwordHash }, false);
}
