import { hash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Whether an `If-None-Match` value names `tag`: `*`, or one of its entity tags by the weak comparison
 * (RFC 9110 §13.1.2: `W/` ignored, the opaque parts equal).
 */
export function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}

/**
 * An ETag on every JSON read (GET or HEAD answered 200 with `application/json`), and a 304 with no body when
 * the caller's `If-None-Match` names it. The tag is a hash of the serialized body, taken before compression.
 *
 * Weak (`W/"…"`) on purpose: the same tag stands for the identity, gzip and brotli encodings of one body,
 * which are equivalent but not byte-identical, and a strong tag would promise byte equality (RFC 9110
 * §8.8.1). `If-None-Match` uses the weak comparison anyway, so revalidation loses nothing; range requests,
 * which need strong tags, are not served on JSON.
 *
 * Left alone: answers that set their own ETag (the audit report PDF, photos), streams and buffers (files,
 * CSV), every other status and method.
 */
export function installEtag(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      reply.statusCode !== 200 ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      typeof payload !== 'string' ||
      reply.hasHeader('etag') ||
      !String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      done(null, payload);
      return;
    }
    const tag = `W/"${hash('sha1', payload, 'base64url')}"`;
    reply.header('etag', tag);
    if (!noneMatch(request.headers['if-none-match'], tag)) {
      done(null, payload);
      return;
    }
    reply.code(304).removeHeader('content-type');
    // HEAD's own last hook sizes the answer from the payload (the length a 200 would have): give it the body.
    done(null, request.method === 'HEAD' ? payload : null);
  });
}
