/**
 * PHP's json_encode of a DateTime: `{ date: 'YYYY-MM-DD HH:MM:SS.uuuuuu', timezone_type: 3, timezone: 'UTC' }`.
 * Clients of the original service read dates of the updateProduct response in this shape (docs/products.md).
 */
export interface PhpDate {
  date: string;
  timezone_type: 3;
  timezone: 'UTC';
}

const WITH_MICROS = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

/** From the text `api_ts_us()`-style SQL gives ('YYYY-MM-DD HH:MM:SS.uuuuuu', UTC); null stays null. */
export function phpDate(utc: string | null | undefined): PhpDate | null {
  if (utc === null || utc === undefined) return null;
  if (!WITH_MICROS.test(utc)) throw new Error(`Not a UTC timestamp with microseconds: ${utc}`);
  return { date: utc, timezone_type: 3, timezone: 'UTC' };
}

const DATE_INPUT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A date or date-time as clients send it ('YYYY-MM-DD', 'YYYY-MM-DD HH:MM[:SS[.ffffff]]', ISO 8601 with a
 * zone). No zone means UTC. Returns an ISO 8601 string PostgreSQL reads unambiguously, or undefined when the
 * text is not a real calendar date and time (2024-02-30, 25:00...), which the caller turns into a 400.
 */
export function parseApiDate(text: string): string | undefined {
  const m = DATE_INPUT.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', frac = '', zone = 'Z'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (year < 1 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth || Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  const z = zone === 'Z' ? 'Z' : zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  if (z !== 'Z' && (Number(z.slice(1, 3)) > 14 || Number(z.slice(4, 6)) > 59)) return undefined;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${frac ? `.${frac}` : ''}${z}`;
}
