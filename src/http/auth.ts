import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/index.js';
import {
  CREDENTIALS_CHANNEL,
  findKeyByHash,
  findSession,
  notifyCredentialsChanged,
  type PrincipalUserRow,
} from './credentials.repository.js';
import { Forbidden, Unauthorized } from './errors.js';
import { apiKeyDigest } from './keys.js';
import type { SupplierAccess } from './scope.js';
import { looksLikeJwt, type TokenSigner } from './tokens.js';

export type Level = 1 | 2 | 3 | 4;

/** Who a request acts as: a key or a sign-in token, always of one user. See docs/auth.md. */
export interface Principal {
  via: 'key' | 'token';
  /** The key's id (via key) or null. */
  keyId: number | null;
  /** The token's session id (via token) or null. */
  jti: string | null;
  level: Level;
  userid: number;
  companyid: number;
  /** `supplier`: confined to its own company (`companyid`), and to the routes that allow it. */
  scope: 'organisation' | 'supplier';
  /** A token from a temporary password: only changePassword and logout until the password is changed. */
  passwordChangeRequired: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Minimum key level; 0 means no key is needed. Every route under /api/v1 must declare it. */
    level?: 0 | Level;
    /** Whether the supplier scope may call this route, and how its records are confined (http/scope.ts). */
    supplier?: SupplierAccess;
    /** The route may be called by a token whose password must change first (changePassword, logout). */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

function principal(
  row: PrincipalUserRow,
  via: Principal['via'],
  extra: { keyId?: number; keyLevel?: Level; jti?: string; passwordChangeRequired?: boolean },
): Principal {
  // A key never acts above its user, even one whose access level was lowered after the key was made.
  const level = Math.min(row.user_level, extra.keyLevel ?? 4) as Level;
  return {
    via,
    keyId: extra.keyId ?? null,
    jti: extra.jti ?? null,
    level,
    userid: row.userid,
    companyid: row.companyid,
    scope: row.supplier ? 'supplier' : 'organisation',
    passwordChangeRequired: extra.passwordChangeRequired ?? false,
  };
}

/**
 * Turns an API key or a sign-in token into its principal, and keeps the answer for a short while (a token
 * no longer than it is valid), so that a request costs no extra round trip and no signature check. Any
 * change to keys, tokens or users calls `invalidate()`, which empties this cache and, through NOTIFY, the
 * cache of every other instance on the same database: a revoked key or token is refused at once.
 *
 * Kept by the credential's SHA-256, never the credential itself: no secret a client sent outlives its request in
 * memory (the hash's cost is within the read path's noise: docs/performance.md, "Figures behind the code"). Callers
 * that arrive while a credential is being looked up wait for that lookup rather than each making their own: 100
 * connections on one key made 100 identical queries at start and again each time the entry expired.
 */
export class Authenticator {
  private cache = new Map<string, { principal: Principal; expires: number }>();
  /** Lookups under way, by the credential's hash: one each, shared by the requests that arrive meanwhile. */
  private pending = new Map<string, Promise<Principal | null>>();
  /** Bumped by `invalidate()`: a lookup begun before it answers its own callers but is not kept. */
  private generation = 0;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    readonly tokens: TokenSigner,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CREDENTIALS_CHANNEL, () => this.invalidate());
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
  }

  /**
   * Runs `fn` in a transaction of `db` (a request's `request.db`) that changes keys, tokens or users: every
   * instance's cache is emptied at its commit (NOTIFY), this one's also at once after it.
   */
  async changeCredentials<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await fn(tx);
      await notifyCredentialsChanged(tx);
      return value;
    });
    this.invalidate();
    return result;
  }

  invalidate(): void {
    this.cache.clear();
    this.pending.clear();
    this.generation++;
  }

  /**
   * The principal of a credential: at once when it is kept (nearly every request), else a promise of the lookup
   * (then kept). Null for an unknown, revoked or expired credential.
   */
  authenticate(credential: string): Principal | null | Promise<Principal | null> {
    const cacheKey = apiKeyDigest(credential);
    const hit = this.cache.get(cacheKey);
    if (hit !== undefined && hit.expires > Date.now()) return hit.principal;
    let lookup = this.pending.get(cacheKey);
    if (lookup === undefined) {
      const started = this.lookUp(credential, cacheKey, this.generation).finally(() => {
        if (this.pending.get(cacheKey) === started) this.pending.delete(cacheKey);
      });
      this.pending.set(cacheKey, (lookup = started));
    }
    return lookup;
  }

  private async lookUp(credential: string, cacheKey: string, generation: number): Promise<Principal | null> {
    let found: { principal: Principal; expires: number } | undefined;
    // A bootstrap key may be any text, even one shaped like a JWT: a JWT that fails is tried as a key.
    if (looksLikeJwt(credential)) found = await this.fromToken(credential);
    found ??= await this.fromKey(Buffer.from(cacheKey, 'base64'));
    if (!found) return null;
    if (generation === this.generation) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(cacheKey, found);
    }
    return found.principal;
  }

  private async fromKey(hash: Buffer) {
    const row = await findKeyByHash(this.db, hash);
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash), hash)) return undefined;
    return {
      principal: principal(row, 'key', { keyId: row.id, keyLevel: row.level }),
      expires: Date.now() + TTL_MS,
    };
  }

  private async fromToken(token: string) {
    const claims = await this.tokens.verify(token);
    if (!claims) return undefined;
    const row = await findSession(this.db, claims.jti, claims.userid);
    if (!row) return undefined;
    return {
      principal: principal(row, 'token', {
        jti: claims.jti,
        passwordChangeRequired: row.password_change_required,
      }),
      expires: Math.min(Date.now() + TTL_MS, claims.exp * 1000),
    };
  }
}

/** The credential of a request: `X-API-Key`, or else `Authorization: Bearer …` (a key or a token in either). */
export function credentialOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key) return key;
  const m = /^Bearer[ \t]+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return m?.[1];
}

export function installAuth(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('principal', null);
  // A callback hook: a credential already known (nearly every request) is admitted with no promise made.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const config = request.routeOptions.config;
    const level = config.level;
    if (level === undefined || level === 0) return done(); // health, docs, media, sign-in, unknown routes
    const credential = credentialOf(request);
    if (!credential) throw new Unauthorized('Missing API key');
    const found = auth.authenticate(credential);
    if (!(found instanceof Promise)) {
      admit(request, found, config);
      return done();
    }
    found.then((principal) => admit(request, principal, config)).then(() => done(), done);
  });
}

type RouteConfig = FastifyRequest['routeOptions']['config'];

/** Lets the request through as `principal`, or refuses it: no credential known, a level too low, a scope refused. */
function admit(request: FastifyRequest, principal: Principal | null, config: RouteConfig): void {
  if (!principal) throw new Unauthorized('Invalid API key');
  if (principal.passwordChangeRequired && !config.duringPasswordChange) {
    throw new Forbidden('Password change required');
  }
  if (principal.level < config.level!) throw new Forbidden();
  if (principal.scope === 'supplier' && config.supplier === undefined) throw new Forbidden();
  request.principal = principal;
}

/** The caller of a route that requires a key; the auth hook has already refused anonymous requests. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthorized('Missing API key');
  return request.principal;
}
