/**
 * The EPCIS module's triggers as they are in force (docs/architecture.md, "Database functions and triggers");
 * src/db/functions.test.ts checks them against the migrations.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const triggers = [
  // A capture's history entry is the feed's `epcis.captured` (migrations/0106_epcis_events.sql).
  ...historyTriggers('epcis_captures', { entity: 'epcis_capture', part: 'capture', id: 'captureid' }, 'only'),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [{ position: 800, condition: "entity = 'epcis_capture'", types: "ARRAY['epcis.captured']" }],
  owners: [{ entity: 'epcis_capture', companyid: "(h.new ->> 'companyid')::integer" }],
  fields: [
    { field: 'captureID', position: 10, condition: "h.entity = 'epcis_capture'", value: 'h.entityid::text' },
    {
      field: 'eventCount',
      position: 10,
      condition: "h.entity = 'epcis_capture'",
      value: "h.new -> 'eventcount'",
    },
    {
      field: 'storedCount',
      position: 10,
      condition: "h.entity = 'epcis_capture'",
      value: "h.new -> 'storedcount'",
    },
  ],
};
