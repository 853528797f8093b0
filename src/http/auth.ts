import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.js';
import { Forbidden, Unauthorized } from './errors.js';
import { hashApiKey } from './keys.js';

export type Level = 1 | 2 | 3 | 4;

export interface Principal {
  keyId: number;
  level: Level;
  userid: number;
  companyid: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Minimum key level; 0 means no key is needed. Every route under /api/v1 must declare it. */
    level?: 0 | Level;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const CHANNEL = 'api_keys_changed';
const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

interface KeyRow {
  id: number;
  level: Level;
  userid: number;
  companyid: number;
  key_hash: Buffer | Uint8Array;
}

/**
 * Looks keys up by their hash and keeps the answer for a short while, so that a request costs no extra
 * round trip. Any change to keys or users calls `invalidate()`, which empties this cache and, through
 * NOTIFY, the cache of every other instance on the same database: a revoked key is refused at once.
 */
export class KeyStore {
  private cache = new Map<string, { principal: Principal; expires: number }>();
  private stopListening: (() => Promise<void>) | undefined;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANNEL, () => this.cache.clear());
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /** Call inside the transaction that changes keys or users (the NOTIFY goes out at commit) and after it. */
  static notifySql = `SELECT pg_notify('${CHANNEL}', '')`;

  invalidate(): void {
    this.cache.clear();
  }

  async authenticate(key: string): Promise<Principal | null> {
    const hash = hashApiKey(key);
    const cacheKey = hash.toString('base64');
    const hit = this.cache.get(cacheKey);
    if (hit && hit.expires > Date.now()) return hit.principal;
    const { rows } = await this.db.query<KeyRow>(
      `SELECT k.id, k.level, k.userid, u.companyid, k.key_hash
         FROM api_keys k JOIN users u ON u.userid = k.userid
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.active = 1`,
      [hash],
    );
    const row = rows[0];
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash), hash)) return null;
    const principal: Principal = {
      keyId: row.id,
      level: row.level,
      userid: row.userid,
      companyid: row.companyid,
    };
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    this.cache.set(cacheKey, { principal, expires: Date.now() + TTL_MS });
    return principal;
  }
}

export function installAuth(app: FastifyInstance, keys: KeyStore): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const level = request.routeOptions.config.level;
    if (level === undefined || level === 0) return; // health, docs, media, unknown routes
    const header = request.headers['x-api-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw new Unauthorized('Missing API key');
    const principal = await keys.authenticate(key);
    if (!principal) throw new Unauthorized('Invalid API key');
    if (principal.level < level) throw new Forbidden('Insufficient permissions');
    request.principal = principal;
  });
}

/** The caller of a route that requires a key; the auth hook has already refused anonymous requests. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized('Missing API key');
  return request.principal;
}
