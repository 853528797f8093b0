import { formatDate, formatDateTime, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { dateText, lookup, type Lookup, type LookupName } from './data.js';
import { specFieldDef } from './spec-form.js';

/**
 * The record's own plumbing, not something a person sets: which spec row and product line an entry belongs to,
 * the row's creator (the entry already says who), its active flag (the entry says Deleted or Restored), the
 * legacy submitted counter and the row's own timestamps. History and diffs leave them out.
 */
const INTERNAL = new Set(['psid', 'newlineid', 'userid', 'isactive', 'submitted', 'lastupdated', 'created']);

/** Whether a changed field is one a person reads (not an internal one). */
export const shownField = (field: string): boolean => !INTERNAL.has(field);

/** The lookup table a field's ids are names of: the spec form's own choices, and the spec's status. */
function lookupOf(field: string): LookupName | undefined {
  if (field === 'statusid') return 'spec_statuses';
  return specFieldDef(field)?.lookup;
}

/** The lookup tables of `fields`, as far as they have loaded (each table is read once per page load). */
export type Names = Partial<Record<LookupName, Lookup[]>>;

export function useNames(fields: string[]): Names {
  const tables = [...new Set(fields.map(lookupOf).filter((t): t is LookupName => !!t))].sort();
  const key = tables.join(',');
  const loaded = useAsync(
    async () => {
      const rows = await Promise.all(tables.map((t) => lookup(t).catch(() => [])));
      return Object.fromEntries(tables.map((t, i) => [t, rows[i]])) as Names;
    },
    // The tables' names, not the array.
    [key],
  );
  return loaded.data ?? {};
}

/**
 * A value of the API as a person reads it: ids of a lookup by their name (country 724 is Spain), the spec's
 * calendar dates as days, timestamps in the browser's locale and time zone, nutrition figures without trailing
 * zeros, – for none.
 */
export function showValue(field: string, value: unknown, names: Names = {}): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const table = lookupOf(field);
  if (table) return names[table]?.find((s) => s.id === Number(value))?.name ?? String(value);
  if (specFieldDef(field)?.kind === 'date') return formatDate(dateText(value));
  if (typeof value === 'object') {
    if ('date' in (value as object)) return formatDateTime(dateText(value));
    return JSON.stringify(value);
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value))
    return formatDateTime(value);
  if (/(100gcontains|perportion)$/.test(field) && /^-?\d+(\.\d+)?$/.test(String(value)))
    return formatNumber(Number(value), 4);
  return String(value);
}
