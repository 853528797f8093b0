/**
 * What the incident report says, from the rows (docs/incident-report.md): pure, no I/O, unit-tested.
 */
import { utc } from '../audit-report/layout.js';
import type {
  ReportHold,
  ReportIncident,
  ReportParty,
  ReportPartyReport,
  ReportStep,
} from './report.repository.js';

/**
 * The targets a mock recall is measured against:
 * - BRCGS Food Safety Issue 9, clause 3.11 (and 3.9, traceability): the recall procedure tested at least once a
 *   year, and the trace (raw material to customer) done within 4 hours;
 * - the retailers' codes of practice (their suppliers' manuals): the trace within 2 hours, and 100 % of the
 *   quantity reconciled.
 * The trace time is the time the scoping took (`scope_ms`: the forward traces that made the affected set).
 */
export const TARGETS = {
  traceBrcgsMs: 4 * 3600_000,
  traceCustomerMs: 2 * 3600_000,
  reconciliationPct: 100,
} as const;

export interface Target {
  label: string;
  met: boolean | null;
  /** "met (measured 2.1 s)", "not met (measured 61.0 %)", "not measured (...)". */
  outcome: string;
}

export interface TimelineLine {
  at: Date;
  step: string;
  party: string | null;
  detail: string | null;
}

export interface PartyLine {
  partyid: number;
  name: string;
  kind: string;
  email: string | null;
  inscope: boolean;
  received: number | null;
  uom: string | null;
  sent_at: Date | null;
  delivered_at: Date | null;
  acknowledged_at: Date | null;
  overdue: boolean;
  escalated: boolean;
  reports: number;
  /** onhand + sold + destroyed + returned of its last report; null: no report. */
  reported: number | null;
  accounted_pct: number | null;
  short: boolean;
}

export interface UnitTotal {
  uom: string | null;
  received: number;
  reported: number;
  accounted: number;
}

export interface Reconciliation extends UnitTotal {
  accounted_pct: number | null;
  short: string[];
  /** The sums per unit (null: a count) over the parties that received a quantity: a total adds like units only. */
  units: UnitTotal[];
}

export interface IncidentReportModel {
  incident: ReportIncident;
  exercise: boolean;
  parties: PartyLine[];
  timeline: TimelineLine[];
  measures: { scope_ms: number; notify_ms: number | null; last_ack_ms: number | null };
  /** How many in-scope parties were notified (delivered or sent) and acknowledged, of how many. */
  progress: { parties: number; delivered: number; acknowledged: number };
  reconciliation: Reconciliation;
  actions: { at: Date; text: string }[];
  /** A mock's targets; null for a real recall or withdrawal. */
  targets: Target[] | null;
  generatedAt: Date;
  generatedBy: string;
}

/** A duration as a person reads it: `850 ms`, `4.2 s`, `12 min 05 s`, `3 h 07 min`, `2 d 4 h`. */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(Math.floor(ms / 100) / 10).toFixed(1)} s`;
  const s = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  if (s < 86_400) return `${Math.floor(s / 3600)} h ${pad(Math.floor(s / 60) % 60)} min`;
  return `${Math.floor(s / 86_400)} d ${Math.floor(s / 3600) % 24} h`;
}

/** A quantity without float noise: up to three decimals, with its unit (none: a count). */
export function quantity(n: number | null, uom: string | null): string {
  if (n === null) return '-';
  const text = String(Math.round(n * 1000) / 1000);
  return uom ? `${text} ${uom}` : text;
}

export const pct = (p: number | null) => (p === null ? '-' : `${(Math.floor(p * 10) / 10).toFixed(1)} %`);

const total = (r: ReportPartyReport) => r.onhand + r.sold + r.destroyed + r.returned;

/**
 * The reconciliation rule: a party in scope that received a quantity accounts for what its last report says,
 * up to what it received (a party reporting more does not make up for another's shortfall); the total is the
 * sum accounted over the sum received, in percent; null when nothing received is on record. A party is short
 * when it received a quantity and has not accounted for all of it (no report yet included).
 */
export function reconcile(
  parties: { partyid: number; name: string; inscope: boolean; received: number | null; uom: string | null }[],
  last: Map<number, number>,
): Reconciliation {
  let received = 0;
  let reported = 0;
  let accounted = 0;
  const short: string[] = [];
  const units = new Map<string | null, UnitTotal>();
  for (const p of parties) {
    if (!p.inscope) continue;
    const r = last.get(p.partyid) ?? 0;
    reported += r;
    if (p.received === null || p.received <= 0) continue;
    received += p.received;
    accounted += Math.min(r, p.received);
    if (r < p.received) short.push(p.name);
    const unit = units.get(p.uom) ?? { uom: p.uom, received: 0, reported: 0, accounted: 0 };
    unit.received += p.received;
    unit.reported += r;
    unit.accounted += Math.min(r, p.received);
    units.set(p.uom, unit);
  }
  return {
    uom: null,
    received,
    reported,
    accounted,
    accounted_pct: received > 0 ? (accounted / received) * 100 : null,
    short,
    units: [...units.values()],
  };
}

const firstOf = (...dates: (Date | null)[]) =>
  dates.reduce<Date | null>((a, d) => (d !== null && (a === null || d < a) ? d : a), null);
const lastOf = (dates: Date[]) => dates.reduce((a, d) => (d > a ? d : a));

function stepDetail(data: Record<string, unknown> | null): string | null {
  if (!data) return null;
  const parts = Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** The order of steps stamped at the same instant. */
const STEP_ORDER = [
  'opened',
  'scoped',
  'rescoped',
  'notify',
  'notice_sent',
  'delivered',
  'overdue',
  'escalated',
  'acknowledged',
  'reported',
  'contained',
  'closed',
];

function timeline(
  i: ReportIncident,
  parties: ReportParty[],
  steps: ReportStep[],
  reports: ReportPartyReport[],
  overTime: Map<number, number | null>,
): TimelineLine[] {
  const lines: TimelineLine[] = steps.map((s) => ({
    at: s.at,
    step: s.step,
    party: s.party,
    detail: s.step === 'closed' ? i.closurenote : stepDetail(s.data),
  }));
  // What the steps table does not stamp comes from the rows that do; a step it has is not repeated.
  const stamped = new Set(steps.map((s) => `${s.step}:${s.partyid ?? ''}`));
  const add = (at: Date | null, step: string, party: ReportParty | null, detail: string | null = null) => {
    if (at !== null && !stamped.has(`${step}:${party?.partyid ?? ''}`))
      lines.push({ at, step, party: party?.name ?? null, detail });
  };
  add(i.opened_at, 'opened', null, `${i.kind}, ${i.hazard}, severity ${i.severity}`);
  add(i.scoped_at, 'scoped', null, `traced in ${duration(i.scope_ms)}`);
  add(i.notify_started_at, 'notify', null);
  const byId = new Map(parties.map((p) => [p.partyid, p]));
  for (const p of parties) {
    add(p.sent_at, 'notice_sent', p, p.email ? `to ${p.email}` : null);
    const by =
      p.webhook_delivered_at && p.email_sent_at ? null : p.webhook_delivered_at ? 'webhook' : 'email';
    add(firstOf(p.webhook_delivered_at, p.email_sent_at), 'delivered', p, by && `by ${by}`);
    if (p.overdue) add(p.resent_at, 'overdue', p, 'sent again');
    add(p.escalated_at, 'escalated', p);
    add(p.acknowledged_at, 'acknowledged', p);
  }
  for (const r of reports) {
    const p = byId.get(r.partyid)!;
    const received = p.received === null ? '' : ` of ${quantity(p.received, p.uom)} received`;
    add(
      r.reported_at,
      'reported',
      p,
      `${quantity(total(r), p.uom)}${received} (on hand ${r.onhand}, sold ${r.sold}, destroyed ${r.destroyed}, ` +
        `returned ${r.returned}); total accounted ${pct(overTime.get(r.reportid) ?? null)}`,
    );
  }
  add(i.contained_at, 'contained', null);
  add(i.closed_at, 'closed', null, i.closurenote);
  const rank = (s: string) => (STEP_ORDER.includes(s) ? STEP_ORDER.indexOf(s) : STEP_ORDER.length);
  return lines
    .map((l, n) => ({ l, n }))
    .sort((a, b) => a.l.at.getTime() - b.l.at.getTime() || rank(a.l.step) - rank(b.l.step) || a.n - b.n)
    .map(({ l }) => l);
}

/**
 * The actions taken: the corrective actions module belongs to audits, so an incident's actions are its own
 * steps: the notices, the catalogue holds and their release, the escalations, the containment, the closure.
 */
function actions(i: ReportIncident, tl: TimelineLine[], parties: ReportParty[], holds: ReportHold[]) {
  const out: { at: Date; text: string }[] = [];
  const notified = parties.filter((p) => p.sent_at !== null).length;
  for (const l of tl) {
    if (l.step === 'notify') out.push({ at: l.at, text: `Parties notified: ${notified} notice(s) sent` });
    else if (l.step === 'rescoped') out.push({ at: l.at, text: 'Affected set traced again (rescope)' });
    else if (l.step === 'escalated')
      out.push({
        at: l.at,
        text: `Escalated to the incident contacts: ${l.party ?? 'a party'} did not answer`,
      });
    else if (l.step === 'contained') out.push({ at: l.at, text: 'Declared contained' });
    else if (l.step === 'closed')
      out.push({ at: l.at, text: `Closed. Closure note: ${i.closurenote ?? 'none'}` });
  }
  if (holds.length > 0) {
    out.push({ at: holds[0]!.held_at, text: `Catalogue items put on hold: ${holds.length}` });
    const released = holds.flatMap((h) => (h.released_at ? [h.released_at] : []));
    if (released.length > 0)
      out.push({ at: lastOf(released), text: `Catalogue holds released: ${released.length}` });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}

function target(label: string, met: boolean | null, measured: string, missing: string): Target {
  if (met === null) return { label, met, outcome: `not measured (${missing})` };
  return { label, met, outcome: `${met ? 'met' : 'not met'} (measured ${measured})` };
}

export function buildIncidentReport(
  i: ReportIncident,
  rows: {
    parties: ReportParty[];
    reports: ReportPartyReport[];
    steps: ReportStep[];
    holds: ReportHold[];
  },
  generated: { at: Date; by: string },
): IncidentReportModel {
  const { parties, reports } = rows;
  // The reconciliation after each report: the over-time measure, read in the timeline.
  const last = new Map<number, number>();
  const counted = new Map<number, number>();
  const overTime = new Map<number, number | null>();
  for (const r of reports) {
    last.set(r.partyid, total(r));
    counted.set(r.partyid, (counted.get(r.partyid) ?? 0) + 1);
    overTime.set(r.reportid, reconcile(parties, last).accounted_pct);
  }
  const reconciliation = reconcile(parties, last);

  const lines: PartyLine[] = parties.map((p) => {
    const reported = last.get(p.partyid) ?? null;
    const hasQty = p.inscope && p.received !== null && p.received > 0;
    return {
      partyid: p.partyid,
      name: p.name,
      kind: p.kind,
      email: p.email,
      inscope: p.inscope,
      received: p.received,
      uom: p.uom,
      sent_at: p.sent_at,
      delivered_at: firstOf(p.webhook_delivered_at, p.email_sent_at),
      acknowledged_at: p.acknowledged_at,
      overdue: p.overdue,
      escalated: p.escalated_at !== null,
      reports: counted.get(p.partyid) ?? 0,
      reported,
      accounted_pct: hasQty ? (Math.min(reported ?? 0, p.received!) / p.received!) * 100 : null,
      short: hasQty && (reported ?? 0) < p.received!,
    };
  });

  // Measures over the parties in scope: every one delivered (acknowledged), else not reached yet.
  const inScope = lines.filter((l) => l.inscope);
  const delivered = inScope.flatMap((l) => (l.delivered_at ? [l.delivered_at] : []));
  const acknowledged = inScope.flatMap((l) => (l.acknowledged_at ? [l.acknowledged_at] : []));
  const since = (all: Date[]) =>
    i.notify_started_at && inScope.length > 0 && all.length === inScope.length
      ? Math.max(0, lastOf(all).getTime() - i.notify_started_at.getTime())
      : null;
  const measures = { scope_ms: i.scope_ms, notify_ms: since(delivered), last_ack_ms: since(acknowledged) };

  const tl = timeline(i, parties, rows.steps, reports, overTime);
  const exercise = i.kind === 'mock';
  const rec = reconciliation.accounted_pct;
  const targets = exercise
    ? [
        target(
          'BRCGS 3.11: traced within 4 hours',
          i.scope_ms <= TARGETS.traceBrcgsMs,
          duration(i.scope_ms),
          '',
        ),
        target(
          "Customers' codes: traced within 2 hours",
          i.scope_ms <= TARGETS.traceCustomerMs,
          duration(i.scope_ms),
          '',
        ),
        target(
          'Reconciliation 100 %',
          rec === null ? null : rec >= TARGETS.reconciliationPct,
          pct(rec),
          'no quantity received on record',
        ),
      ]
    : null;

  return {
    incident: i,
    exercise,
    parties: lines,
    timeline: tl,
    measures,
    progress: { parties: inScope.length, delivered: delivered.length, acknowledged: acknowledged.length },
    reconciliation,
    actions: actions(i, tl, parties, rows.holds),
    targets,
    generatedAt: generated.at,
    generatedBy: generated.by,
  };
}

/** `YYYY-MM-DD HH:MM:SS UTC`, or a dash. */
export const when = (d: Date | null) => (d === null ? '-' : `${utc(d)} UTC`);
