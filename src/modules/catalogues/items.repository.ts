import type { Queryable } from '../../db/index.js';
import { ownerQuery } from '../../http/scope.js';
import type { CatalogueItem, CreateItemBody, UpdateItemBody } from './items.schemas.js';

/** An item as the API shows it: its versions, staleness and last publication's state are derived. */
const ITEM = `SELECT i.itemid, i.wholesalerid, w.name AS wholesalername, w.gln, i.psid, n.productname, i.gtin,
    i.targetmarket, i.itemcode, i.autopublish, i.active::int AS active, pub.versionno AS publishedversion,
    lv.versionno AS latestversion,
    (i.active = 1 AND lv.versionno IS NOT NULL AND coalesce(pub.versionno, 0) < lv.versionno) AS stale,
    last.status, EXISTS (SELECT 1 FROM catalogue_holds h WHERE h.itemid = i.itemid AND h.released_at IS NULL)
      AS onhold,
    api_ts(conf.at) AS lastconfirmedat, api_ts(i.created) AS created,
    api_ts(i.lastupdated) AS lastupdated
  FROM catalogue_items i
  JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
  JOIN product_specs s ON s.psid = i.psid JOIN newlines n ON n.newlineid = s.newlineid
  LEFT JOIN LATERAL (SELECT p.versionno FROM catalogue_publications p WHERE p.itemid = i.itemid
                      AND p.command <> 'DELETE' ORDER BY p.publicationid DESC LIMIT 1) pub ON true
  LEFT JOIN LATERAL (SELECT p.status FROM catalogue_publications p WHERE p.itemid = i.itemid
                      ORDER BY p.publicationid DESC LIMIT 1) last ON true
  LEFT JOIN LATERAL (SELECT max(p.confirmed_at) AS at FROM catalogue_publications p
                      WHERE p.itemid = i.itemid) conf ON true
  LEFT JOIN LATERAL (SELECT max(v.versionno) AS versionno FROM spec_versions v WHERE v.psid = i.psid) lv ON true`;

/** Whether the spec exists and is active. */
export async function specActive(q: Queryable, psid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM product_specs WHERE psid = $1 AND isactive = 1', [psid]);
  return rows.length > 0;
}

export async function insertItem(
  q: Queryable,
  wholesalerid: number,
  item: CreateItemBody & { gtin: string },
): Promise<number> {
  const { rows } = await q.write<{ itemid: number }>(
    `INSERT INTO catalogue_items (wholesalerid, psid, gtin, targetmarket, itemcode, autopublish)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING itemid`,
    [wholesalerid, item.psid, item.gtin, item.targetmarket, item.itemcode ?? null, item.autopublish ?? false],
  );
  return rows[0]!.itemid;
}

/** One item, withdrawn or not; undefined when there is none. */
export async function findItem(q: Queryable, itemid: number): Promise<CatalogueItem | undefined> {
  const { rows } = await q.query<CatalogueItem>(`${ITEM} WHERE i.itemid = $1`, [itemid]);
  return rows[0];
}

/** An active item, locked for the rest of the transaction; its spec's id. */
export async function lockItem(q: Queryable, itemid: number): Promise<{ psid: number } | undefined> {
  const { rows } = await q.query<{ psid: number }>(
    `SELECT i.psid FROM catalogue_items i JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
      WHERE i.itemid = $1 AND i.active = 1 AND w.active = 1 FOR UPDATE OF i`,
    [itemid],
  );
  return rows[0];
}

export interface ItemFilter {
  stale?: boolean;
  status?: string;
}
const LISTED = `SELECT * FROM (${ITEM} WHERE i.wholesalerid = $1 AND i.active = 1) x
  WHERE ($2::boolean IS NULL OR x.stale = $2) AND ($3::text IS NULL OR x.status = $3)`;

/** A page of a wholesaler's active items, in the order they were linked. */
export async function listWholesalerItems(
  q: Queryable,
  wholesalerid: number,
  f: ItemFilter,
  page: { limit: number; offset: number },
): Promise<CatalogueItem[]> {
  const { rows } = await q.query<CatalogueItem>(`${LISTED} ORDER BY x.itemid LIMIT $4 OFFSET $5`, [
    wholesalerid,
    f.stale ?? null,
    f.status ?? null,
    page.limit,
    page.offset,
  ]);
  return rows;
}

export async function countWholesalerItems(q: Queryable, wholesalerid: number, f: ItemFilter) {
  const { rows } = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${LISTED}) c`, [
    wholesalerid,
    f.stale ?? null,
    f.status ?? null,
  ]);
  return rows[0]!.total;
}

/** Every active listing of a spec, wholesaler by wholesaler. */
export async function listSpecItems(q: Queryable, psid: number): Promise<CatalogueItem[]> {
  const { rows } = await q.query<CatalogueItem>(
    `${ITEM} WHERE i.psid = $1 AND i.active = 1 ORDER BY w.name, i.itemid`,
    [psid],
  );
  return rows;
}

/** Changes an active item's itemcode or autopublish; whether there was one. */
export async function updateItem(q: Queryable, itemid: number, f: UpdateItemBody): Promise<boolean> {
  const { rowCount } = await q.write(
    `UPDATE catalogue_items SET itemcode = CASE WHEN $2::boolean THEN $3 ELSE itemcode END,
            autopublish = coalesce($4, autopublish), lastupdated = now()
      WHERE itemid = $1 AND active = 1`,
    [itemid, f.itemcode !== undefined, f.itemcode ?? null, f.autopublish ?? null],
  );
  return rowCount > 0;
}

/** Withdraws an active item, publishing a DELETE when it was ever published; whether it was active. */
export async function withdrawItem(q: Queryable, itemid: number): Promise<boolean> {
  const { rows } = await q.write<{ n: number }>('SELECT catalogue_withdraw(ARRAY[$1::int]) AS n', [itemid]);
  return rows[0]!.n > 0;
}

/** Whether the spec exists, active or not. */
export async function specExists(q: Queryable, psid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM product_specs WHERE psid = $1', [psid]);
  return rows.length > 0;
}

/** The spec's first active listing (the export's default GTIN); undefined when it is listed nowhere. */
export async function firstListing(q: Queryable, psid: number) {
  const { rows } = await q.query<{ gtin: string; targetmarket: number }>(
    'SELECT gtin, targetmarket FROM catalogue_items WHERE psid = $1 AND active = 1 ORDER BY itemid LIMIT 1',
    [psid],
  );
  return rows[0];
}

/** A catalogue item belongs to its spec's company (docs/catalogues.md). */
export const itemOwner = ownerQuery(
  `SELECT n.companyid FROM catalogue_items i JOIN product_specs s ON s.psid = i.psid
     JOIN newlines n ON n.newlineid = s.newlineid WHERE i.itemid = $1`,
);
