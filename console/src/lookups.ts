import { api, ok } from './api.js';
import type { operations } from '../../client/schema.js';
import { useAsync } from './ui/hooks.js';

/** A lookup table's name, as the API's document lists them. */
export type LookupName = operations['getLookup']['parameters']['path']['name'];

export interface Lookup {
  id: number;
  name: string;
}

/** Reference tables change with a release, not with a session: each is fetched once per page load. */
const cache = new Map<LookupName, Promise<Lookup[]>>();

export function lookup(name: LookupName): Promise<Lookup[]> {
  let p = cache.get(name);
  if (!p) {
    // Every table answers rows of at least { id, name } (some add columns the console does not use).
    p = ok(api.GET('/api/v1/lookups/{name}', { params: { path: { name } } })).then(
      (r) => (r as unknown as { data: Lookup[] }).data,
    );
    // A failure is not kept: the next screen asks again.
    p.catch(() => cache.delete(name));
    cache.set(name, p);
  }
  return p;
}

/** A lookup table (an empty list while it loads). */
export function useLookup(name: LookupName): Lookup[] {
  return useAsync(() => lookup(name), [name]).data ?? [];
}

/** The name of `id` in `rows`, or the id itself while the table loads. */
export function nameOf(rows: Lookup[], id: number | null | undefined): string {
  if (id === null || id === undefined) return '';
  return rows.find((r) => r.id === id)?.name ?? String(id);
}

/** A lookup table as [id, name] options of a select. */
export const options = (rows: Lookup[]): [number, string][] => rows.map((r) => [r.id, r.name]);
