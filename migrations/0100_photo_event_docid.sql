-- Photo events (`photo.added`, `photo.deleted`, `photo.updated`) name the photo as the contract does, `docid`,
-- beside `partid` (the same id, kept for the consumers that read it). sequence_events() is 0082's with that one
-- key added; the photo events already in the feed get it too, so that the whole feed reads alike.

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
                      WHEN h.entity = 'action' AND h.action = 'update' THEN h.new -> 'status' END))
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

UPDATE events SET data = data || jsonb_build_object('docid', data -> 'partid')
 WHERE type IN ('photo.added', 'photo.deleted', 'photo.updated') AND data ? 'partid' AND NOT data ? 'docid';
