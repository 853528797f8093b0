import { ValidationError } from './errors.js';
import { describeIssues, type RouteMessages } from './validation.js';

/**
 * Checks made on a flat JSON body (or one bulk row) before schema validation, for what validation would let
 * through or change silently:
 * - text holding U+0000, which JSON allows and PostgreSQL text cannot store;
 * - `null` for a field that cannot be null: type coercion would turn it into 0, false or "" and the
 *   request would succeed (`isactive: null` switching a record off). It is refused, naming the field;
 * - a single value for a list (`"events": "supplier.created"`): the coercion query strings need
 *   (`?status=1` as `[1]`) must not make a list of a body's scalar. Refused, naming the field.
 */
export function bodyProblem(
  schema: unknown,
  body: unknown,
  messages: RouteMessages | undefined,
): string | undefined {
  for (const problem of problemsOf(schema, body, messages)) return problem.message;
  return undefined;
}

/** Every problem `bodyProblem` looks for, one per field, in the body's order (a bulk row is told them all). */
export function bodyProblems(
  schema: unknown,
  body: unknown,
  messages: RouteMessages | undefined,
): { field: string; message: string }[] {
  return [...problemsOf(schema, body, messages)];
}

function* problemsOf(
  schema: unknown,
  body: unknown,
  messages: RouteMessages | undefined,
): Generator<{ field: string; message: string }> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const types = nonNullableTypes(schema);
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      yield { field, message: nulMessage(field) };
      continue;
    }
    const type =
      value === null
        ? types.get(field)
        : types.get(field) === 'array' && !Array.isArray(value)
          ? 'array'
          : undefined;
    if (type !== undefined) {
      const issue = { keyword: 'type', instancePath: `/${field}`, params: { type } };
      yield { field, message: describeIssues([issue], 'body', messages)! };
    }
  }
}

export function nulMessage(field: string): string {
  return `Invalid value for ${field}: must not contain NUL characters`;
}

/** The app's preValidation hook: the route's body schema and messages. */
export function checkBody(request: {
  body?: unknown;
  routeOptions: { schema?: { body?: unknown }; config: { messages?: RouteMessages } };
}): void {
  const { schema, config } = request.routeOptions;
  const problem = bodyProblem(schema?.body, request.body, config.messages);
  if (problem !== undefined) throw new ValidationError(problem);
}

const cache = new WeakMap<object, Map<string, string>>();

/** The properties of an object schema whose type does not admit null, with that type. */
function nonNullableTypes(schema: unknown): Map<string, string> {
  if (schema === null || typeof schema !== 'object') return new Map();
  let found = cache.get(schema);
  if (found) return found;
  found = new Map();
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property.type === 'string' && property.type !== 'null') found.set(name, property.type);
  }
  cache.set(schema, found);
  return found;
}
