-- The specification workflow (docs/products.md, "Workflow and versions"): approval freezes an immutable version,
-- and changing an approved spec's content returns it to New (1), the draft of the next version.

-- One row per approval, numbered 1, 2, 3… per spec. The number is taken under the spec's row lock; the primary
-- key refuses a duplicate should anything ever bypass that lock.
CREATE TABLE spec_versions (
  psid integer NOT NULL REFERENCES product_specs(psid),
  versionno integer NOT NULL CHECK (versionno > 0),
  approved_at timestamptz NOT NULL DEFAULT now(),
  approved_by integer REFERENCES users(userid),
  spec jsonb NOT NULL,
  allergens jsonb NOT NULL,
  nutrition jsonb NOT NULL,
  PRIMARY KEY (psid, versionno)
);

CREATE FUNCTION spec_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'spec_versions are immutable: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END $$;

CREATE TRIGGER spec_versions_immutable BEFORE UPDATE OR DELETE ON spec_versions
  FOR EACH ROW EXECUTE FUNCTION spec_versions_immutable();
CREATE TRIGGER spec_versions_no_truncate BEFORE TRUNCATE ON spec_versions
  FOR EACH STATEMENT EXECUTE FUNCTION spec_versions_immutable();

-- Every status change: who asked (null when the database made it: content changed after approval) and why.
CREATE TABLE spec_status_changes (
  id bigserial PRIMARY KEY,
  psid integer NOT NULL REFERENCES product_specs(psid),
  fromstatus integer NOT NULL REFERENCES spec_statuses(id),
  tostatus integer NOT NULL REFERENCES spec_statuses(id),
  changed_by integer REFERENCES users(userid),
  changed_at timestamptz NOT NULL DEFAULT now(),
  comment text
);
CREATE INDEX spec_status_changes_psid ON spec_status_changes (psid, id);

-- The spec's content: what an approval vouches for. A change of any of these on an Approved (4) spec, through
-- any write path, sends it back to New (1). Sign-offs, dates, comments, `version`, catalogue, product and
-- company fields are not content.
CREATE FUNCTION spec_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statusid = 4 AND NEW.statusid = 4 AND (
       NEW.productdescription, NEW.fopdescription, NEW.bopdescription, NEW.preparation_instuctions,
       NEW.weight, NEW.uom, NEW.countryid, NEW.totallife, NEW.shelflife, NEW.minlife,
       NEW.supportingdocumentation, NEW.suppliercomments, NEW.readytoeat
     ) IS DISTINCT FROM (
       OLD.productdescription, OLD.fopdescription, OLD.bopdescription, OLD.preparation_instuctions,
       OLD.weight, OLD.uom, OLD.countryid, OLD.totallife, OLD.shelflife, OLD.minlife,
       OLD.supportingdocumentation, OLD.suppliercomments, OLD.readytoeat
     ) THEN
    NEW.statusid := 1;
    INSERT INTO spec_status_changes (psid, fromstatus, tostatus, comment)
      VALUES (NEW.psid, 4, 1, 'content changed after approval');
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER spec_content_changed BEFORE UPDATE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION spec_content_changed();

-- Allergens and nutrition rows are content too. The spec row is locked first, always: an approval (which
-- holds that lock while it reads these rows for its snapshot) and a change of them are then serialised, so a
-- change is either in the approved snapshot or sends the spec back to New, never neither.
CREATE FUNCTION spec_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  id integer;
  status integer;
BEGIN
  IF TG_OP = 'DELETE' THEN id := OLD.psid; ELSE id := NEW.psid; END IF;
  SELECT statusid INTO status FROM product_specs WHERE psid = id FOR UPDATE;
  IF status = 4 AND (
       TG_OP <> 'UPDATE'
       OR (to_jsonb(NEW) - 'created' - 'lastupdated') IS DISTINCT FROM (to_jsonb(OLD) - 'created' - 'lastupdated')
     ) THEN
    UPDATE product_specs SET statusid = 1 WHERE psid = id;
    INSERT INTO spec_status_changes (psid, fromstatus, tostatus, comment)
      VALUES (id, 4, 1, 'content changed after approval');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER allergens_changed AFTER INSERT OR UPDATE OR DELETE ON allergens
  FOR EACH ROW EXECUTE FUNCTION spec_record_changed();
CREATE TRIGGER nutrition_changed AFTER INSERT OR UPDATE OR DELETE ON nutrition
  FOR EACH ROW EXECUTE FUNCTION spec_record_changed();
