import { media, type Doc, type Operation } from './openapi.js';
import { REASON_MAX } from './change-context.js';
import { NO_NUL } from './openapi-schemas.js';
import { FAILURE_DESCRIPTIONS } from './schemas.js';

/**
 * What the HTTP manners (src/http/manners.ts and the hooks beside it) add to every operation, written into the
 * document so that it says all a client meets: the headers a request may send (`Idempotency-Key`,
 * `X-Change-Reason`, `If-None-Match`), the headers an answer carries (`RateLimit`, `ETag`, `Retry-After`...),
 * and the statuses the manners themselves answer (304, 409/422 of a key reused, 413, 415, 429).
 *
 * Driven by each route's config, carried to its operation by the swagger transform as `x-manners`.
 */
export interface Manners {
  /** Counted by the rate limit (every route but those with `config.rateLimit: false`). */
  rateLimit: boolean;
  /** `config.idempotent`: the route honours `Idempotency-Key`. */
  idempotent: boolean;
}

type Header = { description: string; required?: boolean; schema: Record<string, unknown> };
type Parameter = {
  name: string;
  in: 'header';
  required: false;
  description: string;
  schema: Record<string, unknown>;
};

/** `#/components/headers`: the response headers the manners send. */
export const HEADERS: Record<string, Header> = {
  RateLimit: {
    description:
      'The quota left in the current window (draft-ietf-httpapi-ratelimit-headers): `r` requests remain, the window resets in `t` seconds',
    schema: { type: 'string', maxLength: 200, example: '"default";r=5999;t=42' },
  },
  'RateLimit-Policy': {
    description:
      'The rate limit in force (draft-ietf-httpapi-ratelimit-headers): `q` requests per window of `w` seconds, per key',
    schema: { type: 'string', maxLength: 200, example: '"default";q=6000;w=60' },
  },
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', format: 'int32', minimum: 0, maximum: 86400, example: 30 },
  },
  ETag: {
    description:
      'The entity tag of the body: send it back in `If-None-Match` to get a 304 while it is current',
    schema: { type: 'string', maxLength: 100, example: 'W/"3q2-7w4rXbZ1k6r0"' },
  },
  'Idempotent-Replayed': {
    description: 'Present on the stored answer of an earlier request with the same `Idempotency-Key`',
    schema: { type: 'string', enum: ['true'] },
  },
  'Content-Disposition': {
    description: 'The file name to save the body as',
    schema: { type: 'string', maxLength: 300, example: 'attachment; filename="report.csv"' },
  },
  'X-Page-Count': {
    description: 'The number of pages of the PDF',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100000, example: 3 },
  },
};

/** `#/components/parameters`: the request headers the manners honour. */
export const PARAMETERS: Record<string, Parameter> = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: the first answer is kept 24 hours and a retry with the same key, method, path and body gets it again (with `Idempotent-Replayed: true`); the same key with another request is 422, a retry while the first still runs is 409',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7e]+$' },
  },
  ChangeReason: {
    name: 'X-Change-Reason',
    in: 'header',
    required: false,
    description: 'Why the change is made: kept in the history beside who and when (docs/traceability.md)',
    schema: { type: 'string', maxLength: REASON_MAX, pattern: NO_NUL },
  },
  IfNoneMatch: {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    description: 'An `ETag` from an earlier answer: a 304 without a body while it is still current',
    schema: { type: 'string', maxLength: 1000, pattern: NO_NUL },
  },
};

const header = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });
const parameter = (name: keyof typeof PARAMETERS) => ({ $ref: `#/components/parameters/${name}` });
const failure = (status: number) => ({
  description: FAILURE_DESCRIPTIONS[status]!,
  content: { 'application/json': media.failure() },
});

type Response = NonNullable<Operation['responses']>[string] & { headers?: Record<string, unknown> };

function withHeaders(response: Response, ...names: (keyof typeof HEADERS)[]): void {
  const headers = (response.headers ??= {});
  for (const name of names) headers[name] ??= header(name);
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** Declares, on every operation, what its manners add (see the file's comment). */
export function declareManners(doc: Doc & { components: Record<string, unknown> }): void {
  doc.components.headers = { ...HEADERS };
  doc.components.parameters = { ...PARAMETERS };
  for (const path of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(path)) {
      const manners = op['x-manners'] as Manners | undefined;
      delete op['x-manners'];
      const responses = (op.responses ??= {}) as Record<string, Response>;
      const params = (op.parameters ??= []) as unknown[];
      const keyed = (op.security?.length ?? 0) > 0;

      // A JSON read gets an ETag, and its 304 (src/http/etag.ts); a 304 never has a body, whoever answers it.
      const json200 = method === 'get' && responses['200']?.content?.['application/json'];
      if (json200) {
        withHeaders(responses['200']!, 'ETag');
        responses['304'] ??= { description: 'Not modified: the If-None-Match ETag is still current' };
      }
      if (responses['304']) {
        delete responses['304'].content;
        withHeaders(responses['304'], 'ETag');
        if (responses['200']) withHeaders(responses['200'], 'ETag');
        params.push(parameter('IfNoneMatch'));
      }
      // A file answered (CSV, PDF, XLSX, a photo) is named for saving; a PDF says its page count.
      for (const response of Object.values(responses)) {
        const types = Object.keys(response.content ?? {});
        if (types.some((type) => type !== 'application/json')) withHeaders(response, 'Content-Disposition');
        if (types.includes('application/pdf')) withHeaders(response, 'X-Page-Count');
      }
      if (manners?.idempotent) {
        params.push(parameter('IdempotencyKey'));
        responses['409'] ??= failure(409);
        responses['422'] ??= failure(422);
      }
      if (keyed && WRITES.has(method)) params.push(parameter('ChangeReason'));
      // Every request with a body can be too large or of a type the route does not read.
      if (method === 'post' || method === 'put' || method === 'patch') {
        responses['413'] ??= failure(413);
        responses['415'] ??= failure(415);
      }
      if (manners?.rateLimit) {
        responses['429'] ??= failure(429);
      }
      // Whatever the operation, a request can be malformed (its URL, headers) and a failure can be unexpected.
      responses['400'] ??= failure(400);
      responses['500'] ??= failure(500);
      for (const [status, response] of Object.entries(responses)) {
        if (status === '429' || status === '503') withHeaders(response, 'Retry-After');
        if (manners?.rateLimit) withHeaders(response, 'RateLimit', 'RateLimit-Policy');
        if (manners?.idempotent && /^[24]/.test(status)) withHeaders(response, 'Idempotent-Replayed');
      }
      if (params.length === 0) delete op.parameters;
    }
  }
  shareFailures(doc);
}

const FAILURE_NAMES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '422': 'Unprocessable',
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '503': 'Unavailable',
};

/**
 * The failures most operations answer alike (the same description, envelope and headers) as
 * `#/components/responses`, referred to by each operation: one definition instead of a copy per operation, and one
 * type in a generated client. A failure worded for its operation stays where it is.
 */
function shareFailures(doc: Doc & { components: Record<string, unknown> }): void {
  const shared: Record<string, Response> = {};
  const byText = new Map<string, string>();
  const counts = new Map<string, number>();
  const each = (f: (ops: Record<string, Response>, status: string, r: Response) => void) => {
    for (const path of Object.values(doc.paths)) {
      for (const op of Object.values(path)) {
        const responses = (op.responses ?? {}) as Record<string, Response>;
        for (const [status, r] of Object.entries(responses))
          if (FAILURE_NAMES[status]) f(responses, status, r);
      }
    }
  };
  const key = (status: string, r: Response) => `${status} ${JSON.stringify(r)}`;
  each((_ops, status, r) => counts.set(key(status, r), (counts.get(key(status, r)) ?? 0) + 1));
  each((ops, status, r) => {
    const text = key(status, r);
    // Shared when several operations answer it alike and the rate limit counts them (the health checks it does
    // not count keep their failures inline, where the lint's exceptions for them apply).
    if ((counts.get(text) ?? 0) < 2 || !r.headers?.RateLimit) return;
    let name = byText.get(text);
    if (!name) {
      const headers = Object.keys(r.headers ?? {});
      const base = FAILURE_NAMES[status]! + (headers.includes('Idempotent-Replayed') ? 'Idempotent' : '');
      name = base;
      for (let n = 2; shared[name]; n++) name = `${base}${n}`;
      shared[name] = r;
      byText.set(text, name);
    }
    ops[status] = { $ref: `#/components/responses/${name}` } as Response;
  });
  doc.components.responses = shared;
}
