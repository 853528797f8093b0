import { Type, type TSchema } from 'typebox';

/** `{ success: false, error }`: every failure, whatever its origin. */
export const Failure = Type.Object(
  { success: Type.Literal(false), error: Type.String() },
  { $id: 'Failure', description: 'Every failure has this shape' },
);
const FailureRef = Type.Ref('Failure');

/** `{ success: true, data }`. */
export function Ok<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data });
}

const descriptions: Record<number, string> = {
  400: 'Validation failed',
  401: 'Missing or invalid API key',
  403: 'The key lacks the permission level',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  415: 'Unsupported content type',
  422: 'Cannot be done in the current state',
  500: 'Unexpected failure',
};

/** Response schemas of a route that needs a key: the success schema(s) plus the failure envelope. */
export function responses<T extends Record<number, TSchema>>(ok: T, extra: number[] = []) {
  const out: Record<number, TSchema> = { ...ok };
  for (const code of [400, 401, 403, 500, ...extra]) {
    out[code] = Type.Ref('Failure', { description: descriptions[code] ?? 'Failure' });
  }
  return out as T;
}

/** Path ids: positive integers, with the JSON-schema bound that keeps them inside PostgreSQL's integer. */
export const PG_INT_MAX = 2147483647;
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: PG_INT_MAX, description });

export const Timestamp = Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC)' });
export const NullableTimestamp = Type.Union([Type.Null(), Timestamp]);

export { FailureRef };

/**
 * `null` or the schema. Null comes first on purpose: validation coerces types (query strings need it),
 * and with the string branch first a JSON `null` would be coerced to "".
 */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([Type.Null(), schema]);
}
