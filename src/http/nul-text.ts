import { ValidationError } from './errors.js';

/**
 * PostgreSQL text cannot hold U+0000, and JSON can carry it: refuse it up front, naming the field, instead
 * of letting the database fail the statement. Checks the string values of a flat JSON object.
 */
export function nulFieldOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) return key;
  }
  return undefined;
}

export function nulMessage(field: string): string {
  return `Invalid value for ${field}: must not contain NUL characters`;
}

/** The app's preValidation hook: a JSON body with NUL text is refused before validation. */
export async function rejectNulText(request: { body?: unknown }): Promise<void> {
  const field = nulFieldOf(request.body);
  if (field !== undefined) throw new ValidationError(nulMessage(field));
}
