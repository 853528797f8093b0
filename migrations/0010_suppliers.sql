-- Suppliers: vendor-code counters, SAQ records, accreditations and the welcome-email outbox.

-- One row per vendor-code prefix (GREE, ACME...). The next code is taken with
-- INSERT ... ON CONFLICT DO UPDATE ... RETURNING, which locks the row until the creating transaction ends:
-- concurrent creations with the same prefix queue on it and never see the same number.
CREATE TABLE vendor_code_counters (
  prefix text PRIMARY KEY CHECK (prefix ~ '^[A-Z0-9]{1,4}$'),
  last integer NOT NULL CHECK (last >= 0)
);

-- Self-assessment questionnaire: one per supplier, created with it.
CREATE TABLE saqs (
  saqid serial PRIMARY KEY,
  companyid integer NOT NULL UNIQUE REFERENCES companies(companyid),
  status text NOT NULL DEFAULT 'Not started',
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);

-- Certificates held by a supplier (BRCGS, SALSA...): none until some are recorded.
CREATE TABLE accreditations (
  accreditationid serial PRIMARY KEY,
  companyid integer NOT NULL REFERENCES companies(companyid),
  standard text NOT NULL,
  certificatenumber text,
  grade text,
  expirydate date,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX accreditations_companyid ON accreditations (companyid);

-- Welcome emails, written in the transaction that creates the supplier and sent by a worker after commit.
-- temp_password is kept only until the mail has gone (or been cancelled), then set to NULL.
CREATE TABLE supplier_outbox (
  id serial PRIMARY KEY,
  companyid integer NOT NULL UNIQUE REFERENCES companies(companyid), -- one welcome email per supplier
  userid integer NOT NULL REFERENCES users(userid),
  recipient text NOT NULL,
  firstname text NOT NULL,
  temp_password text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supplier_outbox_due ON supplier_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');

-- The supplier list filters on these (its search, a substring match, scans: fine at supplier-list sizes).
CREATE INDEX companies_countryid ON companies (countryid);
CREATE INDEX companies_riskid ON companies (riskid);
