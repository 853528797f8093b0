-- Webhook deliveries (docs/integration.md): one row per (endpoint, event), written when the sequencer numbers the
-- event (so in the same transaction that makes the event visible in the feed) or, for messages outside the
-- feed (webhook.test, a catalogue publication), in the transaction that asks for them. A worker claims due rows
-- with FOR UPDATE SKIP LOCKED and a lease (src/worker/), signs and POSTs them, and keeps every attempt.

ALTER TABLE webhooks
  ADD COLUMN failing_since timestamptz,       -- the first failure since the last success: 3 days of it disables
  ADD COLUMN disabled_reason text;            -- why the system disabled it (410, 3 days of failures); null otherwise

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  webhookid integer NOT NULL REFERENCES webhooks(id),
  eventid text NOT NULL,                      -- the webhook-id header: the same on every attempt
  type text NOT NULL,
  seq bigint REFERENCES events(seq),          -- a feed event: the body is built from it
  data jsonb,                                 -- a message outside the feed: its data
  occurred_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,        -- every attempt ever made (numbers the attempt log)
  tries integer NOT NULL DEFAULT 0,           -- attempts since it was last queued: its place in the schedule
  queued_at timestamptz NOT NULL DEFAULT now(), -- when it was last queued: retries stop 3 days after
  max_tries integer,                          -- null: the schedule decides; 1 for a test message
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_attempt_at timestamptz,
  last_status_code integer,
  last_duration_ms integer,
  last_error text,
  created timestamptz NOT NULL DEFAULT now(),
  CHECK ((seq IS NULL) <> (data IS NULL))
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at, id) WHERE status IN ('pending', 'sending');
CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries (webhookid, id);

-- The attempt log: what each POST got back.
CREATE TABLE webhook_attempts (
  deliveryid bigint NOT NULL REFERENCES webhook_deliveries(id),
  attempt integer NOT NULL,
  at timestamptz NOT NULL,
  status_code integer,                        -- null when no answer came (timeout, refused, private address)
  duration_ms integer NOT NULL,
  error text,
  PRIMARY KEY (deliveryid, attempt)
);

-- The sequencer also fans each new event out to the endpoints subscribed to it, in the transaction that
-- numbers it: an event is in the feed and queued for its endpoints, or neither. An endpoint gets the changes
-- made after it was registered. `wait` false (the background timer): skip the run when another is under way.
DROP FUNCTION sequence_events();
CREATE FUNCTION sequence_events(wait boolean DEFAULT true) RETURNS integer LANGUAGE plpgsql AS $$
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
