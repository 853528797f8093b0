import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import {
  bodyExcerpt,
  gotResponse,
  MAX_BODY,
  MAX_HEAD_BYTES,
  printable,
  sentRequest,
  type GotResponse,
  type SentRequest,
} from './exchange.js';
import { isPrivateAddress } from './url-guard.js';

/** What one POST got: an HTTP status, or none and why (timeout, refused, private address...). */
export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The receiver's Retry-After, in ms, when it sent one. */
  retryAfterMs: number | null;
  /** The request as sent (null when none was made: an invalid URL, a private address refused up front). */
  request: SentRequest | null;
  /** What came back, cut to size (exchange.ts); null when no status line arrived. */
  response: GotResponse | null;
}

export const PRIVATE_ADDRESS = 'Webhook URL must not point to a private address';
const MAX_EXCERPT = 300;
/** A try cut off by a shutdown: it goes back to the queue unlogged (delivery.ts). */
const SHUT_DOWN = 'Interrupted by a shutdown';

/**
 * Tries in flight to one endpoint at a time, per instance (the worker's cap): as many as the agents keep
 * sockets for one host, so that no try waits for a socket while its time runs.
 */
export const PER_ENDPOINT = 20;

// Connections are kept alive between deliveries to the same endpoint.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: PER_ENDPOINT }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: PER_ENDPOINT }),
};

/**
 * What a kept-alive socket the receiver closed while it sat idle gives when it is used again: the request
 * never reached the receiver, so it is sent again at once on a fresh connection (Node's documented recipe).
 */
const STALE_SOCKET = new Set(['ECONNRESET', 'EPIPE']);

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * Resolves like dns.lookup, then refuses a private address: the check is made on the very address the
 * socket connects to, so a name that resolves outward at registration and inward later (DNS rebinding) is
 * still caught.
 */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      return callback(Object.assign(new Error(PRIVATE_ADDRESS), { code: 'EPRIVATE' }), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** Retry-After as seconds or an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const v = value.trim();
  if (/^\d{1,9}$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

const describe = (err: Error & { code?: string }): string => {
  if (err.code === 'EPRIVATE') return PRIVATE_ADDRESS;
  if (err.code === 'ECONNREFUSED') return 'Connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'Host does not resolve';
  return (err.code ? `${err.code}: ${err.message}` : err.message).slice(0, MAX_EXCERPT);
};

/**
 * POSTs one delivery. Never throws: every outcome is a SendResult. Redirects are not followed (the target
 * would escape the address check); the whole exchange must finish within `timeoutMs`, after which the request
 * is destroyed. The deadline is a timer of our own rather than `AbortSignal.timeout`: combined with another
 * signal through `AbortSignal.any`, Node 20 lets the timeout signal be garbage-collected before it fires, and
 * the try then hung until the receiver gave up. `signal` (the shutdown) cuts a try off too.
 */
export function post(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean; signal?: AbortSignal },
): Promise<SendResult> {
  const started = performance.now();
  let sent: SentRequest | null = null;
  // The answer so far: its head, and the first bytes of its body (the read stops past MAX_BODY).
  type Got = { status: number; raw: string[]; chunks: Buffer[]; size: number; cut: boolean };
  let got: Got | null = null;
  const done = (
    statusCode: number | null,
    error: string | null,
    retryAfter: number | null = null,
  ): SendResult => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    retryAfterMs: retryAfter,
    request: sent,
    response: got && gotResponse(got.status, got.raw, Buffer.concat(got.chunks), got.size, got.cut),
  });
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.resolve(done(null, 'Invalid URL'));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.resolve(done(null, 'Invalid URL'));
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve(done(null, PRIVATE_ADDRESS));
  }
  if (options.signal?.aborted) return Promise.resolve(done(null, SHUT_DOWN));
  const client = url.protocol === 'https:' ? https : http;
  const agent = agents[url.protocol as 'http:' | 'https:'];
  return new Promise((resolve) => {
    let req: http.ClientRequest | undefined;
    let settled = false;
    const finish = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cut);
      resolve(result);
    };
    const giveUp = (error: string) => {
      finish(done(null, error));
      req?.destroy();
    };
    const cut = () => giveUp(SHUT_DOWN);
    const timer = setTimeout(() => giveUp('Timed out'), options.timeoutMs);
    options.signal?.addEventListener('abort', cut, { once: true });

    const send = (fresh: boolean) => {
      let answered = false;
      got = null;
      const r = client.request(
        url,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          // A fresh connection: a one-off agent's, not one the pool kept.
          agent: fresh ? false : agent,
          lookup: options.allowPrivate ? undefined : publicOnlyLookup,
          // A head larger than this fails the try (HPE_HEADER_OVERFLOW) before any of it is kept.
          maxHeaderSize: MAX_HEAD_BYTES,
        },
        (res) => {
          answered = true;
          const status = res.statusCode ?? 0;
          const answer: Got = { status, raw: res.rawHeaders, chunks: [], size: 0, cut: false };
          got = answer;
          const settle = () => {
            if (status >= 200 && status < 300) return finish(done(status, null));
            const { body: text } = bodyExcerpt(Buffer.concat(answer.chunks));
            const excerpt = printable((text ?? '').slice(0, MAX_EXCERPT).trim());
            const what = status >= 300 && status < 400 ? 'Redirects are not followed' : `HTTP ${status}`;
            finish(
              done(status, excerpt ? `${what}: ${excerpt}` : what, retryAfterMs(res.headers['retry-after'])),
            );
          };
          res.on('data', (chunk: Buffer) => {
            if (settled) return;
            answer.chunks.push(chunk);
            answer.size += chunk.length;
            // Enough to show: the rest is not read (a receiver streaming without end cannot hold the try).
            if (answer.size > MAX_BODY) {
              answer.cut = true;
              settle();
              res.destroy();
            }
          });
          res.on('error', (err) => finish(done(null, describe(err))));
          res.on('close', () => {
            if (!res.complete) finish(done(null, 'The connection closed before the answer ended'));
          });
          res.on('end', settle);
        },
      );
      req = r;
      sent ??= sentRequest(url.href, r.getHeaders(), body);
      r.on('error', (err: Error & { code?: string }) => {
        if (settled) return;
        if (!fresh && !answered && r.reusedSocket && STALE_SOCKET.has(err.code ?? '')) return send(true);
        finish(done(null, describe(err)));
      });
      r.end(body);
    };
    send(false);
  });
}
