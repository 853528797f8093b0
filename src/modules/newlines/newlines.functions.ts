/**
 * The newlines module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const triggers = [
  ...historyTriggers('newlines', { entity: 'newline', part: 'newline', id: 'newlineid' }, 'by statement'),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 200,
      condition: "entity = 'newline'",
      types:
        "ARRAY['newline.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]",
    },
  ],
  owners: [{ entity: 'newline', companyid: '(SELECT companyid FROM newlines WHERE newlineid = h.entityid)' }],
};
