-- Audits of a supplier company, their answers and photos.

CREATE TABLE audits (
  auditid serial PRIMARY KEY,
  templateid integer NOT NULL REFERENCES audit_templates(templateid),
  companyid integer NOT NULL REFERENCES companies(companyid),
  userid integer NOT NULL REFERENCES users(userid),          -- the auditor
  auditdate date NOT NULL,
  audit_reason text,
  statusid integer NOT NULL DEFAULT 1 REFERENCES audit_statuses(id),
  score_pct numeric(5, 2) CHECK (score_pct BETWEEN 0 AND 100),
  created_by integer NOT NULL REFERENCES users(userid),
  completed_by integer REFERENCES users(userid),
  completed_at timestamptz,
  created timestamptz NOT NULL DEFAULT now(),
  lastupdated timestamptz NOT NULL DEFAULT now(),
  -- Status 2 is Complete: the score exists exactly when the audit is complete.
  CHECK ((statusid = 2) = (score_pct IS NOT NULL))
);
CREATE INDEX audits_userid ON audits (userid);
CREATE INDEX audits_companyid ON audits (companyid);
CREATE INDEX audits_templateid ON audits (templateid);

CREATE TABLE audit_answers (
  auditid integer NOT NULL REFERENCES audits(auditid),
  itemid integer NOT NULL REFERENCES audit_items(itemid),
  result text NOT NULL CHECK (result IN ('pass', 'fail', 'flag', 'na')),
  notes text,
  userid integer NOT NULL REFERENCES users(userid),
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (auditid, itemid)
);

-- Deleting a photo flags the row and removes the stored file; the row stays as the record of the upload.
CREATE TABLE audit_photos (
  docid serial PRIMARY KEY,
  auditid integer NOT NULL REFERENCES audits(auditid),
  itemid integer NOT NULL REFERENCES audit_items(itemid),
  userid integer NOT NULL REFERENCES users(userid),
  filename text NOT NULL,                 -- the client's file name, kept only as data
  token text NOT NULL UNIQUE,             -- the unguessable part of the public URL
  storage_key text NOT NULL UNIQUE,       -- generated; never derived from the client's name
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  deleted_by integer REFERENCES users(userid)
);
CREATE INDEX audit_photos_audit_item ON audit_photos (auditid, itemid) WHERE deleted_at IS NULL;

CREATE TRIGGER audit_sections_frozen BEFORE INSERT OR UPDATE OR DELETE ON audit_sections
  FOR EACH ROW EXECUTE FUNCTION audit_sections_frozen();
CREATE TRIGGER audit_items_frozen BEFORE INSERT OR UPDATE OR DELETE ON audit_items
  FOR EACH ROW EXECUTE FUNCTION audit_items_frozen();
