import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword, verifyPasswordUniformly } from './password.js';
import { hashTemporaryPassword, newTemporaryPassword } from './temp-password.js';

describe('passwords', () => {
  it('verifies argon2id hashes of chosen passwords', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'wrong')).toBe(false);
  });

  it('verifies generated temporary passwords in their own format', async () => {
    const temp = newTemporaryPassword();
    expect(temp).toHaveLength(24);
    const stored = hashTemporaryPassword(temp);
    expect(await verifyPassword(stored, temp)).toBe(true);
    expect(await verifyPassword(stored, temp + 'x')).toBe(false);
  });
});

describe('verifyPasswordUniformly', () => {
  it('checks argon2 and temporary hashes, and answers false when there is nothing to check', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPasswordUniformly(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPasswordUniformly(stored, 'wrong')).toBe(false);
    const temp = newTemporaryPassword();
    expect(await verifyPasswordUniformly(hashTemporaryPassword(temp), temp)).toBe(true);
    expect(await verifyPasswordUniformly(hashTemporaryPassword(temp), 'wrong')).toBe(false);
    expect(await verifyPasswordUniformly(null, '')).toBe(false);
    expect(await verifyPasswordUniformly(undefined, 'anything')).toBe(false);
    expect(await verifyPasswordUniformly('not a hash at all', 'anything')).toBe(false);
  });
});
