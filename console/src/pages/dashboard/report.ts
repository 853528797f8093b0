import { ok } from '../../api.js';

/**
 * The JSON of a report: the report routes may also answer CSV (`format=csv`), which the typed client counts
 * as a possible string; the dashboard never asks for it.
 */
export async function report<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<Exclude<NonNullable<T>, string>> {
  const data = await ok(call);
  if (typeof data === 'string') throw new Error('The report answered CSV');
  return data as Exclude<NonNullable<T>, string>;
}
