/**
 * The users module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const triggers = [
  ...historyTriggers(
    'users',
    { entity: 'user', part: 'user', id: 'userid', secrets: 'password_hash' },
    'by statement',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 500,
      condition: "entity = 'user'",
      types:
        "ARRAY['user.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deactivated' ELSE 'updated' END]",
    },
  ],
  owners: [{ entity: 'user', companyid: '(SELECT companyid FROM users WHERE userid = h.entityid)' }],
};
