import { describe, expect, it } from 'vitest';
import type { StepRow } from './parties.repository.js';
import type { Incident } from './incidents.schemas.js';
import {
  buildIncidentReport,
  duration,
  overTime,
  pct,
  quantity,
  unitTotals,
  type IncidentReportRows,
  type ReportReconciliation,
} from './report-model.js';

const T0 = Date.parse('2026-11-29T08:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const MIN = 60_000;

function incident(over: Partial<Incident> = {}): Incident {
  return {
    incidentid: 7,
    kind: 'mock',
    exercise: true,
    title: 'Mock: sesame in L123',
    hazard: 'allergen',
    description: '',
    severity: 1,
    scope: { lots: ['urn:epc:class:lgtin:0614141.107346.L123'] },
    ackwithin: 7200,
    status: 'notifying',
    closurenote: null,
    openedby: 1,
    opened_at: at(0).toISOString(),
    scoped_at: at(2100).toISOString(),
    notify_started_at: at(MIN).toISOString(),
    contained_at: null,
    closed_at: null,
    lastupdated: at(MIN).toISOString(),
    affected: { lots: [], specs: [], suppliers: [], sites: [], wholesalers: [] },
    truncated: false,
    counts: { parties: 3, notified: 3, delivered: 3, acknowledged: 2, overdue: 0, escalated: 0 },
    accounted_pct: 100,
    measures: { scope_ms: 2100, notify_ms: 30_000, last_ack_ms: null },
    ...over,
  };
}

const recParty = (partyid: number, received: number | null, reported: number | null, uom: string | null) => ({
  partyid,
  name: `Party ${partyid}`,
  kind: 'wholesaler' as const,
  received,
  uom,
  reported,
  accounted_pct: received ? (100 * Math.min(reported ?? 0, received)) / received : null,
  short: received !== null && (reported ?? 0) < received,
});

function rec(over: Partial<ReportReconciliation> = {}): ReportReconciliation {
  return {
    received: 100,
    reported: 100,
    accounted: 100,
    accounted_pct: 100,
    short: [],
    parties: [recParty(1, 100, 100, 'CS')],
    over_time: [],
    ...over,
  };
}

const step = (ms: number, s: string, detail: string | null = null, party: string | null = null): StepRow => ({
  at: at(ms),
  step: s,
  partyid: party === null ? null : 1,
  party,
  detail,
});

const generated = { at: at(3600_000), by: 'Ann Lee' };
const build = (over: Partial<IncidentReportRows> = {}) =>
  buildIncidentReport(
    { incident: incident(), openedby: 'Ann Lee', parties: [], steps: [], reconciliation: rec(), ...over },
    generated,
  );

describe('the incident report model', () => {
  it('writes durations, quantities and shares as a person reads them', () => {
    expect(duration(850)).toBe('850 ms');
    expect(duration(4_290)).toBe('4.2 s');
    expect(duration(12 * MIN + 5_000)).toBe('12 min 05 s');
    expect(duration(3 * 3600_000 + 7 * MIN)).toBe('3 h 07 min');
    expect(duration(52 * 3600_000)).toBe('2 d 4 h');
    expect(quantity(0.1 + 0.2, 'kg')).toBe('0.3 kg');
    expect(quantity(12, null)).toBe('12');
    expect(quantity(null, 'kg')).toBe('-');
    expect(pct(65)).toBe('65.0 %');
    expect(pct(null)).toBe('-');
  });

  it('sums the reconciliation per unit: a total adds like units only', () => {
    const parties = [recParty(1, 100, 120, 'CS'), recParty(2, 50, 20, null), recParty(3, 40, null, 'CS')];
    expect(unitTotals(parties)).toEqual([
      { uom: 'CS', received: 140, reported: 120, accounted: 100 },
      { uom: null, received: 50, reported: 20, accounted: 20 },
    ]);
  });

  it('lists the accounted share at each change, and at its milestones once there are many', () => {
    const o = (min: number, accounted_pct: number) => ({ at: at(min * MIN).toISOString(), accounted_pct });
    expect(overTime([o(1, 0), o(2, 0), o(3, 40), o(4, 40), o(5, 100)])).toEqual([
      { at: at(MIN), accounted_pct: 0 },
      { at: at(3 * MIN), accounted_pct: 40 },
      { at: at(5 * MIN), accounted_pct: 100 },
    ]);
    const many = Array.from({ length: 200 }, (_, n) => o(n, Math.round((n / 199) * 1000) / 10));
    expect(overTime(many).map((l) => l.accounted_pct)).toEqual([10.1, 25.1, 50.3, 75.4, 90.5, 95, 99, 100]);
  });

  it('says each measure, or how far it got while not reached', () => {
    expect(build().measures).toEqual([
      ['Time to scope', '2.1 s (the forward traces of the lots)'],
      ['Time to notify all', '30.0 s (3 notices, from the notify to the last delivered or sent)'],
      ['Time to last acknowledgement', 'not reached: 2 of 3 parties acknowledged'],
      ['Total accounted', '100.0 %'],
    ]);
    const waiting = incident({ measures: { scope_ms: 2100, notify_ms: null, last_ack_ms: null } });
    waiting.counts.delivered = 1;
    expect(build({ incident: waiting }).measures[1]).toEqual([
      'Time to notify all',
      'not reached: 1 of 3 notices delivered',
    ]);
    const before = incident({
      notify_started_at: null,
      measures: { scope_ms: 2100, notify_ms: null, last_ack_ms: null },
    });
    expect(
      build({ incident: before })
        .measures.slice(1, 3)
        .map(([, v]) => v),
    ).toEqual(['not notified yet', 'not notified yet']);
  });

  it('says whether a mock met the 4-hour and 2-hour trace and the 100 % reconciliation', () => {
    const met = build();
    expect(met.exercise).toBe(true);
    expect(met.targets).toEqual([
      { label: 'BRCGS 3.11: traced within 4 hours', met: true, outcome: 'met (measured 2.1 s)' },
      { label: "Customers' codes: traced within 2 hours", met: true, outcome: 'met (measured 2.1 s)' },
      { label: 'Reconciliation 100 %', met: true, outcome: 'met (measured 100.0 %)' },
    ]);
    const slow = build({
      incident: incident({
        accounted_pct: 65,
        measures: { scope_ms: 3 * 3600_000, notify_ms: null, last_ack_ms: null },
      }),
      reconciliation: rec({ accounted: 65, accounted_pct: 65 }),
    });
    expect(slow.targets!.map((t) => t.outcome)).toEqual([
      'met (measured 3 h 00 min)',
      'not met (measured 3 h 00 min)',
      'not met (measured 65.0 %)',
    ]);
    // The share is rounded to a tenth: 99.96 % reads 100.0 %, and is still not all accounted for.
    const almost = build({ reconciliation: rec({ received: 10_000, accounted: 9_996 }) });
    expect(almost.targets![2]).toEqual({
      label: 'Reconciliation 100 %',
      met: false,
      outcome: 'not met (measured 100.0 %, rounded: 4 short)',
    });
    const nothing = build({
      incident: incident({ accounted_pct: null }),
      reconciliation: rec({ received: 0, accounted: 0, accounted_pct: null }),
    });
    expect(nothing.targets![2]).toEqual({
      label: 'Reconciliation 100 %',
      met: null,
      outcome: 'not measured (no quantity received on record)',
    });
    expect(build({ incident: incident({ kind: 'recall', exercise: false }) }).targets).toBeNull();
  });

  it('lists the incident’s own steps as the actions taken', () => {
    const steps = [
      step(0, 'opened', 'mock: Mock: sesame in L123'),
      step(0, 'hold', '2 catalogue item(s) on hold'),
      step(MIN, 'notify', '3 notice(s) queued'),
      step(MIN, 'notice_sent', null, 'Fresh Wholesale'),
      step(5 * MIN, 'acknowledged', 'on hand 1, sold 2, destroyed 0, returned 0', 'Fresh Wholesale'),
      step(9 * MIN, 'rescoped', '2100 ms: 1 added, 0 removed, 0 changed'),
      step(250 * MIN, 'escalated', 'not acknowledged after a second notice', 'Metro Foods'),
      step(300 * MIN, 'contained'),
      step(310 * MIN, 'closed', 'All stock destroyed (2 catalogue hold(s) released)'),
    ];
    expect(build({ steps }).actions).toEqual([
      { at: at(0), text: 'Catalogue hold: 2 catalogue item(s) on hold' },
      { at: at(MIN), text: 'Parties notified: 3 notice(s) queued' },
      { at: at(9 * MIN), text: 'Affected set traced again: 2100 ms: 1 added, 0 removed, 0 changed' },
      { at: at(250 * MIN), text: 'Escalated to the incident contacts: Metro Foods did not acknowledge' },
      { at: at(300 * MIN), text: 'Declared contained' },
      { at: at(310 * MIN), text: 'Closed. Closure note: All stock destroyed (2 catalogue hold(s) released)' },
    ]);
  });
});
