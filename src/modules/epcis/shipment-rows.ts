/**
 * A row of the shipments CSV as a GS1 EPCIS 2.0 shipping ObjectEvent, and the rows as one EPCISDocument
 * (docs/traceability-events.md, "The shipments CSV"). Pure: no database, no HTTP. The row's form is checked by
 * its schema first (capture-csv.schemas.ts); what a pattern cannot say (check digits, real dates) is checked here.
 */
import { normaliseGtin, isValidGln } from '../../lib/gs1.js';
import { canonicalEpc } from '../../lib/epcis/identifiers.js';
import { EPCIS_CONTEXT } from '../../lib/epcis/context-terms.js';
import type { RowProblem } from '../../http/row-check.js';
import type { ShipmentRow } from './capture-csv.schemas.js';

type Json = Record<string, unknown>;
export type ShipmentEvent = { ok: true; event: Json } | { ok: false; problems: RowProblem[] };

/** A site's GLN as the canonical GS1 Digital Link of a location (AI 414). */
export const placeLink = (gln: string) => `https://id.gs1.org/414/${gln}`;

/** A calendar date YYYY-MM-DD that exists (not 2026-02-30). */
function realDate(text: string): boolean {
  const m = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

/**
 * The event's time and zone. A date alone is midnight UTC of that day, zone +00:00: the file says the day, not
 * the site's zone, and UTC keeps the day the same wherever it is read. A date and time must carry its zone
 * (Z or ±hh:mm): it is kept as that instant, with that offset as eventTimeZoneOffset.
 */
export function shipTime(text: string): { eventTime: string; eventTimeZoneOffset: string } | null {
  const m =
    /^([0-9]{4}-[0-9]{2}-[0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$/.exec(
      text,
    );
  if (!m || !realDate(m[1]!)) return null;
  if (m[2] === undefined) return { eventTime: `${m[1]}T00:00:00.000Z`, eventTimeZoneOffset: '+00:00' };
  const [hour, minute, second] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  const zone = m[6]!;
  if (hour > 23 || minute > 59 || second > 59) return null;
  if (zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) return null;
  const millis = (m[5] ?? '.000').padEnd(4, '0').slice(0, 4);
  const instant = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}${millis}${zone === 'Z' ? 'Z' : zone}`);
  if (Number.isNaN(instant.getTime())) return null;
  return { eventTime: instant.toISOString(), eventTimeZoneOffset: zone === 'Z' ? '+00:00' : zone };
}

/**
 * A despatch advice as a CBV 2.0 business transaction identifier in its GLN-based form (CBV 2.0 §8.5,
 * `urn:epcglobal:cbv:bt:{GLN of the party that issued it}:{its number}`): the shipper, here the from-site, issues
 * the DESADV. The number is percent-encoded where a URN needs it.
 */
export function despatchAdviceUri(fromGln: string, number: string): string {
  const encoded = encodeURIComponent(number).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `urn:epcglobal:cbv:bt:${fromGln}:${encoded}`;
}

/**
 * The shipping ObjectEvent of a row whose form its schema accepted, or the problems of its values (every one,
 * by column). The best-before date is an event-level field `cbvmda:bestBeforeDate`, not `ilmd`: EPCIS 2.0 gives
 * ilmd to the events that create objects (action ADD, TransformationEvent) and GS1's JSON Schema refuses it on
 * an OBSERVE event; the CBV's own term keeps its meaning for whoever reads the event.
 */
export function shipmentEvent(row: ShipmentRow): ShipmentEvent {
  const problems: RowProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ fields: [field], message });
  const gtin14 = normaliseGtin(row.gtin);
  if (gtin14 === undefined) problem('gtin', `Invalid gtin: ${row.gtin} has a wrong check digit`);
  if (row.best_before !== undefined && !realDate(row.best_before))
    problem('best_before', `Invalid best_before: ${row.best_before} is not a date`);
  const time = shipTime(row.ship_date);
  if (time === null) problem('ship_date', `Invalid ship_date: ${row.ship_date} is not a real date or time`);
  for (const field of ['from_gln', 'to_gln'] as const) {
    if (!isValidGln(row[field])) problem(field, `Invalid ${field}: ${row[field]} has a wrong check digit`);
  }
  if (problems.length > 0 || gtin14 === undefined || time === null) return { ok: false, problems };

  // The Digital Link of the lot, in the one canonical form the capture stores (percent-encoding as GS1's).
  const epcClass = canonicalEpc(`https://id.gs1.org/01/${gtin14}/10/${encodeURIComponent(row.lot)}`);
  if (epcClass === null) return { ok: false, problems: [{ fields: ['lot'], message: 'Invalid lot' }] };
  const from = placeLink(row.from_gln);
  const event: Json = {
    type: 'ObjectEvent',
    ...time,
    action: 'OBSERVE',
    bizStep: 'shipping',
    disposition: 'in_transit',
    readPoint: { id: from },
    bizLocation: { id: from },
    quantityList: [{ epcClass, quantity: row.quantity, uom: row.uom }],
  };
  if (row.despatch_advice !== undefined)
    event.bizTransactionList = [
      { type: 'desadv', bizTransaction: despatchAdviceUri(row.from_gln, row.despatch_advice) },
    ];
  event.sourceList = [{ type: 'location', source: from }];
  event.destinationList = [{ type: 'location', destination: placeLink(row.to_gln) }];
  if (row.best_before !== undefined) event['cbvmda:bestBeforeDate'] = row.best_before;
  return { ok: true, event };
}

/** The events as one EPCISDocument, created at `now`. */
export function shipmentsDocument(events: Json[], now: Date): Json {
  return {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: now.toISOString(),
    epcisBody: { eventList: events },
  };
}
