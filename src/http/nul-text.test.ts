import { describe, expect, it } from 'vitest';
import { nulFieldOf, rejectNulText } from './nul-text.js';

describe('nul-text', () => {
  it('names the first string field holding U+0000', () => {
    expect(nulFieldOf({ a: 'ok', b: 'x\u0000y', c: 1 })).toBe('b');
    expect(nulFieldOf({ a: 'ok' })).toBeUndefined();
    expect(nulFieldOf([{ a: '\u0000' }])).toBeUndefined();
    expect(nulFieldOf(undefined)).toBeUndefined();
  });
  it('throws a 400 naming the field', async () => {
    await expect(rejectNulText({ body: { name: '\u0000' } })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Invalid value for name: must not contain NUL characters',
    });
  });
});
