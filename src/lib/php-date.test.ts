import { describe, expect, it } from 'vitest';
import { parseApiDate, phpDate } from './php-date.js';

describe('phpDate', () => {
  it('wraps a UTC timestamp the way PHP encodes a DateTime', () => {
    expect(phpDate('2025-03-04 05:06:07.123456')).toEqual({
      date: '2025-03-04 05:06:07.123456',
      timezone_type: 3,
      timezone: 'UTC',
    });
  });
  it('keeps null and undefined as null', () => {
    expect(phpDate(null)).toBeNull();
    expect(phpDate(undefined)).toBeNull();
  });
  it('refuses text without microseconds, so that a wrong query is caught', () => {
    expect(() => phpDate('2025-03-04 05:06:07')).toThrow();
  });
});

describe('parseApiDate', () => {
  it('reads dates and date-times, without a zone as UTC', () => {
    expect(parseApiDate('2025-03-04')).toBe('2025-03-04T00:00:00Z');
    expect(parseApiDate('2025-03-04 05:06')).toBe('2025-03-04T05:06:00Z');
    expect(parseApiDate('2025-03-04 05:06:07')).toBe('2025-03-04T05:06:07Z');
    expect(parseApiDate('2025-03-04T05:06:07.5Z')).toBe('2025-03-04T05:06:07.5Z');
    expect(parseApiDate('2025-03-04T05:06:07+0130')).toBe('2025-03-04T05:06:07+01:30');
    expect(parseApiDate('2024-02-29')).toBe('2024-02-29T00:00:00Z');
  });
  it('refuses impossible dates and other text', () => {
    for (const bad of [
      '2023-02-29',
      '2025-13-01',
      '2025-04-31',
      '2025-01-01 24:00',
      '2025-01-01 10:60',
      'soon',
      '',
    ]) {
      expect(parseApiDate(bad)).toBeUndefined();
    }
  });
});
