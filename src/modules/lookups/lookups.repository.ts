import type { Queryable } from '../../db/index.js';
import { ValidationError } from '../../http/errors.js';

/** The reference tables of GET /lookups, by their public name. Table names are never taken from input. */
export const LOOKUP_TABLES = [
  'countries',
  'supplier_types',
  'risk_levels',
  'categories',
  'product_types',
  'uoms',
  'access_levels',
  'departments',
  'spec_statuses',
  'audit_statuses',
  'standards',
] as const;
export type LookupName = (typeof LOOKUP_TABLES)[number];

export function isLookupName(name: string): name is LookupName {
  return (LOOKUP_TABLES as readonly string[]).includes(name);
}

/**
 * Refuses with 400 naming the field when a value is not an id of its lookup. `checks` maps a field name
 * to its table; absent or null values are skipped. One round trip for all the checks.
 */
export async function assertLookupIds(
  q: Queryable,
  checks: { field: string; table: LookupName | 'companies' | 'users'; value: number | null | undefined }[],
): Promise<void> {
  const present = checks.filter((c) => c.value !== undefined && c.value !== null);
  if (present.length === 0) return;
  const idColumn = { companies: 'companyid', users: 'userid' } as Record<string, string>;
  const sql = present
    .map(
      (c, i) =>
        `SELECT ${i} AS i WHERE NOT EXISTS (SELECT 1 FROM ${c.table} WHERE ${idColumn[c.table] ?? 'id'} = $${i + 1})`,
    )
    .join(' UNION ALL ');
  const { rows } = await q.query<{ i: number }>(
    sql,
    present.map((c) => c.value),
  );
  const bad = rows.map((r) => present[r.i]!).sort((a, b) => checks.indexOf(a) - checks.indexOf(b))[0];
  if (bad) throw new ValidationError(`Invalid ${bad.field}: ${String(bad.value)} does not exist`);
}

export interface LookupEntry {
  id: number;
  name: string;
  code?: string;
}

/** One reference table's entries (countries with their ISO code, by name; the others by id). */
export async function readLookup(q: Queryable, name: LookupName): Promise<LookupEntry[]> {
  // `name` is one of the fixed table names above, never raw input.
  const columns = name === 'countries' ? 'id, code, name' : 'id, name';
  const order = name === 'countries' ? 'name' : 'id';
  const { rows } = await q.query<LookupEntry>(`SELECT ${columns} FROM ${name} ORDER BY ${order}`);
  return rows;
}
