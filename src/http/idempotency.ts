import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Db } from '../db/index.js';
import { Conflict, Unprocessable, ValidationError } from './errors.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x20-\x7e]{1,255}$/;
/** How long a retry waits for a first request still running before it answers 409. */
const WAIT_MS = 3_000;
/** How long an unfinished first request holds its key: past this, it is taken to have crashed. */
const LEASE = "interval '5 minutes'";
const KEEP = "interval '24 hours'";

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts `Idempotency-Key` (docs/integration.md). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** SHA-256 of the raw JSON body, computed by the JSON parser when the request carries a key. */
    bodyHash?: Buffer;
    /** The key this request runs under, as the first request: its answer is stored when sent. */
    idempotency?: { owner: string; key: string };
  }
}

export function hashBody(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

interface Stored {
  method: string;
  path: string;
  body_hash: Uint8Array | null;
  status: number | null;
  content_type: string | null;
  body: Uint8Array | null;
  expired: boolean;
  abandoned: boolean;
}

const sameHash = (a: Uint8Array | null, b: Buffer | undefined) =>
  a === null || b === undefined ? a === null && b === undefined : timingSafeEqual(Buffer.from(a), b);

/**
 * Stripe's semantics for `Idempotency-Key` on the routes that say `config.idempotent`: the first request runs
 * and its answer (status and body) is kept 24 hours per (caller, key); a retry with the same method, path and
 * body gets that answer again with `Idempotent-Replayed: true` and no second effect; the same key with another
 * request is 422; a retry while the first still runs waits up to 3 s for it, then answers 409. A 5xx is not
 * kept: nothing was written, and the retry runs again.
 */
export function installIdempotency(app: FastifyInstance, db: Db): void {
  // A callback hook: a request without the header passes with no promise made.
  const claimKey: preHandlerHookHandler = (request, reply, done) => {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    const p = request.principal;
    if (raw === undefined || !p) return done();
    const owner = p.via === 'key' ? `key:${p.keyId}` : `user:${p.userid}`;
    // A replay has answered: the chain stops there (Fastify's rule for a callback hook that replies). Calling
    // done() would run the handler again whenever the answer's onSend is still busy (compressing a large body).
    const key = Array.isArray(raw) ? raw[0]! : raw;
    claim(db, request, reply, owner, key).then((replayed) => (replayed ? undefined : done()), done);
  };
  // On the routes that accept the header only, not on every request (the reads never run it). A route's own hooks
  // run after the app's: this one still comes after the scope and the change context, installed before it, and
  // before any preHandler the route declares itself.
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent !== true) return;
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    if (!own.includes(claimKey)) route.preHandler = [claimKey, ...own];
  });
}

/**
 * Keeps the first answer of a request that claimed its key. Installed before compression: what is kept is the
 * plain body, and a replay goes out through compression again, encoded as the retry accepts (a kept gzip body
 * replayed to a client that asked for brotli, or for nothing, would be unreadable).
 */
export function installIdempotentAnswers(app: FastifyInstance, db: Db): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const idem = request.idempotency;
    if (!idem) return done(null, payload);
    request.idempotency = undefined;
    keep(db, idem, reply, payload).then(() => done(null, payload), done);
  });
}

/** Takes the key for this request, or answers with the first request's answer (true) or a refusal. */
async function claim(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: string,
  key: string,
): Promise<boolean> {
  if (!KEY.test(key)) throw new ValidationError('Idempotency-Key must be 1 to 255 printable characters');
  const path = request.url.split('?')[0]!;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const { rowCount } = await db.query(
      `INSERT INTO idempotency_keys (owner, key, method, path, body_hash, locked_until)
       VALUES ($1, $2, $3, $4, $5, now() + ${LEASE}) ON CONFLICT (owner, key) DO NOTHING`,
      [owner, key, request.method, path, request.bodyHash ?? null],
    );
    if (rowCount > 0) {
      request.idempotency = { owner, key };
      return false;
    }
    const { rows } = await db.query<Stored>(
      `SELECT method, path, body_hash, status, content_type, body, created < now() - ${KEEP} AS expired,
              status IS NULL AND locked_until < now() AS abandoned
         FROM idempotency_keys WHERE owner = $1 AND key = $2`,
      [owner, key],
    );
    const stored = rows[0];
    if (!stored || stored.expired || stored.abandoned) {
      // Gone meanwhile, kept too long, or its first request died: the key is free again.
      await db.query(
        'DELETE FROM idempotency_keys WHERE owner = $1 AND key = $2 AND (created < now() - ' +
          `${KEEP} OR (status IS NULL AND locked_until < now()))`,
        [owner, key],
      );
      continue;
    }
    if (
      stored.method !== request.method ||
      stored.path !== path ||
      !sameHash(stored.body_hash, request.bodyHash)
    ) {
      throw new Unprocessable('Idempotency-Key reused with a different request');
    }
    if (stored.status !== null) {
      replay(reply, stored);
      return true;
    }
    if (Date.now() >= deadline) throw new Conflict('A request with this Idempotency-Key is in progress');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Keeps the answer for replays; a 5xx frees the key instead (nothing was written: a retry runs again). */
async function keep(db: Db, idem: { owner: string; key: string }, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode >= 500) {
    await db.query('DELETE FROM idempotency_keys WHERE owner = $1 AND key = $2', [idem.owner, idem.key]);
    return;
  }
  const body =
    typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload ?? '');
  await db.query(
    'UPDATE idempotency_keys SET status = $3, content_type = $4, body = $5 WHERE owner = $1 AND key = $2',
    [
      idem.owner,
      idem.key,
      reply.statusCode,
      String(reply.getHeader('content-type') ?? ''),
      Buffer.from(body),
    ],
  );
}

function replay(reply: FastifyReply, stored: Stored) {
  if (stored.content_type) reply.header('content-type', stored.content_type);
  return reply
    .code(stored.status!)
    .header('idempotent-replayed', 'true')
    .send(Buffer.from(stored.body ?? new Uint8Array()));
}
