import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { discardRequestBody } from './drain.js';
import { AppError, PG, pgCode, pgConstraint } from './errors.js';
import { describeIssues, type AjvIssue } from './validation.js';
import { isDatabaseUnreachable } from '../db/unreachable.js';
import type { MethodOverride } from './method-override.js';

function validationMessage(err: FastifyError, request: FastifyRequest): string {
  const issues = (err.validation ?? []) as AjvIssue[];
  return (
    describeIssues(issues, err.validationContext ?? 'body', request.routeOptions.config.messages) ??
    err.message
  );
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

const DATABASE_UNREACHABLE = 'The database is not answering; try again shortly';
/** Seconds a client is asked to wait before trying again after a 503 (the database out of reach). */
const UNREACHABLE_RETRY_SECONDS = 5;

/** The status and message of any error, whatever threw it, and the seconds to wait before trying again if any. */
function toFailure(err: FastifyError, request: FastifyRequest, bodyLimit: number): [number, string, number?] {
  const code = pgCode(err);
  const messages = request.routeOptions.config?.messages;
  if (err instanceof AppError) return [err.statusCode, err.message, err.retryAfterSeconds];
  if (err.validation) return [400, validationMessage(err, request)];
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return [400, 'Malformed JSON in request body'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, 'Request body is empty but Content-Type is application/json'];
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [
        413,
        `Request body is larger than the limit of ${mb(request.routeOptions.bodyLimit ?? bodyLimit)}`,
      ];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [
        415,
        `Unsupported content type: ${request.headers['content-type'] ?? 'none'}. Use application/json.`,
      ];
  }
  if (err instanceof SyntaxError) return [400, 'Malformed JSON in request body'];
  if (code === PG.foreignKeyViolation) return [400, 'A referenced record does not exist'];
  if (code !== undefined && VALUE_ERRORS.has(code))
    return [400, 'A value is out of range or of the wrong type'];
  if (code === PG.uniqueViolation) {
    const mapped = messages?.unique?.[pgConstraint(err) ?? ''];
    return [409, mapped ?? 'A record with the same unique value already exists'];
  }
  // Worth trying again (Retry-After): clients and the console's offline queue retry a 503, not a 500.
  if (isDatabaseUnreachable(err)) return [503, DATABASE_UNREACHABLE, UNREACHABLE_RETRY_SECONDS];
  // Fastify's own client errors (FST_*) carry messages written for people and no internals.
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return [err.statusCode, err.message];
  }
  return [500, messages?.internal ?? 'Internal server error'];
}

export function installErrorHandler(
  app: FastifyInstance,
  bodyLimit: number,
  routes?: Pick<MethodOverride, 'allowedOtherwise'>,
): void {
  app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, message, retryAfter] = toFailure(err, request, bodyLimit);
    if (status >= 500) request.log.error({ err }, 'request failed');
    else request.log.info({ status, error: message }, 'request refused');
    // Fastify asks to close the connection when it stops reading a body (too large, say). Closing while
    // the client is still sending resets the connection before the client reads the answer: read and
    // discard the rest first, within bounds, then answer and close.
    if (reply.getHeader('connection') === 'close' && !request.raw.readableEnded) {
      await discardRequestBody(request.raw);
    }
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(status).send({ success: false, error: message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    // A known path asked with a method it does not answer: 405 naming the ones it does (RFC 9110 §15.5.6).
    const allowed = routes?.allowedOtherwise(request.method, request.url);
    if (allowed) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({
          success: false,
          error: `Method ${request.method} not allowed on ${path}: use ${allowed.join(', ')}`,
        });
    }
    return reply.code(404).send({ success: false, error: `Route ${request.method} ${path} not found` });
  });
}

/**
 * Fastify's `frameworkErrors`: failures found while routing, before any route or hook runs (a path that is
 * not valid percent-encoding, a path parameter over the length limit). Same envelope as everywhere.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, 'Malformed URL: the path is not valid percent-encoded UTF-8']
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, `A path parameter is longer than the limit of ${MAX_PARAM_LENGTH} characters`]
        : [500, 'Internal server error'];
  void reply.code(status).send({ success: false, error: message });
}

/** A path parameter longer than this is refused with 414 before routing. */
export const MAX_PARAM_LENGTH = 200;

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers are larger than the limit'],
};

/**
 * Node's `clientError`: a request too broken to parse as HTTP (bad framing, headers over the limit, too
 * slow). The answer is written on the socket by hand, in the envelope, and the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_ERRORS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ success: false, error: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
