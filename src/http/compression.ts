import { pipeline, type Readable } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Text worth compressing: JSON (the envelope, the OpenAPI document), CSV, HTML, JavaScript, CSS, SVG, the
 * metrics. Images, PDF, XLSX and other binary or already compressed bodies are sent as they are, and so is an
 * event stream (compressing would hold its events back).
 */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)\s*(?:;|$)/i;

/** Smaller answers go out as they are: the headers would weigh more than the bytes saved. */
export const THRESHOLD = 1024;

/** Brotli at quality 4: about gzip's speed, a smaller result (zlib's default of 11 is far too slow to serve). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

type Encoding = 'br' | 'gzip';

/** Whether a body is at least `THRESHOLD` bytes; a string's UTF-8 size is counted only when it could be. */
export function isLarge(payload: string | Buffer): boolean {
  if (payload.length >= THRESHOLD) return true;
  // A UTF-16 code unit is at most 3 bytes of UTF-8.
  return (
    typeof payload === 'string' && payload.length * 3 >= THRESHOLD && Buffer.byteLength(payload) >= THRESHOLD
  );
}

function isNodeStream(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';
}

/** `Vary: Accept-Encoding`, added to what the answer already varies on. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(String(vary))) {
    reply.header('vary', `${String(vary)}, Accept-Encoding`);
  }
}

/**
 * gzip or brotli, as the client's `Accept-Encoding` prefers (q-values honoured, brotli on a tie), for text answers
 * of 1 KB or more and text streamed whatever its size (the console's files). Such an answer says `Vary:
 * Accept-Encoding` even when it goes out plain. HEAD is answered as GET would be, without the body. Request bodies
 * are never decompressed (a `Content-Encoding` on a request changes nothing). Left alone: 204 and 304, a partial
 * answer (206, `Content-Range`), one that names its own `Content-Encoding`, types not in `COMPRESSIBLE`.
 *
 * One hook of our own rather than @fastify/compress: the plugin negotiates the encoding and reads four headers on
 * every answer before it looks at the size, and adds a second hook to every route to decorate the reply, where
 * nearly every answer of this API is a small JSON envelope it then leaves alone (docs/performance.md, HTTP
 * manners). Here the size is the first test, tens of nanoseconds. The negotiation is @fastify/accept-negotiator's
 * (the plugin's own), its results cached by header value (a handful of distinct values in practice, bounded).
 *
 * Installed after the ETag hook: the tag is taken on the plain body, and its 304 has no body left to compress.
 */
export function installCompression(app: FastifyInstance, enabled: boolean): void {
  if (!enabled) return;
  const negotiator = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new BoundedCache(100) });
  app.addHook('onSend', (request, reply, payload, done) => {
    let body: string | Buffer | Readable;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      if (!isLarge(payload)) return done(null, payload);
      body = payload;
    } else if (isNodeStream(payload)) body = payload;
    else return done(null, payload);
    const status = reply.statusCode;
    if (status === 204 || status === 206 || status === 304) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = negotiator.negotiate(request.headers['accept-encoding'] ?? '') as Encoding | null;
    if (encoding === null) return done(null, payload);
    reply.header('content-encoding', encoding);
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      // zlib's thread pool, not the event loop: a 150 KB document does not hold other requests up.
      const whenDone = (err: Error | null, out: Buffer) => {
        if (err) return done(err);
        reply.header('content-length', out.length);
        done(null, out);
      };
      if (encoding === 'br') brotliCompress(body, BROTLI, whenDone);
      else gzip(body, whenDone);
      return;
    }
    reply.removeHeader('content-length');
    const compressor = encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip();
    // A failing source (a file read error) ends the answer early; Fastify logs the stream's error.
    pipeline(body, compressor, () => {});
    done(null, compressor);
  });
}

/** A Map that forgets everything once full: hostile `Accept-Encoding` values cannot grow it without bound. */
class BoundedCache<V> extends Map<string, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: string, value: V): this {
    if (this.size >= this.max) this.clear();
    return super.set(key, value);
  }
}
