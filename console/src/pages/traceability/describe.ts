/**
 * An EPCIS 2.0 event (as captured, or as the query answers it) read for a person: what (the goods: products by
 * GTIN with their lots, quantities and serial counts), when, where (GLNs), why (business step, disposition), how
 * (a transformation's inputs and outputs), from and to whom, under which business transactions, with the dates
 * its master data carries and the error declaration that may correct it. Pure: the names of our sites and
 * products are put on at rendering (event-card.tsx); here every identifier is parsed with the API's own
 * `parseEpc` (src/lib/epcis/identifiers.ts), so an SGLN URN and a Digital Link read as the same GLN.
 */
import { parseEpc } from '../../../../src/lib/epcis/identifiers.js';
import type { CbvVocabulary } from '../../../../src/lib/epcis/cbv.js';
import { cbvWords, eventTypeWords, whatHappened } from './words.js';

export type EpcisEvent = Record<string, unknown>;

/** One line of goods: a quantity of a product (or of one lot), serial items counted, a logistic unit. */
export interface GoodsLine {
  /** GTIN-14, when the identifier carries one. */
  gtin?: string;
  lot?: string;
  /** Serial items of this product (epcList entries of one GTIN and lot). */
  serials?: number;
  quantity?: number;
  uom?: string;
  /** A logistic unit (a pallet, a case). */
  sscc?: string;
  /** An identifier that names none of these, as sent. */
  other?: string;
}

/** A place or a party: its GLN (and the extension naming a place within it) when it is a GS1 one. */
export interface Place {
  /** As sent. */
  id: string;
  gln?: string;
  extension?: string;
}

export interface Words {
  text: string;
  /** False for a value of one's own (a URI), shown as sent. */
  standard: boolean;
}

export interface EventDescription {
  type: string;
  typeWords: string;
  /** What happened, from the type and action: "Goods observed". */
  what: string;
  action?: string;
  eventID?: string;
  eventTime?: string;
  eventTimeZoneOffset?: string;
  recordTime?: string;
  goods: GoodsLine[];
  /** An aggregation's container (parentID) or a transaction's / association's parent. */
  parent?: GoodsLine;
  inputs: GoodsLine[];
  outputs: GoodsLine[];
  transformationID?: string;
  readPoint?: Place;
  bizLocation?: Place;
  bizStep?: Words;
  disposition?: Words;
  sources: { type: Words; place: Place }[];
  destinations: { type: Words; place: Place }[];
  transactions: { type?: Words; number: string; issuer?: string }[];
  /** Master data of the goods (ilmd, or prefixed fields of the event): best before, sell by, expiry, lot number… as label and value. */
  details: { label: string; value: string }[];
  sensorReports: number;
  errorDeclaration?: { declarationTime?: string; reason?: Words; correctiveEventIDs: string[] };
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const record = (v: unknown): Record<string, unknown> | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;

function words(vocabulary: CbvVocabulary, v: unknown): Words | undefined {
  const s = text(v);
  return s === undefined ? undefined : cbvWords(vocabulary, s);
}

export function placeOf(id: string): Place {
  const p = parseEpc(id);
  if (p && (p.kind === 'location' || p.kind === 'party') && p.gln)
    return { id, gln: p.gln, ...(p.extension !== undefined ? { extension: p.extension } : {}) };
  return { id };
}

/** The goods of an epcList: serial items counted per GTIN and lot, logistic units and others one each. */
export function goodsOfEpcs(epcs: unknown): GoodsLine[] {
  const lines: GoodsLine[] = [];
  const byClass = new Map<string, GoodsLine>();
  for (const entry of list(epcs)) {
    const id = text(entry);
    if (id === undefined) continue;
    const p = parseEpc(id);
    if (p?.gtin) {
      const key = `${p.gtin}|${p.lot ?? ''}`;
      const line = byClass.get(key);
      if (line) line.serials = (line.serials ?? 0) + 1;
      else {
        const made: GoodsLine = { gtin: p.gtin, ...(p.lot ? { lot: p.lot } : {}), serials: 1 };
        byClass.set(key, made);
        lines.push(made);
      }
    } else if (p?.sscc) lines.push({ sscc: p.sscc });
    else lines.push({ other: id });
  }
  return lines;
}

/** The goods of a quantityList: each entry a quantity of a product, or of one of its lots. */
export function goodsOfQuantities(quantities: unknown): GoodsLine[] {
  return list(quantities).flatMap((q): GoodsLine[] => {
    const entry = record(q);
    const id = text(entry?.epcClass);
    if (!entry || id === undefined) return [];
    const p = parseEpc(id);
    const amount = typeof entry.quantity === 'number' ? { quantity: entry.quantity } : {};
    const uom = text(entry.uom) ? { uom: entry.uom as string } : {};
    if (p?.gtin) return [{ gtin: p.gtin, ...(p.lot ? { lot: p.lot } : {}), ...amount, ...uom }];
    return [{ other: id, ...amount, ...uom }];
  });
}

function parentOf(id: unknown): GoodsLine | undefined {
  const s = text(id);
  return s === undefined ? undefined : (goodsOfEpcs([s])[0] ?? { other: s });
}

/** `urn:epcglobal:cbv:bt:{gln}:{number}` names the number and who issued it; anything else is its own number. */
function transactionOf(entry: unknown): EventDescription['transactions'][number] | undefined {
  const t = record(entry);
  const id = text(t?.bizTransaction);
  if (!t || id === undefined) return undefined;
  const type = words('bizTransactionType', t.type);
  const m = /^urn:epcglobal:cbv:bt:([0-9]{13}):(.+)$/.exec(id);
  return { ...(type ? { type } : {}), number: m ? m[2]! : id, ...(m ? { issuer: m[1]! } : {}) };
}

function partiesOf(entries: unknown, key: 'source' | 'destination'): { type: Words; place: Place }[] {
  return list(entries).flatMap((e) => {
    const entry = record(e);
    const id = text(entry?.[key]);
    if (!entry || id === undefined) return [];
    return [
      { type: words('sourceDestType', entry.type) ?? { text: 'Party', standard: false }, place: placeOf(id) },
    ];
  });
}

/** The ilmd fields a person looks for, by their CBV master data name (any prefix: cbvmda:, a URI…). */
const ILMD: [string, string][] = [
  ['bestBeforeDate', 'Best before'],
  ['sellByDate', 'Sell by'],
  ['itemExpirationDate', 'Expiry'],
  ['firstFreezeDate', 'First frozen'],
  ['harvestStartDate', 'Harvest started'],
  ['harvestEndDate', 'Harvest ended'],
  ['lotNumber', 'Lot number'],
  ['countryOfOrigin', 'Country of origin'],
];

/**
 * The master data found in the ilmd, else among the event's own fields: a shipment's best-before date is sent
 * beside the event's fields (`cbvmda:bestBeforeDate`), since EPCIS 2.0 allows ilmd only when goods are made.
 */
function detailsOf(ilmd: unknown, event: EpcisEvent): EventDescription['details'] {
  const found: EventDescription['details'] = [];
  const within = [record(ilmd), event].filter((f): f is Record<string, unknown> => f !== undefined);
  for (const [name, label] of ILMD) {
    for (const fields of within) {
      const key = Object.keys(fields).find(
        (k) => (fields !== event && k === name) || new RegExp(`[:#/]${name}$`).test(k),
      );
      const value = key === undefined ? undefined : fields[key];
      if (typeof value === 'string' || typeof value === 'number') {
        found.push({ label, value: String(value) });
        break;
      }
    }
  }
  return found;
}

/** The event read for a person (see the module's comment). Never throws, whatever the JSON. */
export function describeEvent(event: EpcisEvent): EventDescription {
  const type = text(event.type) ?? 'Event';
  const action = text(event.action);
  const isAggregation = type === 'AggregationEvent' || type === 'AssociationEvent';
  const goods = isAggregation
    ? [...goodsOfEpcs(event.childEPCs), ...goodsOfQuantities(event.childQuantityList)]
    : [...goodsOfEpcs(event.epcList), ...goodsOfQuantities(event.quantityList)];
  const error = record(event.errorDeclaration);
  const rp = text(record(event.readPoint)?.id);
  const bl = text(record(event.bizLocation)?.id);
  const parent = parentOf(event.parentID);
  const bizStep = words('bizStep', event.bizStep);
  const disposition = words('disposition', event.disposition);
  const reason = words('errorReason', error?.reason);
  return {
    type,
    typeWords: eventTypeWords(type),
    what: whatHappened(type, action),
    ...(action ? { action } : {}),
    ...(text(event.eventID) ? { eventID: text(event.eventID) } : {}),
    ...(text(event.eventTime) ? { eventTime: text(event.eventTime) } : {}),
    ...(text(event.eventTimeZoneOffset) ? { eventTimeZoneOffset: text(event.eventTimeZoneOffset) } : {}),
    ...(text(event.recordTime) ? { recordTime: text(event.recordTime) } : {}),
    goods,
    ...(parent ? { parent } : {}),
    inputs: [...goodsOfEpcs(event.inputEPCList), ...goodsOfQuantities(event.inputQuantityList)],
    outputs: [...goodsOfEpcs(event.outputEPCList), ...goodsOfQuantities(event.outputQuantityList)],
    ...(text(event.transformationID) ? { transformationID: text(event.transformationID) } : {}),
    ...(rp ? { readPoint: placeOf(rp) } : {}),
    ...(bl ? { bizLocation: placeOf(bl) } : {}),
    ...(bizStep ? { bizStep } : {}),
    ...(disposition ? { disposition } : {}),
    sources: partiesOf(event.sourceList, 'source'),
    destinations: partiesOf(event.destinationList, 'destination'),
    transactions: list(event.bizTransactionList).flatMap((t) => transactionOf(t) ?? []),
    details: detailsOf(event.ilmd, event),
    sensorReports: list(event.sensorElementList).reduce<number>(
      (n, e) => n + list(record(e)?.sensorReport).length,
      0,
    ),
    ...(error
      ? {
          errorDeclaration: {
            ...(text(error.declarationTime) ? { declarationTime: text(error.declarationTime) } : {}),
            ...(reason ? { reason } : {}),
            correctiveEventIDs: list(error.correctiveEventIDs).flatMap((id) => text(id) ?? []),
          },
        }
      : {}),
  };
}

/** Every GLN an event names (places, sources, destinations, issuers), to look up our sites once. */
export function glnsOf(d: EventDescription): string[] {
  const all = [
    d.readPoint?.gln,
    d.bizLocation?.gln,
    ...d.sources.map((s) => s.place.gln),
    ...d.destinations.map((s) => s.place.gln),
  ];
  return [...new Set(all.filter((g): g is string => g !== undefined))];
}

/** Every GTIN an event names (goods, parent, inputs and outputs). */
export function gtinsOf(d: EventDescription): string[] {
  const all = [...d.goods, ...(d.parent ? [d.parent] : []), ...d.inputs, ...d.outputs].map((g) => g.gtin);
  return [...new Set(all.filter((g): g is string => g !== undefined))];
}
