-- Supplier approval status (issue 40, docs/approval.md "Approval status", "Rule table", "Overrides", "Effects"):
-- each supplier's status (pending, approved, conditional, suspended, delisted) computed by a rule table from its
-- risk level, questionnaire, certificates, last completed audit and critical corrective actions; kept per supplier
-- and recomputed inline by triggers on the evidence's tables (src/modules/approval/approval.functions.ts).

-- The rule table's thresholds and the spec guard (GET/PUT /approval/rules): one row.
CREATE TABLE approval_rules (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  specguard text NOT NULL DEFAULT 'warn' CHECK (specguard IN ('off', 'warn', 'block')),
  questionnaireminscore numeric(5, 2) NOT NULL DEFAULT 70 CHECK (questionnaireminscore BETWEEN 0 AND 100),
  evidencerisk text NOT NULL DEFAULT 'medium' CHECK (evidencerisk IN ('low', 'medium', 'high')),
  unassessedrisk text NOT NULL DEFAULT 'high' CHECK (unassessedrisk IN ('low', 'medium', 'high')),
  auditmonths integer NOT NULL DEFAULT 12 CHECK (auditmonths BETWEEN 1 AND 120),
  auditminscore numeric(5, 2) NOT NULL DEFAULT 75 CHECK (auditminscore BETWEEN 0 AND 100),
  suspendauditscore numeric(5, 2) NOT NULL DEFAULT 50 CHECK (suspendauditscore BETWEEN 0 AND 100),
  -- GFSI-benchmarked standards (standards ids): BRCGS Food Safety, IFS Food, FSSC 22000, SQF, GLOBALG.A.P.
  gfsistandards integer[] NOT NULL DEFAULT '{1,4,5,6,7}',
  -- Certificate grades that do not count as evidence (BRCGS C and D: major non-conformities).
  excludedgrades text[] NOT NULL DEFAULT '{C,C+,D,D+}',
  -- The day the statuses are computed for: the approval worker's last pass, by the app's clock.
  asof date,
  updated_by integer REFERENCES users(userid),
  updated_at timestamptz
);
INSERT INTO approval_rules (asof) VALUES (current_date);

-- Each supplier's approval: the computed status and its reasons (the failed rules), a manager's override beside
-- it, and the effective status (the override, else the computed one) that lists filter on.
CREATE TABLE supplier_approvals (
  companyid integer PRIMARY KEY REFERENCES companies(companyid),
  computed text NOT NULL CHECK (computed IN ('pending', 'approved', 'conditional', 'suspended', 'delisted')),
  reasons jsonb NOT NULL DEFAULT '[]',
  override text CHECK (override IN ('pending', 'approved', 'conditional', 'suspended', 'delisted')),
  override_reason text,
  override_by integer REFERENCES users(userid),
  override_at timestamptz,
  status text NOT NULL GENERATED ALWAYS AS (coalesce(override, computed)) STORED,
  computed_at timestamptz NOT NULL DEFAULT now(),
  changed_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((override IS NULL) = (override_reason IS NULL))
);
CREATE INDEX supplier_approvals_status ON supplier_approvals (status, companyid);

-- A suspended supplier's catalogue items are held like a recall's (docs/catalogues.md, "Holds"): a hold is an
-- incident's or a supplier's.
ALTER TABLE catalogue_holds
  ALTER COLUMN incidentid DROP NOT NULL,
  ADD COLUMN companyid integer REFERENCES companies(companyid),
  ADD CONSTRAINT catalogue_holds_cause CHECK ((incidentid IS NULL) <> (companyid IS NULL));
CREATE UNIQUE INDEX catalogue_holds_supplier ON catalogue_holds (itemid, companyid)
  WHERE companyid IS NOT NULL AND released_at IS NULL;
CREATE INDEX catalogue_holds_company ON catalogue_holds (companyid) WHERE companyid IS NOT NULL;

-- The evidence's lookups by supplier.
CREATE INDEX audits_company_complete ON audits (companyid, auditdate DESC, auditid DESC) WHERE statusid = 2;

CREATE OR REPLACE FUNCTION approval_evaluate(ids integer[], day date)
  RETURNS TABLE (companyid integer, computed text, rules jsonb, reasons jsonb) LANGUAGE sql STABLE AS $$
WITH facts AS (
  SELECT c.companyid, c.active = 1 AS active,
         CASE c.riskid WHEN 1 THEN 'low' WHEN 2 THEN 'medium' WHEN 3 THEN 'high' END AS risk,
         r.questionnaireminscore, r.evidencerisk, r.unassessedrisk, r.auditmonths, r.auditminscore,
         r.suspendauditscore, r.excludedgrades,
         acc.saqid AS q_saqid, acc.score AS q_score, coalesce(acc.critical, false) AS q_critical,
         acc.expires AS q_expires, lat.status AS q_latest,
         cert.accreditationid AS cert_id, cert.standard AS cert_standard, cert.grade AS cert_grade,
         cert.expirydate AS cert_expiry,
         au.auditid, au.auditdate, au.score_pct AS audit_score,
         act.open AS actions_open, act.overdue AS actions_overdue
    FROM (SELECT DISTINCT unnest(ids) AS companyid) u
    JOIN companies c ON c.companyid = u.companyid
   CROSS JOIN approval_rules r
    LEFT JOIN LATERAL (
      SELECT s.saqid, s.score, s.critical, s.expires FROM saqs s
       WHERE s.companyid = c.companyid AND s.status = 'Accepted' AND (s.expires IS NULL OR s.expires > day)
       ORDER BY s.expires DESC NULLS FIRST, s.saqid DESC LIMIT 1) acc ON true
    LEFT JOIN LATERAL (
      SELECT s.status FROM saqs s WHERE s.companyid = c.companyid ORDER BY s.saqid DESC LIMIT 1) lat ON true
    LEFT JOIN LATERAL (
      SELECT a.accreditationid, a.standard, a.grade, a.expirydate FROM accreditations a
       WHERE a.companyid = c.companyid AND a.active = 1 AND a.standardid = ANY (r.gfsistandards)
         AND certificate_status(a.expirydate, day) IN ('valid', 'expiring')
       ORDER BY upper(coalesce(a.grade, '')) = ANY (r.excludedgrades), a.expirydate DESC, a.accreditationid
       LIMIT 1) cert ON true
    LEFT JOIN LATERAL (
      SELECT x.auditid, x.auditdate, x.score_pct FROM audits x
       WHERE x.companyid = c.companyid AND x.statusid = 2
       ORDER BY x.auditdate DESC, x.auditid DESC LIMIT 1) au ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::integer AS open, (count(*) FILTER (WHERE ca.duedate < day))::integer AS overdue
        FROM audits x
        JOIN corrective_actions ca ON ca.auditid = x.auditid
        JOIN audit_items i ON i.itemid = ca.itemid
       WHERE x.companyid = c.companyid AND ca.status IN ('open', 'in_progress') AND (i.critical OR ca.automatic)) act
      ON true
   WHERE c.companyid <> 1
),
checked AS (
  SELECT f.*,
         coalesce(f.risk, f.unassessedrisk) AS assessed,
         f.actions_overdue = 0 AS actions_ok,
         (f.auditid IS NULL OR f.audit_score >= f.suspendauditscore) AS floor_ok,
         f.q_saqid IS NOT NULL AS q_ok,
         (f.q_saqid IS NULL OR (coalesce(f.q_score, 100) >= f.questionnaireminscore AND NOT f.q_critical)) AS score_ok,
         array_position(ARRAY['low', 'medium', 'high'], coalesce(f.risk, f.unassessedrisk))
           >= array_position(ARRAY['low', 'medium', 'high'], f.evidencerisk) AS evidence_applies,
         (f.cert_id IS NOT NULL AND NOT upper(coalesce(f.cert_grade, '')) = ANY (f.excludedgrades)) AS cert_ok,
         (f.auditid IS NOT NULL AND f.auditdate > (day - make_interval(months => f.auditmonths))::date
          AND f.audit_score >= f.auditminscore) AS audit_ok
    FROM facts f
)
SELECT k.companyid,
       CASE WHEN NOT k.active THEN 'delisted'
            WHEN NOT (k.actions_ok AND k.floor_ok) THEN 'suspended'
            WHEN NOT k.q_ok THEN 'pending'
            WHEN NOT k.score_ok OR (k.evidence_applies AND NOT (k.cert_ok OR k.audit_ok)) THEN 'conditional'
            ELSE 'approved' END,
       jsonb_build_array(
         jsonb_build_object('rule', 'active', 'effect', 'delisted', 'applies', true, 'passed', k.active,
                            'input', jsonb_build_object('active', k.active)),
         jsonb_build_object('rule', 'critical_actions', 'effect', 'suspended', 'applies', true, 'passed', k.actions_ok,
                            'input', jsonb_build_object('open', k.actions_open, 'overdue', k.actions_overdue)),
         jsonb_build_object('rule', 'audit_floor', 'effect', 'suspended', 'applies', k.auditid IS NOT NULL,
                            'passed', k.floor_ok,
                            'input', jsonb_build_object('auditid', k.auditid, 'auditdate', k.auditdate,
                                                        'score', k.audit_score, 'minimum', k.suspendauditscore)),
         jsonb_build_object('rule', 'questionnaire', 'effect', 'pending', 'applies', true, 'passed', k.q_ok,
                            'input', jsonb_build_object('saqid', k.q_saqid, 'expires', k.q_expires,
                                                        'latest', k.q_latest)),
         jsonb_build_object('rule', 'questionnaire_score', 'effect', 'conditional', 'applies', k.q_ok,
                            'passed', k.score_ok,
                            'input', jsonb_build_object('score', k.q_score, 'critical', k.q_critical,
                                                        'minimum', k.questionnaireminscore)),
         jsonb_build_object('rule', 'evidence', 'effect', 'conditional', 'applies', k.evidence_applies,
                            'passed', NOT k.evidence_applies OR k.cert_ok OR k.audit_ok,
                            'input', jsonb_build_object(
                              'risk', k.risk, 'assessedas', k.assessed, 'from', k.evidencerisk,
                              'certificate', CASE WHEN k.cert_id IS NOT NULL THEN jsonb_build_object(
                                'accreditationid', k.cert_id, 'standard', k.cert_standard, 'grade', k.cert_grade,
                                'expirydate', k.cert_expiry, 'counts', k.cert_ok) END,
                              'audit', CASE WHEN k.auditid IS NOT NULL THEN jsonb_build_object(
                                'auditid', k.auditid, 'auditdate', k.auditdate, 'score', k.audit_score,
                                'counts', k.audit_ok) END,
                              'auditmonths', k.auditmonths, 'auditminscore', k.auditminscore))),
       to_jsonb(array_remove(ARRAY[
         CASE WHEN NOT k.active THEN 'supplier deactivated' END,
         CASE WHEN NOT k.actions_ok THEN k.actions_overdue::text || ' open critical corrective action(s) past due' END,
         CASE WHEN NOT k.floor_ok THEN 'last completed audit scored ' || k.audit_score::text || '%, under '
                                       || k.suspendauditscore::text || '%' END,
         CASE WHEN NOT k.q_ok THEN 'no accepted questionnaire in force'
                                   || coalesce(' (latest: ' || k.q_latest || ')', '') END,
         CASE WHEN NOT k.score_ok AND k.q_critical THEN 'questionnaire with a critical answer'
              WHEN NOT k.score_ok THEN 'questionnaire scored ' || k.q_score::text || ', under '
                                       || k.questionnaireminscore::text END,
         CASE WHEN k.evidence_applies AND NOT (k.cert_ok OR k.audit_ok)
              THEN coalesce(k.risk, 'unassessed') || ' risk without a valid GFSI certificate or an audit scoring '
                   || k.auditminscore::text || '% in the last ' || k.auditmonths::text || ' months' END
       ]::text[], NULL))
  FROM checked k
$$;

CREATE OR REPLACE FUNCTION approval_recompute(ids integer[]) RETURNS integer LANGUAGE plpgsql
  SET plan_cache_mode = force_generic_plan SET jit = off AS $$
DECLARE
  day date := (SELECT coalesce(r.asof, current_date) FROM approval_rules r);
  changed integer;
BEGIN
  -- The suppliers' rows are locked first, in id order: a concurrent change of the same supplier commits before
  -- this one reads the evidence (the next statement's snapshot, READ COMMITTED), so the last to commit is right.
  IF ids IS NULL THEN
    PERFORM 1 FROM supplier_approvals a ORDER BY a.companyid FOR UPDATE;
    INSERT INTO supplier_approvals AS a (companyid, computed, reasons)
    SELECT e.companyid, e.computed, e.reasons
      FROM approval_evaluate(ARRAY(SELECT c.companyid FROM companies c), day) e ORDER BY e.companyid
    ON CONFLICT (companyid) DO UPDATE
       SET computed = EXCLUDED.computed, reasons = EXCLUDED.reasons, computed_at = now(),
           changed_at = CASE WHEN coalesce(a.override, EXCLUDED.computed) <> a.status THEN now() ELSE a.changed_at END
     WHERE (a.computed, a.reasons) IS DISTINCT FROM (EXCLUDED.computed, EXCLUDED.reasons);
  ELSE
    PERFORM 1 FROM supplier_approvals a WHERE a.companyid = ANY (ids) ORDER BY a.companyid FOR UPDATE;
    INSERT INTO supplier_approvals AS a (companyid, computed, reasons)
    SELECT e.companyid, e.computed, e.reasons FROM approval_evaluate(ids, day) e ORDER BY e.companyid
    ON CONFLICT (companyid) DO UPDATE
       SET computed = EXCLUDED.computed, reasons = EXCLUDED.reasons, computed_at = now(),
           changed_at = CASE WHEN coalesce(a.override, EXCLUDED.computed) <> a.status THEN now() ELSE a.changed_at END
     WHERE (a.computed, a.reasons) IS DISTINCT FROM (EXCLUDED.computed, EXCLUDED.reasons);
  END IF;
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END $$;

CREATE OR REPLACE FUNCTION approval_explain(supplierid integer) RETURNS jsonb LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan SET jit = off AS $$
BEGIN
  RETURN (SELECT e.rules FROM approval_rules r, approval_evaluate(ARRAY[supplierid], coalesce(r.asof, current_date)) e);
END $$;

CREATE OR REPLACE FUNCTION approval_rows_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'corrective_actions' THEN
    PERFORM approval_recompute(ARRAY(SELECT DISTINCT x.companyid FROM new_rows n JOIN audits x ON x.auditid = n.auditid));
  ELSE
    PERFORM approval_recompute(ARRAY(SELECT DISTINCT n.companyid FROM new_rows n));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION approval_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'corrective_actions' THEN
    PERFORM approval_recompute(ARRAY(SELECT x.companyid FROM audits x WHERE x.auditid IN (OLD.auditid, NEW.auditid)));
  ELSE
    PERFORM approval_recompute(ARRAY[OLD.companyid, NEW.companyid]);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION approval_effects() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  froms text[];
  olds jsonb;
  ctx jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.companyid ORDER BY n.companyid), array_agg('pending'::text ORDER BY n.companyid)
      INTO ids, froms FROM new_rows n WHERE n.status <> 'pending';
  ELSE
    -- The statuses before, by supplier, looked up rather than joined: a plan cached for one row (the usual
    -- statement) would otherwise join a rule change's tens of thousands in a nested loop.
    olds := (SELECT jsonb_object_agg(o.companyid::text, o.status) FROM old_rows o);
    SELECT array_agg(n.companyid ORDER BY n.companyid), array_agg(olds ->> n.companyid::text ORDER BY n.companyid)
      INTO ids, froms FROM new_rows n WHERE n.status <> (olds ->> n.companyid::text);
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  ctx := history_actor();
  -- Each change of the effective status: the supplier's history (and so the supplier.approval_changed event).
  INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
  SELECT 'supplier', a.companyid, 'status_change', 'approval', NULL, jsonb_build_object('status', m.from_status),
         jsonb_build_object('status', a.status, 'computed', a.computed, 'override', a.override,
                            'override_reason', a.override_reason, 'reasons', a.reasons),
         (ctx ->> 'userid')::integer, ctx ->> 'via', ctx ->> 'requestid', ctx ->> 'reason'
    FROM unnest(ids, froms) m(companyid, from_status)
    JOIN supplier_approvals a ON a.companyid = m.companyid
   ORDER BY a.companyid;
  -- A suspended supplier's live catalogue items are held; released when it is no longer suspended.
  -- (Joined to unnest(ids), never "= ANY (ids)": a rule change moves tens of thousands at once.)
  INSERT INTO catalogue_holds (itemid, companyid)
  SELECT i.itemid, a.companyid
    FROM unnest(ids) m(companyid)
    JOIN supplier_approvals a ON a.companyid = m.companyid AND a.status = 'suspended'
    JOIN newlines n ON n.companyid = a.companyid
    JOIN product_specs s ON s.newlineid = n.newlineid
    JOIN catalogue_items i ON i.psid = s.psid AND i.active = 1
   ORDER BY i.itemid
  ON CONFLICT DO NOTHING;
  UPDATE catalogue_holds h SET released_at = now()
    FROM unnest(ids) m(companyid)
    JOIN supplier_approvals a ON a.companyid = m.companyid AND a.status <> 'suspended'
   WHERE h.companyid = a.companyid AND h.released_at IS NULL;
  RETURN NULL;
END $$;

-- Every supplier's status as of today: the starting point, not a change (no history, no event).
SELECT approval_recompute(NULL);
-- Those suspended from the start have their items held.
INSERT INTO catalogue_holds (itemid, companyid)
SELECT i.itemid, a.companyid
  FROM supplier_approvals a
  JOIN newlines n ON n.companyid = a.companyid
  JOIN product_specs s ON s.newlineid = n.newlineid
  JOIN catalogue_items i ON i.psid = s.psid AND i.active = 1
 WHERE a.status = 'suspended'
 ORDER BY i.itemid;

CREATE TRIGGER approval_insert AFTER INSERT ON companies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();
CREATE TRIGGER approval_update AFTER UPDATE OF riskid, active ON companies
  FOR EACH ROW WHEN ((OLD.riskid, OLD.active) IS DISTINCT FROM (NEW.riskid, NEW.active))
  EXECUTE FUNCTION approval_row_changed();
CREATE TRIGGER approval_insert AFTER INSERT ON saqs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();
CREATE TRIGGER approval_update AFTER UPDATE OF companyid, status, score, critical, expires ON saqs
  FOR EACH ROW WHEN ((OLD.companyid, OLD.status, OLD.score, OLD.critical, OLD.expires) IS DISTINCT FROM (NEW.companyid, NEW.status, NEW.score, NEW.critical, NEW.expires))
  EXECUTE FUNCTION approval_row_changed();
CREATE TRIGGER approval_insert AFTER INSERT ON accreditations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();
CREATE TRIGGER approval_update AFTER UPDATE OF companyid, standardid, grade, expirydate, active ON accreditations
  FOR EACH ROW WHEN ((OLD.companyid, OLD.standardid, OLD.grade, OLD.expirydate, OLD.active) IS DISTINCT FROM (NEW.companyid, NEW.standardid, NEW.grade, NEW.expirydate, NEW.active))
  EXECUTE FUNCTION approval_row_changed();
CREATE TRIGGER approval_insert AFTER INSERT ON audits REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();
CREATE TRIGGER approval_update AFTER UPDATE OF companyid, statusid, score_pct, auditdate ON audits
  FOR EACH ROW WHEN ((OLD.companyid, OLD.statusid, OLD.score_pct, OLD.auditdate) IS DISTINCT FROM (NEW.companyid, NEW.statusid, NEW.score_pct, NEW.auditdate))
  EXECUTE FUNCTION approval_row_changed();
CREATE TRIGGER approval_insert AFTER INSERT ON corrective_actions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_rows_added();
CREATE TRIGGER approval_update AFTER UPDATE OF auditid, itemid, status, duedate, automatic ON corrective_actions
  FOR EACH ROW WHEN ((OLD.auditid, OLD.itemid, OLD.status, OLD.duedate, OLD.automatic) IS DISTINCT FROM (NEW.auditid, NEW.itemid, NEW.status, NEW.duedate, NEW.automatic))
  EXECUTE FUNCTION approval_row_changed();
CREATE TRIGGER approval_effects_insert AFTER INSERT ON supplier_approvals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION approval_effects();
CREATE TRIGGER approval_effects_update AFTER UPDATE ON supplier_approvals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION approval_effects();

-- The feed's supplier.approval_changed (from, to, reasons).
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
END $$;
