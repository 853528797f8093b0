import { describe, expect, it } from 'vitest';
import {
  comparePy,
  fixTimestampPy,
  floatReprPy,
  formatNumericPy,
  scalarStrPy,
  stripPy,
} from './python-values.js';

// Expected values are what CPython 3 prints for the same input (repr, float(), round(), str.strip()).
describe('Python value semantics the reference hash depends on', () => {
  it('writes floats as repr() does', () => {
    expect(floatReprPy(0.1)).toBe('0.1');
    expect(floatReprPy(1.5e-5)).toBe('1.5e-05');
    expect(floatReprPy(0.0001)).toBe('0.0001');
    expect(floatReprPy(123.456)).toBe('123.456');
    expect(floatReprPy(1e16)).toBe('1e+16');
    expect(floatReprPy(-2.5e-7)).toBe('-2.5e-07');
    expect(floatReprPy(1e22)).toBe('1e+22');
  });

  it('formats numeric text as _try_format_numeric does', () => {
    expect(formatNumericPy('1.0')).toBe('1');
    expect(formatNumericPy('+05')).toBe('5');
    expect(formatNumericPy('0.3434000')).toBe('0.3434');
    expect(formatNumericPy('1e3')).toBe('1000');
    expect(formatNumericPy('1_000.5')).toBe('1000.5');
    expect(formatNumericPy('-0')).toBe('0');
    expect(formatNumericPy('1e16')).toBe('10000000000000000');
    expect(formatNumericPy('12345678901234567890')).toBe('12345678901234567168');
    for (const text of ['nan', '1__0', '_1', '0x10', '1.2.3', 'abc', ''])
      expect(formatNumericPy(text), text).toBe(text);
    // Deliberate differences: Python fails the event on 'inf' (OverflowError) and reads full-width digits.
    expect(formatNumericPy('inf')).toBe('inf');
    expect(formatNumericPy('１２')).toBe('１２');
  });

  it('writes JSON scalars as str() does', () => {
    expect(scalarStrPy(true)).toBe('True');
    expect(scalarStrPy(null)).toBe('None');
    expect(scalarStrPy(2)).toBe('2');
    expect(scalarStrPy(2.5)).toBe('2.5');
  });

  it('rounds timestamps to UTC milliseconds, half to even, as the reference does with dateutil', () => {
    expect(fixTimestampPy('2005-04-04T20:33:31.116-06:00')).toBe('2005-04-05T02:33:31.116Z');
    expect(fixTimestampPy('2023-01-18T11:04:03.1415Z')).toBe('2023-01-18T11:04:03.142Z');
    expect(fixTimestampPy('2023-01-18T11:04:03.0005Z')).toBe('2023-01-18T11:04:03.000Z');
    expect(fixTimestampPy('2023-01-18T11:04:03.0015Z')).toBe('2023-01-18T11:04:03.002Z');
    expect(fixTimestampPy('2023-01-18T11:04:03.00149999Z')).toBe('2023-01-18T11:04:03.001Z');
    expect(fixTimestampPy('2023-01-11T12:00:00+0130')).toBe('2023-01-11T10:30:00.000Z');
    // Deliberate difference: the reference raises on a rounding into the next second and drops the event.
    expect(fixTimestampPy('2023-12-31T23:59:59.9996Z')).toBe('2024-01-01T00:00:00.000Z');
    expect(fixTimestampPy('yesterday')).toBe('yesterday');
    expect(fixTimestampPy('2023-02-29T10:00:00Z')).toBe('2023-02-29T10:00:00Z');
    expect(fixTimestampPy('2024-02-29T24:00:00Z')).toBe('2024-02-29T24:00:00Z');
    expect(fixTimestampPy('2024-02-29T10:00:00Z')).toBe('2024-02-29T10:00:00.000Z');
  });

  it('orders strings by code point and strips what Python calls whitespace', () => {
    expect(comparePy('\uffff', '\ud83d\ude00')).toBeLessThan(0);
    expect(comparePy('B', 'a')).toBeLessThan(0);
    expect(comparePy('ab', 'a')).toBeGreaterThan(0);
    expect(stripPy('\x1c\u3000 x \x85')).toBe('x');
    expect(stripPy('\ufeffx')).toBe('\ufeffx');
  });
});
