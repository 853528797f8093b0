import { describe, expect, it } from 'vitest';
import { buildIncidentReport, duration, pct, quantity, reconcile } from './report-model.js';
import type { ReportIncident, ReportParty, ReportPartyReport, ReportStep } from './report.repository.js';

const T0 = Date.parse('2026-11-29T08:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const MIN = 60_000;

function incident(over: Partial<ReportIncident> = {}): ReportIncident {
  return {
    incidentid: 7,
    kind: 'mock',
    title: 'Mock: sesame in L123',
    hazard: 'allergen',
    description: '',
    severity: 1,
    scope: { lots: ['urn:epc:class:lgtin:0614141.107346.L123'] },
    ackwithin: 7200,
    status: 'notifying',
    affected: { lots: [], specs: [], suppliers: [], sites: [], wholesalers: [] },
    truncated: false,
    closurenote: null,
    openedby: 'Ann Lee',
    opened_at: at(0),
    scoped_at: at(2100),
    scope_ms: 2100,
    notify_started_at: at(MIN),
    contained_at: null,
    closed_at: null,
    ...over,
  };
}

let ids = 0;
function party(over: Partial<ReportParty> = {}): ReportParty {
  return {
    partyid: ++ids,
    kind: 'wholesaler',
    name: `Party ${ids}`,
    email: 'buyer@example.com',
    received: 100,
    uom: 'CS',
    inscope: true,
    noticeid: ids,
    sends: 1,
    sent_at: at(MIN),
    resent_at: null,
    due_at: at(MIN + 7200_000),
    webhook_delivered_at: null,
    email_sent_at: null,
    acknowledged_at: null,
    overdue: false,
    escalated_at: null,
    ...over,
  };
}

let reportids = 0;
const report = (p: ReportParty, ms: number, counts: Partial<ReportPartyReport> = {}): ReportPartyReport => ({
  reportid: ++reportids,
  partyid: p.partyid,
  onhand: 0,
  sold: 0,
  destroyed: 0,
  returned: 0,
  note: '',
  reported_at: at(ms),
  ...counts,
});

const generated = { at: at(3600_000), by: 'Ann Lee' };
const build = (
  i: ReportIncident,
  parties: ReportParty[],
  reports: ReportPartyReport[] = [],
  steps: ReportStep[] = [],
) => buildIncidentReport(i, { parties, reports, steps, holds: [] }, generated);

describe('the incident report model', () => {
  it('writes durations and quantities as a person reads them', () => {
    expect(duration(850)).toBe('850 ms');
    expect(duration(4_290)).toBe('4.2 s');
    expect(duration(12 * MIN + 5_000)).toBe('12 min 05 s');
    expect(duration(3 * 3600_000 + 7 * MIN)).toBe('3 h 07 min');
    expect(duration(52 * 3600_000)).toBe('2 d 4 h');
    expect(quantity(0.1 + 0.2, 'kg')).toBe('0.3 kg');
    expect(quantity(null, 'kg')).toBe('-');
    // Never rounded up to 100 %: 99.96 % is not all accounted.
    expect(pct(99.96)).toBe('99.9 %');
    expect(pct(null)).toBe('-');
  });

  it('reconciles each party up to what it received, and the total over the parties in scope', () => {
    const a = { partyid: 1, name: 'A', inscope: true, received: 100, uom: 'CS' };
    const b = { partyid: 2, name: 'B', inscope: true, received: 50, uom: null };
    const gone = { partyid: 3, name: 'Gone', inscope: false, received: 1000, uom: null };
    const none = { partyid: 4, name: 'Listed only', inscope: true, received: null, uom: null };
    // A reports more than it received: it does not make up for B's shortfall.
    const r = reconcile(
      [a, b, gone, none],
      new Map([
        [1, 120],
        [2, 20],
      ]),
    );
    expect(r).toEqual({
      uom: null,
      received: 150,
      reported: 140,
      accounted: 120,
      accounted_pct: 80,
      short: ['B'],
      units: [
        { uom: 'CS', received: 100, reported: 120, accounted: 100 },
        { uom: null, received: 50, reported: 20, accounted: 20 },
      ],
    });
    expect(reconcile([none], new Map()).accounted_pct).toBeNull();
  });

  it('measures the notify and the acknowledgements only once every party in scope is reached', () => {
    const webhook = party({ webhook_delivered_at: at(MIN + 900), email_sent_at: at(MIN + 5_000) });
    const email = party({ email_sent_at: at(MIN + 3_000), acknowledged_at: at(20 * MIN) });
    const outOfScope = party({ inscope: false });
    let m = build(incident(), [webhook, email, outOfScope]);
    // The first of webhook and email notifies a party; the party out of scope is not waited for.
    expect(m.parties[0]!.delivered_at).toEqual(at(MIN + 900));
    expect(m.measures).toEqual({ scope_ms: 2100, notify_ms: 3_000, last_ack_ms: null });
    expect(m.progress).toEqual({ parties: 2, delivered: 2, acknowledged: 1 });
    m = build(incident(), [{ ...webhook, acknowledged_at: at(31 * MIN) }, email, outOfScope]);
    expect(m.measures.last_ack_ms).toBe(30 * MIN);
    m = build(incident({ notify_started_at: null }), [party({ sent_at: null })]);
    expect(m.measures).toEqual({ scope_ms: 2100, notify_ms: null, last_ack_ms: null });
  });

  it('says whether a mock met the 4-hour and 2-hour trace and the 100 % reconciliation', () => {
    const p = party();
    const reports = [
      report(p, 30 * MIN, { onhand: 40, destroyed: 20 }),
      report(p, 40 * MIN, { onhand: 100 }),
    ];
    const met = build(incident(), [p], reports);
    expect(met.exercise).toBe(true);
    expect(met.targets).toEqual([
      { label: 'BRCGS 3.11: traced within 4 hours', met: true, outcome: 'met (measured 2.1 s)' },
      { label: "Customers' codes: traced within 2 hours", met: true, outcome: 'met (measured 2.1 s)' },
      { label: 'Reconciliation 100 %', met: true, outcome: 'met (measured 100.0 %)' },
    ]);
    const slow = build(incident({ scope_ms: 3 * 3600_000 }), [p], reports.slice(0, 1));
    expect(slow.targets!.map((t) => t.outcome)).toEqual([
      'met (measured 3 h 00 min)',
      'not met (measured 3 h 00 min)',
      'not met (measured 60.0 %)',
    ]);
    const nothing = build(incident(), [party({ received: null })]);
    expect(nothing.targets![2]).toMatchObject({
      met: null,
      outcome: 'not measured (no quantity received on record)',
    });
    expect(build(incident({ kind: 'recall' }), [p]).targets).toBeNull();
  });

  it('builds the timeline from the steps and the rows, each step once, with the total accounted over time', () => {
    const a = party({ name: 'North DC', email_sent_at: at(MIN + 2_000), acknowledged_at: at(10 * MIN) });
    const b = party({ name: 'Fresh Wholesale', received: 300 });
    const steps: ReportStep[] = [
      { stepid: 1, at: at(0), step: 'opened', partyid: null, party: null, data: { by: 'Ann Lee' } },
      { stepid: 2, at: at(MIN), step: 'notify', partyid: null, party: null, data: { queued: 2 } },
      { stepid: 3, at: at(MIN), step: 'notice_sent', partyid: a.partyid, party: a.name, data: null },
    ];
    const reports = [report(a, 10 * MIN, { sold: 100 })];
    const i = incident({ status: 'closed', contained_at: at(50 * MIN), closed_at: at(55 * MIN) });
    const m = build({ ...i, closurenote: 'All stock destroyed' }, [a, b], reports, steps);
    expect(m.timeline.map((l) => [l.step, l.party])).toEqual([
      ['opened', null],
      ['scoped', null],
      ['notify', null],
      ['notice_sent', 'North DC'],
      ['notice_sent', 'Fresh Wholesale'],
      ['delivered', 'North DC'],
      ['acknowledged', 'North DC'],
      ['reported', 'North DC'],
      ['contained', null],
      ['closed', null],
    ]);
    expect(m.timeline[0]!.detail).toBe('by: Ann Lee');
    expect(m.timeline[5]!.detail).toBe('by email');
    expect(m.timeline[7]!.detail).toBe(
      '100 CS of 100 CS received (on hand 0, sold 100, destroyed 0, returned 0); total accounted 25.0 %',
    );
    expect(m.timeline[9]!.detail).toBe('All stock destroyed');
    expect(m.actions.map((x) => x.text)).toEqual([
      'Parties notified: 2 notice(s) sent',
      'Declared contained',
      'Closed. Closure note: All stock destroyed',
    ]);
    expect(m.reconciliation.short).toEqual(['Fresh Wholesale']);
    expect(m.parties.map((p) => [p.reports, p.reported, p.accounted_pct, p.short])).toEqual([
      [1, 100, 100, false],
      [0, null, 0, true],
    ]);
  });

  it('lists catalogue holds and their release among the actions', () => {
    const m = buildIncidentReport(
      incident({ kind: 'recall' }),
      {
        parties: [],
        reports: [],
        steps: [],
        holds: [
          { itemid: 1, held_at: at(1_000), released_at: at(90 * MIN) },
          { itemid: 2, held_at: at(1_000), released_at: null },
        ],
      },
      generated,
    );
    expect(m.actions.map((x) => x.text)).toEqual([
      'Catalogue items put on hold: 2',
      'Parties notified: 0 notice(s) sent',
      'Catalogue holds released: 1',
    ]);
  });
});
