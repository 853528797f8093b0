import type { FastifyRequest } from 'fastify';
import { AppError, PayloadTooLarge, ValidationError } from './errors.js';

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
