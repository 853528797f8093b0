import type { Party } from './board.schemas.js';

/** A party's quantity as the reconciliation counts it. */
interface Counted {
  partyid: number;
  received: number | null;
  uom: string | null;
  inscope: boolean;
}

/**
 * The reconciliation rule (docs/incidents.md): a party that received a quantity accounts for the least of its last
 * report's total (on hand + sold + destroyed + returned) and what it received; per unit, the accounted over the
 * received; the incident's share is the lowest of its units' (100 % only when every unit is all accounted for).
 * Null while no party in scope received a known quantity.
 */
export function accountedPct(
  parties: readonly Counted[],
  reported: ReadonlyMap<number, number>,
): number | null {
  const byUnit = new Map<string, { received: number; accounted: number }>();
  for (const p of parties) {
    if (!p.inscope || p.received === null || p.received <= 0) continue;
    const unit = byUnit.get(p.uom ?? '') ?? { received: 0, accounted: 0 };
    unit.received += p.received;
    unit.accounted += Math.min(reported.get(p.partyid) ?? 0, p.received);
    byUnit.set(p.uom ?? '', unit);
  }
  if (byUnit.size === 0) return null;
  const shares = [...byUnit.values()].map((u) => (100 * u.accounted) / u.received);
  return Math.round(10 * Math.min(...shares)) / 10;
}

/** The incident's reconciliation: totals, each party, and the accounted share after each report. */
export function reconciliation(
  parties: readonly Party[],
  reports: readonly { partyid: number; at: Date; reported: number }[],
) {
  const counted = parties.filter((p) => p.inscope && p.received !== null && p.received > 0);
  const last = new Map(counted.map((p) => [p.partyid, p.reported ?? 0]));
  // The share after each report, kept per unit as the reports come (not every party counted again each time: a
  // thousand parties' reports would be a million steps).
  const units = new Map<string, { received: number; accounted: number }>();
  for (const p of counted) {
    const unit = units.get(p.uom ?? '') ?? { received: 0, accounted: 0 };
    unit.received += p.received!;
    units.set(p.uom ?? '', unit);
  }
  const byParty = new Map(
    counted.map((p) => [p.partyid, { unit: units.get(p.uom ?? '')!, received: p.received! }]),
  );
  const share = () =>
    units.size === 0
      ? 0
      : Math.round(10 * Math.min(...[...units.values()].map((u) => (100 * u.accounted) / u.received))) / 10;
  const overTime: { at: string; accounted_pct: number }[] = [];
  const running = new Map<number, number>();
  for (const r of reports) {
    const p = byParty.get(r.partyid);
    if (p) {
      p.unit.accounted +=
        Math.min(r.reported, p.received) - Math.min(running.get(r.partyid) ?? 0, p.received);
      running.set(r.partyid, r.reported);
    }
    overTime.push({ at: r.at.toISOString(), accounted_pct: share() });
  }
  const received = counted.reduce((s, p) => s + p.received!, 0);
  const reported = counted.reduce((s, p) => s + (p.reported ?? 0), 0);
  const accounted = counted.reduce((s, p) => s + Math.min(p.reported ?? 0, p.received!), 0);
  return {
    received,
    reported,
    accounted,
    accounted_pct: accountedPct(counted, last),
    short: counted.filter((p) => p.short).map((p) => p.partyid),
    parties: counted.map((p) => ({
      partyid: p.partyid,
      name: p.name,
      kind: p.kind,
      received: p.received,
      uom: p.uom,
      reported: p.reported,
      accounted_pct: p.accounted_pct,
      short: p.short,
    })),
    over_time: overTime,
  };
}
