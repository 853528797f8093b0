import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';
import { hashBody } from './idempotency.js';

/**
 * Arrays and objects inside one another, at most. No body of this API nests more than three levels; the
 * bound stops a hostile body (5,000 levels) before it reaches code that recurses over it (serializing a
 * bulk row back in `retry_payload`, say).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests arrays and objects deeper than `max`, read in one pass without parsing. */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  if (text.length <= 2 * max) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // Jump to the closing quote: one not preceded by an odd number of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return false; // unterminated: the parser reports it
      i = end;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused, the route's body limit applied), after a
 * nesting bound that answers 400 instead of letting a deep body reach a recursion.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  addJsonParser(app, 'application/json');
}

/**
 * The same parser for another JSON media type (`application/ld+json` for EPCIS documents), in the scope of the
 * routes that take it only.
 */
export function addJsonParser(app: FastifyInstance, contentType: string): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonTooDeep(text)) {
      done(
        new ValidationError(
          `JSON is nested too deeply: at most ${MAX_JSON_DEPTH} levels of arrays and objects`,
        ),
        undefined,
      );
      return;
    }
    // The request's fingerprint for Idempotency-Key (http/idempotency.ts), only when it carries one.
    if (request.headers['idempotency-key'] !== undefined) request.bodyHash = hashBody(text);
    parse(request, text, done);
  });
}
