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
