-- Questionnaires (issue 40, docs/approval.md "Questionnaires"): versioned templates, the answers and files of each
-- assignment (a row of `saqs`, migrations/0108_saq_assignments.sql), the reviews, and the expiry reminders.

-- A template: its name and how long an accepted questionnaire of it stays valid. Its questions are in its versions.
CREATE TABLE questionnaire_templates (
  templateid serial PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  validity_months smallint NOT NULL DEFAULT 36 CHECK (validity_months BETWEEN 1 AND 120),
  is_default boolean NOT NULL DEFAULT false,         -- the one every new supplier's first assignment is of
  createdby integer REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX questionnaire_templates_default ON questionnaire_templates (is_default) WHERE is_default;

-- A version's sections and questions (jsonb, checked by the API: src/modules/questionnaires/template-rules.ts).
-- A draft is edited in place; a published version never changes; the sendable one is the last published.
CREATE TABLE questionnaire_versions (
  versionid serial PRIMARY KEY,
  templateid integer NOT NULL REFERENCES questionnaire_templates(templateid),
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  sections jsonb NOT NULL,
  published_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT questionnaire_versions_number UNIQUE (templateid, version),
  CHECK ((status = 'published') = (published_at IS NOT NULL))
);

-- The version a new supplier's SAQ record is an assignment of: the default template's last published version.
CREATE FUNCTION questionnaire_default_version() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT v.versionid
    FROM questionnaire_versions v JOIN questionnaire_templates t USING (templateid)
   WHERE t.is_default AND v.status = 'published'
   ORDER BY v.version DESC
   LIMIT 1
$$;

-- The product's default template, published as version 1.
INSERT INTO questionnaire_templates (name, validity_months, is_default)
VALUES ('Supplier Approval Questionnaire', 36, true);
INSERT INTO questionnaire_versions (templateid, version, status, published_at, sections)
SELECT templateid, 1, 'published', now(), $json$[
 {"title": "Food safety management", "questions": [
  {"code": "FSM1", "text": "Do you operate a documented food safety and quality management system covering every product you supply?", "kind": "yesno", "required": true, "weight": 3, "critical": false, "good": ["yes"]},
  {"code": "FSM2", "text": "Is senior management's commitment to food safety set out in a signed, dated food safety policy?", "kind": "yesno", "required": true, "weight": 2, "critical": false, "good": ["yes"]},
  {"code": "FSM3", "text": "How often are internal audits of the food safety system carried out?", "kind": "choice", "options": ["At least quarterly", "Every six months", "Annually", "Not carried out"], "required": true, "weight": 2, "critical": false, "good": ["At least quarterly", "Every six months", "Annually"]},
  {"code": "FSM4", "text": "Name and job title of the person responsible for food safety at the site", "kind": "text", "required": true, "weight": 1, "critical": false}
 ]},
 {"title": "HACCP", "questions": [
  {"code": "HAC1", "text": "Is there a HACCP plan, based on the Codex Alimentarius principles, covering every product and process?", "kind": "yesno", "required": true, "weight": 5, "critical": true, "good": ["yes"]},
  {"code": "HAC2", "text": "Has the HACCP plan been reviewed by a multidisciplinary team in the last 12 months?", "kind": "yesno", "required": true, "weight": 3, "critical": false, "good": ["yes"]},
  {"code": "HAC3", "text": "Date of the last HACCP review", "kind": "date", "required": false, "weight": 1, "critical": false},
  {"code": "HAC4", "text": "Number of critical control points (CCPs) in the plan", "kind": "number", "required": false, "weight": 1, "critical": false}
 ]},
 {"title": "Allergen control", "questions": [
  {"code": "ALG1", "text": "Which of the 14 major allergens are handled on site (as ingredients or in other products)?", "kind": "multichoice", "options": ["Celery", "Cereals containing gluten", "Crustaceans", "Eggs", "Fish", "Lupin", "Milk", "Molluscs", "Mustard", "Tree nuts", "Peanuts", "Sesame", "Soya", "Sulphur dioxide and sulphites", "None"], "required": true, "weight": 1, "critical": false},
  {"code": "ALG2", "text": "Is there a documented allergen risk assessment and a procedure to control cross-contact?", "kind": "yesno", "required": true, "weight": 4, "critical": true, "good": ["yes"]},
  {"code": "ALG3", "text": "Are lines cleaned, and the cleaning validated, between allergen and non-allergen production?", "kind": "choice", "options": ["Yes, and the cleaning is validated", "Yes, but the cleaning is not validated", "No", "Not applicable: no allergens handled"], "required": true, "weight": 3, "critical": false, "good": ["Yes, and the cleaning is validated", "Not applicable: no allergens handled"]}
 ]},
 {"title": "Traceability", "questions": [
  {"code": "TRC1", "text": "Can you trace every raw material one step back and every product one step forward within 4 hours?", "kind": "yesno", "required": true, "weight": 5, "critical": true, "good": ["yes"]},
  {"code": "TRC2", "text": "Date of the last traceability test", "kind": "date", "required": true, "weight": 1, "critical": false},
  {"code": "TRC3", "text": "Is there a documented product withdrawal and recall procedure, tested at least once a year?", "kind": "yesno", "required": true, "weight": 3, "critical": false, "good": ["yes"]}
 ]},
 {"title": "Pest control", "questions": [
  {"code": "PST1", "text": "Is pest control carried out by a qualified contractor or by trained, competent staff?", "kind": "yesno", "required": true, "weight": 3, "critical": false, "good": ["yes"]},
  {"code": "PST2", "text": "How often are routine pest control inspections carried out?", "kind": "choice", "options": ["At least 8 times a year", "4 to 7 times a year", "Fewer than 4 times a year"], "required": true, "weight": 2, "critical": false, "good": ["At least 8 times a year"]}
 ]},
 {"title": "Foreign body control", "questions": [
  {"code": "FBC1", "text": "Which foreign body detection or removal equipment is in use?", "kind": "multichoice", "options": ["Metal detection", "X-ray", "Sieves or filters", "Magnets", "Optical sorting", "None"], "required": true, "weight": 3, "critical": false, "good": ["Metal detection", "X-ray", "Sieves or filters", "Magnets", "Optical sorting"]},
  {"code": "FBC2", "text": "Is there a glass and brittle plastics policy, with a register and regular condition checks?", "kind": "yesno", "required": true, "weight": 3, "critical": false, "good": ["yes"]},
  {"code": "FBC3", "text": "Are metal detectors and X-ray units tested at the start and end of production and at set intervals during it?", "kind": "choice", "options": ["Yes", "At start and end only", "No", "Not applicable"], "required": true, "weight": 3, "critical": false, "good": ["Yes", "Not applicable"]}
 ]},
 {"title": "Certification", "questions": [
  {"code": "CRT1", "text": "Which food safety certification does the site hold?", "kind": "choice", "options": ["BRCGS Food Safety", "FSSC 22000", "IFS Food", "SQF", "SALSA", "Other", "None"], "required": true, "weight": 4, "critical": false, "good": ["BRCGS Food Safety", "FSSC 22000", "IFS Food", "SQF", "SALSA"]},
  {"code": "CRT2", "text": "Grade or result of the last certification audit", "kind": "text", "required": false, "weight": 1, "critical": false},
  {"code": "CRT3", "text": "Expiry date of the certificate", "kind": "date", "required": false, "weight": 1, "critical": false},
  {"code": "CRT4", "text": "Upload the current certificate (PDF or photo)", "kind": "file", "required": false, "weight": 1, "critical": false}
 ]}
]$json$::jsonb
  FROM questionnaire_templates WHERE is_default;

-- Each assignment is of one version, kept whatever the template becomes; a reissue names the one it follows.
ALTER TABLE saqs
  ADD COLUMN versionid integer NOT NULL DEFAULT questionnaire_default_version()
    REFERENCES questionnaire_versions(versionid),
  ADD COLUMN reissue_of integer UNIQUE REFERENCES saqs(saqid),   -- made once, whoever evaluates
  ADD COLUMN sentby integer REFERENCES users(userid);
CREATE INDEX saqs_queue ON saqs (status, saqid);
CREATE INDEX saqs_versionid ON saqs (versionid);

-- The answers of an assignment, one per question code; a draft save upserts them. No history of each draft
-- save (the feed would flood): the assignment's submission and review are its history.
CREATE TABLE questionnaire_answers (
  saqid integer NOT NULL REFERENCES saqs(saqid),
  code text NOT NULL,
  value jsonb NOT NULL,
  answeredby integer REFERENCES users(userid),
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saqid, code)
);

-- Files uploaded for `file` questions; the answer holds the file's id.
CREATE TABLE questionnaire_files (
  fileid serial PRIMARY KEY,
  saqid integer NOT NULL REFERENCES saqs(saqid),
  code text NOT NULL,
  storage_key text NOT NULL,
  filename text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  uploadedby integer REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_files_saqid ON questionnaire_files (saqid);

-- Every review of an assignment: its decision, the comments meant for the supplier and the reviewer's internal
-- note (never shown to the supplier, so not in the supplier's history either).
CREATE TABLE questionnaire_reviews (
  reviewid serial PRIMARY KEY,
  saqid integer NOT NULL REFERENCES saqs(saqid),
  decision text NOT NULL CHECK (decision IN ('accept', 'reject', 'changes')),
  comments text NOT NULL,
  internalnote text,
  score numeric(5, 2),
  critical boolean NOT NULL,
  reviewedby integer REFERENCES users(userid),
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questionnaire_reviews_saqid ON questionnaire_reviews (saqid);

-- Reminders of an accepted questionnaire's expiry, 60 and 30 days before, each once (as certificate_reminders).
CREATE TABLE questionnaire_reminders (
  reminderid serial PRIMARY KEY,
  saqid integer NOT NULL REFERENCES saqs(saqid),
  companyid integer NOT NULL REFERENCES companies(companyid),
  threshold smallint NOT NULL CHECK (threshold IN (60, 30)),
  expires date NOT NULL,
  asof date NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT questionnaire_reminders_once UNIQUE (saqid, threshold)
);
CREATE INDEX questionnaire_reminders_company ON questionnaire_reminders (companyid);
CREATE TRIGGER history_insert AFTER INSERT ON questionnaire_reminders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION
  history_capture_insert('supplier', 'questionnaire_reminder', 'companyid', 'saqid', '');

CREATE TABLE questionnaire_reminder_outbox (
  id serial PRIMARY KEY,
  reminderid integer NOT NULL REFERENCES questionnaire_reminders(reminderid),
  userid integer NOT NULL REFERENCES users(userid),
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT questionnaire_reminder_outbox_once UNIQUE (reminderid, userid)
);
CREATE INDEX questionnaire_reminder_outbox_due ON questionnaire_reminder_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');

-- A supplier's assignments are told apart in its history: the part's id is the assignment's.
DROP TRIGGER history ON saqs;
DROP TRIGGER history_insert ON saqs;
CREATE TRIGGER history AFTER UPDATE OR DELETE ON saqs
  FOR EACH ROW EXECUTE FUNCTION history_capture('supplier', 'saq', 'companyid', 'saqid', '');
CREATE TRIGGER history_insert AFTER INSERT ON saqs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION history_capture_insert('supplier', 'saq', 'companyid', 'saqid', '');

-- The feed's questionnaire events: an assignment sent, submitted, reviewed, expired (beside supplier.updated, as
-- before), and its expiry reminders.
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
    WHEN entity = 'supplier' AND part = 'saq' THEN
      ARRAY['supplier.updated'] || CASE
        WHEN action = 'create' THEN ARRAY['questionnaire.sent']
        WHEN (new ->> 'status') = 'Submitted' THEN ARRAY['questionnaire.submitted']
        WHEN (new ->> 'status') IN ('Accepted', 'Rejected', 'Changes requested') THEN ARRAY['questionnaire.reviewed']
        WHEN (new ->> 'status') = 'Expired' THEN ARRAY['questionnaire.expired']
        ELSE ARRAY[]::text[]
      END
    WHEN entity = 'supplier' AND part = 'questionnaire_reminder' THEN ARRAY['questionnaire.expiring']
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
