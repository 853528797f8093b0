-- EPCIS 2.0 events (issue 37, docs/traceability-events.md): what was captured, each event as sent beside the
-- columns the queries filter on, and every identifier an event names in its canonical form.

-- One capture: a document (JSON, JSON-LD) or a shipments CSV, captured whole in one transaction.
CREATE TABLE epcis_captures (
  captureid serial PRIMARY KEY,
  companyid integer NOT NULL,              -- who captured: 1 for the organisation, else the supplier (its scope)
  format text NOT NULL CHECK (format IN ('json', 'json-ld', 'csv')),
  eventcount integer NOT NULL,             -- events in the document
  storedcount integer NOT NULL,            -- of which new: an event already known (same eventID) is skipped
  context json,                            -- the document's @context as sent: the namespaces of its extensions
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX epcis_captures_companyid ON epcis_captures (companyid, captureid);

-- One event. `event` is the event as sent (json keeps its text: key order, numbers as written); the other
-- columns are derived from it at capture, in canonical forms (CBV values as GS1 Web URIs, GS1 identifiers as
-- canonical Digital Links on id.gs1.org, anything else as sent).
CREATE TABLE epcis_events (
  id bigserial PRIMARY KEY,
  eventid text NOT NULL,                   -- as sent, or the CBV 2.0 event hash when none was sent
  declaration boolean NOT NULL DEFAULT false, -- this event is an error declaration (it carries errorDeclaration)
  declared boolean NOT NULL DEFAULT false, -- an error declaration names this event: queries show it, trace does not
  captureid integer NOT NULL REFERENCES epcis_captures DEFERRABLE INITIALLY DEFERRED, -- written after its events
  eventtype text NOT NULL,
  eventtime timestamptz NOT NULL,
  recordtime timestamptz NOT NULL DEFAULT now(),
  action text,
  bizstep text,
  disposition text,
  readpoint text,
  bizlocation text,
  glns text[] NOT NULL DEFAULT '{}',      -- every GLN the event names (readPoint, bizLocation, sources, destinations)
  event json NOT NULL
);
-- One event per ID, and one error declaration of it.
CREATE UNIQUE INDEX epcis_events_eventid ON epcis_events (eventid, declaration);
CREATE INDEX epcis_events_eventtime ON epcis_events (eventtime, id);
CREATE INDEX epcis_events_recordtime ON epcis_events (recordtime, id);
CREATE INDEX epcis_events_bizlocation ON epcis_events (bizlocation, eventtime, id) WHERE bizlocation IS NOT NULL;
CREATE INDEX epcis_events_readpoint ON epcis_events (readpoint, eventtime, id) WHERE readpoint IS NOT NULL;
CREATE INDEX epcis_events_bizstep ON epcis_events (bizstep, eventtime, id) WHERE bizstep IS NOT NULL;
CREATE INDEX epcis_events_glns ON epcis_events USING gin (glns);

-- Every identifier an event names, with its role; `class` is the GTIN class (https://id.gs1.org/01/{gtin}) of a
-- serial, lot or class, so that a class matches its lots and serials.
--   role: 1 epcList, 2 parentID, 3 childEPCs, 4 inputEPCList, 5 outputEPCList,
--         6 quantityList, 7 childQuantityList, 8 inputQuantityList, 9 outputQuantityList
CREATE TABLE epcis_event_epcs (
  id bigint NOT NULL REFERENCES epcis_events ON DELETE CASCADE,
  role smallint NOT NULL CHECK (role BETWEEN 1 AND 9),
  epc text NOT NULL,
  class text,
  quantity numeric,
  uom text
);
CREATE INDEX epcis_event_epcs_epc ON epcis_event_epcs (epc, id);
CREATE INDEX epcis_event_epcs_class ON epcis_event_epcs (class, id) WHERE class IS NOT NULL;
CREATE INDEX epcis_event_epcs_id ON epcis_event_epcs (id);

-- The capture's history entry carries it to the events feed as `epcis.captured`.
CREATE TRIGGER history_insert AFTER INSERT ON epcis_captures REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('epcis_capture', 'capture', 'captureid', '', '');

-- The feed's type for a capture, its company, and its data (captureID, eventCount, storedCount).
CREATE OR REPLACE FUNCTION event_types(entity text, part text, action text, new jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entity = 'supplier' AND part = 'company' THEN
      ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'accreditation' THEN
      ARRAY['supplier.updated',
            'certificate.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'certificate_reminder' THEN
      ARRAY[CASE WHEN (new ->> 'threshold') = '0' THEN 'certificate.expired' ELSE 'certificate.expiring' END]
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
    WHEN entity = 'action' AND action = 'create' THEN ARRAY['action.created']
    WHEN entity = 'action' AND new ? 'status' THEN ARRAY['action.updated', 'action.status_changed']
    WHEN entity = 'action' THEN ARRAY['action.updated']
    WHEN entity = 'epcis_capture' THEN ARRAY['epcis.captured']
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;

CREATE OR REPLACE FUNCTION sequence_events(wait boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  below bigint;
  upto bigint := txid_snapshot_xmin(txid_current_snapshot());
  last_seq bigint;
  written integer;
BEGIN
  IF wait THEN
    SELECT done_below INTO below FROM event_sequencer FOR UPDATE;
  ELSE
    SELECT done_below INTO below FROM event_sequencer FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      RETURN 0;
    END IF;
  END IF;
  IF upto <= below THEN
    RETURN 0;
  END IF;
  -- Summarise the index's new ranges here: PGlite has no autovacuum to do it, and an unsummarised range is
  -- read in full by every run.
  PERFORM brin_summarize_new_values('history_txid');
  SELECT coalesce(max(seq), 0) INTO last_seq FROM events;
  INSERT INTO events (type, entity, entityid, companyid, historyid, occurred_at, data)
  SELECT t.type, h.entity, h.entityid,
         CASE h.entity
           WHEN 'supplier' THEN h.entityid
           WHEN 'newline' THEN (SELECT companyid FROM newlines WHERE newlineid = h.entityid)
           WHEN 'product' THEN (SELECT n.companyid FROM product_specs s JOIN newlines n USING (newlineid)
                                 WHERE s.psid = h.entityid)
           WHEN 'audit' THEN (SELECT companyid FROM audits WHERE auditid = h.entityid)
           WHEN 'user' THEN (SELECT companyid FROM users WHERE userid = h.entityid)
           WHEN 'action' THEN (SELECT a.companyid FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid
                                WHERE ca.actionid = h.entityid)
           WHEN 'epcis_capture' THEN (h.new ->> 'companyid')::integer
         END,
         h.historyid, h.at,
         jsonb_strip_nulls(jsonb_build_object(
           h.entity || 'id', h.entityid,
           'part', h.part,
           'partid', h.partid,
           'docid', CASE WHEN h.entity = 'audit' AND h.part = 'photo' THEN h.partid END,
           'action', h.action,
           'changed_fields', CASE WHEN h.action <> 'create' AND h.new IS NOT NULL
                                  THEN (SELECT jsonb_agg(k ORDER BY k) FROM jsonb_object_keys(h.new) k) END,
           'from', CASE WHEN h.action = 'status_change' THEN h.old -> 'statusid'
                        WHEN h.entity = 'action' AND h.action = 'update' THEN h.old -> 'status' END,
           'to', CASE WHEN h.action = 'status_change' THEN h.new -> 'statusid'
                      WHEN h.entity = 'action' AND h.action = 'update' THEN h.new -> 'status' END,
           'captureID', CASE WHEN h.entity = 'epcis_capture' THEN h.entityid::text END,
           'eventCount', CASE WHEN h.entity = 'epcis_capture' THEN h.new -> 'eventcount' END,
           'storedCount', CASE WHEN h.entity = 'epcis_capture' THEN h.new -> 'storedcount' END))
    FROM history h
    CROSS JOIN LATERAL unnest(event_types(h.entity, h.part, h.action, h.new)) WITH ORDINALITY AS t(type, n)
   WHERE h.txid >= below AND h.txid < upto
   ORDER BY h.historyid, t.n;
  GET DIAGNOSTICS written = ROW_COUNT;
  IF written > 0 THEN
    INSERT INTO webhook_deliveries (webhookid, eventid, type, seq, occurred_at)
    SELECT w.id, 'evt_' || e.seq, e.type, e.seq, e.occurred_at
      FROM events e
      JOIN webhooks w ON w.enabled AND w.deleted_at IS NULL AND e.occurred_at >= w.created
                     AND (w.events = '{*}' OR e.type = ANY (w.events))
     WHERE e.seq > last_seq
     ORDER BY e.seq, w.id;
  END IF;
  UPDATE event_sequencer SET done_below = upto;
  RETURN written;
END $$;
