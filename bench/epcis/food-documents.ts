import { randomUUID } from 'node:crypto';
import { gs1CheckDigit } from '../../src/lib/gs1.js';

// EPCIS documents as a food supply chain sends them (bench/epcis-capture.bench.ts): suppliers' plants commission
// lots (ilmd: best before, lot number), ship them to our distribution centre, which receives them; a plant turns
// lots of ingredients into a lot of a product now and then. Lots as GS1 Digital Links or EPCIS 1.x LGTIN URNs,
// places as Digital Links or SGLN URNs; half the events carry an eventID, the other half are given the CBV 2.0
// event hash at capture.

type Event = Record<string, unknown>;

const withCheck = (body: string) => body + String(gs1CheckDigit(body));
/** A GLN of company prefix 4012345 (7 digits) and a location reference of 5. */
const gln = (n: number) => withCheck(`4012345${String(n).padStart(5, '0')}`);
/** A GTIN-14 of the same prefix: indicator 0, item reference of 5 digits. */
const gtin = (n: number) => withCheck(`04012345${String(n).padStart(5, '0')}`);

const PLANTS = [1, 2, 3, 4, 5, 6, 7, 8].map(gln);
const DC = gln(900);
const STORES = Array.from({ length: 20 }, (_, i) => gln(1000 + i));
const PRODUCTS = Array.from({ length: 40 }, (_, i) => gtin(100 + i));

const sgln = (g: string) => `urn:epc:id:sgln:${g.slice(0, 7)}.${g.slice(7, 12)}.0`;
const lgtin = (g: string, lot: string) =>
  `urn:epc:class:lgtin:${g.slice(1, 8)}.${g[0]}${g.slice(8, 13)}.${lot}`;
const lotLink = (g: string, lot: string) => `https://id.gs1.org/01/${g}/10/${lot}`;

/** A lot's class in one of the two forms (both name one lot: the capture stores one canonical form). */
const lotClass = (g: string, lot: string, urn: boolean) => (urn ? lgtin(g, lot) : lotLink(g, lot));
const place = (g: string, urn: boolean) => ({ id: urn ? sgln(g) : `https://id.gs1.org/414/${g}` });

function timeOf(doc: number, i: number): string {
  // One document a day's events, a few seconds apart, each document on a day of its own.
  const t = Date.UTC(2026, 0, 1) + doc * 86_400_000 + i * 4_000;
  return new Date(t).toISOString();
}

function lotEvent(doc: number, i: number, run: string): Event {
  const step = i % 5; // a lot's chain: commissioned at a plant, shipped to the DC, received, shipped to a store, received
  const n = Math.floor(i / 5);
  const product = PRODUCTS[n % PRODUCTS.length]!;
  const plant = PLANTS[n % PLANTS.length]!;
  const lot = `${run}D${doc}L${n}`;
  const urn = i % 3 === 0;
  const event: Event = {
    type: 'ObjectEvent',
    ...(i % 2 === 0 ? { eventID: `urn:uuid:${randomUUID()}` } : {}),
    eventTime: timeOf(doc, i),
    eventTimeZoneOffset: '+01:00',
  };
  const quantityList = [{ epcClass: lotClass(product, lot, urn), quantity: 120 + (n % 7) * 10, uom: 'KGM' }];
  if (step === 0) {
    return {
      ...event,
      action: 'ADD',
      bizStep: 'commissioning',
      disposition: 'active',
      readPoint: place(plant, urn),
      bizLocation: place(plant, urn),
      quantityList,
      ilmd: { 'cbvmda:bestBeforeDate': '2027-03-31', 'cbvmda:lotNumber': lot },
    };
  }
  const shipping = step % 2 === 1;
  const [from, to] = step <= 2 ? [plant, DC] : [DC, STORES[n % STORES.length]!];
  const at = shipping ? from : to;
  return {
    ...event,
    action: 'OBSERVE',
    bizStep: shipping ? 'shipping' : 'receiving',
    disposition: shipping ? 'in_transit' : 'in_progress',
    readPoint: place(at, urn),
    bizLocation: place(at, urn),
    quantityList,
    bizTransactionList: [{ type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${from}:D${doc}-${n}` }],
    sourceList: [
      { type: 'owning_party', source: `https://id.gs1.org/417/${from}` },
      { type: 'location', source: `https://id.gs1.org/414/${from}` },
    ],
    destinationList: [
      { type: 'owning_party', destination: `https://id.gs1.org/417/${to}` },
      { type: 'location', destination: `https://id.gs1.org/414/${to}` },
    ],
    ...(shipping
      ? { sensorElementList: [{ sensorReport: [{ type: 'Temperature', value: 4.5, uom: 'CEL' }] }] }
      : {}),
  };
}

/** Three lots of ingredients made into a lot of a product at a plant. */
function transformation(doc: number, i: number, run: string): Event {
  const plant = PLANTS[i % PLANTS.length]!;
  return {
    type: 'TransformationEvent',
    eventTime: timeOf(doc, i),
    eventTimeZoneOffset: '+01:00',
    bizStep: 'commissioning',
    disposition: 'active',
    readPoint: place(plant, false),
    bizLocation: place(plant, false),
    inputQuantityList: [0, 1, 2].map((k) => ({
      epcClass: lotLink(PRODUCTS[k]!, `${run}D${doc}L${k}`),
      quantity: 40,
      uom: 'KGM',
    })),
    outputQuantityList: [
      { epcClass: lotLink(PRODUCTS[30]!, `${run}D${doc}T${i}`), quantity: 110, uom: 'KGM' },
    ],
    ilmd: { 'cbvmda:bestBeforeDate': '2027-01-31', 'cbvmda:lotNumber': `${run}D${doc}T${i}` },
  };
}

/**
 * Document `doc` of a run (`run`: a word that keeps runs apart): `events` events, all new, two of them
 * TransformationEvents, the rest a lot's commissioning, shipping and receiving.
 */
export function foodDocument(doc: number, events: number, run: string) {
  const eventList = Array.from({ length: events }, (_, i) =>
    i === 500 || i === 998 ? transformation(doc, i, run) : lotEvent(doc, i, run),
  );
  return {
    '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: timeOf(doc, events),
    epcisBody: { eventList },
  };
}
