import { describe, expect, it } from 'vitest';
import { memoised } from './memo.js';

describe('memoised', () => {
  it('answers what the function answers, calling it once a string, null and undefined included', () => {
    const calls: string[] = [];
    const f = memoised((text: string) => (calls.push(text), text === 'none' ? null : text.length));
    expect([f('abc'), f('abc'), f('none'), f('none')]).toEqual([3, 3, null, null]);
    const g = memoised((text: string) => (calls.push(text), undefined));
    expect([g('u'), g('u')]).toEqual([undefined, undefined]);
    expect(calls).toEqual(['abc', 'none', 'u']);
  });

  it('stays bounded: forgets everything when full, and never keeps long strings', () => {
    let calls = 0;
    const f = memoised((text: string) => (calls++, text.toUpperCase()), 2, 5);
    f('a');
    f('b');
    f('c'); // full: forgets a and b
    f('a');
    expect(calls).toBe(4);
    f('longer than five');
    f('longer than five');
    expect(calls).toBe(6);
  });
});
