import type { Queryable } from '../db/index.js';

/**
 * The SQL of authentication (docs/auth.md): a credential's user, the token signing key, the notice that empties
 * every instance's cache. The http layer's own: `http/` imports no module, so sign-in's lookups live here, the
 * rest of sign-in (passwords, sessions, lockout) in modules/auth/auth.repository.ts.
 */

/** Where an instance hears that keys, tokens or users changed (Authenticator.start). */
export const CREDENTIALS_CHANNEL = 'api_keys_changed';

/** The user's part of a principal: its company, level and scope (functions of migrations/0040_auth.sql). */
export interface PrincipalUserRow {
  userid: number;
  companyid: number;
  user_level: 1 | 2 | 3 | 4;
  supplier: boolean;
}

const USER_JOINS = 'JOIN users u ON u.userid = x.userid';
const USER_COLUMNS = `u.companyid, user_level(u.accesslevelid, u.companyid) AS user_level,
  user_supplier_scoped(u.accesslevelid, u.companyid) AS supplier`;

/** The live key of an active user whose SHA-256 is `hash`. */
export async function findKeyByHash(q: Queryable, hash: Buffer) {
  const { rows } = await q.query<
    PrincipalUserRow & { id: number; level: 1 | 2 | 3 | 4; key_hash: Uint8Array }
  >(
    `SELECT x.id, x.level, x.userid, x.key_hash, ${USER_COLUMNS}
       FROM api_keys x ${USER_JOINS}
      WHERE x.key_hash = $1 AND x.revoked_at IS NULL AND u.active = 1`,
    [hash],
  );
  return rows[0];
}

/** The live, unexpired session `jti` of an active user `userid`. */
export async function findSession(q: Queryable, jti: string, userid: number) {
  const { rows } = await q.query<PrincipalUserRow & { password_change_required: boolean }>(
    `SELECT x.userid, x.password_change_required, ${USER_COLUMNS}
       FROM auth_sessions x ${USER_JOINS}
      WHERE x.jti = $1 AND x.userid = $2 AND x.revoked_at IS NULL AND x.expires_at > now() AND u.active = 1`,
    [jti, userid],
  );
  return rows[0];
}

/** The secret `name`, made of `value` by whichever instance asks first: two at once both read the winner's. */
export async function keptSecret(q: Queryable, name: string, value: Buffer): Promise<Uint8Array> {
  await q.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    value,
  ]);
  const { rows } = await q.query<{ value: Uint8Array }>('SELECT value FROM app_secrets WHERE name = $1', [
    name,
  ]);
  return new Uint8Array(rows[0]!.value);
}

/**
 * Tells every instance on the database, at the commit of `tx`, that keys, tokens or users changed: their
 * authentication caches are emptied. Outside a transaction the notice goes out at once.
 */
export async function notifyCredentialsChanged(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_notify('${CREDENTIALS_CHANNEL}', '')`);
}
