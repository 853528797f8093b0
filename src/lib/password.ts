import { hash, verify } from '@node-rs/argon2';
import { verifyTemporaryPassword } from './temp-password.js';

// argon2id (the library's default algorithm) with OWASP's recommended minimum: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against either stored format: argon2id, or a generated temporary password's `sha256$…`. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (stored.startsWith('sha256$')) return verifyTemporaryPassword(stored, password);
  return verify(stored, password);
}
