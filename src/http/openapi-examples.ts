import { gs1CheckDigit } from '../lib/gs1.js';

/** A JSON schema as it appears in the OpenAPI document. */
export type Schema = Record<string, unknown>;

/**
 * The day the examples treat as today: an issue date is this day, an expiry or due date comes after it.
 * test/foundation/openapi-examples.test.ts sends every request example to a server seeded with the demo data set,
 * which must accept each one.
 */
export const EXAMPLE_DAY = '2026-03-14';

const withCheckDigit = (body: string) => `${body}${gs1CheckDigit(body)}`;

const STRING_BY_FORMAT: Record<string, string> = {
  email: 'ann.baker@example.org',
  date: EXAMPLE_DAY,
  'date-time': `${EXAMPLE_DAY}T09:30:00Z`,
  uri: 'https://hooks.example.org/foodtrace',
  url: 'https://hooks.example.org/foodtrace',
  uuid: '6f1c2a9e-3b4d-4e8f-9a01-2b3c4d5e6f70',
  binary: '(file contents)',
};
/** Candidates tried against a `pattern`, in order. */
const PATTERNED = ['12.5', '1', 'A1', 'abc', EXAMPLE_DAY];

/**
 * Integers named for what they identify. Lookup ids are those the migrations seed; the rows are those of the demo
 * data set (`foodtrace seed demo`, its default seed 1), so that an example names something that exists there.
 */
const INTEGER_BY_NAME: [RegExp, number][] = [
  // ISO 3166-1 numeric, as GET /lookups/countries: the United Kingdom.
  [/country|targetmarket/, 826],
  // The demo's first supplier (company 2, active) and its default site (site 1).
  [/^(companyid|supplierid)$/, 2],
  [/^siteid$/, 1],
  // An approved spec of the demo, with its version 1, allergens and nutrition.
  [/^psid$/, 2],
  // A supplier's person: the "Supplier portal" access level and the "Supplier" department.
  [/^(accesslevelid|departmentid)$/, 6],
];

/** Dates named for what they end come after EXAMPLE_DAY, in the order a reader expects. */
const DATE_AFTER: [RegExp, string][] = [
  [/expir|until|valid_?to|end/, '2027-03-13'],
  [/due/, '2026-04-14'],
];

function dateFor(name: string): string {
  return DATE_AFTER.find(([re]) => re.test(name))?.[1] ?? EXAMPLE_DAY;
}

/**
 * An address for an email field: a person's own (`emailaddress`) is Ann Baker's; the others are named after the
 * field (`portaluseremail` → portaluser@…), so that two email fields of one body, or of two bodies, never name
 * the same person (an address a user already has is refused).
 */
function emailFor(name: string): string {
  const who = name.replace(/_?email(address)?$/, '');
  return who === '' ? STRING_BY_FORMAT.email! : `${who}@greenfield-dairies.example.org`;
}

/** A believable value for a named field, when the schema gives nothing better. */
function stringFor(name: string | undefined): string {
  const n = (name ?? '').toLowerCase();
  if (n.includes('email')) return emailFor(n);
  if (n.includes('url')) return STRING_BY_FORMAT.uri!;
  // GS1 keys with their check digits (lib/gs1.ts): a GLN of 13 digits, a GTIN-13.
  if (n === 'gln') return withCheckDigit('501234500000');
  if (n === 'gtin') return withCheckDigit('501234567890');
  if (n.endsWith('date') || n.includes('_date')) return dateFor(n);
  if (/created|updated|lastloggedin|_at$|timestamp/.test(n)) return `${EXAMPLE_DAY} 09:30:00`;
  if (n.includes('firstname')) return 'Ann';
  if (n.includes('lastname') || n.includes('surname')) return 'Baker';
  if (n.includes('company') || n.includes('supplier')) return 'Greenfield Dairies Ltd';
  if (n.includes('product')) return 'Organic whole milk 1 L';
  // A new password differs from the current one (and has the 10 characters a new one needs).
  if (n.includes('newpassword')) return 'correct horse battery staple';
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

function numberFor(schema: Schema, integer: boolean, name: string | undefined): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const named = integer
    ? INTEGER_BY_NAME.find(([re]) => re.test((name ?? '').toLowerCase()))?.[1]
    : undefined;
  if (named !== undefined && (min === undefined || named >= min) && (max === undefined || named <= max)) {
    return named;
  }
  let n = integer ? 1 : 1.5;
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  return n;
}

function stringExample(schema: Schema, name: string | undefined): string {
  if (schema.format === 'date') return dateFor((name ?? '').toLowerCase());
  if (typeof schema.format === 'string' && STRING_BY_FORMAT[schema.format]) {
    return schema.format === 'email'
      ? emailFor((name ?? '').toLowerCase())
      : STRING_BY_FORMAT[schema.format]!;
  }
  if (typeof schema.pattern === 'string') {
    const re = new RegExp(schema.pattern, 'u');
    return PATTERNED.find((c) => re.test(c)) ?? clampString(stringFor(name), schema);
  }
  return clampString(stringFor(name), schema);
}

/**
 * A bulk body's rows (`oneOf: [row, array of rows]`): the array, of two rows. Each row's email addresses carry its
 * number (`portaluser+1@…`): rows of one request must not name the same person, nor the single create's example.
 */
function rowsExample(row: Schema, components: Record<string, Schema>, depth: number): unknown[] {
  const one = exampleOf(row, components, undefined, depth + 1);
  return [1, 2].map((n) =>
    one && typeof one === 'object' && !Array.isArray(one)
      ? Object.fromEntries(
          Object.entries(one).map(([k, v]) => [
            k,
            typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v) ? v.replace('@', `+${n}@`) : v,
          ]),
        )
      : one,
  );
}

/** The array branch of a one-or-many union (`[row, { type: 'array', items: row }]`), if that is what it is. */
function manyBranch(branches: Schema[]): Schema | undefined {
  const text = (s: unknown) => JSON.stringify(s);
  return branches.find(
    (b) => b.type === 'array' && branches.some((o) => o !== b && text(o) === text(b.items)),
  );
}

/**
 * An example that validates against `schema`, built from the schema itself (its `examples`, `default`,
 * `enum`, formats and bounds, then its field names): every operation of the document gets one without a route
 * writing it by hand, and a server seeded with the demo data set accepts every request example.
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
      const many = manyBranch(branches as Schema[]);
      if (many) return rowsExample(many.items as Schema, components, depth);
      const branch = (branches as Schema[]).find((b) => b.type !== 'null') ?? (branches[0] as Schema);
      return exampleOf(branch, components, name, depth + 1);
    }
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined];
  // A decimal sent as a JSON number or as text (nutrition values): text, which is never rounded.
  if (types.includes('string') && types.includes('number')) return '12.5';
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
      return numberFor(schema, true, name);
    case 'number':
      return numberFor(schema, false, name);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringExample(schema, name);
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
