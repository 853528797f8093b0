-- Incidents, recalls and mock recalls (docs/incidents.md): the incident and its frozen affected set, the parties
-- it reaches, one notice per party with its acknowledgement links (stored hashed), the parties' reports, the
-- timeline's steps, the notices' emails, and the catalogue holds a recall or withdrawal puts on a GTIN's items.

CREATE TABLE incidents (
  incidentid serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('recall', 'withdrawal', 'mock')),
  title text NOT NULL,
  hazard text NOT NULL CHECK (hazard IN ('allergen', 'microbiological', 'foreign_body', 'chemical', 'labelling', 'other')),
  description text NOT NULL DEFAULT '',
  severity smallint NOT NULL CHECK (severity BETWEEN 1 AND 3),
  scope jsonb NOT NULL,                 -- as asked: { lots, gtins, siteid, from, to }
  roots text[] NOT NULL,                -- the lots the scope named or found, traced forward
  ackwithin integer NOT NULL CHECK (ackwithin BETWEEN 1 AND 2592000), -- seconds a notice has to be acknowledged
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'notifying', 'contained', 'closed')),
  affected jsonb NOT NULL,              -- the snapshot: lots, specs, suppliers, sites, wholesalers (with quantities)
  truncated boolean NOT NULL DEFAULT false,
  closurenote text,
  openedby integer REFERENCES users(userid),
  opened_at timestamptz NOT NULL DEFAULT now(),
  scoped_at timestamptz NOT NULL DEFAULT now(),
  scope_ms integer NOT NULL DEFAULT 0,  -- how long the last scoping took
  notify_started_at timestamptz,
  contained_at timestamptz,
  closed_at timestamptz,
  lastupdated timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'closed' OR (closurenote IS NOT NULL AND closed_at IS NOT NULL))
);
CREATE INDEX incidents_open ON incidents (incidentid) WHERE status <> 'closed';

-- A party the incident reaches: a wholesaler, a site (ours or a supplier's), a supplier company.
CREATE TABLE incident_parties (
  partyid serial PRIMARY KEY,
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  kind text NOT NULL CHECK (kind IN ('wholesaler', 'site', 'supplier')),
  refid integer NOT NULL,               -- its wholesalerid, siteid or companyid
  companyid integer REFERENCES companies(companyid), -- whose part it is (a site's or supplier's company)
  name text NOT NULL,
  email text,                           -- its contact (null: none on record, said on the board)
  received numeric,                     -- quantity it received (made, for an origin) per the events; null: none
  uom text,                             -- the unit of `received` (null: a count)
  inscope boolean NOT NULL DEFAULT true, -- a rescope that no longer reaches it clears this; its notice stays
  added_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT incident_parties_once UNIQUE (incidentid, kind, refid)
);
CREATE INDEX incident_parties_company ON incident_parties (companyid, incidentid) WHERE companyid IS NOT NULL;

-- One notice per party, sent on notify, sent again (and flagged overdue) when not acknowledged in time.
CREATE TABLE incident_notices (
  noticeid serial PRIMARY KEY,
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  partyid integer NOT NULL REFERENCES incident_parties(partyid),
  companyid integer REFERENCES companies(companyid),  -- the party's, for the events feed's supplier scope
  sends smallint NOT NULL DEFAULT 1,
  sent_at timestamptz NOT NULL DEFAULT now(),          -- first sent
  resent_at timestamptz,
  due_at timestamptz NOT NULL,
  deliveryid bigint REFERENCES webhook_deliveries(id), -- the last webhook delivery (a wholesaler with a webhook)
  acknowledged_at timestamptz,
  overdue boolean NOT NULL DEFAULT false,
  escalated_at timestamptz,
  CONSTRAINT incident_notices_once UNIQUE (partyid)
);
CREATE INDEX incident_notices_incident ON incident_notices (incidentid, noticeid);
CREATE INDEX incident_notices_due ON incident_notices (due_at) WHERE acknowledged_at IS NULL AND escalated_at IS NULL;

-- The acknowledgement links: 256 random bits each, kept as their SHA-256; a link is used once (the report's
-- answer carries the next one), and dies when the incident closes.
CREATE TABLE incident_ack_tokens (
  token_hash bytea PRIMARY KEY,
  noticeid integer NOT NULL REFERENCES incident_notices(noticeid),
  created timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX incident_ack_tokens_notice ON incident_ack_tokens (noticeid);

-- What a party reported: the latest counts; every report stays.
CREATE TABLE incident_reports (
  reportid serial PRIMARY KEY,
  noticeid integer NOT NULL REFERENCES incident_notices(noticeid),
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  onhand numeric NOT NULL DEFAULT 0 CHECK (onhand >= 0),
  sold numeric NOT NULL DEFAULT 0 CHECK (sold >= 0),
  destroyed numeric NOT NULL DEFAULT 0 CHECK (destroyed >= 0),
  returned numeric NOT NULL DEFAULT 0 CHECK (returned >= 0),
  note text NOT NULL DEFAULT '',
  reported_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_reports_notice ON incident_reports (noticeid, reportid);
CREATE INDEX incident_reports_incident ON incident_reports (incidentid, reportid);

-- The timeline's steps that no other row stamps (opened, scoped, rescoped, notify, overdue, escalated...).
CREATE TABLE incident_steps (
  stepid bigserial PRIMARY KEY,
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  partyid integer REFERENCES incident_parties(partyid),
  step text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  data jsonb
);
CREATE INDEX incident_steps_incident ON incident_steps (incidentid, stepid);

-- The notices' emails and the escalations' (src/worker/mail-outbox.ts); `token` is erased once sent.
CREATE TABLE incident_mail_outbox (
  id serial PRIMARY KEY,
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  noticeid integer REFERENCES incident_notices(noticeid), -- null: an escalation to the incident contacts
  recipient text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('notice', 'reminder', 'escalation')),
  token text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX incident_mail_outbox_due ON incident_mail_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX incident_mail_outbox_notice ON incident_mail_outbox (noticeid) WHERE noticeid IS NOT NULL;

-- A catalogue item held by an open recall or withdrawal on its GTIN; released when the incident closes.
CREATE TABLE catalogue_holds (
  holdid serial PRIMARY KEY,
  itemid integer NOT NULL REFERENCES catalogue_items(itemid),
  incidentid integer NOT NULL REFERENCES incidents(incidentid),
  held_at timestamptz NOT NULL DEFAULT now(),
  released_at timestamptz,
  deliveryid bigint REFERENCES webhook_deliveries(id),
  CONSTRAINT catalogue_holds_once UNIQUE (itemid, incidentid)
);
CREATE INDEX catalogue_holds_held ON catalogue_holds (itemid) WHERE released_at IS NULL;
CREATE INDEX catalogue_holds_incident ON catalogue_holds (incidentid);

-- Every change in history (the events feed reads it).
CREATE TRIGGER history AFTER UPDATE OR DELETE ON incidents
  FOR EACH ROW EXECUTE FUNCTION history_capture('incident', 'incident', 'incidentid', '', '');
CREATE TRIGGER history_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('incident', 'incident', 'incidentid', '', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON incident_parties
  FOR EACH ROW EXECUTE FUNCTION history_capture('incident', 'party', 'incidentid', 'partyid', '');
CREATE TRIGGER history_insert AFTER INSERT ON incident_parties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('incident', 'party', 'incidentid', 'partyid', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON incident_notices
  FOR EACH ROW EXECUTE FUNCTION history_capture('incident', 'notice', 'incidentid', 'noticeid', '');
CREATE TRIGGER history_insert AFTER INSERT ON incident_notices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('incident', 'notice', 'incidentid', 'noticeid', '');
CREATE TRIGGER history_insert AFTER INSERT ON incident_reports REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('incident', 'report', 'incidentid', 'reportid', '');
CREATE TRIGGER history AFTER UPDATE OR DELETE ON catalogue_holds
  FOR EACH ROW EXECUTE FUNCTION history_capture('catalogue', 'hold', 'itemid', 'holdid', '');
CREATE TRIGGER history_insert AFTER INSERT ON catalogue_holds REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('catalogue', 'hold', 'itemid', 'holdid', '');

-- The feed's types for incidents, their notices and reports, and catalogue holds; a notice's and a report's
-- company is their party's (the supplier scope's own part).
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
           'from', CASE WHEN h.action = 'status_change' THEN h.old -> 'statusid'
                        WHEN h.entity = 'action' AND h.action = 'update' THEN h.old -> 'status'
                        WHEN h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update' THEN h.old -> 'status' END,
           'to', CASE WHEN h.action = 'status_change' THEN h.new -> 'statusid'
                      WHEN h.entity = 'action' AND h.action = 'update' THEN h.new -> 'status'
                      WHEN h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update' THEN h.new -> 'status' END,
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

-- A notice's acknowledgement link leaves its webhook delivery once delivered: the table keeps only hashes of links
-- that can still be used (a delivery that failed keeps it, to be sent again).
CREATE OR REPLACE FUNCTION incident_notice_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data := NEW.data - 'ackurl';
  RETURN NEW;
END $$;
CREATE TRIGGER incident_notice_delivered BEFORE UPDATE OF status ON webhook_deliveries
  FOR EACH ROW WHEN (NEW.status = 'delivered' AND NEW.type = 'incident.notice' AND NEW.data ? 'ackurl')
  EXECUTE FUNCTION incident_notice_delivered();
