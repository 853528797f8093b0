/**
 * The events module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
export const functions = [
  // event_types: last set by migrations/0112_approval_event_types.sql
  String.raw`CREATE OR REPLACE FUNCTION event_types(entity text, part text, action text, new jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN entity = 'supplier' AND part = 'company' THEN
      ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'accreditation' THEN
      ARRAY['supplier.updated',
            'certificate.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]
    WHEN entity = 'supplier' AND part = 'certificate_reminder' THEN
      ARRAY[CASE WHEN (new ->> 'threshold') = '0' THEN 'certificate.expired' ELSE 'certificate.expiring' END]
    WHEN entity = 'supplier' AND part = 'saq' THEN
      ARRAY['supplier.updated'] || CASE
        WHEN action = 'create' THEN ARRAY['questionnaire.sent']
        WHEN (new ->> 'status') = 'Submitted' THEN ARRAY['questionnaire.submitted']
        WHEN (new ->> 'status') IN ('Accepted', 'Rejected', 'Changes requested') THEN ARRAY['questionnaire.reviewed']
        WHEN (new ->> 'status') = 'Expired' THEN ARRAY['questionnaire.expired']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'supplier' AND part = 'questionnaire_reminder' THEN ARRAY['questionnaire.expiring']
    WHEN entity = 'supplier' AND part = 'approval' THEN ARRAY['supplier.approval_changed']
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
    WHEN entity = 'catalogue' AND part = 'hold' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['catalogue.hold']
        WHEN (new ->> 'released_at') IS NOT NULL THEN ARRAY['catalogue.released']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'incident' AND part = 'incident' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['incident.opened']
        WHEN new ? 'status' THEN ARRAY['incident.status_changed']
        WHEN new ? 'affected' THEN ARRAY['incident.rescoped']
        ELSE ARRAY['incident.updated']
      END
    WHEN entity = 'incident' AND part = 'notice' THEN
      CASE
        WHEN action = 'create' THEN ARRAY['incident.notice_sent']
        WHEN new ? 'escalated_at' THEN ARRAY['incident.escalated']
        WHEN new ? 'overdue' THEN ARRAY['incident.notice_overdue', 'incident.notice_sent']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'incident' AND part = 'report' THEN ARRAY['incident.notice_acknowledged']
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;`,

  // sequence_events: last set by migrations/0110_supplier_approval.sql
  String.raw`CREATE OR REPLACE FUNCTION sequence_events(wait boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
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
           -- An incident is the organisation's; a notice and its reports are also their party's company's.
           WHEN 'incident' THEN CASE h.part
             WHEN 'notice' THEN (SELECT companyid FROM incident_notices WHERE noticeid = h.partid)
             WHEN 'report' THEN (SELECT n.companyid FROM incident_reports r
                                   JOIN incident_notices n ON n.noticeid = r.noticeid WHERE r.reportid = h.partid)
           END
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
           'from', CASE WHEN h.entity = 'supplier' AND h.part = 'approval' THEN h.old -> 'status'
                        WHEN h.action = 'status_change' THEN h.old -> 'statusid'
                        WHEN h.entity = 'action' AND h.action = 'update' THEN h.old -> 'status'
                        WHEN h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update' THEN h.old -> 'status' END,
           'to', CASE WHEN h.entity = 'supplier' AND h.part = 'approval' THEN h.new -> 'status'
                      WHEN h.action = 'status_change' THEN h.new -> 'statusid'
                      WHEN h.entity = 'action' AND h.action = 'update' THEN h.new -> 'status'
                      WHEN h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update' THEN h.new -> 'status' END,
           'reasons', CASE WHEN h.entity = 'supplier' AND h.part = 'approval' THEN h.new -> 'reasons' END,
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
END $$;`,
];
