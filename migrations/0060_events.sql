-- Events (docs/integration.md): every change the history records is an event. The history entry is written in
-- the changing transaction; the event feed numbers entries (`seq`) only once their transaction is over, so
-- that a client polling with the last `seq` it saw can never miss one that committed late.
--
-- Why not number them as they are written: a sequence hands out numbers in the order transactions ask, not in
-- the order they commit. Were `seq` the history id, a poller could read 11 (committed) while 10 was still
-- being written, move on past 10, and never see it. So a sequencer numbers the entries of transactions older
-- than the oldest one still running (the snapshot's xmin): all of those are committed or rolled back.

-- Finds the entries of a range of transaction ids; a BRIN index costs next to nothing on insert (the
-- history is written in txid order, near enough).
CREATE INDEX history_txid ON history USING brin (txid);

CREATE TABLE events (
  seq bigserial PRIMARY KEY,
  type text NOT NULL,
  entity text NOT NULL,
  entityid integer NOT NULL,
  companyid integer,                 -- the supplier the record belongs to; 1 (the organisation) or null otherwise
  historyid bigint NOT NULL,
  occurred_at timestamptz NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX events_type ON events (type, seq);
CREATE INDEX events_companyid ON events (companyid, seq);

-- Every history entry of a transaction below `done_below` has been numbered.
CREATE TABLE event_sequencer (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  done_below bigint NOT NULL
);
INSERT INTO event_sequencer (done_below) VALUES (txid_current());

-- The event types of a history entry: one, or two for an approval (status_changed and approved).
CREATE FUNCTION event_types(entity text, part text, action text, new jsonb) RETURNS text[]
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
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;

-- Numbers the entries of every transaction that ended since the last run, in history order. One run at a
-- time (the sequencer row is locked); returns how many events it wrote.
CREATE FUNCTION sequence_events() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  below bigint;
  upto bigint := txid_snapshot_xmin(txid_current_snapshot());
  written integer;
BEGIN
  SELECT done_below INTO below FROM event_sequencer FOR UPDATE;
  IF upto <= below THEN
    RETURN 0;
  END IF;
  -- Summarise the index's new ranges here: PGlite has no autovacuum to do it, and an unsummarised range is
  -- read in full by every run.
  PERFORM brin_summarize_new_values('history_txid');
  INSERT INTO events (type, entity, entityid, companyid, historyid, occurred_at, data)
  SELECT t.type, h.entity, h.entityid,
         CASE h.entity
           WHEN 'supplier' THEN h.entityid
           WHEN 'newline' THEN (SELECT companyid FROM newlines WHERE newlineid = h.entityid)
           WHEN 'product' THEN (SELECT n.companyid FROM product_specs s JOIN newlines n USING (newlineid)
                                 WHERE s.psid = h.entityid)
           WHEN 'audit' THEN (SELECT companyid FROM audits WHERE auditid = h.entityid)
           WHEN 'user' THEN (SELECT companyid FROM users WHERE userid = h.entityid)
         END,
         h.historyid, h.at,
         jsonb_strip_nulls(jsonb_build_object(
           h.entity || 'id', h.entityid,
           'part', h.part,
           'partid', h.partid,
           'action', h.action,
           'changed_fields', CASE WHEN h.action <> 'create' AND h.new IS NOT NULL
                                  THEN (SELECT jsonb_agg(k ORDER BY k) FROM jsonb_object_keys(h.new) k) END,
           'from', CASE WHEN h.action = 'status_change' THEN h.old -> 'statusid' END,
           'to', CASE WHEN h.action = 'status_change' THEN h.new -> 'statusid' END))
    FROM history h
    CROSS JOIN LATERAL unnest(event_types(h.entity, h.part, h.action, h.new)) WITH ORDINALITY AS t(type, n)
   WHERE h.txid >= below AND h.txid < upto
   ORDER BY h.historyid, t.n;
  GET DIAGNOSTICS written = ROW_COUNT;
  UPDATE event_sequencer SET done_below = upto;
  RETURN written;
END $$;
