import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type, type Static, type TSchema } from 'typebox';
import type { App } from '../app-context.js';
import { AppError, PayloadTooLarge, ValidationError } from './errors.js';
import { PG_INT_MAX } from './schemas.js';
import { describeIssues, type AjvIssue } from './validation.js';

/** What an upload route says when its multipart limits are hit, in words about that route's form. */
export interface UploadMessages {
  /** 413: the file is over the route's limit. */
  tooLarge: string;
  /** 400: more parts or fields than the form has. */
  tooManyParts: string;
  /** 415: not multipart at all (bulk routes answer their own message instead and never get here). */
  notMultipart: string;
}

/**
 * Refuses, before any part is read, a `multipart/form-data` request without a usable `boundary` parameter:
 * the multipart reader cannot start without one.
 */
export function assertMultipartBoundary(request: FastifyRequest): void {
  const header = request.headers['content-type'] ?? '';
  const boundary = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(header);
  if (!boundary) {
    throw new ValidationError(
      'Content-Type multipart/form-data needs a boundary parameter (e.g. multipart/form-data; boundary=X)',
    );
  }
}

/**
 * The one mapping of errors met while reading a multipart upload (photos and bulk CSV). Limits reported by
 * @fastify/multipart come by their codes; a system error (the disk, say) stays an internal error; anything
 * else the reader throws is the body breaking the multipart format or ending early: the client's fault.
 */
export function uploadError(err: unknown, messages: UploadMessages): unknown {
  if (err instanceof AppError) return err;
  const { code, syscall } = (err ?? {}) as { code?: unknown; syscall?: unknown };
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new PayloadTooLarge(messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return new ValidationError('Only one file may be uploaded per request');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ValidationError(messages.tooManyParts);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, messages.notMultipart);
  }
  if (typeof syscall === 'string') return err;
  return new ValidationError('The multipart upload was incomplete or malformed');
}

/**
 * Registers, in the calling plugin's scope, the multipart reader of an upload form: one file of at most
 * `maxBytes`, at most `fields` text fields of 1 KB each (and one part more than that, the file).
 */
export async function registerUploadParser(scope: App, maxBytes: number, fields: number): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, parts: fields + 1, fields, fieldSize: 1024, headerPairs: 50 },
  });
}

/** The digits of the integers 1 to `max`, as a regular expression: no sign, no leading zero, no spaces. */
export function positiveIntegerPattern(max: number): string {
  const digits = String(max);
  const n = digits.length;
  const shorter = n > 1 ? [`[1-9][0-9]{0,${n - 2}}`] : [];
  const below = [...digits].flatMap((d, i) => {
    const low = i === 0 ? 1 : 0;
    const high = Number(d) - 1;
    if (high < low) return [];
    const rest = n - i - 1;
    return [`${digits.slice(0, i)}[${low}-${high}]${rest > 0 ? `[0-9]{${rest}}` : ''}`];
  });
  return `^(?:${[...shorter, ...below, digits].join('|')})$`;
}

/**
 * A form field holding a row id (a form's fields are text): 1 to 2147483647 written plainly. An empty
 * value is no value, as HTML forms send a field left blank.
 */
export const FormId = (description?: string) =>
  Type.Optional(
    Type.Union([Type.Literal(''), Type.String({ pattern: positiveIntegerPattern(PG_INT_MAX) })], {
      description,
    }),
  );

/**
 * The text fields of a multipart form checked against the route's schema for them, by the route's own
 * validator: a failure is a 400 naming the field, or the route's `config.messages.fields` message.
 */
export function checkFormFields<F extends TSchema>(
  request: FastifyRequest,
  schema: F,
  fields: Record<string, string>,
): Static<F> {
  const validate = request.compileValidationSchema(schema as Record<string, unknown>, 'body');
  const copy: Record<string, unknown> = { ...fields };
  if (validate(copy)) return copy as Static<F>;
  const messages = request.routeOptions.config.messages;
  throw new ValidationError(
    describeIssues((validate.errors ?? []) as AjvIssue[], 'body', messages) ?? 'Invalid form field',
  );
}
