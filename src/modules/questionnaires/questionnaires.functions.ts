/**
 * The questionnaires module's database functions and triggers as they are in force: the last migration that set each
 * one ran this text (docs/architecture.md, "Database functions and triggers"); src/db/functions.test.ts checks it.
 */
import { historyTriggers } from '../history/history.functions.js';

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
