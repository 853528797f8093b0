/**
 * The actions module's database triggers as they are in force (docs/architecture.md, "Database functions and
 * triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const triggers = [
  ...historyTriggers(
    'corrective_actions',
    { entity: 'action', part: 'action', id: 'actionid' },
    'by statement',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    { position: 700, condition: "entity = 'action' AND action = 'create'", types: "ARRAY['action.created']" },
    {
      position: 710,
      condition: "entity = 'action' AND new ? 'status'",
      types: "ARRAY['action.updated', 'action.status_changed']",
    },
    { position: 790, condition: "entity = 'action'", types: "ARRAY['action.updated']" },
  ],
  owners: [
    {
      entity: 'action',
      companyid:
        '(SELECT a.companyid FROM corrective_actions ca JOIN audits a ON a.auditid = ca.auditid WHERE ca.actionid = h.entityid)',
    },
  ],
  fields: [
    {
      field: 'from',
      position: 30,
      condition: "h.entity = 'action' AND h.action = 'update'",
      value: "h.old -> 'status'",
    },
    {
      field: 'to',
      position: 30,
      condition: "h.entity = 'action' AND h.action = 'update'",
      value: "h.new -> 'status'",
    },
  ],
};
