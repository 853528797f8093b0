import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isPrivateAddress } from './url-guard.js';

/** What one POST got: an HTTP status, or none and why (timeout, refused, private address...). */
export interface SendResult {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The receiver's Retry-After, in ms, when it sent one. */
  retryAfterMs: number | null;
}

export const PRIVATE_ADDRESS = 'Webhook URL must not point to a private address';
const MAX_EXCERPT = 300;
const MAX_RESPONSE = 64 * 1024;

// Connections are kept alive between deliveries to the same endpoint; a few per endpoint at a time.
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }),
};

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
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'Timed out';
  if (err.code === 'EPRIVATE') return PRIVATE_ADDRESS;
  if (err.code === 'ECONNREFUSED') return 'Connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'Host does not resolve';
  return (err.code ? `${err.code}: ${err.message}` : err.message).slice(0, MAX_EXCERPT);
};

/**
 * POSTs one delivery. Never throws: every outcome is a SendResult. Redirects are not followed (the target
 * would escape the address check); the whole exchange must finish within `timeoutMs`.
 */
export function post(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean; signal?: AbortSignal },
): Promise<SendResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null, retryAfter: number | null = null) => ({
    statusCode,
    durationMs: Math.round(performance.now() - started),
    error,
    retryAfterMs: retryAfter,
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
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        agent: agents[url.protocol as 'http:' | 'https:'],
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_RESPONSE) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('error', (err) => resolve(done(null, describe(err))));
        res.on('end', () => {
          if (status >= 200 && status < 300) return resolve(done(status, null));
          const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, MAX_EXCERPT).trim();
          const what = status >= 300 && status < 400 ? 'Redirects are not followed' : `HTTP ${status}`;
          resolve(
            done(status, excerpt ? `${what}: ${excerpt}` : what, retryAfterMs(res.headers['retry-after'])),
          );
        });
      },
    );
    req.on('error', (err) => resolve(done(null, describe(err))));
    req.end(body);
  });
}
