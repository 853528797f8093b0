-- The events feed's registry (docs/architecture.md, "Events: what a module declares"): each module declares, as rows,
-- the event types its records' history yields, the company an entity's events belong to (the supplier scope), and
-- the fields its events carry beyond the common ones. event_types() and sequence_events() are generated from these
-- rows by events_build(): a new module's migration inserts its rows and calls events_build(), and no longer
-- rewrites the events module's functions whole (as 0082, 0100, 0106, 0107, 0109, 0110 and 0112 each did).
-- The generated text is the same CASE as before, inlined into the statements: no lookup at run time.

-- The first rule, by position, whose condition holds gives a history row's event types (none: no event).
CREATE TABLE event_rules (
  position integer PRIMARY KEY,
  module text NOT NULL,        -- the module declaring it (its descriptor's name)
  condition text NOT NULL,     -- an SQL condition over entity, part, action and new (event_types' arguments)
  types text NOT NULL          -- a text[] expression over the same
);
-- Whose an entity's events are: companyid, an SQL expression over h (the history row); none is the organisation's.
CREATE TABLE event_owners (
  entity text PRIMARY KEY,
  module text NOT NULL,
  companyid text NOT NULL
);
-- A field of an event's data beyond the common ones: the value of the first row, by position, whose condition (over
-- h, the history row) holds; none: the field is left out.
CREATE TABLE event_fields (
  field text NOT NULL,
  position integer NOT NULL,
  module text NOT NULL,
  condition text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (field, position)
);

CREATE OR REPLACE FUNCTION events_build() RETURNS void LANGUAGE plpgsql AS $build$
DECLARE
  rules text;
  owners text;
  fields text;
BEGIN
  SELECT string_agg(format(E'    WHEN %s THEN\n      %s', r.condition, r.types), E'\n' ORDER BY r.position)
    INTO rules FROM event_rules r;
  SELECT string_agg(format(E'           WHEN %L THEN %s', o.entity, o.companyid), E'\n' ORDER BY o.entity)
    INTO owners FROM event_owners o;
  SELECT string_agg(format(E',\n           %L, CASE %s END', f.field, f.whens), '' ORDER BY f.field)
    INTO fields
    FROM (SELECT e.field, string_agg(format('WHEN %s THEN %s', e.condition, e.value), ' ' ORDER BY e.position) AS whens
            FROM event_fields e GROUP BY e.field) f;
  EXECUTE format($f$CREATE OR REPLACE FUNCTION event_types(entity text, part text, action text, new jsonb)
  RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
%s
    ELSE ARRAY[]::text[]
  END
$$$f$, coalesce(rules, '    WHEN false THEN NULL'));
  EXECUTE format($f$CREATE OR REPLACE FUNCTION sequence_events(wait boolean DEFAULT true) RETURNS integer
  LANGUAGE plpgsql AS $$
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
%s
         END,
         h.historyid, h.at,
         jsonb_strip_nulls(jsonb_build_object(
           h.entity || 'id', h.entityid,
           'part', h.part,
           'partid', h.partid,
           'action', h.action,
           'changed_fields', CASE WHEN h.action <> 'create' AND h.new IS NOT NULL
                                  THEN (SELECT jsonb_agg(k ORDER BY k) FROM jsonb_object_keys(h.new) k) END%s))
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
END $$$f$, coalesce(owners, '           WHEN NULL THEN NULL::integer'), coalesce(fields, ''));
END $build$;

-- The rules, owners and fields in force before this migration, each under the module that declares it.
-- actions
INSERT INTO event_rules (position, module, condition, types) VALUES
  (700, 'actions', $$entity = 'action' AND action = 'create'$$,
   $$ARRAY['action.created']$$),
  (710, 'actions', $$entity = 'action' AND new ? 'status'$$,
   $$ARRAY['action.updated', 'action.status_changed']$$),
  (790, 'actions', $$entity = 'action'$$,
   $$ARRAY['action.updated']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('action', 'actions', $$(SELECT a.companyid FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid WHERE ca.actionid = h.entityid)$$);
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('from', 30, 'actions', $$h.entity = 'action' AND h.action = 'update'$$, $$h.old -> 'status'$$),
  ('to', 30, 'actions', $$h.entity = 'action' AND h.action = 'update'$$, $$h.new -> 'status'$$);
-- approval
INSERT INTO event_rules (position, module, condition, types) VALUES
  (150, 'approval', $$entity = 'supplier' AND part = 'approval'$$,
   $$ARRAY['supplier.approval_changed']$$);
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('from', 10, 'approval', $$h.entity = 'supplier' AND h.part = 'approval'$$, $$h.old -> 'status'$$),
  ('to', 10, 'approval', $$h.entity = 'supplier' AND h.part = 'approval'$$, $$h.new -> 'status'$$),
  ('reasons', 10, 'approval', $$h.entity = 'supplier' AND h.part = 'approval'$$, $$h.new -> 'reasons'$$);
-- audits
INSERT INTO event_rules (position, module, condition, types) VALUES
  (400, 'audits', $$entity = 'audit' AND part = 'answer'$$,
   $$ARRAY['audit.answer_saved']$$),
  (410, 'audits', $$entity = 'audit' AND part = 'photo'$$,
   $$ARRAY['photo.' || CASE action WHEN 'create' THEN 'added' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]$$),
  (420, 'audits', $$entity = 'audit' AND action = 'create'$$,
   $$ARRAY['audit.created']$$),
  (430, 'audits', $$entity = 'audit' AND action = 'status_change' AND (new ->> 'statusid') = '2'$$,
   $$ARRAY['audit.completed']$$),
  (490, 'audits', $$entity = 'audit'$$,
   $$ARRAY['audit.updated']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('audit', 'audits', $$(SELECT companyid FROM audits WHERE auditid = h.entityid)$$);
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('docid', 10, 'audits', $$h.entity = 'audit' AND h.part = 'photo'$$, $$h.partid$$);
-- catalogues
INSERT INTO event_rules (position, module, condition, types) VALUES
  (600, 'catalogues', $$entity = 'wholesaler'$$,
   $$ARRAY['wholesaler.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]$$),
  (610, 'catalogues', $$entity = 'catalogue' AND part = 'item'$$,
   $$CASE WHEN action = 'create' THEN ARRAY['catalogue.linked'] WHEN action = 'delete' THEN ARRAY['catalogue.withdrawn'] WHEN (new ->> 'stale_since') IS NOT NULL THEN ARRAY['catalogue.stale'] WHEN new ? 'stale_since' AND (new - 'stale_since') = '{}'::jsonb THEN ARRAY[]::text[] ELSE ARRAY['catalogue.updated'] END$$),
  (620, 'catalogues', $$entity = 'catalogue' AND part = 'publication'$$,
   $$CASE WHEN action = 'create' THEN ARRAY['catalogue.published'] WHEN (new ->> 'status') = 'REJECTED' THEN ARRAY['catalogue.confirmed', 'catalogue.rejected'] WHEN (new ->> 'status') IN ('ACCEPTED', 'REVIEW', 'SYNCHRONISED') THEN ARRAY['catalogue.confirmed'] WHEN (new ->> 'status') = 'delivered' THEN ARRAY['catalogue.delivered'] WHEN (new ->> 'status') = 'failed' THEN ARRAY['catalogue.delivery_failed'] ELSE ARRAY[]::text[] END$$),
  (630, 'catalogues', $$entity = 'catalogue' AND part = 'hold'$$,
   $$CASE WHEN action = 'create' THEN ARRAY['catalogue.hold'] WHEN (new ->> 'released_at') IS NOT NULL THEN ARRAY['catalogue.released'] ELSE ARRAY[]::text[] END$$);
-- certificates
INSERT INTO event_rules (position, module, condition, types) VALUES
  (110, 'certificates', $$entity = 'supplier' AND part = 'accreditation'$$,
   $$ARRAY['supplier.updated', 'certificate.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]$$),
  (120, 'certificates', $$entity = 'supplier' AND part = 'certificate_reminder'$$,
   $$ARRAY[CASE WHEN (new ->> 'threshold') = '0' THEN 'certificate.expired' ELSE 'certificate.expiring' END]$$);
-- epcis
INSERT INTO event_rules (position, module, condition, types) VALUES
  (800, 'epcis', $$entity = 'epcis_capture'$$,
   $$ARRAY['epcis.captured']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('epcis_capture', 'epcis', $$(h.new ->> 'companyid')::integer$$);
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('captureID', 10, 'epcis', $$h.entity = 'epcis_capture'$$, $$h.entityid::text$$),
  ('eventCount', 10, 'epcis', $$h.entity = 'epcis_capture'$$, $$h.new -> 'eventcount'$$),
  ('storedCount', 10, 'epcis', $$h.entity = 'epcis_capture'$$, $$h.new -> 'storedcount'$$);
-- events
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('from', 20, 'events', $$h.action = 'status_change'$$, $$h.old -> 'statusid'$$),
  ('to', 20, 'events', $$h.action = 'status_change'$$, $$h.new -> 'statusid'$$);
-- incidents
INSERT INTO event_rules (position, module, condition, types) VALUES
  (900, 'incidents', $$entity = 'incident' AND part = 'incident'$$,
   $$CASE WHEN action = 'create' THEN ARRAY['incident.opened'] WHEN new ? 'status' THEN ARRAY['incident.status_changed'] WHEN new ? 'affected' THEN ARRAY['incident.rescoped'] ELSE ARRAY['incident.updated'] END$$),
  (910, 'incidents', $$entity = 'incident' AND part = 'notice'$$,
   $$CASE WHEN action = 'create' THEN ARRAY['incident.notice_sent'] WHEN new ? 'escalated_at' THEN ARRAY['incident.escalated'] WHEN new ? 'overdue' THEN ARRAY['incident.notice_overdue', 'incident.notice_sent'] ELSE ARRAY[]::text[] END$$),
  (920, 'incidents', $$entity = 'incident' AND part = 'report'$$,
   $$ARRAY['incident.notice_acknowledged']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('incident', 'incidents', $$CASE h.part WHEN 'notice' THEN (SELECT companyid FROM incident_notices WHERE noticeid = h.partid) WHEN 'report' THEN (SELECT n.companyid FROM incident_reports r JOIN incident_notices n ON n.noticeid = r.noticeid WHERE r.reportid = h.partid) END$$);
INSERT INTO event_fields (field, position, module, condition, value) VALUES
  ('from', 40, 'incidents', $$h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update'$$, $$h.old -> 'status'$$),
  ('to', 40, 'incidents', $$h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update'$$, $$h.new -> 'status'$$);
-- newlines
INSERT INTO event_rules (position, module, condition, types) VALUES
  (200, 'newlines', $$entity = 'newline'$$,
   $$ARRAY['newline.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('newline', 'newlines', $$(SELECT companyid FROM newlines WHERE newlineid = h.entityid)$$);
-- products
INSERT INTO event_rules (position, module, condition, types) VALUES
  (300, 'products', $$entity = 'product' AND part = 'allergens'$$,
   $$ARRAY['allergens.updated']$$),
  (310, 'products', $$entity = 'product' AND part = 'nutrition'$$,
   $$ARRAY['nutrition.updated']$$),
  (320, 'products', $$entity = 'product' AND action = 'create'$$,
   $$ARRAY['product.created']$$),
  (330, 'products', $$entity = 'product' AND action = 'status_change' AND (new ->> 'statusid') = '4'$$,
   $$ARRAY['product.status_changed', 'product.approved']$$),
  (340, 'products', $$entity = 'product' AND action = 'status_change'$$,
   $$ARRAY['product.status_changed']$$),
  (390, 'products', $$entity = 'product'$$,
   $$ARRAY['product.updated']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('product', 'products', $$(SELECT n.companyid FROM product_specs s JOIN newlines n USING (newlineid) WHERE s.psid = h.entityid)$$);
-- questionnaires
INSERT INTO event_rules (position, module, condition, types) VALUES
  (130, 'questionnaires', $$entity = 'supplier' AND part = 'saq'$$,
   $$ARRAY['supplier.updated'] || CASE WHEN action = 'create' THEN ARRAY['questionnaire.sent'] WHEN (new ->> 'status') = 'Submitted' THEN ARRAY['questionnaire.submitted'] WHEN (new ->> 'status') IN ('Accepted', 'Rejected', 'Changes requested') THEN ARRAY['questionnaire.reviewed'] WHEN (new ->> 'status') = 'Expired' THEN ARRAY['questionnaire.expired'] ELSE ARRAY[]::text[] END$$),
  (140, 'questionnaires', $$entity = 'supplier' AND part = 'questionnaire_reminder'$$,
   $$ARRAY['questionnaire.expiring']$$);
-- suppliers
INSERT INTO event_rules (position, module, condition, types) VALUES
  (100, 'suppliers', $$entity = 'supplier' AND part = 'company'$$,
   $$ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]$$),
  (190, 'suppliers', $$entity = 'supplier'$$,
   $$ARRAY['supplier.updated']$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('supplier', 'suppliers', $$h.entityid$$);
-- users
INSERT INTO event_rules (position, module, condition, types) VALUES
  (500, 'users', $$entity = 'user'$$,
   $$ARRAY['user.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deactivated' ELSE 'updated' END]$$);
INSERT INTO event_owners (entity, module, companyid) VALUES
  ('user', 'users', $$(SELECT companyid FROM users WHERE userid = h.entityid)$$);

SELECT events_build();
