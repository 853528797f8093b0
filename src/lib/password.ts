import { hash, verify } from '@node-rs/argon2';
import { verifyTemporaryPassword } from './temp-password.js';

// argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a random password nobody knows, with OPTIONS: verified against when there is nothing to verify. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$5QoexIygbZAQ/SzhI29cHA$donQdlv6S6YA29vGWn7TusgmonsnvxhkOQJP4WOMCgw';
const TEMPORARY_PREFIX = 'sha256$';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Whether a stored hash is a generated temporary password's (which must be changed at first sign-in). */
export function isTemporaryHash(stored: string): boolean {
  return stored.startsWith(TEMPORARY_PREFIX);
}

/** Checks a password against either stored format: argon2id, or a generated temporary password's `sha256$…`. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (isTemporaryHash(stored)) return verifyTemporaryPassword(stored, password);
  return verify(stored, password);
}

/**
 * `verifyPassword` at one cost whatever is stored: exactly one argon2 verification with OPTIONS, against
 * the dummy hash when there is no argon2 hash to check (no user, no password, a temporary password, whose
 * own check is a fast SHA-256). Sign-in answers therefore take as long for an unknown address as for a
 * wrong password, and reveal nothing of which addresses exist.
 */
export async function verifyPasswordUniformly(stored: string | null | undefined, password: string) {
  if (stored && !isTemporaryHash(stored)) return verify(stored, password).catch(() => false);
  await verify(DUMMY_HASH, password);
  return stored ? verifyTemporaryPassword(stored, password) : false;
}
