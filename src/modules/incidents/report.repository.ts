import type { Queryable } from '../../db/index.js';

/** What the report reads of an incident (docs/incident-report.md). */
export interface ReportIncident {
  incidentid: number;
  kind: 'recall' | 'withdrawal' | 'mock';
  title: string;
  hazard: string;
  description: string;
  severity: number;
  scope: { lots?: string[]; gtins?: string[]; siteid?: number; from?: string; to?: string };
  ackwithin: number;
  status: 'open' | 'notifying' | 'contained' | 'closed';
  affected: ReportAffected;
  truncated: boolean;
  closurenote: string | null;
  openedby: string | null;
  opened_at: Date;
  scoped_at: Date;
  scope_ms: number;
  notify_started_at: Date | null;
  contained_at: Date | null;
  closed_at: Date | null;
}

/** The frozen affected set, as far as the report shows it. */
export interface ReportAffected {
  lots: { epc: string; gtin: string | null; lot: string | null; productname: string | null }[];
  specs: { psid: number; productname: string; gtin: string }[];
  suppliers: { companyid: number; name: string }[];
  sites: { siteid: number; name: string; sitetype: string }[];
  wholesalers: { wholesalerid: number; name: string }[];
}

export interface ReportParty {
  partyid: number;
  kind: 'wholesaler' | 'site' | 'supplier';
  name: string;
  email: string | null;
  received: number | null;
  uom: string | null;
  inscope: boolean;
  noticeid: number | null;
  sends: number | null;
  sent_at: Date | null;
  resent_at: Date | null;
  due_at: Date | null;
  /** When its webhook delivery succeeded (the notice's last delivery). */
  webhook_delivered_at: Date | null;
  /** When its first notice email was accepted by the mail server. */
  email_sent_at: Date | null;
  acknowledged_at: Date | null;
  overdue: boolean;
  escalated_at: Date | null;
}

export interface ReportPartyReport {
  reportid: number;
  partyid: number;
  onhand: number;
  sold: number;
  destroyed: number;
  returned: number;
  note: string;
  reported_at: Date;
}

export interface ReportStep {
  stepid: number;
  at: Date;
  step: string;
  partyid: number | null;
  party: string | null;
  data: Record<string, unknown> | null;
}

export interface ReportHold {
  itemid: number;
  held_at: Date;
  released_at: Date | null;
}

export async function reportIncident(q: Queryable, incidentid: number): Promise<ReportIncident | undefined> {
  const { rows } = await q.query<ReportIncident>(
    `SELECT i.incidentid, i.kind, i.title, i.hazard, i.description, i.severity, i.scope, i.ackwithin, i.status,
            i.affected, i.truncated, i.closurenote, u.firstname || ' ' || u.lastname AS openedby,
            i.opened_at, i.scoped_at, i.scope_ms, i.notify_started_at, i.contained_at, i.closed_at
       FROM incidents i LEFT JOIN users u ON u.userid = i.openedby
      WHERE i.incidentid = $1`,
    [incidentid],
  );
  return rows[0];
}

/** Every party, in the order they were added, with its notice's state. */
export async function reportParties(q: Queryable, incidentid: number): Promise<ReportParty[]> {
  const { rows } = await q.query<ReportParty>(
    `SELECT p.partyid, p.kind, p.name, p.email, p.received::float8 AS received, p.uom, p.inscope,
            n.noticeid, n.sends, n.sent_at, n.resent_at, n.due_at,
            CASE WHEN d.status = 'delivered' THEN d.last_attempt_at END AS webhook_delivered_at,
            (SELECT min(m.sent_at) FROM incident_mail_outbox m
              WHERE m.noticeid = n.noticeid AND m.kind = 'notice' AND m.status = 'sent') AS email_sent_at,
            n.acknowledged_at, coalesce(n.overdue, false) AS overdue, n.escalated_at
       FROM incident_parties p
       LEFT JOIN incident_notices n ON n.partyid = p.partyid
       LEFT JOIN webhook_deliveries d ON d.id = n.deliveryid
      WHERE p.incidentid = $1
      ORDER BY p.partyid`,
    [incidentid],
  );
  return rows;
}

/** Every report of every party, oldest first: the last of each party counts, the earlier ones stay in history. */
export async function reportReports(q: Queryable, incidentid: number): Promise<ReportPartyReport[]> {
  const { rows } = await q.query<ReportPartyReport>(
    `SELECT r.reportid, n.partyid, r.onhand::float8 AS onhand, r.sold::float8 AS sold,
            r.destroyed::float8 AS destroyed, r.returned::float8 AS returned, r.note, r.reported_at
       FROM incident_reports r JOIN incident_notices n ON n.noticeid = r.noticeid
      WHERE r.incidentid = $1
      ORDER BY r.reported_at, r.reportid`,
    [incidentid],
  );
  return rows;
}

export async function reportSteps(q: Queryable, incidentid: number): Promise<ReportStep[]> {
  const { rows } = await q.query<ReportStep>(
    `SELECT s.stepid, s.at, s.step, s.partyid, p.name AS party, s.data
       FROM incident_steps s LEFT JOIN incident_parties p ON p.partyid = s.partyid
      WHERE s.incidentid = $1
      ORDER BY s.at, s.stepid`,
    [incidentid],
  );
  return rows;
}

/** The catalogue items the incident put on hold, and when each was released. */
export async function reportHolds(q: Queryable, incidentid: number): Promise<ReportHold[]> {
  const { rows } = await q.query<ReportHold>(
    `SELECT itemid, held_at, released_at FROM catalogue_holds WHERE incidentid = $1 ORDER BY held_at, holdid`,
    [incidentid],
  );
  return rows;
}
