-- Wholesaler catalogues (docs/catalogues.md): an approved specification listed in wholesalers' catalogues
-- under a GTIN, published to them (GDSN-style ADD / CHANGE / DELETE) and confirmed by them.

CREATE TABLE wholesalers (
  wholesalerid serial PRIMARY KEY,
  name text NOT NULL,
  gln text NOT NULL CHECK (gln ~ '^[0-9]{13}$'),
  contactemail text NOT NULL,
  webhookid integer REFERENCES webhooks(id),  -- where publications are sent; null: the wholesaler reads them
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
-- A GLN names one party: one active wholesaler each (a deleted one's GLN may be registered again).
CREATE UNIQUE INDEX wholesalers_gln_unique ON wholesalers (gln) WHERE active = 1;

CREATE TABLE catalogue_items (
  itemid serial PRIMARY KEY,
  wholesalerid integer NOT NULL REFERENCES wholesalers(wholesalerid),
  psid integer NOT NULL REFERENCES product_specs(psid),
  gtin text NOT NULL CHECK (gtin ~ '^[0-9]{14}$'),   -- always 14 digits
  targetmarket integer NOT NULL REFERENCES countries(id),
  itemcode text,                                      -- the wholesaler's own code for it
  autopublish boolean NOT NULL DEFAULT false,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),  -- 0: withdrawn
  stale_since timestamptz,   -- set when an approval left it behind (the catalogue.stale event); cleared on publish
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX catalogue_items_unique ON catalogue_items (wholesalerid, gtin, targetmarket) WHERE active = 1;
CREATE INDEX catalogue_items_psid ON catalogue_items (psid) WHERE active = 1;
CREATE INDEX catalogue_items_wholesaler ON catalogue_items (wholesalerid, itemid);

-- One row per publication of an item: what was sent (payload, immutable), and where it stands.
-- pending → delivered | failed (the webhook delivery; a wholesaler without a webhook reads it instead)
-- → ACCEPTED | REVIEW | SYNCHRONISED | REJECTED (the wholesaler's confirmation).
CREATE TABLE catalogue_publications (
  publicationid serial PRIMARY KEY,
  itemid integer NOT NULL REFERENCES catalogue_items(itemid),
  versionno integer NOT NULL,
  command text NOT NULL CHECK (command IN ('ADD', 'CHANGE', 'DELETE')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'delivered', 'failed', 'ACCEPTED', 'REVIEW', 'SYNCHRONISED', 'REJECTED')),
  payload jsonb NOT NULL,
  deliveryid bigint REFERENCES webhook_deliveries(id),
  message text,                       -- the confirmation's message
  confirmed_at timestamptz,
  confirmed_by integer REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_publications_item ON catalogue_publications (itemid, publicationid);
CREATE INDEX catalogue_publications_delivery ON catalogue_publications (deliveryid) WHERE deliveryid IS NOT NULL;

-- What was sent stays what was sent; a publication is never deleted.
CREATE FUNCTION catalogue_publication_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'publications are never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (NEW.itemid, NEW.versionno, NEW.command, NEW.payload, NEW.deliveryid)
     IS DISTINCT FROM (OLD.itemid, OLD.versionno, OLD.command, OLD.payload, OLD.deliveryid) THEN
    RAISE EXCEPTION 'a publication''s content is immutable' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER catalogue_publication_immutable BEFORE UPDATE OR DELETE ON catalogue_publications
  FOR EACH ROW EXECUTE FUNCTION catalogue_publication_immutable();

-- History (docs/traceability.md). A publication's payload is kept, immutable, in the publication itself: the
-- history records the rest of it (the version, command, status, who confirmed), not a second copy of it.
CREATE OR REPLACE FUNCTION history_bookkeeping() RETURNS text[] LANGUAGE sql IMMUTABLE
  AS $$ SELECT '{created,lastupdated,logincount,lastloggedin,answered_at,storage_key,payload}'::text[] $$;

CREATE TRIGGER history AFTER UPDATE OR DELETE ON wholesalers
  FOR EACH ROW EXECUTE FUNCTION history_capture('wholesaler', 'wholesaler', 'wholesalerid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON wholesalers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('wholesaler', 'wholesaler', 'wholesalerid', '', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON catalogue_items
  FOR EACH ROW EXECUTE FUNCTION history_capture('catalogue', 'item', 'itemid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON catalogue_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('catalogue', 'item', 'itemid', '', '');
-- Publications are created a statement at a time (an approval publishes to every linked wholesaler at once).
CREATE TRIGGER history AFTER UPDATE OR DELETE ON catalogue_publications
  FOR EACH ROW EXECUTE FUNCTION history_capture('catalogue', 'publication', 'itemid', 'publicationid', '');
CREATE TRIGGER history_insert AFTER INSERT ON catalogue_publications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('catalogue', 'publication', 'itemid', 'publicationid', '');

-- Publishes to `item_ids` (active items of active wholesalers; others are skipped) in one statement: a
-- publication each and, for a wholesaler with a webhook, its delivery (the catalogue.publication message,
-- queued as enqueueMessage queues one), in the caller's transaction. To a disabled endpoint the delivery is
-- queued failed ('Endpoint disabled'), as disabling fails what was pending: recover queues it again.
-- `base` null: a DELETE of each item that was ever published (ADD or CHANGE), carrying the version it had;
-- otherwise `base` is version `vno`'s GS1 payload, completed per item with its gtin, target market,
-- wholesaler GLN and item code, sent as ADD (first time) or CHANGE. Published items are no longer stale.
CREATE FUNCTION catalogue_publish(item_ids integer[], vno integer, base jsonb)
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
$$;

-- Withdraws `item_ids` (those still active): each is marked withdrawn and, when it was ever published, a
-- DELETE is published to its wholesaler. Returns how many were withdrawn.
CREATE FUNCTION catalogue_withdraw(item_ids integer[]) RETURNS integer LANGUAGE plpgsql AS $$
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
END $$;

-- A spec deactivated by any path (its newline deleted, or updated to isactive 0) takes its listings with it.
CREATE FUNCTION catalogue_spec_deactivated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM catalogue_withdraw(ARRAY(SELECT itemid FROM catalogue_items WHERE psid = NEW.psid AND active = 1));
  RETURN NULL;
END $$;
CREATE TRIGGER catalogue_spec_deactivated AFTER UPDATE OF isactive ON product_specs
  FOR EACH ROW WHEN (OLD.isactive = 1 AND NEW.isactive = 0) EXECUTE FUNCTION catalogue_spec_deactivated();

-- The delivery worker knows nothing of catalogues: when a publication's delivery is delivered, fails for good,
-- or is queued again, the publication follows, unless the wholesaler has confirmed it meanwhile.
CREATE FUNCTION catalogue_delivery_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('delivered', 'failed', 'pending') THEN
    UPDATE catalogue_publications SET status = NEW.status, lastupdated = now()
     WHERE deliveryid = NEW.id AND status IN ('pending', 'delivered', 'failed') AND status <> NEW.status;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER catalogue_delivery_status AFTER UPDATE OF status ON webhook_deliveries
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND NEW.type = 'catalogue.publication')
  EXECUTE FUNCTION catalogue_delivery_status();

-- Events (docs/integration.md): the catalogue's, derived from its history entries like every other.
CREATE OR REPLACE FUNCTION event_types(entity text, part text, action text, new jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entity = 'supplier' AND part = 'company' THEN
      ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' THEN ARRAY['supplier.updated']
    WHEN entity = 'newline' THEN
      ARRAY['newline.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'product' AND part = 'allergens' THEN ARRAY['allergens.updated']
    WHEN entity = 'product' AND part = 'nutrition' THEN ARRAY['nutrition.updated']
    WHEN entity = 'product' AND action = 'create' THEN ARRAY['product.created']
    WHEN entity = 'product' AND action = 'status_change' AND (new ->> 'statusid') = '4' THEN
      ARRAY['product.status_changed', 'product.approved']
    WHEN entity = 'product' AND action = 'status_change' THEN ARRAY['product.status_changed']
    WHEN entity = 'product' THEN ARRAY['product.updated']
    WHEN entity = 'audit' AND part = 'answer' THEN ARRAY['audit.answer_saved']
    WHEN entity = 'audit' AND part = 'photo' THEN
      ARRAY['photo.' || CASE action WHEN 'create' THEN 'added' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'audit' AND action = 'create' THEN ARRAY['audit.created']
    WHEN entity = 'audit' AND action = 'status_change' AND (new ->> 'statusid') = '2' THEN ARRAY['audit.completed']
    WHEN entity = 'audit' THEN ARRAY['audit.updated']
    WHEN entity = 'user' THEN
      ARRAY['user.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deactivated' ELSE 'updated' END]
    WHEN entity = 'wholesaler' THEN
      ARRAY['wholesaler.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'catalogue' AND part = 'item' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.linked']
        WHEN action = 'delete' THEN ARRAY['catalogue.withdrawn']
        WHEN (new ->> 'stale_since') IS NOT NULL THEN ARRAY['catalogue.stale']
        WHEN new ? 'stale_since' AND (new - 'stale_since') = '{}'::jsonb THEN ARRAY[]::text[] -- published again
        ELSE ARRAY['catalogue.updated']
      END
    WHEN entity = 'catalogue' AND part = 'publication' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.published']
        WHEN (new ->> 'status') = 'REJECTED' THEN ARRAY['catalogue.confirmed', 'catalogue.rejected']
        WHEN (new ->> 'status') IN ('ACCEPTED', 'REVIEW', 'SYNCHRONISED') THEN ARRAY['catalogue.confirmed']
        WHEN (new ->> 'status') = 'delivered' THEN ARRAY['catalogue.delivered']
        WHEN (new ->> 'status') = 'failed' THEN ARRAY['catalogue.delivery_failed']
        ELSE ARRAY[]::text[]
      END
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;
