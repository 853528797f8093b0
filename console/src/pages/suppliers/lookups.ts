import { api, ok } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';

export type LookupName =
  'countries' | 'supplier_types' | 'risk_levels' | 'access_levels' | 'departments' | 'standards';

export interface LookupRow {
  id: number;
  name: string;
}

/** Reference tables change with a release, not with a session: each is fetched once per page load. */
const cache = new Map<LookupName, Promise<LookupRow[]>>();

export function lookup(name: LookupName): Promise<LookupRow[]> {
  let p = cache.get(name);
  if (!p) {
    p = ok(api.GET('/api/v1/lookups/{name}', { params: { path: { name } } })).then((r) => r.data);
    // A failure is not kept: the next screen asks again.
    p.catch(() => cache.delete(name));
    cache.set(name, p);
  }
  return p;
}

/** A lookup table as [id, name] options (an empty list while it loads). */
export function useLookup(name: LookupName): LookupRow[] {
  return useAsync(() => lookup(name), [name]).data ?? [];
}

/** The name of `id` in `rows`, or the id itself while the table loads. */
export function nameOf(rows: LookupRow[], id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return rows.find((r) => r.id === id)?.name ?? String(id);
}

export const options = (rows: LookupRow[]): [number, string][] => rows.map((r) => [r.id, r.name]);

/** The message of anything thrown. */
export const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
