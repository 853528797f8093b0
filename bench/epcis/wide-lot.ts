import { createHash } from 'node:crypto';
import type { Queryable, Tx } from '../../src/db/index.js';
import { EPCIS_CONTEXT } from '../../src/lib/epcis/context-terms.js';
import { validateEpcisDocument } from '../../src/lib/epcis/validate.js';
import { gs1CheckDigit } from '../../src/lib/gs1.js';
import * as capture from '../../src/modules/epcis/capture.repository.js';
import { eventRow } from '../../src/modules/epcis/event-rows.js';
import { ensureProduct } from '../../src/cli/seed/recall-chain-places.js';

// The incidents bench's "wide" lot (bench/incidents.bench.ts, issue 39): one lot of a product of its own, made at a
// plant of its own and shipped from there straight to `stores` of our stores (received at each) and to a few
// wholesalers, so that a recall of that one lot reaches about a thousand parties on `large` (the recall chain of
// src/cli/seed/recall-chain.ts reaches about 523 places). Written as capture writes (the capture's `eventRow` and
// repository, one validated EPCIS document), as the recall chain is; its master data made where missing: the
// product and plant (ensureProduct, as the chain's), a contact email on every site and the supplier, the
// wholesalers with their catalogue items. Idempotent: a lot whose first event is held already is left as it is.

type Json = Record<string, unknown>;

const key = (body: string) => body + String(gs1CheckDigit(body));
/** The wide lot's product (GS1 prefix 049, outside the seed's 040) and its plant (prefix 49). */
export const WIDE_GTIN = key('0490000000001');
export const WIDE_PLANT = key('490000000001');
/** The wholesalers the lot also goes to (prefix 60, after the chain's 600000000001). */
export const WIDE_WHOLESALERS = 5;
const wholesalerGln = (k: number) => key(`6000000010${String(k + 1).padStart(2, '0')}`);
const KG = 'KGM';
const HOUR = 3_600_000;
const TO_WHOLESALER = 500;
/** Store `i`'s delivery: 20 to 50 kg, so that the quantities differ. */
const perStore = (i: number) => 20 + (i % 4) * 10;

const location = (gln: string) => ({ id: `https://id.gs1.org/414/${gln}` });
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

function uuidOf(name: string): string {
  const h = createHash('md5').update(name).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Made two days before `asOf`, at 06:00 UTC. */
const madeAt = (asOf: Date) => asOf.getTime() - 2 * 24 * HOUR + 6 * HOUR;
const lotCode = (asOf: Date) => `W${day(madeAt(asOf)).replaceAll('-', '')}`;

/** The wide lot's canonical id (a Digital Link): the root of the incidents bench's scope. */
export const wideLot = (asOf: Date) => `https://id.gs1.org/01/${WIDE_GTIN}/10/${lotCode(asOf)}`;

/** The first event's id: whether the lot is held. */
const firstEventId = (asOf: Date) => uuidOf(`wide lot ${lotCode(asOf)} 0`);

/** The lot's events: commissioned at the plant, shipped to each store and received there, shipped to each wholesaler. */
export function wideEvents(stores: string[], wholesalers: string[], asOf: Date): Json[] {
  const t0 = madeAt(asOf);
  const code = lotCode(asOf);
  const lot = wideLot(asOf);
  const events: Json[] = [];
  let n = 0;
  const event = (type: string, at: number, fields: Json, action = 'OBSERVE') =>
    events.push({
      type,
      eventID: uuidOf(`wide lot ${code} ${n++}`),
      eventTime: new Date(at).toISOString(),
      eventTimeZoneOffset: '+00:00',
      action,
      ...fields,
    });
  const at = (gln: string) => ({ readPoint: location(gln), bizLocation: location(gln) });
  const quantity = (q: number) => ({ quantityList: [{ epcClass: lot, quantity: q, uom: KG }] });
  const total = stores.reduce((s, _, i) => s + perStore(i), 0) + wholesalers.length * TO_WHOLESALER;
  event(
    'ObjectEvent',
    t0,
    {
      bizStep: 'commissioning',
      disposition: 'active',
      ...at(WIDE_PLANT),
      ...quantity(total),
      ilmd: { 'cbvmda:bestBeforeDate': day(t0 + 10 * 24 * HOUR), 'cbvmda:lotNumber': code },
    },
    'ADD',
  );
  let desadv = 0;
  const move = (when: number, to: string, q: number, received: number | null) => {
    const ends = {
      bizTransactionList: [
        { type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${WIDE_PLANT}:DA-${code}-${++desadv}` },
      ],
      sourceList: [
        { type: 'owning_party', source: `https://id.gs1.org/417/${WIDE_PLANT}` },
        { type: 'location', source: `https://id.gs1.org/414/${WIDE_PLANT}` },
      ],
      destinationList: [
        { type: 'owning_party', destination: `https://id.gs1.org/417/${to}` },
        { type: 'location', destination: `https://id.gs1.org/414/${to}` },
      ],
    };
    event('ObjectEvent', when, {
      bizStep: 'shipping',
      disposition: 'in_transit',
      ...at(WIDE_PLANT),
      ...quantity(q),
      ...ends,
    });
    if (received !== null)
      event('ObjectEvent', received, {
        bizStep: 'receiving',
        disposition: 'in_progress',
        ...at(to),
        ...quantity(q),
        ...ends,
      });
  };
  // A store every 10 s from 08:00, received six hours after; the wholesalers' at 09:00, a minute apart.
  stores.forEach((store, i) =>
    move(t0 + 2 * HOUR + i * 10_000, store, perStore(i), t0 + 8 * HOUR + i * 10_000),
  );
  wholesalers.forEach((w, k) => move(t0 + 3 * HOUR + k * 60_000, w, TO_WHOLESALER, null));
  return events.sort((a, b) => (a.eventTime as string).localeCompare(b.eventTime as string));
}

/** Whether the database holds the wide lot's events (the growth bench must not grow past them). */
export async function wideEventsHeld(q: Queryable, asOf: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM epcis_events
      WHERE captureid = (SELECT captureid FROM epcis_events WHERE eventid = $1 AND NOT declaration LIMIT 1)`,
    [firstEventId(asOf)],
  );
  return rows[0]!.n;
}

export interface WideLot {
  lot: string;
  stores: number;
  wholesalers: number[];
  /** Events written now (0: held already). */
  events: number;
}

/**
 * The wide lot and its master data, made where missing: the product at its plant, a contact on each of the first
 * `stores` stores (sites of company 1 with a GLN, by siteid), on the plant and its company, the wholesalers (with
 * a catalogue item of the product each) and the lot's events, captured as one document of the organisation.
 */
export async function ensureWideLot(tx: Tx, stores: number, asOf: Date): Promise<WideLot> {
  await ensureProduct(
    tx,
    { gtin: WIDE_GTIN, plant: WIDE_PLANT },
    'Wide Dairy Foods',
    'Sliced ham 200 g',
    'WD-200',
  );
  await tx.query(
    `UPDATE companies SET technicalcontactemail = 'quality@widedairy.example'
      WHERE companyid = (SELECT companyid FROM sites WHERE gln = $1 AND active = 1)
        AND coalesce(trim(technicalcontactemail), '') = ''`,
    [WIDE_PLANT],
  );
  const { rows: places } = await tx.query<{ gln: string }>(
    `SELECT gln FROM sites WHERE companyid = 1 AND sitetype = 'store' AND active = 1 AND gln IS NOT NULL
      ORDER BY siteid LIMIT $1`,
    [stores],
  );
  const glns = places.map((p) => p.gln);
  await tx.query(
    `UPDATE sites SET contactemail = 'site' || siteid || '@stores.example'
      WHERE (gln = ANY ($1::text[]) OR gln = $2) AND active = 1 AND coalesce(trim(contactemail), '') = ''`,
    [glns, WIDE_PLANT],
  );
  const wholesalerGlns = Array.from({ length: WIDE_WHOLESALERS }, (_, k) => wholesalerGln(k));
  await tx.query(
    `INSERT INTO wholesalers (name, gln, contactemail)
     SELECT 'Wide Wholesale ' || k, gln, 'edi' || k || '@wholesale.example' FROM unnest($1::text[]) WITH ORDINALITY w (gln, k)
      WHERE NOT EXISTS (SELECT FROM wholesalers x WHERE x.gln = w.gln AND x.active = 1) ORDER BY k`,
    [wholesalerGlns],
  );
  const { rows: ws } = await tx.query<{ wholesalerid: number }>(
    'SELECT wholesalerid FROM wholesalers WHERE gln = ANY ($1::text[]) AND active = 1 ORDER BY wholesalerid',
    [wholesalerGlns],
  );
  await tx.query(
    `INSERT INTO catalogue_items (wholesalerid, psid, gtin, targetmarket, itemcode)
     SELECT w.wholesalerid, s.psid, s.gtin, c.id, 'WW-' || s.psid
       FROM unnest($1::int[]) w (wholesalerid), product_specs s, countries c
      WHERE s.gtin = $2 AND s.isactive = 1 AND c.code = 'GB'
        AND NOT EXISTS (SELECT FROM catalogue_items i WHERE i.wholesalerid = w.wholesalerid AND i.gtin = $2 AND i.active = 1)`,
    [ws.map((w) => w.wholesalerid), WIDE_GTIN],
  );
  const lot = { lot: wideLot(asOf), stores: glns.length, wholesalers: ws.map((w) => w.wholesalerid) };
  const { rows: held } = await tx.query('SELECT 1 FROM epcis_events WHERE eventid = $1 AND NOT declaration', [
    firstEventId(asOf),
  ]);
  if (held.length > 0) return { ...lot, events: 0 };

  // As the recall chain is written (src/cli/seed/recall-chain.ts): events first, their capture after.
  await tx.query('SET CONSTRAINTS epcis_events_captureid_fkey DEFERRED');
  const events = wideEvents(glns, wholesalerGlns, asOf);
  const doc = {
    '@context': [EPCIS_CONTEXT],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: events.at(-1)!.eventTime,
    epcisBody: { eventList: events },
  };
  const valid = validateEpcisDocument(doc);
  if (!valid.ok) throw new Error(`the wide lot is no valid EPCIS document: ${valid.message}`);
  const rows = events.map((e, i) => eventRow(e, e.eventID as string, valid.vocabulary[i]!));
  const captureid = await capture.nextCaptureId(tx);
  const stored = await capture.insertEvents(tx, captureid, rows);
  await capture.insertCapture(tx, {
    captureid,
    companyid: 1,
    format: 'json',
    eventcount: events.length,
    storedcount: stored,
    context: doc['@context'],
  });
  await tx.query(
    `UPDATE epcis_events SET recordtime = eventtime + interval '10 minutes' WHERE captureid = $1`,
    [captureid],
  );
  await tx.query(
    `UPDATE epcis_captures SET created = (SELECT max(recordtime) FROM epcis_events WHERE captureid = $1)
      WHERE captureid = $1`,
    [captureid],
  );
  return { ...lot, events: stored };
}
