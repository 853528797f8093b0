import { formatDateTime } from '../../ui/format.js';
import { dateText, type Lookup } from './data.js';

/** A value of the API as a person reads it: dates in the browser's locale, statuses by name, – for none. */
export function showValue(field: string, value: unknown, statuses: Lookup[] = []): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field === 'statusid') return statuses.find((s) => s.id === Number(value))?.name ?? String(value);
  if (typeof value === 'object') {
    if ('date' in (value as object)) return formatDateTime(dateText(value));
    return JSON.stringify(value);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value))
    return formatDateTime(value);
  return String(value);
}
