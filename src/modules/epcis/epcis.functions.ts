/**
 * The EPCIS module's triggers as they are in force (docs/architecture.md, "Database functions and triggers");
 * src/db/functions.test.ts checks them against the migrations.
 */
import { historyTriggers } from '../history/history.functions.js';

export const triggers = [
  // A capture's history entry is the feed's `epcis.captured` (migrations/0106_epcis_events.sql).
  ...historyTriggers('epcis_captures', { entity: 'epcis_capture', part: 'capture', id: 'captureid' }, 'only'),
];
