/**
 * The audits module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // audit_sections_frozen: last set by migrations/0030_audit_template.sql
  String.raw`CREATE OR REPLACE FUNCTION audit_sections_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN tid := NEW.templateid; ELSE tid := OLD.templateid; END IF;
  IF EXISTS (SELECT 1 FROM audits WHERE templateid = tid) THEN
    RAISE EXCEPTION 'audit template % is used by audits: publish a new version instead', tid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;`,

  // audit_items_frozen: last set by migrations/0030_audit_template.sql
  String.raw`CREATE OR REPLACE FUNCTION audit_items_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sid integer;
BEGIN
  IF TG_OP = 'INSERT' THEN sid := NEW.sectionid; ELSE sid := OLD.sectionid; END IF;
  IF EXISTS (SELECT 1 FROM audits a JOIN audit_sections s ON s.templateid = a.templateid WHERE s.sectionid = sid) THEN
    RAISE EXCEPTION 'audit template of section % is used by audits: publish a new version instead', sid
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END $$;`,
];

export const triggers = [
  // migrations/0031_audits.sql
  String.raw`CREATE TRIGGER audit_sections_frozen BEFORE INSERT OR UPDATE OR DELETE ON audit_sections
  FOR EACH ROW EXECUTE FUNCTION audit_sections_frozen();`,

  // migrations/0031_audits.sql
  String.raw`CREATE TRIGGER audit_items_frozen BEFORE INSERT OR UPDATE OR DELETE ON audit_items
  FOR EACH ROW EXECUTE FUNCTION audit_items_frozen();`,
  ...historyTriggers('audits', { entity: 'audit', part: 'audit', id: 'auditid' }, 'by row'),
  ...historyTriggers(
    'audit_answers',
    { entity: 'audit', part: 'answer', id: 'auditid', partId: 'itemid' },
    'by row',
  ),
  ...historyTriggers(
    'audit_photos',
    { entity: 'audit', part: 'photo', id: 'auditid', partId: 'docid', secrets: 'token' },
    'by row',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 400,
      condition: "entity = 'audit' AND part = 'answer'",
      types: "ARRAY['audit.answer_saved']",
    },
    {
      position: 410,
      condition: "entity = 'audit' AND part = 'photo'",
      types:
        "ARRAY['photo.' || CASE action WHEN 'create' THEN 'added' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]",
    },
    { position: 420, condition: "entity = 'audit' AND action = 'create'", types: "ARRAY['audit.created']" },
    {
      position: 430,
      condition: "entity = 'audit' AND action = 'status_change' AND (new ->> 'statusid') = '2'",
      types: "ARRAY['audit.completed']",
    },
    { position: 490, condition: "entity = 'audit'", types: "ARRAY['audit.updated']" },
  ],
  owners: [{ entity: 'audit', companyid: '(SELECT companyid FROM audits WHERE auditid = h.entityid)' }],
  fields: [
    { field: 'docid', position: 10, condition: "h.entity = 'audit' AND h.part = 'photo'", value: 'h.partid' },
  ],
};
