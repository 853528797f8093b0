/**
 * Python's value semantics where the reference event hash (written in Python) depends on them: string
 * order, `str.strip()`, `str(float)`, `float(text)` and dateutil's reading of ISO 8601 timestamps.
 */

/** Python compares strings by code point; JavaScript's `<` by UTF-16 unit (they differ above U+FFFF). */
export function comparePy(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}

/** Python's `str.strip()`: the characters `str.isspace()` accepts (not U+FEFF, unlike `trim()`). */
export function stripPy(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- U+001C to U+001F are whitespace to Python
    /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+|[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+$/g,
    '',
  );
}

/** Python's `repr(float)`: the shortest round-trip digits, exponent form below 1e-4 and from 1e16. */
export function floatReprPy(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(x.toExponential())!;
  const sign = m[1]!;
  const digits = m[2]! + (m[3] ?? '');
  const exp = Number(m[4]);
  if (exp < -4 || exp >= 16) {
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${mantissa}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const fraction = digits.slice(exp + 1);
  return `${sign}${whole}.${fraction === '' ? '0' : fraction}`;
}

/** Python's `str()` of a JSON scalar as `json.loads` would have made it. */
export function scalarStrPy(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'number')
    return Number.isInteger(value) ? BigInt(value).toString() : floatReprPy(value);
  return String(value);
}

const FLOAT_TEXT = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;

/**
 * The reference's `_try_format_numeric`: text that Python's `float()` reads is written as `str(int)` when
 * whole, else `str(float)` (`1.0` → `1`, `+05` → `5`, `1e3` → `1000`). NaN stays as sent (Python's `int()`
 * raises ValueError, which the reference catches); so does infinity, where the reference fails the whole
 * event on an uncaught OverflowError. Python also reads non-ASCII digits; that is not reproduced.
 */
export function formatNumericPy(text: string): string {
  if (!FLOAT_TEXT.test(text)) return text;
  const value = Number(text.replaceAll('_', ''));
  if (!Number.isFinite(value)) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : floatReprPy(value);
}

const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * The reference's `_fix_time_stamp_format`: a timestamp in UTC at millisecond precision (`…T02:33:31.116Z`).
 * Like dateutil, fractions beyond microseconds are cut, then rounded to milliseconds half to even (Python's
 * `round(µs, -3)`). Differences, all where the reference itself misbehaves: a time without offset is read as
 * UTC (the reference uses the machine's zone); a rounding up to the next second carries (the reference raises
 * and drops the event); only ISO 8601 is read (dateutil also reads free text), anything else stays as sent.
 */
export function fixTimestampPy(text: string): string {
  const m = ISO_TIME.exec(text);
  if (!m) return text;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '', zone = 'Z'] = m;
  // dateutil refuses what is no calendar time (ValueError); the reference then keeps the text as sent.
  const year = Number(y);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(mo) - 1] ?? 0;
  if (Number(mo) < 1 || Number(mo) > 12 || Number(d) < 1 || Number(d) > daysInMonth) return text;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return text;
  const micro = Number(frac.padEnd(6, '0').slice(0, 6));
  const q = Math.floor(micro / 1000);
  const r = micro % 1000;
  const millis = r > 500 || (r === 500 && q % 2 === 1) ? q + 1 : q;
  let offsetMinutes = 0;
  const z = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (z) offsetMinutes = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3] ?? '0'));
  const date = new Date(0);
  date.setUTCFullYear(year, Number(mo) - 1, Number(d));
  date.setUTCHours(Number(h), Number(mi) - offsetMinutes, Number(s), millis);
  if (Number.isNaN(date.getTime())) return text;
  if (date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999) return text;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.` +
    `${pad(date.getUTCMilliseconds(), 3)}Z`
  );
}
