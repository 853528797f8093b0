import { describe, expect, it } from 'vitest';
import { auditScore, type AnswerResult } from './score.js';

const mix = (counts: Partial<Record<AnswerResult, number>>): AnswerResult[] =>
  (Object.entries(counts) as [AnswerResult, number][]).flatMap(([r, n]) => Array<AnswerResult>(n).fill(r));

describe('auditScore', () => {
  it('counts a pass as 1, a flag as ½, a fail as 0 and leaves n/a out', () => {
    // (6 + 0.5 × 2) ÷ (6 + 2 + 2) = 70 %
    expect(auditScore(mix({ pass: 6, flag: 2, fail: 2, na: 5 }))).toBe(70);
  });
  it('rounds to 2 decimals, half up', () => {
    expect(auditScore(mix({ pass: 1, fail: 2 }))).toBe(33.33);
    expect(auditScore(mix({ pass: 2, fail: 1 }))).toBe(66.67);
    // 1 flag of 8: 6.25 exactly; 1 flag of 16: 3.125 → 3.13
    expect(auditScore(mix({ flag: 1, fail: 7 }))).toBe(6.25);
    expect(auditScore(mix({ flag: 1, fail: 15 }))).toBe(3.13);
  });
  it('is 100 when every answer is n/a, and for all passes', () => {
    expect(auditScore(mix({ na: 4 }))).toBe(100);
    expect(auditScore(mix({ pass: 3, na: 1 }))).toBe(100);
  });
  it('is 0 when everything scored failed', () => {
    expect(auditScore(mix({ fail: 3, na: 2 }))).toBe(0);
  });
});
