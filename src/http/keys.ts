import { hash, randomBytes } from 'node:crypto';

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
  return Buffer.from(apiKeyDigest(key), 'base64');
}

/**
 * The same SHA-256, as base64 text: what the authentication cache is keyed by. Node's one-shot `hash` to a string
 * takes about a sixth of the time of `createHash(…).update(…).digest()` (no Hash object), on every request.
 */
export function apiKeyDigest(key: string): string {
  return hash('sha256', key, 'base64');
}

export function keyPrefix(key: string): string {
  return key.slice(0, PREFIX.length + 6);
}
