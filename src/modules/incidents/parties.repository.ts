import type { Queryable } from '../../db/index.js';
import type { Party } from './board.schemas.js';

// The parties as the board shows them: each with its notice's state, its last report, its share accounted for.

/** A notice's state: its webhook delivery's and its last email's, and when it first reached the party. */
export const NOTICE_STATE = `
  SELECT n.*, d.status AS webhook, o.status AS email,
         least(CASE WHEN d.status = 'delivered' THEN d.last_attempt_at END, o.first_sent) AS delivered_at
    FROM incident_notices n
    LEFT JOIN webhook_deliveries d ON d.id = n.deliveryid
    LEFT JOIN LATERAL (SELECT (array_agg(m.status ORDER BY m.id DESC))[1] AS status, min(m.sent_at) AS first_sent
                         FROM incident_mail_outbox m WHERE m.noticeid = n.noticeid AND m.kind <> 'escalation') o
      ON true`;

/** Each party with its notice, its last report and how much of what it received that accounts for. */
export const PARTIES = `
  SELECT p.*, ns.noticeid, ns.sends, ns.sent_at, ns.resent_at, ns.due_at, ns.delivered_at, ns.webhook, ns.email AS email_status,
         ns.acknowledged_at, ns.overdue, ns.escalated_at, r.onhand, r.sold, r.destroyed, r.returned, r.note,
         r.reported_at, coalesce(r.reports, 0) AS reports,
         r.onhand + r.sold + r.destroyed + r.returned AS reported
    FROM incident_parties p
    LEFT JOIN (${NOTICE_STATE}) ns ON ns.partyid = p.partyid
    LEFT JOIN LATERAL (SELECT x.*, count(*) OVER () AS reports FROM incident_reports x
                        WHERE x.noticeid = ns.noticeid ORDER BY x.reportid DESC LIMIT 1) r ON true`;

interface PartyRow {
  partyid: number;
  kind: Party['kind'];
  refid: number;
  companyid: number | null;
  name: string;
  email: string | null;
  received: string | null;
  uom: string | null;
  inscope: boolean;
  noticeid: number | null;
  sends: number;
  sent_at: Date;
  resent_at: Date | null;
  due_at: Date;
  delivered_at: Date | null;
  webhook: string | null;
  email_status?: string | null;
  acknowledged_at: Date | null;
  overdue: boolean;
  escalated_at: Date | null;
  onhand: string | null;
  sold: string | null;
  destroyed: string | null;
  returned: string | null;
  note: string | null;
  reported_at: Date | null;
  reports: string | number;
  reported: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const num = (v: string | number | null) => (v === null ? null : Number(v));

function party(r: PartyRow): Party {
  const received = num(r.received);
  const reported = num(r.reported);
  const accounted =
    received !== null && received > 0
      ? Math.round((1000 * Math.min(reported ?? 0, received)) / received) / 10
      : null;
  return {
    partyid: r.partyid,
    kind: r.kind,
    refid: r.refid,
    companyid: r.companyid,
    name: r.name,
    email: r.email,
    received,
    uom: r.uom,
    inscope: r.inscope,
    notice:
      r.noticeid === null
        ? null
        : {
            noticeid: r.noticeid,
            sends: r.sends,
            sent_at: iso(r.sent_at)!,
            resent_at: iso(r.resent_at),
            due_at: iso(r.due_at)!,
            delivered_at: iso(r.delivered_at),
            webhook: r.webhook,
            email: r.email_status ?? null,
            acknowledged_at: iso(r.acknowledged_at),
            overdue: r.overdue,
            escalated_at: iso(r.escalated_at),
          },
    report:
      r.reported_at === null
        ? null
        : {
            onhand: Number(r.onhand),
            sold: Number(r.sold),
            destroyed: Number(r.destroyed),
            returned: Number(r.returned),
            note: r.note ?? '',
            reported_at: iso(r.reported_at)!,
          },
    reports: Number(r.reports),
    reported,
    accounted_pct: accounted,
    // From the quantities, not the rounded share: 99.96 % is short.
    short: received !== null && received > 0 && (reported ?? 0) < received,
  };
}

/** The parties of an incident (a supplier's own only), by kind and name. */
export async function listParties(
  q: Queryable,
  incidentid: number,
  company: number | null,
): Promise<Party[]> {
  const { rows } = await q.query<PartyRow>(
    `SELECT pr.* FROM (${PARTIES}) pr
      WHERE pr.incidentid = $1 AND ($2::int IS NULL OR pr.companyid = $2)
      ORDER BY pr.inscope DESC, CASE pr.kind WHEN 'wholesaler' THEN 1 WHEN 'site' THEN 2 ELSE 3 END, pr.name,
               pr.partyid`,
    [incidentid, company],
  );
  return rows.map(party);
}

/** One party of an incident, as listParties shows it (a notice's link's page: not every party read to find one). */
export async function findParty(
  q: Queryable,
  incidentid: number,
  partyid: number,
): Promise<Party | undefined> {
  const { rows } = await q.query<PartyRow>(
    `SELECT pr.* FROM (${PARTIES}) pr WHERE pr.incidentid = $1 AND pr.partyid = $2`,
    [incidentid, partyid],
  );
  return rows[0] && party(rows[0]);
}

export interface StepRow {
  at: Date;
  step: string;
  partyid: number | null;
  party: string | null;
  detail: string | null;
}

/** The timeline: the recorded steps, and each notice's first delivery (read off its webhook delivery and email). */
export async function timelineSteps(
  q: Queryable,
  incidentid: number,
  company: number | null,
): Promise<StepRow[]> {
  const { rows } = await q.query<StepRow>(
    `SELECT * FROM (
       SELECT s.at, s.step, s.partyid, p.name AS party, s.data ->> 'detail' AS detail, s.stepid AS k, 0 AS o
         FROM incident_steps s LEFT JOIN incident_parties p ON p.partyid = s.partyid
        WHERE s.incidentid = $1 AND ($2::int IS NULL OR p.companyid = $2)
       UNION ALL
       SELECT ns.delivered_at, 'delivered', ns.partyid, p.name,
              concat_ws(' and ', CASE WHEN ns.webhook = 'delivered' THEN 'webhook' END,
                                 CASE WHEN ns.email = 'sent' THEN 'email' END), ns.noticeid, 1
         FROM (${NOTICE_STATE}) ns JOIN incident_parties p ON p.partyid = ns.partyid
        WHERE ns.incidentid = $1 AND ns.delivered_at IS NOT NULL AND ($2::int IS NULL OR p.companyid = $2)) t
     ORDER BY t.at, t.o, t.k`,
    [incidentid, company],
  );
  return rows;
}

/** The accounted share after each report, in time order (the last report of each party counting). */
export async function reportsInOrder(
  q: Queryable,
  incidentid: number,
): Promise<{ partyid: number; at: Date; reported: string }[]> {
  const { rows } = await q.query<{ partyid: number; at: Date; reported: string }>(
    `SELECT n.partyid, r.reported_at AS at, r.onhand + r.sold + r.destroyed + r.returned AS reported
       FROM incident_reports r JOIN incident_notices n ON n.noticeid = r.noticeid
      WHERE r.incidentid = $1 ORDER BY r.reportid`,
    [incidentid],
  );
  return rows;
}
