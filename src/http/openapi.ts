import type { TSchema } from 'typebox';
import { exampleOf, type Schema } from './openapi-examples.js';
import { FAILURE_DESCRIPTIONS } from './schemas.js';

/** A media type of a documented body: its schema and, when the generated one says too little, an example. */
export interface MediaDocs {
  schema: object;
  example?: unknown;
}

/**
 * What a route tells the OpenAPI document beyond its validation schema (`config.openapi`). Documentation only:
 * nothing here changes what the route accepts or answers.
 */
export interface OperationDocs {
  /** The request body when the route reads it itself (bulk JSON or CSV, multipart uploads). */
  body?: { description?: string; required?: boolean; content: Record<string, MediaDocs> };
  /**
   * Per status: a description, or the content when it is not JSON (`text/csv`, `application/pdf`...): it
   * replaces the JSON one, unless `alsoJson` (a JSON answer with a CSV alternative, say).
   */
  responses?: Record<
    number,
    {
      description?: string;
      content?: Record<string, MediaDocs>;
      alsoJson?: boolean;
      /** Headers the answer carries beyond the manners' (`Location` of a 202, `Link` of a page). */
      headers?: Record<string, { description: string; required?: boolean; schema: object }>;
    }
  >;
  /** Parameters narrowed for the reader: e.g. the names a handler checks itself (and answers 404 for others). */
  params?: Record<string, object>;
  /**
   * A partial update: every field is optional, but a body with none is refused (the contract's "No valid fields
   * provided…" 400). The document says `minProperties: 1`; validation is unchanged, so the message stays.
   */
  atLeastOneField?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Documentation of the route that its validation schema cannot carry (http/openapi.ts). */
    openapi?: OperationDocs;
  }
}

/** Shorthands for `config.openapi` content. */
export const media = {
  /** The failure envelope, for a status the route's schema does not list. */
  failure: (): MediaDocs => ({ schema: { $ref: '#/components/schemas/Failure' } }),
  /** A bulk route's rows: one JSON object or an array of them, or a CSV file (multipart field `file`). */
  bulk: (row: TSchema, maxRows: number, maxBytes: number): Record<string, MediaDocs> => ({
    'application/json': {
      schema: { oneOf: [row, { type: 'array', items: row, minItems: 1, maxItems: maxRows }] },
    },
    'multipart/form-data': media.upload(
      'CSV: a header row of field names (the JSON fields), then one row per record; UTF-8, comma-separated',
      maxBytes,
    ),
  }),
  csv: (description: string, example: string): MediaDocs => ({
    schema: { type: 'string', description },
    example,
  }),
  /** Bytes: a PDF, an image... (the media type names which). */
  binary: (): MediaDocs => ({ schema: { type: 'string', format: 'binary' }, example: '(the file’s bytes)' }),
  /** A multipart form with one file field and optional text fields. */
  upload: (file: string, maxBytes: number, fields: Record<string, object> = {}): MediaDocs => ({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', maxLength: maxBytes, description: file },
        ...fields,
      },
    },
  }),
};

const components = new Map<string, TSchema>();

/**
 * Names a schema in the document (`#/components/schemas/<name>`): wherever the same schema appears in an
 * operation, the document refers to it by name. The schema itself is returned unchanged, so validation and
 * serialisation stay exactly what they were.
 */
export function component<T extends TSchema>(name: string, schema: T): T {
  if (components.has(name) && components.get(name) !== schema) throw new Error(`Component ${name} twice`);
  components.set(name, schema);
  return schema;
}

/** The form @fastify/swagger writes a schema in (`const` as a one-value `enum`...), keys sorted, as text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const obj = { ...(value as Record<string, unknown>) };
  delete obj.$id;
  if ('const' in obj) {
    obj.enum = [obj.const];
    delete obj.const;
  }
  // A record of any string key (`patternProperties: { '^.*$': … }`) is written as `additionalProperties`.
  const patterned = obj.patternProperties as Record<string, unknown> | undefined;
  if (patterned && Object.keys(patterned).length === 1 && obj.additionalProperties === undefined) {
    obj.additionalProperties = Object.values(patterned)[0];
    delete obj.patternProperties;
  }
  const keys = Object.keys(obj).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(obj[k])}`).join(',')}}`;
}

/** Replaces every copy of a named schema at or below `node` by a reference to it. */
function refer(node: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => refer(n, names));
  if (node === null || typeof node !== 'object') return node;
  if ('type' in node) {
    const name = names.get(canonical(node));
    if (name) return { $ref: `#/components/schemas/${name}` };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    // Examples are data, not schemas.
    out[k] = k === 'example' || k === 'examples' ? v : refer(v, names);
  }
  return out;
}

/** The named schemas as components, and every copy of them in the document replaced by a reference. */
export function nameComponents(doc: Doc): void {
  const names = new Map<string, string>();
  for (const [name, schema] of components) {
    const key = canonical(schema);
    if (!names.has(key)) names.set(key, name);
  }
  const schemas = (doc.components.schemas ??= {});
  for (const [name, schema] of components) {
    if (names.get(canonical(schema)) !== name) continue;
    schemas[name] = withInnerRefs(schema, names);
  }
  doc.paths = refer(doc.paths, names) as Doc['paths'];
  if (doc.webhooks) doc.webhooks = refer(doc.webhooks, names) as Doc['webhooks'];
}

/** A component's own schema, with references to the other components inside it (never to itself). */
function withInnerRefs(schema: TSchema, names: Map<string, string>): Schema {
  const out: Schema = {};
  for (const [k, v] of Object.entries(JSON.parse(JSON.stringify(schema)) as Schema)) {
    out[k] = k === 'example' || k === 'examples' ? v : refer(v, names);
  }
  return out;
}

export type Operation = Record<string, unknown> & {
  operationId?: string;
  summary?: string;
  parameters?: { name: string; in: string; schema?: object }[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, MediaDocs> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, MediaDocs>; headers?: Record<string, unknown> }
  >;
  security?: unknown[];
  'x-openapi'?: OperationDocs;
};
export interface Doc {
  components: { schemas?: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, Record<string, Operation>>;
  tags?: { name: string; description: string }[];
}

const OK_PHRASE: Record<string, string> = {
  '200': 'Success',
  '201': 'Created',
  '202': 'Accepted: the work is queued',
  '304': 'Not modified',
};

/** Applies each route's `config.openapi` (carried to the operation as `x-openapi` by the swagger transform). */
export function applyRouteDocs(doc: Doc): void {
  for (const path of Object.values(doc.paths)) {
    for (const op of Object.values(path)) {
      const given = op['x-openapi'];
      delete op['x-openapi'];
      if (!given) continue;
      // A copy: the route's own config is never changed by the document.
      const docs = JSON.parse(JSON.stringify(given)) as OperationDocs;
      if (docs.body) op.requestBody = { required: docs.body.required ?? true, ...docs.body };
      const json = op.requestBody?.content?.['application/json'];
      if (docs.atLeastOneField && json) json.schema = { allOf: [json.schema], minProperties: 1 };
      for (const [status, { alsoJson, ...r }] of Object.entries(docs.responses ?? {})) {
        const target = (op.responses ??= {})[status] ?? {};
        const content =
          r.content && alsoJson ? { ...target.content, ...r.content } : (r.content ?? target.content);
        op.responses[status] = {
          ...target,
          ...r,
          ...(content ? { content } : {}),
        };
      }
      for (const p of op.parameters ?? []) {
        const narrowed = docs.params?.[p.name];
        if (narrowed) p.schema = { ...p.schema, ...narrowed };
      }
    }
  }
}

/** What a success holds, in a few words: the named schema of its data, else the operation's summary. */
function successDescription(status: string, op: Operation, schema: Schema | undefined): string {
  const data = (schema?.properties as Record<string, Schema> | undefined)?.data;
  const ref = (s: Schema | undefined) => (typeof s?.$ref === 'string' ? s.$ref.split('/').pop() : undefined);
  const what =
    ref(data) ??
    (data?.type === 'array'
      ? ref(data.items as Schema) && `a list of ${ref(data.items as Schema)}`
      : undefined) ??
    ref(schema) ??
    (op.summary ? op.summary.charAt(0).toLowerCase() + op.summary.slice(1) : 'done');
  if (Number(status) >= 400) return `Failure: ${op.summary ?? 'not done'}`;
  return `${OK_PHRASE[status] ?? 'Success'}: ${what}`;
}

/**
 * Completes each operation: a real description on every response, an example on every JSON body, a 400 where
 * none is listed (any request can be malformed), and `security: []` on the operations that need no key.
 */
export function completeOperations(doc: Doc): void {
  const schemas = doc.components.schemas ?? {};
  for (const path of Object.values(doc.paths)) {
    for (const op of Object.values(path)) {
      // Routes that need a key got their security in the transform; every other one is public.
      op.security ??= [];
      const responses = (op.responses ??= {});
      if (!Object.keys(responses).some((status) => status.startsWith('4'))) {
        responses['400'] = {
          description: FAILURE_DESCRIPTIONS[400]!,
          content: { 'application/json': media.failure() },
        };
      }
      // Examples of the successes; of the failures only when nothing can succeed (updateUser without an id).
      const noSuccess = !Object.keys(responses).some((status) => status.startsWith('2'));
      for (const [status, r] of Object.entries(responses)) {
        const json = r.content?.['application/json'];
        if (!r.description || r.description === 'Default Response') {
          r.description = successDescription(status, op, json?.schema as Schema | undefined);
        }
        const wanted = status.startsWith('2') || noSuccess;
        if (wanted && json?.schema && json.example === undefined) {
          json.example = exampleOf(json.schema as Schema, schemas);
        }
      }
      const body = op.requestBody?.content?.['application/json'];
      if (body?.schema && body.example === undefined)
        body.example = exampleOf(body.schema as Schema, schemas);
    }
  }
}
