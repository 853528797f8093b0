-- Foundation: reference data, the organisation and supplier companies, sites, users and API keys.

CREATE TABLE countries (
  id integer PRIMARY KEY,          -- ISO 3166-1 numeric code
  code char(2) NOT NULL UNIQUE,    -- ISO 3166-1 alpha-2
  name text NOT NULL
);

CREATE TABLE supplier_types (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE risk_levels    (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE categories     (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE product_types  (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE uoms           (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE access_levels  (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE departments    (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE spec_statuses  (id integer PRIMARY KEY, name text NOT NULL UNIQUE);
CREATE TABLE audit_statuses (id integer PRIMARY KEY, name text NOT NULL UNIQUE);

INSERT INTO supplier_types (id, name) VALUES
  (1, 'Manufacturer'), (2, 'Packer'), (3, 'Grower'), (4, 'Importer'), (5, 'Distributor'),
  (6, 'Agent / broker'), (7, 'Packaging supplier'), (8, 'Service provider');
INSERT INTO risk_levels (id, name) VALUES (1, 'Low'), (2, 'Medium'), (3, 'High');
INSERT INTO categories (id, name) VALUES
  (1, 'Ambient grocery'), (2, 'Bakery'), (3, 'Beverages'), (4, 'Chilled'), (5, 'Confectionery'),
  (6, 'Dairy'), (7, 'Fish & seafood'), (8, 'Fresh produce'), (9, 'Frozen'), (10, 'Meat & poultry'),
  (11, 'Health & wellbeing'), (12, 'Alcoholic drinks');
INSERT INTO product_types (id, name) VALUES
  (1, 'Own label'), (2, 'Branded'), (3, 'Exclusive brand'), (4, 'Fresh / loose'), (5, 'Food service');
INSERT INTO uoms (id, name) VALUES (1, 'g'), (2, 'kg'), (3, 'ml'), (4, 'l'), (5, 'each'), (6, 'pack');
INSERT INTO access_levels (id, name) VALUES
  (1, 'Administrator'), (2, 'Technical manager'), (3, 'Technologist'), (4, 'Buyer'), (5, 'Auditor'),
  (6, 'Supplier portal');
INSERT INTO departments (id, name) VALUES
  (1, 'Technical'), (2, 'Buying'), (3, 'Quality assurance'), (4, 'Commercial'), (5, 'Administration'),
  (6, 'Supplier');
INSERT INTO spec_statuses (id, name) VALUES
  (1, 'New'), (2, 'Submitted'), (3, 'In review'), (4, 'Approved'), (5, 'Rejected');
INSERT INTO audit_statuses (id, name) VALUES (1, 'In progress'), (2, 'Complete');

-- Company 1 is the organisation itself; every supplier is a company too (supplierid = companyid).
CREATE TABLE companies (
  companyid serial PRIMARY KEY,
  companyname text NOT NULL,
  vendorcode text UNIQUE,
  address1 text,
  address2 text,
  address3 text,
  city text,
  postcode text,
  countryid integer REFERENCES countries(id),
  technicalcontactname text,
  technicalcontactemail text,
  technicalmobileno text,
  commercialcontactname text,
  commercialcontactemail text,
  commercialmobileno text,
  suppliertypeid integer REFERENCES supplier_types(id),
  riskid integer REFERENCES risk_levels(id),
  comments text,
  enabled smallint NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sites (
  siteid serial PRIMARY KEY,
  companyid integer NOT NULL REFERENCES companies(companyid),
  sitename text NOT NULL,
  address1 text,
  address2 text,
  address3 text,
  city text,
  postcode text,
  countryid integer REFERENCES countries(id),
  is_default boolean NOT NULL DEFAULT false,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sites_companyid ON sites (companyid);

CREATE TABLE users (
  userid serial PRIMARY KEY,
  companyid integer NOT NULL REFERENCES companies(companyid),
  departmentid integer NOT NULL REFERENCES departments(id),
  accesslevelid integer NOT NULL REFERENCES access_levels(id),
  emailaddress text NOT NULL,
  password_hash text,
  firstname text NOT NULL,
  lastname text NOT NULL,
  jobtitle text,
  landlineno text,
  mobileno text,
  comments text,
  logincount integer NOT NULL DEFAULT 0,
  lastloggedin timestamptz,
  active smallint NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now()
);
-- One account per address, whatever its case: the portal and the API both log in by email.
CREATE UNIQUE INDEX users_email_unique ON users (lower(emailaddress));
CREATE INDEX users_companyid ON users (companyid);

CREATE TABLE api_keys (
  id serial PRIMARY KEY,
  name text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 1 AND 4),
  userid integer NOT NULL REFERENCES users(userid),
  key_hash bytea NOT NULL UNIQUE,   -- SHA-256 of the key: keys carry 256 random bits
  key_prefix text NOT NULL,         -- first characters, to recognise a key in a listing
  created timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- The organisation itself is company 1; its name follows ORG_NAME at start-up.
INSERT INTO companies (companyid, companyname, countryid) VALUES (1, 'Head Office', NULL);
SELECT setval('companies_companyid_seq', 1);

-- The user that the bootstrap Admin key acts as.
INSERT INTO users (userid, companyid, departmentid, accesslevelid, emailaddress, firstname, lastname, jobtitle)
VALUES (1, 1, 5, 1, 'system.administrator@localhost.invalid', 'System', 'Administrator', 'System Administrator');
SELECT setval('users_userid_seq', 1);

-- Timestamps leave the API as 'YYYY-MM-DD HH:MM:SS' in UTC; one definition for every query.
CREATE FUNCTION api_ts(timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char($1 AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') $$;
