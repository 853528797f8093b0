/**
 * The questionnaires module's database functions and triggers as they are in force: the last migration that set each
 * one ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // questionnaire_default_version: last set by migrations/0109_questionnaires.sql
  String.raw`CREATE OR REPLACE FUNCTION questionnaire_default_version() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT v.versionid
    FROM questionnaire_versions v JOIN questionnaire_templates t USING (templateid)
   WHERE t.is_default AND v.status = 'published'
   ORDER BY v.version DESC
   LIMIT 1
$$;`,
];

export const triggers = [
  // migrations/0109_questionnaires.sql
  ...historyTriggers(
    'questionnaire_reminders',
    { entity: 'supplier', part: 'questionnaire_reminder', id: 'companyid', partId: 'saqid' },
    'only',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 130,
      condition: "entity = 'supplier' AND part = 'saq'",
      types:
        "ARRAY['supplier.updated'] || CASE WHEN action = 'create' THEN ARRAY['questionnaire.sent'] WHEN (new ->> 'status') = 'Submitted' THEN ARRAY['questionnaire.submitted'] WHEN (new ->> 'status') IN ('Accepted', 'Rejected', 'Changes requested') THEN ARRAY['questionnaire.reviewed'] WHEN (new ->> 'status') = 'Expired' THEN ARRAY['questionnaire.expired'] ELSE ARRAY[]::text[] END",
    },
    {
      position: 140,
      condition: "entity = 'supplier' AND part = 'questionnaire_reminder'",
      types: "ARRAY['questionnaire.expiring']",
    },
  ],
};
