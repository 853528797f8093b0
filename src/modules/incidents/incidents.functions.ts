/**
 * The incidents module's database functions and triggers as they are in force (docs/architecture.md, "Database
 * functions and triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';
import type { EventDeclarations } from '../events/events.functions.js';

export const functions = [
  // migrations/0107_incidents.sql
  String.raw`CREATE OR REPLACE FUNCTION incident_notice_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.data := NEW.data - 'ackurl';
  RETURN NEW;
END $$;`,
];

export const triggers = [
  // migrations/0107_incidents.sql
  String.raw`CREATE TRIGGER incident_notice_delivered BEFORE UPDATE OF status ON webhook_deliveries
  FOR EACH ROW WHEN (NEW.status = 'delivered' AND NEW.type = 'incident.notice' AND NEW.data ? 'ackurl')
  EXECUTE FUNCTION incident_notice_delivered();`,
  ...historyTriggers('incidents', { entity: 'incident', part: 'incident', id: 'incidentid' }, 'by statement'),
  ...historyTriggers(
    'incident_parties',
    { entity: 'incident', part: 'party', id: 'incidentid', partId: 'partyid' },
    'by statement',
  ),
  ...historyTriggers(
    'incident_notices',
    { entity: 'incident', part: 'notice', id: 'incidentid', partId: 'noticeid' },
    'by statement',
  ),
  ...historyTriggers(
    'incident_reports',
    { entity: 'incident', part: 'report', id: 'incidentid', partId: 'reportid' },
    'only',
  ),
];

/** Its rows of the events registry (migrations/0114_event_registry.sql): src/db/functions.test.ts checks them. */
export const events: EventDeclarations = {
  rules: [
    {
      position: 900,
      condition: "entity = 'incident' AND part = 'incident'",
      types:
        "CASE WHEN action = 'create' THEN ARRAY['incident.opened'] WHEN new ? 'status' THEN ARRAY['incident.status_changed'] WHEN new ? 'affected' THEN ARRAY['incident.rescoped'] ELSE ARRAY['incident.updated'] END",
    },
    {
      position: 910,
      condition: "entity = 'incident' AND part = 'notice'",
      types:
        "CASE WHEN action = 'create' THEN ARRAY['incident.notice_sent'] WHEN new ? 'escalated_at' THEN ARRAY['incident.escalated'] WHEN new ? 'overdue' THEN ARRAY['incident.notice_overdue', 'incident.notice_sent'] ELSE ARRAY[]::text[] END",
    },
    {
      position: 920,
      condition: "entity = 'incident' AND part = 'report'",
      types: "ARRAY['incident.notice_acknowledged']",
    },
  ],
  owners: [
    {
      entity: 'incident',
      companyid:
        "CASE h.part WHEN 'notice' THEN (SELECT companyid FROM incident_notices WHERE noticeid = h.partid) WHEN 'report' THEN (SELECT n.companyid FROM incident_reports r JOIN incident_notices n ON n.noticeid = r.noticeid WHERE r.reportid = h.partid) END",
    },
  ],
  fields: [
    {
      field: 'from',
      position: 40,
      condition: "h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update'",
      value: "h.old -> 'status'",
    },
    {
      field: 'to',
      position: 40,
      condition: "h.entity = 'incident' AND h.part = 'incident' AND h.action = 'update'",
      value: "h.new -> 'status'",
    },
  ],
};
