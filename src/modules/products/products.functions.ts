import { appendOnlyTriggers } from '../../db/functions.js';
/**
 * The products module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // spec_versions_immutable: last set by migrations/0051_workflow_versions.sql
  String.raw`CREATE OR REPLACE FUNCTION spec_versions_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'spec_versions are immutable: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END $$;`,

  // spec_content_changed: last set by migrations/0115_spec_label.sql
  String.raw`CREATE OR REPLACE FUNCTION spec_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statusid = 4 AND NEW.statusid = 4 AND (
       NEW.productdescription, NEW.fopdescription, NEW.bopdescription, NEW.preparation_instuctions,
       NEW.weight, NEW.uom, NEW.countryid, NEW.totallife, NEW.shelflife, NEW.minlife,
       NEW.supportingdocumentation, NEW.suppliercomments, NEW.readytoeat,
       NEW.ingredients, NEW.nutriscorecategory, NEW.fruitvegpulsespct, NEW.nonnutritivesweeteners, NEW.isdrink
     ) IS DISTINCT FROM (
       OLD.productdescription, OLD.fopdescription, OLD.bopdescription, OLD.preparation_instuctions,
       OLD.weight, OLD.uom, OLD.countryid, OLD.totallife, OLD.shelflife, OLD.minlife,
       OLD.supportingdocumentation, OLD.suppliercomments, OLD.readytoeat,
       OLD.ingredients, OLD.nutriscorecategory, OLD.fruitvegpulsespct, OLD.nonnutritivesweeteners, OLD.isdrink
     ) THEN
    NEW.statusid := 1;
    INSERT INTO spec_status_changes (psid, fromstatus, tostatus, comment)
      VALUES (NEW.psid, 4, 1, 'content changed after approval');
  END IF;
  RETURN NEW;
END $$;`,

  // spec_record_changed: last set by migrations/0051_workflow_versions.sql
  String.raw`CREATE OR REPLACE FUNCTION spec_record_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;`,

  // spec_status_change_since: last set by migrations/0095_spec_status_stays.sql
  String.raw`CREATE OR REPLACE FUNCTION spec_status_change_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.since IS NULL THEN
    NEW.since := coalesce(
      (SELECT c.changed_at FROM spec_status_changes c WHERE c.psid = NEW.psid ORDER BY c.id DESC LIMIT 1),
      (SELECT s.created FROM product_specs s WHERE s.psid = NEW.psid));
  END IF;
  RETURN NEW;
END $$;`,

  // spec_status_since: last set by migrations/0095_spec_status_stays.sql
  String.raw`CREATE OR REPLACE FUNCTION spec_status_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.statusid IS DISTINCT FROM OLD.statusid AND NEW.status_since IS NOT DISTINCT FROM OLD.status_since THEN
    NEW.status_since := now();
  END IF;
  RETURN NEW;
END $$;`,
];

export const triggers = [
  // migrations/0051_workflow_versions.sql
  ...appendOnlyTriggers('spec_versions', 'spec_versions_immutable', 'spec_versions_immutable'),

  // migrations/0051_workflow_versions.sql
  String.raw`CREATE TRIGGER spec_content_changed BEFORE UPDATE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION spec_content_changed();`,

  // migrations/0051_workflow_versions.sql
  String.raw`CREATE TRIGGER allergens_changed AFTER INSERT OR UPDATE OR DELETE ON allergens
  FOR EACH ROW EXECUTE FUNCTION spec_record_changed();`,

  // migrations/0051_workflow_versions.sql
  String.raw`CREATE TRIGGER nutrition_changed AFTER INSERT OR UPDATE OR DELETE ON nutrition
  FOR EACH ROW EXECUTE FUNCTION spec_record_changed();`,

  // migrations/0095_spec_status_stays.sql
  String.raw`CREATE TRIGGER spec_status_change_since BEFORE INSERT ON spec_status_changes
  FOR EACH ROW EXECUTE FUNCTION spec_status_change_since();`,

  // migrations/0095_spec_status_stays.sql
  String.raw`CREATE TRIGGER spec_status_since BEFORE UPDATE ON product_specs
  FOR EACH ROW EXECUTE FUNCTION spec_status_since();`,
  ...historyTriggers('product_specs', { entity: 'product', part: 'spec', id: 'psid' }, 'by statement'),
  ...historyTriggers('allergens', { entity: 'product', part: 'allergens', id: 'psid' }, 'by row'),
  ...historyTriggers('nutrition', { entity: 'product', part: 'nutrition', id: 'psid' }, 'by row'),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 300,
      condition: "entity = 'product' AND part = 'allergens'",
      types: "ARRAY['allergens.updated']",
    },
    {
      position: 310,
      condition: "entity = 'product' AND part = 'nutrition'",
      types: "ARRAY['nutrition.updated']",
    },
    {
      position: 320,
      condition: "entity = 'product' AND action = 'create'",
      types: "ARRAY['product.created']",
    },
    {
      position: 330,
      condition: "entity = 'product' AND action = 'status_change' AND (new ->> 'statusid') = '4'",
      types: "ARRAY['product.status_changed', 'product.approved']",
    },
    {
      position: 340,
      condition: "entity = 'product' AND action = 'status_change'",
      types: "ARRAY['product.status_changed']",
    },
    { position: 390, condition: "entity = 'product'", types: "ARRAY['product.updated']" },
  ],
  owners: [
    {
      entity: 'product',
      companyid:
        '(SELECT n.companyid FROM product_specs s JOIN newlines n USING (newlineid) WHERE s.psid = h.entityid)',
    },
  ],
};
