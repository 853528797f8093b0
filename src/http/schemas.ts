import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';

/** `{ success: false, error }`: every failure, whatever its origin. */
export const Failure = Type.Object(
  { success: Type.Literal(false), error: Type.String() },
  { $id: 'Failure', description: 'Every failure has this shape' },
);

/** `{ success: true, data }`. */
export function Ok<T extends TSchema>(data: T) {
  return Type.Object({ success: Type.Literal(true), data });
}

/** What each failure status means, wherever it is declared (the document shares them: `#/components/responses`). */
export const FAILURE_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed, or the request is malformed (its URL, headers or body)',
  401: 'Missing or invalid API key or token',
  403: 'The caller lacks the permission level or scope',
  404: 'Not found',
  409: 'Conflict (or a request with the same Idempotency-Key still in progress)',
  413: 'The body is larger than this operation accepts',
  415: 'The body’s Content-Type is not one this operation reads',
  422: 'Cannot be done in the current state (or an Idempotency-Key reused with another request)',
  429: 'Too many requests or attempts: wait for Retry-After seconds',
  500: 'Unexpected failure',
  503: 'Unavailable for now (the database out of reach, the server shutting down): try again after Retry-After seconds',
};

/**
 * Response schemas of a route that needs a key: the success schema(s) plus the failure envelope for what any such
 * route may answer (400, 401, 403, 500, 503) and `extra`.
 */
export function responses<T extends Record<number, TSchema>>(ok: T, extra: number[] = []) {
  const out: Record<number, TSchema> = { ...ok };
  for (const code of [400, 401, 403, 500, 503, ...extra]) {
    out[code] = Type.Ref('Failure', { description: FAILURE_DESCRIPTIONS[code] ?? 'Failure' });
  }
  return out as T;
}

/** Path ids: positive integers, with the JSON-schema bound that keeps them inside PostgreSQL's integer. */
export const PG_INT_MAX = 2147483647;
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: PG_INT_MAX, description });

/**
 * The one nullable convention: `T | null` as a JSON-schema type list (`["string", "null"]`), never a union.
 * Validation coerces types (query strings and CSV rows need it); a value of either listed type is kept as
 * sent, so `""`, `0` and `false` read back as `""`, `0` and `false` (a union with a null branch would coerce
 * them to null). The serializer also writes a type list without trying union branches.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, ...rest } = schema as { type?: unknown; enum?: unknown[] } & Record<string, unknown>;
  if (typeof type !== 'string') throw new Error('Nullable() takes a schema with a single `type`');
  const enumWithNull = Array.isArray(rest.enum) ? { enum: [...rest.enum, null] } : {};
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'], ...enumWithNull });
}

const described = (description?: string) => (description ? { description } : {});
/** Nullable read fields (responses). */
export const NullInt = (description?: string) => Nullable(Type.Integer(described(description)));
export const NullStr = (description?: string) => Nullable(Type.String(described(description)));
export const NullNum = (description?: string) => Nullable(Type.Number(described(description)));
export const NullBool = () => Nullable(Type.Boolean());

/** Nullable input fields: an integer inside PostgreSQL's range, or text of bounded length. */
export function NullableInt(options: { minimum?: number; description?: string } = {}) {
  return Nullable(Type.Integer({ maximum: PG_INT_MAX, ...options }));
}
export function NullableText(maxLength: number, options: { format?: string; description?: string } = {}) {
  return Nullable(Type.String({ maxLength, ...options }));
}

/** A 0/1 flag; JSON booleans are read as 0/1 too. */
export const Flag01 = Type.Integer({ minimum: 0, maximum: 1 });

export const Timestamp = Type.String({ description: 'YYYY-MM-DD HH:MM:SS (UTC)' });
export const NullableTimestamp = Nullable(Timestamp);

/**
 * One of some words: a string with an `enum`, not a union of literals, so that the serializer writes it without
 * trying each branch (a trace answers thousands of nodes and edges).
 */
export const Words = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
