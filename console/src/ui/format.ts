/**
 * Dates in the browser's locale. The API's timestamps are `YYYY-MM-DD HH:MM:SS` in UTC (or ISO 8601); its
 * dates `YYYY-MM-DD` are calendar days, shown as such whatever the time zone.
 */
export function parseUtc(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
}

/**
 * The text of a date as the API gives it: a PHP-style date object (`{ date: 'YYYY-MM-DD HH:MM:SS.uuuuuu',
 * timezone_type, timezone }`, the spec row's dates, docs/products.md) or a string, as `YYYY-MM-DD HH:MM:SS`
 * (or the string as given); null for null, '' or anything else.
 */
export function apiDateText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && typeof (value as { date?: unknown }).date === 'string')
    return (value as { date: string }).date.slice(0, 19) || null;
  return null;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const monthOnly = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A timestamp, in the browser's locale and time zone; '' for null. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = parseUtc(value);
  return Number.isNaN(d.getTime()) ? value : dateTime.format(d);
}

/** A calendar day (`YYYY-MM-DD`, or the day of a timestamp), in the browser's locale; '' for null. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : dateOnly.format(d);
}

/** A month (`YYYY-MM`), e.g. for a chart's axis. */
export function formatMonth(value: string): string {
  const d = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? value : monthOnly.format(d);
}

/** A number in the browser's locale, with at most `digits` decimals. */
export function formatNumber(value: number | null | undefined, digits = 1): string {
  if (value === null || value === undefined) return '–';
  return value.toLocaleString(undefined, { maximumFractionDigits: digits });
}

/** A percentage (`85.5 %`) with at most `digits` decimals; `none` for null. */
export function formatPercent(value: number | null, digits = 1, none = '–'): string {
  return value === null ? none : `${formatNumber(value, digits)} %`;
}
