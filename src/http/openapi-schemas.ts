import type { Doc, Operation } from './openapi.js';
import type { Schema } from './openapi-examples.js';
import { PG_INT_MAX } from './schemas.js';

/** Text the server reads never holds U+0000 (refused with a 400, and PostgreSQL text cannot hold it). */
export const NO_NUL = '^[^\\u0000]*$';
const BOUNDS: Record<string, [number, number]> = {
  int32: [-PG_INT_MAX - 1, PG_INT_MAX],
  // JSON numbers are read as doubles: past 2^53 an integer is no longer exact.
  int64: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/**
 * The document's schemas written the way generators read best, meaning exactly what validation means:
 * - a union of single values (TypeBox's `Union([Literal…])`) as one `enum` (a generator makes one type of it,
 *   not a class per value), `null` kept as a member of the type list;
 * - every integer with its `format`: `int32` unless the schema says `int64` (the few bigint columns, such as
 *   the events feed's `seq`): ids and counts live in PostgreSQL integers (an out-of-range value is a 400).
 * And what the server reads (request bodies and parameters, with the components they use) says the bounds it
 * enforces beyond its validation schema: an integer its format's range, free text no NUL, a date its 10
 * characters. So a client or a scanner (`npm run lint:openapi`'s OWASP rules) sees every input bounded.
 */
export function tidySchemas(doc: Doc): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const schema = node as Schema;
    collapseLiterals(schema);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') && schema.format === undefined) schema.format = 'int32';
    for (const [key, value] of Object.entries(schema)) {
      // Examples are data, not schemas.
      if (key !== 'example' && key !== 'examples') visit(value);
    }
  };
  visit(doc.paths);
  visit(doc.components.schemas);
  visit(doc.webhooks);
  boundInputs(doc);
}

/** The input bounds above, on every schema a request's body or parameters use. */
function boundInputs(doc: Doc): void {
  const components = doc.components.schemas ?? {};
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as Schema;
    if (typeof schema.$ref === 'string') return visit(components[schema.$ref.split('/').pop()!]);
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer')) {
      const [min, max] = BOUNDS[String(schema.format)] ?? BOUNDS.int32!;
      if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = min;
      if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) schema.maximum = max;
    }
    if (types.includes('string')) {
      if (schema.format === 'date') schema.maxLength ??= 10;
      const restricted = ['format', 'pattern', 'enum', 'const'].some((k) => schema[k] !== undefined);
      if (!restricted) schema.pattern = NO_NUL;
    }
    for (const [key, value] of Object.entries(schema)) {
      if (key !== 'example' && key !== 'examples') visit(value);
    }
  };
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item) as Operation[]) {
      for (const media of Object.values(op.requestBody?.content ?? {})) visit(media.schema);
      for (const parameter of op.parameters ?? []) visit(parameter.schema);
    }
  }
}

/** The one value of `{ const }` or `{ enum: [one] }`; undefined for any other schema. */
function single(member: Schema): { value: unknown; type: unknown } | undefined {
  const rest = Object.keys(member).filter((k) => !['const', 'enum', 'type', 'description'].includes(k));
  if (rest.length > 0) return undefined;
  if ('const' in member) return { value: member.const, type: member.type };
  if (Array.isArray(member.enum) && member.enum.length === 1)
    return { value: member.enum[0], type: member.type };
  return undefined;
}

/** `anyOf` of single values of one type (and perhaps null) → `{ type, enum }`, in place. */
function collapseLiterals(schema: Schema): void {
  const members = schema.anyOf;
  if (!Array.isArray(members) || members.length < 2) return;
  const values: unknown[] = [];
  const types = new Set<string>();
  let nullable = false;
  for (const member of members as Schema[]) {
    if (member.type === 'null' && Object.keys(member).length === 1) {
      nullable = true;
      continue;
    }
    const one = single(member);
    if (!one || typeof one.type !== 'string') return;
    types.add(one.type);
    values.push(one.value);
  }
  if (types.size !== 1 || values.length === 0) return;
  const [type] = types;
  delete schema.anyOf;
  schema.type = nullable ? [type, 'null'] : type;
  schema.enum = nullable ? [...values, null] : values;
}
