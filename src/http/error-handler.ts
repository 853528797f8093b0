import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, PG, pgCode, pgConstraint } from './errors.js';

/** Per-route overrides of validation messages, set in the route's `config.messages`. */
export interface RouteMessages {
  /**
   * For a failure of the path parameters: one message for any of them, or a message per parameter name
   * (a parameter not named keeps the generic message).
   */
  params?: string | Record<string, string>;
  /** Used for any failure of the named body or query field. */
  fields?: Record<string, string>;
  /**
   * A unique index or constraint (by its name in the migrations) mapped to the 409 message the route
   * answers when a write breaks it: the contract's message, e.g. `User not added, email already exists`.
   */
  unique?: Record<string, string>;
  /** The 500 message of this route, where the contract names one (`Database error during supplier creation`). */
  internal?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    messages?: RouteMessages;
  }
}

export interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const article = (type: string) =>
  type === 'integer'
    ? 'an integer'
    : type === 'object'
      ? 'an object'
      : type === 'array'
        ? 'an array'
        : `a ${type}`;

function describe(issue: AjvIssue, context: string): string {
  const p = issue.params;
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = path || (context === 'body' ? 'request body' : context);
  switch (issue.keyword) {
    case 'required':
      return `Missing required field: ${path ? `${path}.` : ''}${String(p.missingProperty)}`;
    case 'type': {
      // A type list (`["string", "null"]`) reads "a string or null".
      const types = String(p.type)
        .split(',')
        .map((t) => (t === 'null' ? 'null' : article(t)))
        .join(' or ');
      if (!path && context === 'body') return `Request body must be ${types}`;
      return `Invalid value for ${field}: must be ${types}`;
    }
    case 'maxLength':
      return `${field} must be at most ${String(p.limit)} characters`;
    case 'minLength':
      return p.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(p.limit)} characters`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `Invalid value for ${field}: must be ${issue.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `Invalid value for ${field}: must be ${issue.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
    case 'format':
      if (p.format === 'email') return `${field} must be a valid email address`;
      if (p.format === 'date') return `${field} must be a date (YYYY-MM-DD)`;
      if (p.format === 'date-time') return `${field} must be a date and time (ISO 8601)`;
      return `${field} must be a valid ${String(p.format)}`;
    case 'enum':
      return `Invalid value for ${field}: must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `Invalid value for ${field}: must be ${String(p.allowedValue)}`;
    case 'pattern':
      return `Invalid value for ${field}: invalid format`;
    case 'minItems':
      return `${field} must have at least ${String(p.limit)} item(s)`;
    case 'maxItems':
      return `${field} must have at most ${String(p.limit)} items`;
    default:
      return `Invalid value for ${field}${issue.message ? `: ${issue.message}` : ''}`;
  }
}

function validationMessage(err: FastifyError, request: FastifyRequest): string {
  const issues = (err.validation ?? []) as AjvIssue[];
  return (
    describeIssues(issues, err.validationContext ?? 'body', request.routeOptions.config.messages) ??
    err.message
  );
}

/**
 * The message of a failed validation, in the same words wherever it happens (a request's body, query or
 * params, or one row of a bulk upload): the route's own messages first, then a sentence naming the field.
 */
export function describeIssues(
  issues: readonly AjvIssue[],
  context: string,
  messages: RouteMessages | undefined,
): string | undefined {
  if (context === 'params' && typeof messages?.params === 'string') return messages.params;
  // Prefer the issue that names a field: anyOf/oneOf report a summary issue after the branch issues.
  const first = issues.find((i) => i.keyword !== 'anyOf' && i.keyword !== 'oneOf') ?? issues[0];
  if (!first) return undefined;
  const field =
    first.keyword === 'required'
      ? String(first.params.missingProperty)
      : first.instancePath.replace(/^\//, '').split('/')[0];
  if (context === 'params' && field && typeof messages?.params === 'object' && messages.params[field]) {
    return messages.params[field];
  }
  if (context !== 'params' && field && messages?.fields?.[field] && first.keyword !== 'required') {
    return messages.fields[field];
  }
  return describe(first, context);
}

/** PostgreSQL refusing a value (its type, range, encoding or a CHECK): the client's input, so a 400. */
const VALUE_ERRORS = new Set<string>([
  PG.invalidTextRepresentation,
  PG.numericOutOfRange,
  PG.stringTooLong,
  PG.checkViolation,
  PG.characterNotInRepertoire,
  PG.datetimeFieldOverflow,
  PG.invalidDatetimeFormat,
]);

function mb(bytes: number) {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

export function installErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    let status = 500;
    let message = 'Internal server error';
    const code = pgCode(err);
    const messages = request.routeOptions.config?.messages;

    if (err instanceof AppError) {
      status = err.statusCode;
      message = err.message;
    } else if (err.validation) {
      status = 400;
      message = validationMessage(err, request);
    } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
      status = 400;
      message = 'Malformed JSON in request body';
    } else if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      status = 400;
      message = 'Request body is empty but Content-Type is application/json';
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      message = `Request body is larger than the limit of ${mb(request.routeOptions.bodyLimit ?? bodyLimit)}`;
    } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      status = 415;
      message = `Unsupported content type: ${request.headers['content-type'] ?? 'none'}. Use application/json.`;
    } else if (code === PG.foreignKeyViolation) {
      status = 400;
      message = 'A referenced record does not exist';
    } else if (code !== undefined && VALUE_ERRORS.has(code)) {
      status = 400;
      message = 'A value is out of range or of the wrong type';
    } else if (code === PG.uniqueViolation) {
      status = 409;
      message =
        messages?.unique?.[pgConstraint(err) ?? ''] ?? 'A record with the same unique value already exists';
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (FST_*) carry messages written for people and no internals.
      status = err.statusCode;
      message = err.message;
    }

    if (status === 500 && messages?.internal) message = messages.internal;
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, error: message }, 'request refused');
    return reply.code(status).send({ success: false, error: message });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply
      .code(404)
      .send({ success: false, error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
