import type { FastifyInstance } from 'fastify';
import { withChangeContext } from '../db/change-context.js';
import type { Db } from '../db/index.js';
import { ValidationError } from './errors.js';

export const REASON_HEADER = 'x-change-reason';
export const REASON_MAX = 500;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The database for this request's writes: it records the caller, request id and X-Change-Reason with
     * every change (docs/traceability.md). Handlers that write use it, never the module's `db`.
     */
    db: Db;
  }
}

/** The `X-Change-Reason` of a request, decoded as UTF-8 (Node reads header bytes as Latin-1). */
function reasonOf(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? raw.join(', ') : raw;
  if (value === undefined || value.trim() === '') return null;
  const reason = Buffer.from(value, 'latin1').toString('utf8').trim();
  if ([...reason].length > REASON_MAX) {
    throw new ValidationError(`X-Change-Reason must be at most ${REASON_MAX} characters`);
  }
  return reason;
}

/**
 * Gives every request its `request.db`, after auth (who) and validation. `record: false` (benchmarks only,
 * to measure what the history costs) hands every request the plain database.
 */
export function installChangeContext(app: FastifyInstance, db: Db, record = true): void {
  app.decorateRequest('db', null as unknown as Db);
  // A callback hook (no promise per request); a bad reason throws, which Fastify answers as the error.
  app.addHook('preHandler', (request, _reply, done) => {
    const reason = reasonOf(request.headers[REASON_HEADER]);
    const p = request.principal;
    if (!record || !p || request.method === 'GET' || request.method === 'HEAD') {
      request.db = db;
      return done();
    }
    const via = p.via === 'key' ? `key:${p.keyId}` : 'token';
    request.db = withChangeContext(db, { userid: p.userid, via, requestid: request.id, reason });
    done();
  });
}
