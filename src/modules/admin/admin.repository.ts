import type { Queryable } from '../../db/index.js';
import { generateApiKey, hashApiKey, keyPrefix } from '../../http/keys.js';

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
  const { rows } = await q.query<{ id: number }>(
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
  const { rowCount } = await q.query(
    'UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL',
    [id],
  );
  return rowCount > 0;
}

export async function keyExists(q: Queryable, key: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM api_keys WHERE key_hash = $1', [hashApiKey(key)]);
  return rows.length > 0;
}

export async function activeKeyCount(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM api_keys WHERE revoked_at IS NULL',
  );
  return rows[0]!.n;
}
