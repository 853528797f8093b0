import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'ftk_';

/** 256 random bits, URL-safe: shown once at creation, stored only as its SHA-256 hash. */
export function generateApiKey(): string {
  return PREFIX + randomBytes(32).toString('base64url');
}

/**
 * Keys are high-entropy random strings, so a fast hash is enough: nobody can guess their way to a
 * preimage, and a slow password hash would cost milliseconds on every request.
 */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX.length + 6);
}
