/**
 * The words a person reads for an EPCIS event's codes: its type and action, the CBV terms (business step,
 * disposition, business transaction type, source or destination type, error reason) and units of measure.
 * Every form of a CBV value (bare word, GS1 Web URI, CURIE, 1.x URN) is read through the API's own
 * `canonicalCbv` (src/lib/epcis/cbv.ts), so the console and the server agree on what a value means.
 */
import { canonicalCbv, type CbvVocabulary } from '../../../../src/lib/epcis/cbv.js';
import { BIZ_TRANSACTION_TYPE_WORDS } from '../../../../src/lib/epcis/cbv-words.js';

/** What happened, by event type and action (a TransformationEvent has no action). */
const WHAT: Record<string, Record<string, string>> = {
  ObjectEvent: { ADD: 'Goods commissioned', OBSERVE: 'Goods observed', DELETE: 'Goods decommissioned' },
  AggregationEvent: {
    ADD: 'Goods packed into a container',
    OBSERVE: 'Packed goods observed',
    DELETE: 'Goods unpacked from a container',
  },
  TransactionEvent: {
    ADD: 'Goods linked to a business transaction',
    OBSERVE: 'Goods observed under a business transaction',
    DELETE: 'Goods unlinked from a business transaction',
  },
  AssociationEvent: {
    ADD: 'Items associated',
    OBSERVE: 'Association observed',
    DELETE: 'Items disassociated',
  },
};

/** The event type in words, e.g. "Object event" (a type of one's own is shown as sent). */
export function eventTypeWords(type: string): string {
  const m = /^(Object|Aggregation|Transaction|Transformation|Association)Event$/.exec(type);
  return m ? `${m[1]} event` : type;
}

/** What the event says happened, from its type and action: "Goods observed", "Goods transformed". */
export function whatHappened(type: string, action: unknown): string {
  if (type === 'TransformationEvent') return 'Goods transformed: inputs made into outputs';
  const byAction = WHAT[type];
  const words = byAction && typeof action === 'string' ? byAction[action] : undefined;
  return words ?? eventTypeWords(type);
}

/** Terms whose words are not the term with its underscores as spaces. */
const SPECIAL: Partial<Record<CbvVocabulary, Record<string, string>>> = {
  bizTransactionType: BIZ_TRANSACTION_TYPE_WORDS,
  bizStep: { epc_encoding: 'EPC encoding', sensor_reporting: 'Sensor reporting' },
};

/**
 * A CBV value in words: `shipping`, `https://ref.gs1.org/cbv/BizStep-shipping` and
 * `urn:epcglobal:cbv:bizstep:shipping` all read "Shipping"; `in_transit` reads "In transit". A value of one's
 * own (a URI) is shown as sent, with `standard: false`.
 */
export function cbvWords(vocabulary: CbvVocabulary, value: string): { text: string; standard: boolean } {
  const read = canonicalCbv(vocabulary, value);
  if (!read.ok || read.term === null) return { text: value, standard: false };
  const special = SPECIAL[vocabulary]?.[read.term];
  if (special) return { text: special, standard: true };
  const spaced = read.term.replace(/_/g, ' ');
  return { text: spaced.charAt(0).toUpperCase() + spaced.slice(1), standard: true };
}

/** UN/ECE Recommendation 20 codes seen on food (the `uom` of a quantity); others are shown as the code. */
const UNITS: Record<string, [string, string]> = {
  KGM: ['kg', 'kg'],
  GRM: ['g', 'g'],
  TNE: ['t', 't'],
  LTR: ['litre', 'litres'],
  MLT: ['ml', 'ml'],
  MTQ: ['m³', 'm³'],
  MTR: ['m', 'm'],
  EA: ['each', 'each'],
  H87: ['piece', 'pieces'],
  C62: ['unit', 'units'],
  XBX: ['box', 'boxes'],
  XCT: ['carton', 'cartons'],
  XPX: ['pallet', 'pallets'],
  XCS: ['case', 'cases'],
};

/** A quantity and its unit: "240 kg", "12 cases", "3 (unit XYZ)"; no unit: a count of trade items. */
export function quantityWords(
  quantity: number,
  uom: string | undefined,
  format: (n: number) => string,
): string {
  const n = format(quantity);
  if (!uom) return `${n} ${quantity === 1 ? 'item' : 'items'}`;
  const unit = UNITS[uom];
  if (!unit) return `${n} (unit ${uom})`;
  return `${n} ${quantity === 1 ? unit[0] : unit[1]}`;
}

const OFFSET = /^([+-])([0-9]{2}):([0-9]{2})$/;

/**
 * When an event happened, as the clock read where it happened: its instant shifted by its
 * `eventTimeZoneOffset`, with that offset ("27 Nov 2026, 11:00 (UTC+01:00)"). Without a valid offset, in the
 * browser's time zone; text that is no date is shown as it is.
 */
export function eventTimeText(iso: string, offset: string | undefined, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const m = offset ? OFFSET.exec(offset) : null;
  if (!m) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
  }
  const minutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const local = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'UTC',
  });
  return `${local.format(at + minutes * 60_000)} (UTC${offset})`;
}

/** A master data date (`2027-03-01`, or a date and time) in words; other text as it is. */
export function dayText(value: string, locale?: string): string {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return value;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(at)
    ? value
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
}
