/**
 * The KDEs a receiver needs (21 CFR 1.1345(a)) as a shipping event carries them, and the completeness of a
 * supplier's shipping events (docs/traceability-events.md, "Completeness"). Pure.
 */
import { listPlace, references, type FsmaRow, type Json } from './records.js';

export const KDES = [
  'traceabilityLotCode',
  'quantityAndUnitOfMeasure',
  'productDescription',
  'immediatePreviousSource',
  'receiverLocation',
  'date',
  'traceabilityLotCodeSource',
  'referenceDocument',
] as const;
export type Kde = (typeof KDES)[number];

/** The KDEs a shipping event (its event and its rows, one per lot) does not carry, in the order of KDES. */
export function missingKdes(json: Json, rows: readonly FsmaRow[]): Kde[] {
  const lots = rows.flatMap((r) => (r.lot === null ? [] : [r.lot]));
  const none = lots.length === 0;
  const missing: Record<Kde, boolean> = {
    traceabilityLotCode: none,
    quantityAndUnitOfMeasure: none || lots.some((l) => l.quantity === null || l.uom === null),
    productDescription: none || lots.some((l) => l.product === null),
    immediatePreviousSource: listPlace(json, 'sourceList') === null,
    receiverLocation: listPlace(json, 'destinationList') === null,
    // eventTime is required of every EPCIS event: listed for the rule's sake, never missing.
    date: typeof json.eventTime !== 'string',
    traceabilityLotCodeSource:
      none || rows.some((r) => r.tlcSource === null && r.tlcSourceReference === null),
    referenceDocument: references(json).length === 0,
  };
  return KDES.filter((k) => missing[k]);
}

/** One company's line being counted. */
export class Tally {
  shipping = 0;
  complete = 0;
  readonly counts = Object.fromEntries(KDES.map((k) => [k, 0])) as Record<Kde, number>;

  add(missing: readonly Kde[]): void {
    this.shipping++;
    if (missing.length === 0) this.complete++;
    for (const k of missing) this.counts[k]++;
  }

  line(companyid: number, name: string) {
    return {
      companyid,
      name,
      shipping: this.shipping,
      complete: this.complete,
      share: this.shipping === 0 ? null : Math.round((this.complete / this.shipping) * 10_000) / 10_000,
      counts: { ...this.counts },
      missing: KDES.filter((k) => this.counts[k] > 0)
        .map((kde) => ({ kde, count: this.counts[kde] }))
        // Most often missing first; ties in the order of 21 CFR 1.1345 (KDES), as Array.sort is stable.
        .sort((a, b) => b.count - a.count),
    };
  }
}
