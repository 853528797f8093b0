import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/index.js';
import { TooManyRequests } from './errors.js';
import { RateCounter, WINDOW_MS } from './rate-counter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: not counted by the rate limit (health checks, metrics). */
    rateLimit?: false;
  }
}

export interface RateLimitOptions {
  db: Queryable;
  /** Requests per minute per key; 0: no limit, nothing installed. */
  perMinute: number;
  syncMs: number;
  /** The app's clock (AppContext.clock): tests move it to roll the window over. */
  clock: () => Date;
}

/** Whose budget a request spends: its API key, the user of its sign-in token, or else its address. */
function bucketOf(request: FastifyRequest): string {
  const p = request.principal;
  if (p === null) return `ip:${request.ip}`;
  return p.via === 'key' ? `key:${p.keyId}` : `user:${p.userid}`;
}

/**
 * The per-key rate limit (`RATE_LIMIT_PER_MINUTE`), installed after authentication so that a key's requests are
 * counted by the key and a token's by its user (a forged credential cannot spend someone else's budget);
 * requests without a credential count against their address (behind a proxy, set `TRUST_PROXY`). Every counted
 * answer carries the IETF `RateLimit-Policy` and `RateLimit` fields (draft-ietf-httpapi-ratelimit-headers); over
 * the limit, a 429 in the envelope with `Retry-After`. Requests refused before this hook (no key, bad key) are
 * not counted. CORS preflights and routes with `config.rateLimit: false` are not counted either.
 * Counting is shared by the instances on one database (rate-counter.ts, which states the overshoot bound).
 *
 * Why not @fastify/rate-limit: its store is asked once per request through a callback (a custom store would
 * only wrap this counter), and it writes the older draft's `RateLimit-Limit/-Remaining/-Reset` fields.
 */
export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const { perMinute } = options;
  if (perMinute === 0) return;
  const counter = new RateCounter(
    options.db,
    perMinute,
    options.syncMs,
    () => options.clock().getTime(),
    app.log,
  );
  const policy = `"default";q=${perMinute};w=${WINDOW_MS / 1000}`;
  app.addHook('onReady', async () => counter.start());
  app.addHook('onClose', () => counter.stop());
  // A callback hook, not an async one: no promise per request.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    if (request.method === 'OPTIONS' || request.routeOptions.config.rateLimit === false) return done();
    const { allowed, remaining, resetSeconds } = counter.take(bucketOf(request));
    reply.header('ratelimit-policy', policy);
    reply.header('ratelimit', `"default";r=${remaining};t=${resetSeconds}`);
    if (allowed) return done();
    done(
      new TooManyRequests(
        `Too many requests: the limit is ${perMinute} per minute; try again in ${resetSeconds} s`,
        resetSeconds,
      ),
    );
  });
}
