/**
 * FSMA 204 records (21 CFR 1.1325-1.1350) from EPCIS events: which event is which Critical Tracking Event, and the
 * rows of the electronic sortable spreadsheet (21 CFR 1.1455(c)(3)(ii)) each gives. Pure: the places, products and
 * lot origins it names come resolved in `Known` (records.service.ts reads them).
 */
import { canonicalBizTransactionType, canonicalSourceDestType } from '../../lib/epcis/cbv.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { ROLE, STEP, type CteEvent, type LotRow } from './cte.repository.js';

export const CTES = ['Initial packing', 'Shipping', 'Receiving', 'Transformation'] as const;
export type Cte = (typeof CTES)[number];

export type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The CTE an event records, or null (docs/traceability-events.md, "FSMA 204 records"). */
export function cteOf(e: Pick<CteEvent, 'eventtype' | 'bizstep' | 'action'>): Cte | null {
  if (e.eventtype === 'TransformationEvent') return 'Transformation';
  if (e.bizstep === STEP.shipping) return 'Shipping';
  if (e.bizstep === STEP.receiving) return 'Receiving';
  if (
    e.eventtype === 'ObjectEvent' &&
    e.action === 'ADD' &&
    (e.bizstep === STEP.commissioning || e.bizstep === STEP.packing)
  )
    return 'Initial packing';
  return null;
}

/** What the service found of the identifiers an event names. */
export interface Known {
  /** A GLN's location description (our site's name and address, or a wholesaler's name). */
  place(gln: string): { description: string; companyid: number | null } | undefined;
  /** The product name of the spec with this GTIN-14. */
  product(gtin: string): string | undefined;
  /** Where a lot was commissioned, packed or made (a location id as stored), as far as the events say. */
  origin(lot: string): string | undefined;
}

/** A place an event names: its identifier as sent, its GLN, and the description our records give it. */
export interface PlaceRef {
  id: string;
  gln: string | null;
  description: string | null;
}

export interface LotRef {
  epc: string;
  gtin: string | null;
  lot: string | null;
  product: string | null;
  quantity: number | null;
  uom: string | null;
}

/** One row of the spreadsheet, before it is written as cells. */
export interface FsmaRow {
  cte: Cte;
  lot: LotRef | null;
  input: LotRef | null;
  previousSource: PlaceRef | null;
  recipient: PlaceRef | null;
  location: PlaceRef | null;
  tlcSource: PlaceRef | null;
  tlcSourceReference: string | null;
  date: string;
  time: string;
  references: { type: string; number: string }[];
  eventID: string;
}

const idOf = (v: unknown): string | null => (isObject(v) && typeof v.id === 'string' ? v.id : null);

export function placeRef(id: string | null, known: Known): PlaceRef | null {
  if (id === null) return null;
  const gln = parseEpc(id)?.gln ?? null;
  return { id, gln, description: gln === null ? null : (known.place(gln)?.description ?? null) };
}

const SOURCE_ORDER = ['location', 'possessing_party', 'owning_party'];

/**
 * The place of a sourceList or destinationList: a `location` entry first (the FDA asks for a location), then the
 * possessing party, then the owning party, then whatever the first entry names.
 */
export function listPlace(event: Json, list: 'sourceList' | 'destinationList'): string | null {
  const key = list === 'sourceList' ? 'source' : 'destination';
  const entries = (Array.isArray(event[list]) ? event[list] : []).filter(
    (e): e is Json => isObject(e) && typeof e[key] === 'string',
  );
  const rank = (e: Json) => {
    const c = typeof e.type === 'string' ? canonicalSourceDestType(e.type) : null;
    const i = c?.ok && c.term !== null ? SOURCE_ORDER.indexOf(c.term) : -1;
    return i < 0 ? SOURCE_ORDER.length : i;
  };
  const best = entries.reduce<Json | null>((b, e) => (b === null || rank(e) < rank(b) ? e : b), null);
  return best === null ? null : (best[key] as string);
}

const REFERENCE_TYPES: Record<string, string> = {
  bol: 'Bill of lading',
  cert: 'Certificate',
  desadv: 'Despatch advice',
  inv: 'Invoice',
  pedigree: 'Pedigree',
  po: 'Purchase order',
  poc: 'Purchase order confirmation',
  prodorder: 'Production order',
  recadv: 'Receiving advice',
  rma: 'Return merchandise authorisation',
  testprd: 'Test procedure description',
  testres: 'Test result',
  upevt: 'Upstream EPCIS event',
};

/** The event's business transactions that say both their type and number: the reference documents. */
export function references(event: Json): { type: string; number: string }[] {
  const list = Array.isArray(event.bizTransactionList) ? event.bizTransactionList : [];
  return list.flatMap((t) => {
    if (!isObject(t) || typeof t.type !== 'string' || typeof t.bizTransaction !== 'string') return [];
    const c = canonicalBizTransactionType(t.type);
    const term = c.ok ? c.term : null;
    return [
      { type: (term !== null ? REFERENCE_TYPES[term] : undefined) ?? t.type, number: t.bizTransaction },
    ];
  });
}

/** A field of the event or its ilmd whose name (any prefix) is `tlcSourceReference`: a TLC source reference. */
export function tlcSourceReference(event: Json): string | null {
  for (const part of [event, event.ilmd]) {
    if (!isObject(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      if (/(?:^|[:#/])tlcSourceReference$/.test(key) && typeof value === 'string' && value !== '')
        return value;
    }
  }
  return null;
}

/** The day the event happened where it happened (its eventTimeZoneOffset), YYYY-MM-DD. */
export function localDate(eventtime: string, offset: unknown): string {
  const m = typeof offset === 'string' ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
  return new Date(Date.parse(eventtime) + minutes * 60_000).toISOString().slice(0, 10);
}

function lotRef(row: LotRow, known: Known): LotRef {
  const parsed = parseEpc(row.epc);
  const gtin = parsed?.gtin ?? null;
  return {
    epc: row.epc,
    gtin,
    lot: parsed?.lot ?? null,
    product: gtin === null ? null : (known.product(gtin) ?? null),
    quantity: row.quantity,
    uom: row.uom,
  };
}

/**
 * The rows of one CTE event: one per lot it names (shipping, receiving, initial packing); a transformation one per
 * input and output lot made (one per input when it makes one lot), each row's lot the lot made.
 */
export function eventRows(e: CteEvent, event: Json, lots: readonly LotRow[], known: Known): FsmaRow[] {
  const cte = cteOf(e);
  if (cte === null) return [];
  const location = placeRef(e.bizlocation ?? e.readpoint ?? idOf(event.bizLocation), known);
  const reference = tlcSourceReference(event);
  const base = {
    cte,
    previousSource: cte === 'Receiving' ? placeRef(listPlace(event, 'sourceList'), known) : null,
    recipient: cte === 'Shipping' ? placeRef(listPlace(event, 'destinationList'), known) : null,
    location,
    tlcSourceReference: reference,
    date: localDate(e.eventtime, event.eventTimeZoneOffset),
    time: `${e.eventtime.slice(0, 23)}Z`,
    references: references(event),
    eventID: e.eventid,
  };
  // Where a lot was made: its origin as the events say; an initial packing or transformation is itself that.
  const sourceOf = (lot: LotRef): PlaceRef | null => {
    const origin = known.origin(lot.epc);
    if (origin !== undefined) return placeRef(origin, known);
    return cte === 'Initial packing' || cte === 'Transformation' ? location : null;
  };
  const refs = lots.map((l) => ({ role: l.role, ref: lotRef(l, known) }));
  if (cte !== 'Transformation') {
    return refs
      .filter((l) => l.role === ROLE.quantity || l.role === ROLE.childQuantity)
      .map(({ ref }) => ({ ...base, lot: ref, input: null, tlcSource: sourceOf(ref) }));
  }
  const inputs = refs.filter((l) => l.role === ROLE.input).map((l) => l.ref);
  const outputs = refs.filter((l) => l.role === ROLE.output).map((l) => l.ref);
  const made: (LotRef | null)[] = outputs.length > 0 ? outputs : [null];
  const used: (LotRef | null)[] = inputs.length > 0 ? inputs : [null];
  if (outputs.length === 0 && inputs.length === 0) return [];
  return made.flatMap((lot) =>
    used.map((input) => ({ ...base, lot, input, tlcSource: lot === null ? null : sourceOf(lot) })),
  );
}
