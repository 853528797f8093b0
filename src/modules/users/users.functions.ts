/**
 * The users module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';

export const triggers = [
  ...historyTriggers(
    'users',
    { entity: 'user', part: 'user', id: 'userid', secrets: 'password_hash' },
    'by statement',
  ),
];
