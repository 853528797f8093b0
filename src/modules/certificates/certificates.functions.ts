/**
 * The certificates module's database functions and triggers as they are in force: the last migration that set each one
 * ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // certificate_status: last set by migrations/0080_certificates.sql
  String.raw`CREATE OR REPLACE FUNCTION certificate_status(expirydate date, asof date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN expirydate IS NULL THEN NULL
              WHEN expirydate <= asof THEN 'expired'
              WHEN expirydate <= asof + 90 THEN 'expiring'
              ELSE 'valid' END
$$;`,

  // certificate_reminders_append_only: last set by migrations/0080_certificates.sql
  String.raw`CREATE OR REPLACE FUNCTION certificate_reminders_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'certificate reminders are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;`,
];

export const triggers = [
  // migrations/0080_certificates.sql
  String.raw`CREATE TRIGGER certificate_reminders_append_only BEFORE UPDATE OR DELETE ON certificate_reminders
  FOR EACH ROW EXECUTE FUNCTION certificate_reminders_append_only();`,
  ...historyTriggers(
    'accreditations',
    { entity: 'supplier', part: 'accreditation', id: 'companyid', partId: 'accreditationid' },
    'by statement',
  ),
  ...historyTriggers(
    'certificate_reminders',
    { entity: 'supplier', part: 'certificate_reminder', id: 'companyid', partId: 'accreditationid' },
    'only',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 110,
      condition: "entity = 'supplier' AND part = 'accreditation'",
      types:
        "ARRAY['supplier.updated', 'certificate.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]",
    },
    {
      position: 120,
      condition: "entity = 'supplier' AND part = 'certificate_reminder'",
      types:
        "ARRAY[CASE WHEN (new ->> 'threshold') = '0' THEN 'certificate.expired' ELSE 'certificate.expiring' END]",
    },
  ],
};
