/**
 * The incidents module's database functions and triggers as they are in force (docs/architecture.md, "Database
 * functions and triggers"); src/db/functions.test.ts checks them.
 */
import { historyTriggers } from '../history/history.functions.js';

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
