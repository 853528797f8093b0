import type { Queryable } from '../../db/index.js';
import type { CreateWholesalerBody, UpdateWholesalerBody, Wholesaler } from './wholesalers.schemas.js';

const COLUMNS = `w.wholesalerid, w.name, w.gln, w.contactemail, w.webhookid, w.active::int AS active,
  (SELECT count(*)::int FROM catalogue_items i WHERE i.wholesalerid = w.wholesalerid AND i.active = 1) AS items,
  api_ts(w.created) AS created, api_ts(w.lastupdated) AS lastupdated`;

/** Whether `id` is a webhook endpoint that has not been deleted. */
export async function webhookExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM webhooks WHERE id = $1 AND deleted_at IS NULL', [id]);
  return rows.length > 0;
}

export async function insertWholesaler(q: Queryable, w: CreateWholesalerBody & { gln: string }) {
  const { rows } = await q.write<Wholesaler>(
    `WITH w AS (INSERT INTO wholesalers (name, gln, contactemail, webhookid) VALUES ($1, $2, $3, $4) RETURNING *)
     SELECT ${COLUMNS} FROM w`,
    [w.name, w.gln, w.contactemail, w.webhookid ?? null],
  );
  return rows[0]!;
}

/** An active wholesaler; undefined when there is none (or it was deleted). */
export async function findWholesaler(q: Queryable, id: number): Promise<Wholesaler | undefined> {
  const { rows } = await q.query<Wholesaler>(
    `SELECT ${COLUMNS} FROM wholesalers w WHERE w.wholesalerid = $1 AND w.active = 1`,
    [id],
  );
  return rows[0];
}

/** An active wholesaler, locked for the rest of the transaction (its items are changing). */
export async function lockWholesaler(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM wholesalers WHERE wholesalerid = $1 AND active = 1 FOR UPDATE',
    [id],
  );
  return rows.length > 0;
}

const FILTER = `FROM wholesalers w WHERE w.active = 1 AND ($1::text IS NULL OR w.name ILIKE $1 OR w.gln LIKE $1)`;

/** A page of active wholesalers by name; `search` an ILIKE pattern (searchPattern) or null. */
export async function listWholesalers(
  q: Queryable,
  search: string | null,
  page: { limit: number; offset: number },
): Promise<Wholesaler[]> {
  const { rows } = await q.query<Wholesaler>(
    `SELECT ${COLUMNS} ${FILTER} ORDER BY w.name, w.wholesalerid LIMIT $2 OFFSET $3`,
    [search, page.limit, page.offset],
  );
  return rows;
}

export async function countWholesalers(q: Queryable, search: string | null): Promise<number> {
  const { rows } = await q.query<{ total: number }>(`SELECT count(*)::int AS total ${FILTER}`, [search]);
  return rows[0]!.total;
}

/** Changes the given fields of an active wholesaler; undefined when there is none. */
export async function updateWholesaler(q: Queryable, id: number, f: UpdateWholesalerBody) {
  const { rows } = await q.write<Wholesaler>(
    `WITH w AS (
       UPDATE wholesalers SET name = coalesce($2, name), gln = coalesce($3, gln),
              contactemail = coalesce($4, contactemail),
              webhookid = CASE WHEN $5::boolean THEN $6::int ELSE webhookid END, lastupdated = now()
        WHERE wholesalerid = $1 AND active = 1 RETURNING *)
     SELECT ${COLUMNS} FROM w`,
    [
      id,
      f.name ?? null,
      f.gln ?? null,
      f.contactemail ?? null,
      f.webhookid !== undefined,
      f.webhookid ?? null,
    ],
  );
  return rows[0];
}

/**
 * Soft-deletes an active wholesaler and withdraws its items (a DELETE published for each one ever
 * published); undefined when there is no such wholesaler, else how many items were withdrawn.
 */
export async function deleteWholesaler(q: Queryable, id: number): Promise<number | undefined> {
  const { rowCount } = await q.write(
    'UPDATE wholesalers SET active = 0, lastupdated = now() WHERE wholesalerid = $1 AND active = 1',
    [id],
  );
  if (rowCount === 0) return undefined;
  const { rows } = await q.write<{ n: number }>(
    `SELECT catalogue_withdraw(ARRAY(SELECT itemid FROM catalogue_items WHERE wholesalerid = $1 AND active = 1)) AS n`,
    [id],
  );
  return rows[0]!.n;
}
