import { ORGANISATION_ID } from '../../db/organisation.js';
import type { Queryable } from '../../db/index.js';
import { generateApiKey, hashApiKey, keyPrefix } from '../../http/keys.js';
import { ownerQuery } from '../../http/scope.js';

export interface ApiKeyRow {
  id: number;
  name: string;
  level: number;
  userid: number;
  prefix: string;
  created: string;
  revoked: string | null;
}

export async function createKey(
  q: Queryable,
  input: { name: string; level: number; userid: number; key?: string },
): Promise<{ id: number; key: string }> {
  const key = input.key ?? generateApiKey();
  const { rows } = await q.write<{ id: number }>(
    'INSERT INTO api_keys (name, level, userid, key_hash, key_prefix) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [input.name, input.level, input.userid, hashApiKey(key), keyPrefix(key)],
  );
  return { id: rows[0]!.id, key };
}

export async function listKeys(q: Queryable): Promise<ApiKeyRow[]> {
  const { rows } = await q.query<ApiKeyRow>(
    `SELECT id, name, level, userid, key_prefix AS prefix, api_ts(created) AS created, api_ts(revoked_at) AS revoked
       FROM api_keys ORDER BY id`,
  );
  return rows;
}

export async function revokeKey(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
  return rowCount > 0;
}

export async function activeKeyCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_keys WHERE revoked_at IS NULL',
  );
  return rows[0]!.n;
}

/** The id of the key with exactly this value (revoked or not); undefined when there is none. */
export async function keyIdByValue(q: Queryable, key: string): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM api_keys WHERE key_hash = $1', [
    hashApiKey(key),
  ]);
  return rows[0]?.id;
}

export interface KeyUser {
  userid: number;
  companyid: number;
  name: string;
  /** The highest level a key of this user may have (its own). */
  level: number;
  active: number;
}

const KEY_USER = `SELECT userid, companyid, firstname || ' ' || lastname AS name,
                         user_level(accesslevelid, companyid) AS level, active FROM users`;

/** A user a key may act as, by id. */
export async function findKeyUser(q: Queryable, userid: number): Promise<KeyUser | undefined> {
  const { rows } = await q.query<KeyUser>(`${KEY_USER} WHERE userid = $1`, [userid]);
  return rows[0];
}

/** The user a key for a company acts as: its active user of the highest level, the earliest of those. */
export async function companyKeyUser(q: Queryable, companyid: number): Promise<KeyUser | undefined> {
  const { rows } = await q.query<KeyUser>(
    `${KEY_USER} WHERE companyid = $1 AND active = 1 ORDER BY level DESC, userid LIMIT 1`,
    [companyid],
  );
  return rows[0];
}

/** The company of a key's user: the supplier scope's owner check of a key's history. */
export const apiKeyOwner = ownerQuery(
  'SELECT u.companyid FROM api_keys k JOIN users u USING (userid) WHERE k.id = $1',
);

/** Start-up duties of several instances at once run one at a time: held until the transaction ends. */
export async function lockBootstrap(tx: Queryable, lock: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [lock]);
}

/** The organisation's name follows ORG_NAME (a change only when it differs, so a restart writes nothing). */
export async function nameOrganisation(tx: Queryable, name: string): Promise<void> {
  await tx.write(
    `UPDATE companies SET companyname = $1 WHERE companyid = ${ORGANISATION_ID} AND companyname <> $1`,
    [name],
  );
}
