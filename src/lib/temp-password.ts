import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Temporary portal passwords: 18 random bytes (144 bits), base64url, so 24 characters.
 *
 * They are hashed with one salted SHA-256 rather than argon2 on purpose. A slow KDF exists to make guessing
 * a *human-chosen* password expensive; a 144-bit random secret cannot be guessed whatever the hash costs
 * (2^144 trials), so the work factor buys nothing here, while argon2 would make a 10,000-row import take
 * minutes (docs/performance.md, "Figures behind the code"). Passwords chosen by people later (users module) still use
 * argon2id. Stored as `sha256$<salt>$<digest>` (base64url) so that a verifier can tell the two formats apart.
 */
export function newTemporaryPassword(): string {
  return randomBytes(18).toString('base64url');
}

export function hashTemporaryPassword(password: string): string {
  const salt = randomBytes(16);
  const digest = createHash('sha256').update(salt).update(password, 'utf8').digest();
  return `sha256$${salt.toString('base64url')}$${digest.toString('base64url')}`;
}

export function verifyTemporaryPassword(stored: string, password: string): boolean {
  const [scheme, salt, digest] = stored.split('$');
  if (scheme !== 'sha256' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'base64url');
  const actual = createHash('sha256')
    .update(Buffer.from(salt, 'base64url'))
    .update(password, 'utf8')
    .digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
