/**
 * The suppliers module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const triggers = [
  ...historyTriggers('companies', { entity: 'supplier', part: 'company', id: 'companyid' }, 'by statement'),
  ...historyTriggers(
    'sites',
    { entity: 'supplier', part: 'site', id: 'companyid', partId: 'siteid' },
    'by statement',
  ),
  ...historyTriggers(
    'saqs',
    { entity: 'supplier', part: 'saq', id: 'companyid', partId: 'saqid' },
    'by statement',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 100,
      condition: "entity = 'supplier' AND part = 'company'",
      types:
        "ARRAY['supplier.' || CASE action WHEN 'create' THEN 'created' WHEN 'delete' THEN 'deleted' ELSE 'updated' END]",
    },
    { position: 190, condition: "entity = 'supplier'", types: "ARRAY['supplier.updated']" },
  ],
  owners: [{ entity: 'supplier', companyid: 'h.entityid' }],
};
