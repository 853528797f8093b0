import type { Queryable } from '../../db/index.js';
import { gs1Base, type VersionSnapshot } from './payload.js';
import type { ConfirmTarget } from './confirm-rules.js';
import type { ConfirmState, Publication } from './publications.schemas.js';

const COLUMNS = `p.publicationid, p.itemid, p.versionno, p.command, p.status, p.payload, p.deliveryid, p.message,
  api_ts(p.confirmed_at) AS confirmedat, p.confirmed_by AS confirmedby, api_ts(p.created) AS created,
  api_ts(p.lastupdated) AS lastupdated`;

const SNAPSHOT = `SELECT versionno, api_ts(approved_at) AS approved_at, spec, allergens, nutrition, label
  FROM spec_versions`;

/** A version of a spec (the latest approved when `versionno` is null); undefined when there is none. */
export async function findSnapshot(
  q: Queryable,
  psid: number,
  versionno: number | null,
): Promise<VersionSnapshot | undefined> {
  const { rows } = await q.query<VersionSnapshot>(
    `${SNAPSHOT} WHERE psid = $1 AND ($2::int IS NULL OR versionno = $2) ORDER BY versionno DESC LIMIT 1`,
    [psid, versionno],
  );
  return rows[0];
}

/** Publishes version `v` to the given items in one statement (catalogue_publish, migration 0070). */
export async function publishVersion(
  q: Queryable,
  itemids: number[],
  v: VersionSnapshot,
): Promise<Publication[]> {
  const { rows } = await q.write<Publication>(
    `SELECT ${COLUMNS} FROM catalogue_publish($1::int[], $2, $3::jsonb) p ORDER BY p.publicationid`,
    [itemids, v.versionno, JSON.stringify(gs1Base(v))],
  );
  return rows;
}

/**
 * An approval's automated product update, in the approving transaction: version `versionno` is published
 * (CHANGE, or ADD the first time) to every active autopublish item of the spec, with their deliveries,
 * in one statement; the spec's other active items are marked stale (the catalogue.stale event), in another.
 * A spec listed nowhere costs one query.
 */
export async function onApproval(q: Queryable, psid: number, versionno: number): Promise<void> {
  const { rows } = await q.query<VersionSnapshot>(
    `${SNAPSHOT} WHERE psid = $1 AND versionno = $2
        AND EXISTS (SELECT 1 FROM catalogue_items WHERE psid = $1 AND active = 1)`,
    [psid, versionno],
  );
  const snapshot = rows[0];
  if (!snapshot) return;
  await q.write(
    `SELECT count(*) FROM catalogue_publish(
       ARRAY(SELECT i.itemid FROM catalogue_items i JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
              WHERE i.psid = $1 AND i.active = 1 AND i.autopublish AND w.active = 1), $2, $3::jsonb)`,
    [psid, versionno, JSON.stringify(gs1Base(snapshot))],
  );
  await q.write(
    `UPDATE catalogue_items i SET stale_since = now()
       FROM wholesalers w
      WHERE w.wholesalerid = i.wholesalerid AND w.active = 1 AND i.psid = $1 AND i.active = 1 AND NOT i.autopublish`,
    [psid],
  );
}

export async function findPublication(q: Queryable, id: number): Promise<Publication | undefined> {
  const { rows } = await q.query<Publication>(
    `SELECT ${COLUMNS} FROM catalogue_publications p WHERE p.publicationid = $1`,
    [id],
  );
  return rows[0];
}

/** The newest publication of an item (after a withdrawal: its DELETE, if it was ever published). */
export async function latestPublication(q: Queryable, itemid: number): Promise<Publication | undefined> {
  const { rows } = await q.query<Publication>(
    `SELECT ${COLUMNS} FROM catalogue_publications p WHERE p.itemid = $1 ORDER BY p.publicationid DESC LIMIT 1`,
    [itemid],
  );
  return rows[0];
}

/** A page of an item's publications, newest first. */
export async function listPublications(
  q: Queryable,
  itemid: number,
  page: { limit: number; offset: number },
) {
  const { rows } = await q.query<Publication>(
    `SELECT ${COLUMNS} FROM catalogue_publications p WHERE p.itemid = $1
      ORDER BY p.publicationid DESC LIMIT $2 OFFSET $3`,
    [itemid, page.limit, page.offset],
  );
  return rows;
}

export async function countPublications(q: Queryable, itemid: number): Promise<number> {
  const { rows } = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM catalogue_publications WHERE itemid = $1',
    [itemid],
  );
  return rows[0]!.total;
}

/** What a confirmation checks, with the publication locked (and its item, so a withdrawal waits). */
export async function lockForConfirm(q: Queryable, id: number): Promise<ConfirmTarget | undefined> {
  const { rows } = await q.query<ConfirmTarget>(
    `SELECT p.status, p.command, i.active::int AS itemactive,
            NOT EXISTS (SELECT 1 FROM catalogue_publications n
                         WHERE n.itemid = p.itemid AND n.publicationid > p.publicationid) AS newest
       FROM catalogue_publications p JOIN catalogue_items i ON i.itemid = p.itemid
      WHERE p.publicationid = $1 FOR UPDATE OF p, i`,
    [id],
  );
  return rows[0];
}

export async function confirm(
  q: Queryable,
  id: number,
  c: { state: ConfirmState; message: string | null; userid: number },
): Promise<void> {
  await q.write(
    `UPDATE catalogue_publications SET status = $2, message = $3, confirmed_at = now(), confirmed_by = $4,
            lastupdated = now() WHERE publicationid = $1`,
    [id, c.state, c.message, c.userid],
  );
}
