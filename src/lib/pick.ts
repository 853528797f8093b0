/** The property names of an object of field schemas, typed as its keys (for `pick`). */
export function namesOf<T extends object>(fields: T): (keyof T & string)[] {
  return Object.keys(fields) as (keyof T & string)[];
}

/** The named fields a body gives (those left out, or undefined, are not there), keeping their types. */
export function pick<T extends object, K extends keyof T>(body: T, names: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const name of names) if (body[name] !== undefined) out[name] = body[name];
  return out;
}

/** A record giving each name the same value, or the value made for it: `{ a: v, b: v }`, typed by name. */
export function forEach<K extends string, V>(names: readonly K[], value: (name: K) => V): Record<K, V> {
  return Object.fromEntries(names.map((n) => [n, value(n)])) as Record<K, V>;
}
