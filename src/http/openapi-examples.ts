/** A JSON schema as it appears in the OpenAPI document. */
export type Schema = Record<string, unknown>;

const STRING_BY_FORMAT: Record<string, string> = {
  email: 'ann.baker@example.org',
  date: '2026-03-14',
  'date-time': '2026-03-14T09:30:00Z',
  uri: 'https://hooks.example.org/foodtrace',
  url: 'https://hooks.example.org/foodtrace',
  uuid: '6f1c2a9e-3b4d-4e8f-9a01-2b3c4d5e6f70',
  binary: '(file contents)',
};
/** Candidates tried against a `pattern`, in order. */
const PATTERNED = ['12.5', '1', 'A1', 'abc', '2026-03-14'];

/** A believable value for a named field, when the schema gives nothing better. */
function stringFor(name: string | undefined): string {
  const n = (name ?? '').toLowerCase();
  if (n.includes('email')) return STRING_BY_FORMAT.email!;
  if (n.includes('url')) return STRING_BY_FORMAT.uri!;
  if (n.endsWith('date') || n.includes('_date')) return '2026-03-14';
  if (/created|updated|lastloggedin|_at$|timestamp/.test(n)) return '2026-03-14 09:30:00';
  if (n.includes('firstname')) return 'Ann';
  if (n.includes('lastname')) return 'Baker';
  if (n.includes('company') || n.includes('supplier')) return 'Greenfield Dairies Ltd';
  if (n.includes('product')) return 'Organic whole milk 1 L';
  if (n.includes('password')) return 'correct horse battery';
  return name ? `${name} text` : 'text';
}

function clampString(value: string, schema: Schema): string {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  let out = max !== undefined ? value.slice(0, max) : value;
  while (out.length < min) out += 'x';
  return out;
}

function numberFor(schema: Schema, integer: boolean): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  let n = integer ? 1 : 1.5;
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  return n;
}

/**
 * An example that validates against `schema`, built from the schema itself (its `examples`, `default`,
 * `enum`, formats and bounds): every operation of the document gets one without a route writing it by hand.
 */
export function exampleOf(
  schema: Schema,
  components: Record<string, Schema>,
  name?: string,
  depth = 0,
): unknown {
  if (depth > 12) return null;
  if (typeof schema.$ref === 'string') {
    const target = components[schema.$ref.split('/').pop()!];
    return target ? exampleOf(target, components, name, depth + 1) : null;
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  if ('const' in schema) return schema.const;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.length > 0) {
      const branch = (branches as Schema[]).find((b) => b.type !== 'null') ?? (branches[0] as Schema);
      return exampleOf(branch, components, name, depth + 1);
    }
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object':
      return objectExample(schema, components, depth);
    case 'array': {
      const item = exampleOf((schema.items as Schema | undefined) ?? {}, components, name, depth + 1);
      const min = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => item);
    }
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string': {
      if (typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) {
        return STRING_BY_FORMAT[schema.format];
      }
      if (typeof schema.pattern === 'string') {
        const re = new RegExp(schema.pattern, 'u');
        return PATTERNED.find((c) => re.test(c)) ?? clampString(stringFor(name), schema);
      }
      return clampString(stringFor(name), schema);
    }
    default:
      return type === undefined && schema.properties ? objectExample(schema, components, depth) : null;
  }
}

function objectExample(schema: Schema, components: Record<string, Schema>, depth: number) {
  const out: Record<string, unknown> = {};
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [key, prop] of Object.entries(props)) out[key] = exampleOf(prop, components, key, depth + 1);
  const patterned = schema.patternProperties as Record<string, Schema> | undefined;
  const first = patterned && Object.values(patterned)[0];
  if (first && Object.keys(props).length === 0) out.name = exampleOf(first, components, 'name', depth + 1);
  const additional = schema.additionalProperties;
  if (typeof additional === 'object' && additional && Object.keys(out).length === 0) {
    out.name = exampleOf(additional as Schema, components, 'name', depth + 1);
  }
  return out;
}
