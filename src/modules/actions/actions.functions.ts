/**
 * The actions module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';

export const triggers = [
  ...historyTriggers(
    'corrective_actions',
    { entity: 'action', part: 'action', id: 'actionid' },
    'by statement',
  ),
];
