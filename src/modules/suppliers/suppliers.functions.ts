/**
 * The suppliers module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';

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
