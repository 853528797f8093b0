import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { describeIssues, type AjvIssue, type RouteMessages } from './validation.js';
import { bodyProblem, bodyProblems } from './body-checks.js';

/**
 * One problem of a bulk row: its message, and the columns it is about (a CSV template's column names, which
 * are the JSON field names; empty when the problem is about the row as a whole).
 */
export interface RowProblem {
  fields: string[];
  message: string;
}

/**
 * A row checked: its value, or its problems. `message` is the first problem's (the contract's one `message` of a
 * failed row); `problems`, when given, lists every problem found (`message`'s among them, or it is added).
 */
export type RowCheck<T> = { ok: true; value: T } | { ok: false; message: string; problems?: RowProblem[] };

/** The validation messages of a bulk route, as its single create reads its body. */
const messagesOf = (request: FastifyRequest): RouteMessages | undefined =>
  request.routeOptions.config.messages;

/**
 * Checks one row of a bulk upload against the single-record route's body schema, compiled by the route's
 * own validator (the same coercion of CSV text to numbers, the same formats, the same messages as a single
 * create, the route's `config.messages` included). The row is not changed: the checked copy is returned.
 * A refused row's `message` is the one a single create would answer; its `problems` list every field's
 * (`fieldProblems`; the bulk pipeline puts `message`'s first).
 */
export function checkRow<T>(
  request: FastifyRequest,
  schema: TSchema,
  row: Record<string, unknown>,
): RowCheck<T> {
  const messages = messagesOf(request);
  const problem = bodyProblem(schema, row, messages);
  if (problem !== undefined)
    return { ok: false, message: problem, problems: fieldProblems(request, schema, row) };
  const validate = request.compileValidationSchema(schema as Record<string, unknown>, 'body');
  const copy: Record<string, unknown> = { ...row };
  if (validate(copy)) return { ok: true, value: copy as T };
  const message = describeIssues((validate.errors ?? []) as AjvIssue[], 'body', messages) ?? 'Invalid row';
  return { ok: false, message, problems: fieldProblems(request, schema, row) };
}

/** A one-property schema per property of an object schema, made once (the route's validator caches by schema). */
const perField = new WeakMap<object, Map<string, TSchema>>();

function fieldSchemas(schema: TSchema): Map<string, TSchema> {
  let found = perField.get(schema);
  if (found) return found;
  found = new Map();
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  const required = new Set((schema as { required?: string[] }).required ?? []);
  for (const [name, property] of Object.entries(properties)) {
    found.set(
      name,
      required.has(name)
        ? Type.Object({ [name]: property })
        : Type.Object({ [name]: Type.Optional(property) }),
    );
  }
  perField.set(schema, found);
  return found;
}

/**
 * Every problem of a row, one per field at most, in the schema's property order (then the row's other fields):
 * each field is checked on its own with the route's validator, so that a row is told everything at once with
 * the very messages a single create would give, field by field.
 */
export function fieldProblems(
  request: FastifyRequest,
  schema: TSchema,
  row: Record<string, unknown>,
): RowProblem[] {
  const messages = messagesOf(request);
  const problems = new Map<string, string>();
  for (const p of bodyProblems(schema, row, messages)) problems.set(p.field, p.message);
  for (const [name, single] of fieldSchemas(schema)) {
    if (problems.has(name)) continue;
    const validate = request.compileValidationSchema(single as Record<string, unknown>, 'body');
    const copy = name in row ? { [name]: row[name] } : {};
    if (validate(copy)) continue;
    const message = describeIssues((validate.errors ?? []) as AjvIssue[], 'body', messages);
    if (message !== undefined) problems.set(name, message);
  }
  const order = [...fieldSchemas(schema).keys()];
  const rank = (f: string) => (order.includes(f) ? order.indexOf(f) : order.length);
  return [...problems]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => ({ fields: [field], message }));
}
