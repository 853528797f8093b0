/**
 * The catalogues module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // catalogue_publication_immutable: last set by migrations/0070_catalogues.sql
  String.raw`CREATE OR REPLACE FUNCTION catalogue_publication_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'publications are never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.itemid, NEW.versionno, NEW.command, NEW.payload, NEW.deliveryid)
     IS DISTINCT FROM (OLD.itemid, OLD.versionno, OLD.command, OLD.payload, OLD.deliveryid) THEN
    RAISE EXCEPTION 'a publication''s content is immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;`,

  // catalogue_publish: last set by migrations/0070_catalogues.sql
  String.raw`CREATE OR REPLACE FUNCTION catalogue_publish(item_ids integer[], vno integer, base jsonb)
  RETURNS SETOF catalogue_publications LANGUAGE sql AS $$
  WITH targets AS (
    SELECT nextval('catalogue_publications_publicationid_seq')::integer AS publicationid, i.itemid,
           CASE WHEN base IS NULL THEN 'DELETE' WHEN last.versionno IS NULL THEN 'ADD' ELSE 'CHANGE' END AS command,
           CASE WHEN base IS NULL THEN last.versionno ELSE vno END AS versionno,
           coalesce(base, '{}'::jsonb) || jsonb_build_object(
             'gtin', i.gtin, 'targetmarket', i.targetmarket, 'gln', w.gln, 'itemcode', i.itemcode,
             'versionno', CASE WHEN base IS NULL THEN last.versionno ELSE vno END) AS payload,
           h.id AS webhookid, h.enabled AS live
      FROM catalogue_items i
      JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
      LEFT JOIN webhooks h ON h.id = w.webhookid AND h.deleted_at IS NULL
      LEFT JOIN LATERAL (SELECT p.versionno FROM catalogue_publications p
                          WHERE p.itemid = i.itemid AND p.command <> 'DELETE'
                          ORDER BY p.publicationid DESC LIMIT 1) last ON true
     WHERE i.itemid = ANY (item_ids)
       AND (base IS NOT NULL AND i.active = 1 AND w.active = 1 OR base IS NULL AND last.versionno IS NOT NULL)
     ORDER BY i.itemid
     -- An item withdrawn meanwhile is seen withdrawn once its withdrawal commits, and skipped.
       FOR UPDATE OF i
  ), deliveries AS (
    INSERT INTO webhook_deliveries (webhookid, eventid, type, data, status, last_error)
    SELECT t.webhookid, 'evt_' || left(replace(gen_random_uuid()::text, '-', ''), 24), 'catalogue.publication',
           jsonb_build_object('publicationid', t.publicationid, 'itemid', t.itemid, 'versionno', t.versionno,
                              'command', t.command, 'status', 'pending', 'payload', t.payload),
           CASE WHEN t.live THEN 'pending' ELSE 'failed' END, CASE WHEN NOT t.live THEN 'Endpoint disabled' END
      FROM targets t WHERE t.webhookid IS NOT NULL
    RETURNING id, status, (data ->> 'publicationid')::integer AS publicationid
  ), fresh AS (
    UPDATE catalogue_items SET stale_since = NULL
     WHERE base IS NOT NULL AND stale_since IS NOT NULL AND itemid IN (SELECT itemid FROM targets)
  )
  INSERT INTO catalogue_publications (publicationid, itemid, versionno, command, payload, deliveryid, status)
  SELECT t.publicationid, t.itemid, t.versionno, t.command, t.payload, d.id, coalesce(d.status, 'pending')
    FROM targets t LEFT JOIN deliveries d ON d.publicationid = t.publicationid
   ORDER BY t.publicationid
  RETURNING *
$$;`,

  // catalogue_withdraw: last set by migrations/0070_catalogues.sql
  String.raw`CREATE OR REPLACE FUNCTION catalogue_withdraw(item_ids integer[]) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  withdrawn integer[];
BEGIN
  WITH w AS (
    UPDATE catalogue_items SET active = 0, stale_since = NULL, lastupdated = now()
     WHERE itemid = ANY (item_ids) AND active = 1 RETURNING itemid
  ) SELECT coalesce(array_agg(itemid ORDER BY itemid), '{}') INTO withdrawn FROM w;
  IF cardinality(withdrawn) > 0 THEN
    PERFORM count(*) FROM catalogue_publish(withdrawn, NULL, NULL);
  END IF;
  RETURN cardinality(withdrawn);
END $$;`,

  // catalogue_spec_deactivated: last set by migrations/0070_catalogues.sql
  String.raw`CREATE OR REPLACE FUNCTION catalogue_spec_deactivated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_withdraw(ARRAY(SELECT itemid FROM catalogue_items WHERE psid = NEW.psid AND active = 1));
  RETURN NULL;
END $$;`,

  // catalogue_delivery_status: last set by migrations/0070_catalogues.sql
  String.raw`CREATE OR REPLACE FUNCTION catalogue_delivery_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('delivered', 'failed', 'pending') THEN
    UPDATE catalogue_publications SET status = NEW.status, lastupdated = now()
     WHERE deliveryid = NEW.id AND status IN ('pending', 'delivered', 'failed') AND status <> NEW.status;
  END IF;
  RETURN NULL;
END $$;`,
];

export const triggers = [
  // migrations/0070_catalogues.sql
  String.raw`CREATE TRIGGER catalogue_publication_immutable BEFORE UPDATE OR DELETE ON catalogue_publications
  FOR EACH ROW EXECUTE FUNCTION catalogue_publication_immutable();`,

  // migrations/0070_catalogues.sql
  String.raw`CREATE TRIGGER catalogue_spec_deactivated AFTER UPDATE OF isactive ON product_specs
  FOR EACH ROW WHEN (OLD.isactive = 1 AND NEW.isactive = 0) EXECUTE FUNCTION catalogue_spec_deactivated();`,

  // migrations/0070_catalogues.sql
  String.raw`CREATE TRIGGER catalogue_delivery_status AFTER UPDATE OF status ON webhook_deliveries
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.type = 'catalogue.publication')
  EXECUTE FUNCTION catalogue_delivery_status();`,
  ...historyTriggers(
    'wholesalers',
    { entity: 'wholesaler', part: 'wholesaler', id: 'wholesalerid' },
    'by statement',
  ),
  ...historyTriggers('catalogue_items', { entity: 'catalogue', part: 'item', id: 'itemid' }, 'by statement'),
  ...historyTriggers(
    'catalogue_publications',
    { entity: 'catalogue', part: 'publication', id: 'itemid', partId: 'publicationid' },
    'by statement',
  ),
  // migrations/0107_incidents.sql: a recall's hold on an item
  ...historyTriggers(
    'catalogue_holds',
    { entity: 'catalogue', part: 'hold', id: 'itemid', partId: 'holdid' },
    'by statement',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 600,
      condition: "entity = 'wholesaler'",
      types:
        "ARRAY['wholesaler.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]",
    },
    {
      position: 610,
      condition: "entity = 'catalogue' AND part = 'item'",
      types:
        "CASE WHEN action = 'create' THEN ARRAY['catalogue.linked'] WHEN action = 'delete' THEN ARRAY['catalogue.withdrawn'] WHEN (new ->> 'stale_since') IS NOT NULL THEN ARRAY['catalogue.stale'] WHEN new ? 'stale_since' AND (new - 'stale_since') = '{}'::jsonb THEN ARRAY[]::text[] ELSE ARRAY['catalogue.updated'] END",
    },
    {
      position: 620,
      condition: "entity = 'catalogue' AND part = 'publication'",
      types:
        "CASE WHEN action = 'create' THEN ARRAY['catalogue.published'] WHEN (new ->> 'status') = 'REJECTED' THEN ARRAY['catalogue.confirmed', 'catalogue.rejected'] WHEN (new ->> 'status') IN ('ACCEPTED', 'REVIEW', 'SYNCHRONISED') THEN ARRAY['catalogue.confirmed'] WHEN (new ->> 'status') = 'delivered' THEN ARRAY['catalogue.delivered'] WHEN (new ->> 'status') = 'failed' THEN ARRAY['catalogue.delivery_failed'] ELSE ARRAY[]::text[] END",
    },
    {
      position: 630,
      condition: "entity = 'catalogue' AND part = 'hold'",
      types:
        "CASE WHEN action = 'create' THEN ARRAY['catalogue.hold'] WHEN (new ->> 'released_at') IS NOT NULL THEN ARRAY['catalogue.released'] ELSE ARRAY[]::text[] END",
    },
  ],
};
