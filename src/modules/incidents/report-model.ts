/**
 * What the incident report says (docs/incident-report.md): pure, no I/O, unit-tested. It reads what the API
 * answers (the incident with its measures and accounted share, the parties, the timeline's steps, the
 * reconciliation), never computing them a second way.
 */
import type { StepRow } from './parties.repository.js';
import type { Incident } from './incidents.schemas.js';
import type { Party } from './board.schemas.js';
import type { reconciliation } from './reconcile.js';

export type ReportReconciliation = ReturnType<typeof reconciliation>;

/** What the report is made of: the API's reads, and the name of who opened the incident. */
export interface IncidentReportRows {
  incident: Incident;
  openedby: string | null;
  parties: Party[];
  steps: StepRow[];
  reconciliation: ReportReconciliation;
}

/**
 * The targets a mock recall is measured against:
 * - BRCGS Food Safety Issue 9, clause 3.11 (with 3.9, traceability): the recall procedure tested at least once a
 *   year, and traceability (raw material to customer) achieved within 4 hours;
 * - the retailers' codes of practice (their suppliers' manuals): traceability within 2 hours, and 100 % of the
 *   quantity reconciled.
 * The trace time is the time the scoping took (`measures.scope_ms`: the forward traces that made the affected set).
 */
export const TARGETS = {
  traceBrcgsMs: 4 * 3600_000,
  traceCustomerMs: 2 * 3600_000,
} as const;

export interface Target {
  label: string;
  met: boolean | null;
  /** "met (measured 2.1 s)", "not met (measured 61.0 %)", "not measured (...)". */
  outcome: string;
}

export interface UnitTotal {
  uom: string | null;
  received: number;
  reported: number;
  accounted: number;
}

/** The shares at which the accounted share over time is shown once many parties have reported. */
const MILESTONES = [10, 25, 50, 75, 90, 95, 99, 100];
const OVER_TIME_LINES = 20;

/**
 * The accounted share over time as the report lists it: each change; when there are more than 20, the first time
 * each milestone (10, 25, 50, 75, 90, 95, 99, 100 %) was reached, and the last.
 */
export function overTime(all: ReportReconciliation['over_time']): { at: Date; accounted_pct: number }[] {
  const changes = all.filter((o, n) => n === 0 || o.accounted_pct !== all[n - 1]!.accounted_pct);
  const lines = changes.map((o) => ({ at: new Date(o.at), accounted_pct: o.accounted_pct }));
  if (lines.length <= OVER_TIME_LINES) return lines;
  const kept = new Set<number>();
  for (const m of MILESTONES) {
    const n = lines.findIndex((o) => o.accounted_pct >= m);
    if (n >= 0) kept.add(n);
  }
  kept.add(lines.length - 1);
  return [...kept].sort((a, b) => a - b).map((n) => lines[n]!);
}

export interface IncidentReportModel extends IncidentReportRows {
  exercise: boolean;
  /** The measures as lines: each duration, or how far it got while not reached. */
  measures: [string, string][];
  /** The reconciliation's sums per unit (a total adds like units only). */
  units: UnitTotal[];
  /** The accounted share after each report, thinned (`overTime`). */
  overTime: { at: Date; accounted_pct: number }[];
  /** The actions taken: the incident's own steps (the corrective actions module belongs to audits). */
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

/** A share as the API gives it (one decimal). */
export const pct = (p: number | null) => (p === null ? '-' : `${p.toFixed(1)} %`);

/** The reconciliation's parties summed per unit, in the order the units first appear. */
export function unitTotals(parties: ReportReconciliation['parties']): UnitTotal[] {
  const units = new Map<string | null, UnitTotal>();
  for (const p of parties) {
    if (p.received === null) continue;
    const u = units.get(p.uom) ?? { uom: p.uom, received: 0, reported: 0, accounted: 0 };
    u.received += p.received;
    u.reported += p.reported ?? 0;
    u.accounted += Math.min(p.reported ?? 0, p.received);
    units.set(p.uom, u);
  }
  return [...units.values()];
}

function measures(i: Incident): [string, string][] {
  const { measures: m, counts: c } = i;
  const notYet = (done: number, of: number, what: string) => `not reached: ${done} of ${of} ${what}`;
  return [
    ['Time to scope', `${duration(m.scope_ms)} (the forward traces of the lots)`],
    [
      'Time to notify all',
      m.notify_ms !== null
        ? `${duration(m.notify_ms)} (${c.notified} notices, from the notify to the last delivered or sent)`
        : i.notify_started_at === null
          ? 'not notified yet'
          : notYet(c.delivered, c.notified, 'notices delivered'),
    ],
    [
      'Time to last acknowledgement',
      m.last_ack_ms !== null
        ? `${duration(m.last_ack_ms)} (from the notify)`
        : i.notify_started_at === null
          ? 'not notified yet'
          : notYet(c.acknowledged, c.notified, 'parties acknowledged'),
    ],
    ['Total accounted', pct(i.accounted_pct)],
  ];
}

/** The steps that are actions taken, as sentences; the rest of the timeline is what happened to the notices. */
const ACTION_TEXT: Record<string, (detail: string | null, party: string | null) => string> = {
  notify: (d) => `Parties notified${d ? `: ${d}` : ''}`,
  rescoped: (d) => `Affected set traced again${d ? `: ${d}` : ''}`,
  hold: (d) => `Catalogue hold: ${d ?? 'items held'}`,
  escalated: (_d, p) => `Escalated to the incident contacts: ${p ?? 'a party'} did not acknowledge`,
  contained: () => 'Declared contained',
  closed: (d) => `Closed. Closure note: ${d ?? 'none'}`,
};

function target(label: string, met: boolean | null, measured: string, missing = ''): Target {
  if (met === null) return { label, met, outcome: `not measured (${missing})` };
  return { label, met, outcome: `${met ? 'met' : 'not met'} (measured ${measured})` };
}

export function buildIncidentReport(
  rows: IncidentReportRows,
  generated: { at: Date; by: string },
): IncidentReportModel {
  const i = rows.incident;
  const actions = rows.steps.flatMap((s) => {
    const text = ACTION_TEXT[s.step]?.(s.detail, s.party);
    return text === undefined ? [] : [{ at: new Date(s.at), text }];
  });
  const scope = i.measures.scope_ms;
  const accounted = i.accounted_pct;
  // Met when every party's quantity is accounted for, read off the sums (the share is rounded: 99.96 % reads 100.0).
  const rec = rows.reconciliation;
  const allAccounted = accounted === null ? null : rec.accounted >= rec.received;
  const measured =
    allAccounted === false && accounted! >= 100
      ? `${pct(accounted)}, rounded: ${quantity(rec.received - rec.accounted, null)} short`
      : pct(accounted);
  const targets = i.exercise
    ? [
        target('BRCGS 3.11: traced within 4 hours', scope <= TARGETS.traceBrcgsMs, duration(scope)),
        target("Customers' codes: traced within 2 hours", scope <= TARGETS.traceCustomerMs, duration(scope)),
        target('Reconciliation 100 %', allAccounted, measured, 'no quantity received on record'),
      ]
    : null;
  return {
    ...rows,
    exercise: i.exercise,
    measures: measures(i),
    units: unitTotals(rows.reconciliation.parties),
    overTime: overTime(rows.reconciliation.over_time),
    actions,
    targets,
    generatedAt: generated.at,
    generatedBy: generated.by,
  };
}
