import type { Db, Queryable } from '../../db/index.js';
import type { Authenticator } from '../../http/auth.js';
import { NotFound, TooManyRequests, ValidationError } from '../../http/errors.js';
import { hashPassword } from '../../lib/password.js';
import { clearAttempts, findLoginUserById, revokeUserCredentials, setPassword } from './auth.repository.js';
import { checkNewPassword } from './password-rule.js';
import { hashResetToken } from './reset-outbox.js';
import * as repo from './reset.repository.js';

/** What every forgotten-password request is answered, whatever the address (docs/auth.md). */
export const RESET_REQUESTED =
  'If an active account has this email address, a link to reset its password is on its way to it';
/** What a link that is not (or no longer) usable is answered, whatever the reason. */
export const INVALID_RESET = 'This password reset link is invalid, used or expired';

/** Something that sends queued emails now rather than at its next poll (the reset outbox, when mail is on). */
export interface Kick {
  kick(): void;
}

/** A forgotten password: queues the account's reset email when there is one to send; tells nothing. */
export async function forgotPassword(db: Queryable, outbox: Kick | undefined, email: string): Promise<void> {
  await repo.queueResetByEmail(db, email);
  // Kicked whatever was queued: the same work either way.
  outbox?.kick();
}

/**
 * An Administrator sends user `userid` a reset link (the person chooses the password; nobody else learns it).
 * 404 for no such user, 400 for one that cannot have one, 429 past the hour's bound.
 */
export async function sendPasswordReset(
  q: Queryable,
  outbox: Kick | undefined,
  userid: number,
  by: number,
): Promise<string> {
  const user = await findLoginUserById(q, userid);
  if (!user) throw new NotFound('User not found');
  if (user.active !== 1) throw new ValidationError('User is deactivated');
  if (user.password_hash === null) throw new ValidationError('This user cannot sign in with a password');
  if ((await repo.queueResetById(q, userid, by)) === 0) {
    throw new TooManyRequests(
      `At most ${repo.RESET.perHour} password reset emails an hour go to one user; try again later`,
      await repo.resetWaitSeconds(q, userid),
    );
  }
  outbox?.kick();
  return user.emailaddress;
}

/**
 * Sets a new password with a reset link's token: the token is used up (of two uses at once, one wins), every
 * token, key and other link of the user is revoked, and the address's failed sign-ins are forgotten.
 */
export async function resetPassword(db: Db, auth: Authenticator, token: string, password: string) {
  const tokenHash = hashResetToken(token);
  const user = await repo.findResetUser(db, tokenHash);
  if (!user) throw new ValidationError(INVALID_RESET);
  checkNewPassword('password', password, user.emailaddress);
  const passwordHash = await hashPassword(password);
  await auth.changeCredentials(db, async (tx) => {
    const used = await repo.consumeReset(tx, tokenHash);
    if (!used) throw new ValidationError(INVALID_RESET);
    await setPassword(tx, used.userid, passwordHash);
    await revokeUserCredentials(tx, used.userid);
    await clearAttempts(tx, used.emailaddress);
  });
}
