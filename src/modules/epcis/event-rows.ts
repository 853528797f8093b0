/**
 * A validated EPCIS event as the rows it is stored in (migrations/0106_epcis_events.sql): the columns the queries
 * filter on, in canonical forms, the identifiers it names with their roles, and the event as sent.
 * Pure: no database, no HTTP.
 */
import { canonicalSourceDestType } from '../../lib/epcis/cbv.js';
import { canonicalEpc, canonicalGtinClass, parseEpc } from '../../lib/epcis/identifiers.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Where an identifier sits in an event (epcis_event_epcs.role). */
export const EPC_ROLES = {
  epcList: 1,
  parentID: 2,
  childEPCs: 3,
  inputEPCList: 4,
  outputEPCList: 5,
  quantityList: 6,
  childQuantityList: 7,
  inputQuantityList: 8,
  outputQuantityList: 9,
} as const;

export interface EpcRow {
  role: number;
  epc: string;
  class: string | null;
  quantity: number | null;
  uom: string | null;
}

export interface EventRow {
  eventid: string;
  declaration: boolean;
  eventtype: string;
  eventtime: string;
  action: string | null;
  bizstep: string | null;
  disposition: string | null;
  readpoint: string | null;
  bizlocation: string | null;
  glns: string[];
  /** The event as stored (`storedEvent`): JSON text, keys in the order sent. */
  event: string;
  epcs: EpcRow[];
}

/** An identifier's stored form: its canonical Digital Link, or the text as sent when it is no GS1 identifier. */
export const storedId = (text: string): string => canonicalEpc(text) ?? text;

const idOf = (v: unknown): string | null => (isObject(v) && typeof v.id === 'string' ? v.id : null);

function epcRows(event: Json): EpcRow[] {
  const rows: EpcRow[] = [];
  const push = (role: number, text: unknown, quantity: unknown = null, uom: unknown = null) => {
    if (typeof text !== 'string') return;
    rows.push({
      role,
      epc: storedId(text),
      class: canonicalGtinClass(text),
      quantity: typeof quantity === 'number' ? quantity : null,
      uom: typeof uom === 'string' ? uom : null,
    });
  };
  for (const name of ['epcList', 'childEPCs', 'inputEPCList', 'outputEPCList'] as const) {
    const list = event[name];
    if (Array.isArray(list)) for (const epc of list) push(EPC_ROLES[name], epc);
  }
  push(EPC_ROLES.parentID, event.parentID);
  for (const name of [
    'quantityList',
    'childQuantityList',
    'inputQuantityList',
    'outputQuantityList',
  ] as const) {
    const list = event[name];
    if (Array.isArray(list))
      for (const q of list) if (isObject(q)) push(EPC_ROLES[name], q.epcClass, q.quantity, q.uom);
  }
  return rows;
}

/** The GLN a location or party identifier names (an SGLN, a Digital Link with /414/ or /417/), if any. */
export const glnOf = (text: string | null): string | null =>
  text === null ? null : (parseEpc(text)?.gln ?? null);

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

/** Every source or destination identifier of the event. */
function partiesOf(event: Json, list: 'sourceList' | 'destinationList'): string[] {
  const key = list === 'sourceList' ? 'source' : 'destination';
  const entries = event[list];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((e) => (isObject(e) && typeof e[key] === 'string' ? [e[key] as string] : []));
}

/** Every GLN the event names, once each: where it happened, was read, came from and went to. */
export function eventGlns(event: Json): string[] {
  const ids = [
    idOf(event.readPoint),
    idOf(event.bizLocation),
    ...partiesOf(event, 'sourceList'),
    ...partiesOf(event, 'destinationList'),
  ];
  const glns = new Set<string>();
  for (const id of ids) {
    const gln = glnOf(id);
    if (gln !== null) glns.add(gln);
  }
  return [...glns];
}

/**
 * The field a supplier's capture is refused for when none of the event's places is one of its own sites (`own`,
 * its active sites' GLNs); null when one is. The places: bizLocation, readPoint, and the sources (the
 * owning or possessing party, or the location, it came from).
 */
export function foreignPlaceField(event: Json, own: ReadonlySet<string>): string | null {
  const places: [string, string | null][] = [
    ['bizLocation', idOf(event.bizLocation)],
    ['readPoint', idOf(event.readPoint)],
    ...partiesOf(event, 'sourceList').map((s): [string, string] => ['sourceList', s]),
  ];
  if (places.some(([, id]) => own.has(glnOf(id) ?? ''))) return null;
  return places.find(([, id]) => id !== null)?.[0] ?? 'bizLocation';
}

/**
 * The event as stored: as sent, with the eventID it was given when it had none (at its end, where the answer of a
 * query would put it), and without a recordTime it carried (the repository's to set, added when it is answered).
 */
export function storedEvent(event: Json, eventId: string): string {
  const hasId = typeof event.eventID === 'string';
  if (hasId && !Object.hasOwn(event, 'recordTime')) return JSON.stringify(event);
  const { recordTime: _, ...rest } = event;
  return JSON.stringify(hasId ? rest : { ...rest, eventID: eventId });
}

/**
 * The rows of one validated event. `eventId`: the event's own, or the CBV 2.0 hash computed for it;
 * `vocabulary`: the canonical CBV values validation gave (by field name).
 */
export function eventRow(event: Json, eventId: string, vocabulary: Record<string, string>): EventRow {
  const readpoint = idOf(event.readPoint);
  const bizlocation = idOf(event.bizLocation);
  return {
    eventid: eventId,
    declaration: isObject(event.errorDeclaration),
    eventtype: String(event.type),
    eventtime: String(event.eventTime),
    action: typeof event.action === 'string' ? event.action : null,
    bizstep: vocabulary.bizStep ?? null,
    disposition: vocabulary.disposition ?? null,
    readpoint: readpoint === null ? null : storedId(readpoint),
    bizlocation: bizlocation === null ? null : storedId(bizlocation),
    glns: eventGlns(event),
    event: storedEvent(event, eventId),
    epcs: epcRows(event),
  };
}
