import type { Tx } from '../../db/index.js';

/**
 * Catalogue holds (docs/catalogues.md, "Holds"): a recall or withdrawal opened on a GTIN holds every active item of
 * that GTIN, and each wholesaler with a webhook is sent `catalogue.hold` (`held: true`: the item must not be sold);
 * closing the incident releases them (`held: false`). Set-based: one statement for the holds, one for the messages.
 */
export async function holdItems(
  tx: Tx,
  incidentid: number,
  gtins: readonly string[],
  reason: string,
): Promise<number> {
  if (gtins.length === 0) return 0;
  const { rows } = await tx.write<{ holdid: number }>(
    `INSERT INTO catalogue_holds (itemid, incidentid)
     SELECT i.itemid, $1 FROM catalogue_items i WHERE i.active = 1 AND i.gtin = ANY ($2::text[])
     ORDER BY i.itemid
     ON CONFLICT (itemid, incidentid) DO NOTHING
     RETURNING holdid`,
    [incidentid, gtins],
  );
  await queueHoldMessages(
    tx,
    rows.map((r) => r.holdid),
    true,
    reason,
  );
  return rows.length;
}

/** Releases the incident's holds; each wholesaler with a webhook is told (`held: false`). */
export async function releaseHolds(tx: Tx, incidentid: number, reason: string): Promise<number> {
  const { rows } = await tx.write<{ holdid: number }>(
    `UPDATE catalogue_holds SET released_at = now() WHERE incidentid = $1 AND released_at IS NULL RETURNING holdid`,
    [incidentid],
  );
  await queueHoldMessages(
    tx,
    rows.map((r) => r.holdid),
    false,
    reason,
  );
  return rows.length;
}

async function queueHoldMessages(tx: Tx, holdids: number[], held: boolean, reason: string): Promise<void> {
  if (holdids.length === 0) return;
  await tx.write(
    `WITH queued AS (
       INSERT INTO webhook_deliveries (webhookid, eventid, type, data)
       SELECT w.webhookid, 'hold_' || h.holdid || CASE WHEN $2 THEN '' ELSE '_released' END, 'catalogue.item_hold',
              jsonb_build_object('itemid', i.itemid, 'gtin', i.gtin, 'wholesalerid', i.wholesalerid,
                                 'incidentid', h.incidentid, 'held', $2::boolean, 'reason', $3::text)
         FROM catalogue_holds h
         JOIN catalogue_items i ON i.itemid = h.itemid
         JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
         JOIN webhooks k ON k.id = w.webhookid AND k.deleted_at IS NULL AND k.enabled
        WHERE h.holdid = ANY ($1::int[])
        ORDER BY h.holdid
       RETURNING id, (data ->> 'itemid')::int AS itemid)
     UPDATE catalogue_holds h SET deliveryid = q.id FROM queued q
      WHERE h.itemid = q.itemid AND h.holdid = ANY ($1::int[])`,
    [holdids, held, reason],
  );
}
