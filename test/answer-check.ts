import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Every answer a test receives, held to the OpenAPI document the same app serves: the operation exists, the
 * status is one it declares, the content type is one declared for that status, a JSON body matches its schema,
 * and every header of the API's own (below) is declared on that response. What it finds fails the test that
 * caused it (`useTestApp`'s afterEach), so an answer the document does not describe cannot pass unnoticed.
 *
 * Installed before every other hook (`BuildOptions.observe`): `onSend` keeps the plain body before the ETag and
 * compression hooks see it, `onResponse` checks it with the status and headers as they were finally sent.
 */

/** Headers every answer may carry whatever its operation: transport, caching and CORS, not the API's own. */
const GENERIC = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
  'cache-control',
  // A request's id is on every answer (docs/integration.md), declared once in the document's description.
  'x-request-id',
  // Browser security headers of files and pages, not data a client reads.
  'x-content-type-options',
  'content-security-policy',
  'referrer-policy',
  'x-frame-options',
]);
const isGeneric = (name: string) => GENERIC.has(name) || name.startsWith('access-control-');

interface Media {
  schema?: object;
}
interface Response {
  content?: Record<string, Media>;
  headers?: Record<string, { required?: boolean } | { $ref: string }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: {
    headers?: Record<string, { required?: boolean }>;
    responses?: Record<string, Response>;
  };
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Every checker of this test file's apps: test/answers.setup.ts fails the test whose answers one found wanting. */
const checkers = new Set<AnswerChecker>();

/** What every app of this test file sent since the last call that its document does not describe. */
export function undocumentedAnswers(): string[] {
  return [...checkers].flatMap((c) => c.take());
}

export class AnswerChecker {
  /** What the answers so far did that the document does not say; emptied by `take()`. */
  private found: string[] = [];
  private doc: Doc | undefined;
  private ajv: Ajv2020 | undefined;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly bodies = new WeakMap<FastifyRequest, string | Buffer | null>();

  constructor(private readonly documentOf: () => object) {
    checkers.add(this);
  }

  /** The hooks, on an app not yet ready. */
  install(app: FastifyInstance): void {
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) this.bodies.set(request, payload);
      done(null, payload);
    });
    app.addHook('onResponse', (request, reply, done) => {
      try {
        this.check(request, reply);
      } catch (err) {
        this.found.push(`${request.method} ${request.url}: the check failed: ${String(err)}`);
      }
      done();
    });
  }

  /** The problems found since the last call. */
  take(): string[] {
    const out = this.found;
    this.found = [];
    return out;
  }

  private document(): Doc {
    if (!this.doc) {
      this.doc = this.documentOf() as Doc;
      this.ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
      addFormats.default(this.ajv);
      this.ajv.addSchema(this.doc, 'doc');
    }
    return this.doc;
  }

  private validator(ref: string): ValidateFunction {
    let v = this.validators.get(ref);
    if (!v) {
      v = this.ajv!.compile({ $ref: `doc#/${ref}` });
      this.validators.set(ref, v);
    }
    return v;
  }

  private check(request: FastifyRequest, reply: FastifyReply): void {
    if (request.method === 'OPTIONS') return;
    const doc = this.document();
    const status = String(reply.statusCode);
    const what = `${request.method} ${request.url.split('?')[0]} → ${status}`;
    const problem = (text: string) => this.found.push(`${what}: ${text}`);
    const routeUrl = request.routeOptions.url;
    const raw = this.bodies.get(request);
    const type = String(reply.getHeader('content-type') ?? '')
      .split(';')[0]!
      .trim();

    if (routeUrl === undefined) {
      // No route: the envelope of the not-found handler (or a framework error) all the same.
      if (type !== 'application/json') problem(`answered ${type || 'no content type'} without a route`);
      return;
    }
    if (request.routeOptions.schema?.hide || !routeUrl.startsWith('/')) return;
    const path = routeUrl.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '') || '/';
    const item = doc.paths[path];
    if (!item) {
      // Routes left out of the document on purpose (the console, the docs page, /metrics) say `hide`; any
      // other route answering outside it is a gap in the document.
      problem(`${path} is not in the document`);
      return;
    }
    const method = (request.method === 'HEAD' ? 'GET' : request.method).toLowerCase();
    const op = item[method];
    if (!op) {
      // A wrong method on a known path: answered by Fastify's 405/404 handling, not by an operation.
      if (status !== '405' && status !== '404') problem(`no ${method} operation on ${path}`);
      return;
    }
    const declared = op.responses[status] as (Response & { $ref?: string }) | undefined;
    const response = declared?.$ref ? doc.components?.responses?.[declared.$ref.split('/').pop()!] : declared;
    if (!response) {
      problem(
        `${op.operationId} does not declare ${status} (it declares ${Object.keys(op.responses).join(', ')})`,
      );
      return;
    }

    const headers = this.declaredHeaders(response);
    for (const name of Object.keys(reply.getHeaders())) {
      if (!isGeneric(name) && !headers.has(name))
        problem(`${op.operationId} ${status}: header ${name} not declared`);
    }
    for (const [name, required] of headers) {
      if (required && !reply.hasHeader(name))
        problem(`${op.operationId} ${status}: declared header ${name} missing`);
    }

    // A HEAD's body and a 304's are dropped on the way out (this hook saw the 200's before the ETag's 304).
    if (request.method === 'HEAD' || reply.statusCode === 304) return;
    const empty = raw === undefined || raw === null || raw.length === 0;
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) {
      if (!empty) problem(`${op.operationId} ${status} declares no body but sent one`);
      return;
    }
    const media =
      content[type] ??
      Object.entries(content).find(
        ([range]) => range.endsWith('/*') && type.startsWith(range.slice(0, -1)),
      )?.[1];
    if (!media) {
      problem(
        `${op.operationId} ${status}: content type ${type || '(none)'} not declared (${Object.keys(content).join(', ')})`,
      );
      return;
    }
    if (type !== 'application/json' || raw === undefined || raw === null) return;
    const text = typeof raw === 'string' ? raw : raw.toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problem(`${op.operationId} ${status}: the body is not JSON`);
      return;
    }
    const at = declared?.$ref
      ? pointer('components', 'responses', declared.$ref.split('/').pop()!)
      : pointer('paths', path, method, 'responses', status);
    const validate = this.validator(`${at}/${pointer('content', 'application/json', 'schema')}`);
    if (!validate(body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`)
        .join('; ');
      problem(`${op.operationId} ${status}: the body does not match its schema: ${errors}`);
    }
  }

  /** Header names (lower case) declared on a response, each with whether it is required. */
  private declaredHeaders(response: Response): Map<string, boolean> {
    const out = new Map<string, boolean>();
    for (const [name, h] of Object.entries(response.headers ?? {})) {
      const resolved =
        '$ref' in h
          ? this.doc!.components?.headers?.[h.$ref.split('/').pop()!]
          : (h as { required?: boolean });
      out.set(name.toLowerCase(), resolved?.required === true);
    }
    return out;
  }
}
