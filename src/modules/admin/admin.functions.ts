/**
 * The admin module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';

export const triggers = [
  ...historyTriggers(
    'api_keys',
    { entity: 'apikey', part: 'apikey', id: 'id', secrets: 'key_hash' },
    'by row',
  ),
];
