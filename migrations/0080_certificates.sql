-- Certificates (docs/certificates.md): a supplier's accreditations to a standard (BRCGS, SALSA...), with their
-- dates, an optional PDF, a computed status, and reminders before and at expiry.

-- The standards a certificate is held to (GET /lookups/standards).
CREATE TABLE standards (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
INSERT INTO standards (id, name) VALUES
  (1, 'BRCGS Food Safety'), (2, 'BRCGS Packaging'), (3, 'SALSA'), (4, 'IFS Food'), (5, 'FSSC 22000'),
  (6, 'SQF'), (7, 'GLOBALG.A.P.'), (8, 'Organic'), (9, 'MSC'), (10, 'Red Tractor'), (11, 'Other');

-- `standard` keeps the standard's name (the read contract's field, and what rows recorded before this
-- migration hold); `standardid` is its lookup id, null only for an earlier row whose name is not in the list.
ALTER TABLE accreditations
  ADD COLUMN standardid integer REFERENCES standards(id),
  ADD COLUMN certifyingbody text,
  ADD COLUMN issuedate date,
  ADD COLUMN siteid integer REFERENCES sites(siteid),
  ADD COLUMN scope text,
  ADD COLUMN document_filename text,                 -- the certificate PDF: the client's name, as data only
  ADD COLUMN document_size integer,
  ADD COLUMN storage_key text UNIQUE,                -- generated; bookkeeping, never in the history
  ADD COLUMN active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),  -- 0: deleted (soft)
  ADD COLUMN lastupdated timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT accreditations_dates CHECK (expirydate > issuedate);

-- Earlier rows named their standard as text: link those whose name is in the list. A change of shape, not
-- anyone's edit: the history and the event feed are left out of it.
ALTER TABLE accreditations DISABLE TRIGGER history;
UPDATE accreditations a SET standardid = s.id FROM standards s WHERE lower(trim(a.standard)) = lower(s.name);
ALTER TABLE accreditations ENABLE TRIGGER history;

-- A certificate's status on day `asof`: expired from its expiry date on (the day the certificate.expired
-- reminder is due), expiring within 90 days of it, valid before; null for an earlier row without an expiry date.
CREATE FUNCTION certificate_status(expirydate date, asof date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN expirydate IS NULL THEN NULL
              WHEN expirydate <= asof THEN 'expired'
              WHEN expirydate <= asof + 90 THEN 'expiring'
              ELSE 'valid' END
$$;

-- The reminder scan and the expiring report read live certificates by expiry date.
CREATE INDEX accreditations_expiry ON accreditations (expirydate) WHERE active = 1;

-- One row per certificate and threshold (90, 60, 30 days before expiry; 0 on the day): the UNIQUE constraint
-- is what makes a reminder happen exactly once, whichever instance, restart or write evaluates it first
-- (INSERT … ON CONFLICT DO NOTHING). Its creation is captured by the history, so the certificate.expiring or
-- certificate.expired event follows from it like any other change.
CREATE TABLE certificate_reminders (
  reminderid serial PRIMARY KEY,
  accreditationid integer NOT NULL REFERENCES accreditations(accreditationid),
  companyid integer NOT NULL REFERENCES companies(companyid),
  threshold smallint NOT NULL CHECK (threshold IN (90, 60, 30, 0)),
  expirydate date NOT NULL,          -- the expiry date the reminder was about
  asof date NOT NULL,                -- the day it was found due
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificate_reminders_once UNIQUE (accreditationid, threshold)
);
CREATE INDEX certificate_reminders_company ON certificate_reminders (companyid);

-- A reminder that happened stays: were one removed, the same threshold could be reminded a second time.
CREATE FUNCTION certificate_reminders_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'certificate reminders are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER certificate_reminders_append_only BEFORE UPDATE OR DELETE ON certificate_reminders
  FOR EACH ROW EXECUTE FUNCTION certificate_reminders_append_only();

CREATE TRIGGER history_insert AFTER INSERT ON certificate_reminders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION
  history_capture_insert('supplier', 'certificate_reminder', 'companyid', 'accreditationid', '');

-- Reminder emails to the supplier's users, written by the statement that creates the reminder (when email is
-- configured) and sent by a worker on the shared outbox mechanism (src/worker/): one row per reminder and user.
CREATE TABLE certificate_reminder_outbox (
  id serial PRIMARY KEY,
  reminderid integer NOT NULL REFERENCES certificate_reminders(reminderid),
  userid integer NOT NULL REFERENCES users(userid),
  recipient text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT certificate_reminder_outbox_once UNIQUE (reminderid, userid)
);
CREATE INDEX certificate_reminder_outbox_due ON certificate_reminder_outbox (next_attempt_at)
  WHERE status IN ('pending', 'sending');

-- The event types of a history entry, as in 0070 with the certificates' own: a certificate written is
-- `certificate.*` and, as before, `supplier.updated`; a reminder is `certificate.expiring` or, at 0 days,
-- `certificate.expired`.
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
    ELSE ARRAY[]::text[] -- API keys are the admin's business: their history, not the feed
  END
$$;
