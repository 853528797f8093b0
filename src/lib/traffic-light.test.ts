import { describe, expect, it } from 'vitest';
import { auditLight, sectionLight } from './traffic-light.js';

const p = (total: number, answered: number, failsOrFlags = 0, criticalFailsOrFlags = 0) => ({
  total,
  answered,
  failsOrFlags,
  criticalFailsOrFlags,
});

describe('sectionLight', () => {
  it('is grey while nothing is answered', () => {
    expect(sectionLight(p(6, 0))).toBe('grey');
  });
  it('turns amber once something is answered but the section is not all-pass', () => {
    expect(sectionLight(p(6, 1))).toBe('amber');
    expect(sectionLight(p(6, 5))).toBe('amber');
    expect(sectionLight(p(6, 6, 1))).toBe('amber'); // a non-critical fail keeps it from green
  });
  it('turns red on a critical fail or flag, whatever else is answered', () => {
    expect(sectionLight(p(6, 1, 1, 1))).toBe('red');
    expect(sectionLight(p(6, 6, 1, 1))).toBe('red');
  });
  it('is green when every item is answered with no fail and no flag (n/a counts as answered)', () => {
    expect(sectionLight(p(6, 6))).toBe('green');
  });
  it('follows grey → amber → red → amber → green as answers change', () => {
    const steps = [p(3, 0), p(3, 1), p(3, 2, 1, 1), p(3, 2), p(3, 3)].map(sectionLight);
    expect(steps).toEqual(['grey', 'amber', 'red', 'amber', 'green']);
  });
});

describe('auditLight', () => {
  it('is grey when no section has an answer', () => {
    expect(auditLight(['grey', 'grey'])).toBe('grey');
  });
  it('is red when any section is red', () => {
    expect(auditLight(['green', 'red', 'grey'])).toBe('red');
  });
  it('is green only when every section is green', () => {
    expect(auditLight(['green', 'green'])).toBe('green');
    expect(auditLight(['green', 'grey'])).toBe('amber');
  });
  it('is amber otherwise', () => {
    expect(auditLight(['amber', 'green'])).toBe('amber');
  });
});
