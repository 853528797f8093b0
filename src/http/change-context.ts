import type { FastifyInstance } from 'fastify';
import { runWithChangeContext } from '../db/change-context.js';
import { ValidationError } from './errors.js';

export const REASON_HEADER = 'x-change-reason';
export const REASON_MAX = 500;

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
 * Every request that may change something runs in the change context of its caller (db/change-context.ts),
 * so that the history records who, through what, in which request and why. Installed after auth.
 */
export function installChangeContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    let reason: string | null;
    try {
      reason = reasonOf(request.headers[REASON_HEADER]);
    } catch (err) {
      done(err as Error);
      return;
    }
    const p = request.principal;
    if (!p || request.method === 'GET' || request.method === 'HEAD') {
      done();
      return;
    }
    const via = p.via === 'key' ? `key:${p.keyId}` : 'token';
    runWithChangeContext({ userid: p.userid, via, requestid: request.id, reason }, done);
  });
}
