import { createHash } from 'node:crypto';
import type { Tx } from '../../db/index.js';
import { EPCIS_CONTEXT } from '../../lib/epcis/context-terms.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import { gs1CheckDigit } from '../../lib/gs1.js';
import * as capture from '../../modules/epcis/capture.repository.js';
import { eventRow } from '../../modules/epcis/event-rows.js';
import type { EpcisMasterData, EpcisPlan } from './epcis.js';

/**
 * The recall chain every data set gets (issue 38): a deep chain beside the seed's shallow lots, for the trace and
 * the FSMA 204 records to follow. Each harvest day, a supplier's harvest lot is commissioned at its plant (ilmd:
 * best before), shipped to our first DC and received, shipped on to a co-packer (another supplier's plant) and
 * received, transformed there into one finished lot per DC (ilmd: best before), each finished lot packed onto a
 * pallet (an SSCC: AggregationEvent ADD), the pallet shipped to its DC, received and unpacked (DELETE), and the
 * lot shipped to the DC's share of the chain's stores, received at each; the first finished lot also goes to a
 * wholesaler. Every shipping and receiving event carries its desadv, its source and destination (location and
 * owning party). A forward trace from a harvest lot reaches three object levels (harvest lot → finished lots →
 * pallets) and, on `large`, 20 DCs, 500 stores, the wholesaler, the plant and the co-packer.
 *
 * Written as capture writes them: each harvest day one EPCIS document, validated, turned into rows by the
 * capture's own `eventRow` and stored by its repository as one capture of the organisation; then the record and
 * capture times are set from the events' (ten minutes after the last), so that the data set is the same every
 * time. Idempotent: a harvest day whose first event is held already is left as it is.
 */
export interface RecallChainPlan {
  /** Harvest days, one harvest lot each, the last ending the day before the data set's "today". */
  harvests: number;
  /** The chain's stores (the first of the plan's stores), shared out among the finished lots. */
  stores: number;
}

/** The places and products the chain names. */
export interface ChainPlaces {
  /** The harvest lots' product and the plant they are harvested at. */
  harvest: { gtin: string; plant: string };
  /** The finished lots' product and the co-packer's plant that makes them. */
  copacker: { gtin: string; plant: string };
  /** One DC per finished lot; the first also receives the harvest. */
  dcs: string[];
  stores: string[];
  wholesaler: string;
}

type Json = Record<string, unknown>;

const KG = 'KGM';
/** Each store's delivery, and the wholesaler's, of a finished lot. */
const PER_STORE = 40;
const TO_WHOLESALER = 200;
const HOUR = 3_600_000;

const key = (body: string) => body + String(gs1CheckDigit(body));
/** The GLN of the wholesaler the chain ships to, when the database has none (GS1 prefix 60). */
export const CHAIN_WHOLESALER_GLN = key('600000000001');

const location = (gln: string) => ({ id: `https://id.gs1.org/414/${gln}` });
const lotId = (gtin: string, lot: string) => `https://id.gs1.org/01/${gtin}/10/${lot}`;
const ssccId = (sscc: string) => `https://id.gs1.org/00/${sscc}`;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A deterministic `urn:uuid:` from a name (an MD5 laid out as a UUID, as the seed's SQL does). */
function uuidOf(name: string): string {
  const h = createHash('md5').update(name).digest('hex');
  return `urn:uuid:${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The places of a data set's chain: the first product and its plant, and the first product of another plant. */
export function chainPlaces(data: EpcisMasterData, plan: EpcisPlan, wholesaler: string): ChainPlaces {
  const other = data.plants.findIndex((p) => p !== data.plants[0]);
  if (other < 0 || data.dcs.length === 0 || data.stores.length === 0)
    throw new Error('the recall chain needs two plants, a DC and a store');
  return {
    harvest: { gtin: data.gtins[0]!, plant: data.plants[0]! },
    copacker: { gtin: data.gtins[other]!, plant: data.plants[other]! },
    dcs: data.dcs.slice(0, Math.max(1, plan.dcs)),
    stores: data.stores.slice(0, plan.chain?.stores ?? data.stores.length),
    wholesaler,
  };
}

/** When harvest `h` (0 the first) is commissioned: 06:00 UTC, the last two days before `asOf`. */
const harvestTime = (plan: RecallChainPlan, asOf: Date, h: number) =>
  asOf.getTime() - (plan.harvests - h + 1) * 24 * HOUR + 6 * HOUR;

const harvestCode = (plan: RecallChainPlan, asOf: Date, h: number) =>
  `H${day(harvestTime(plan, asOf, h)).replaceAll('-', '')}`;

/** The canonical id of harvest `h`'s lot (the last harvest by default): where a forward trace starts. */
export function harvestLot(places: ChainPlaces, plan: RecallChainPlan, asOf: Date, h = plan.harvests - 1) {
  return lotId(places.harvest.gtin, harvestCode(plan, asOf, h));
}

/** The events of harvest `h`, in time order. */
export function harvestEvents(places: ChainPlaces, plan: RecallChainPlan, asOf: Date, h: number): Json[] {
  const t0 = harvestTime(plan, asOf, h);
  const code = harvestCode(plan, asOf, h);
  const date = code.slice(1);
  const harvest = lotId(places.harvest.gtin, code);
  const lots = places.dcs.map((_, i) => lotId(places.copacker.gtin, `F${date}-${i + 1}`));
  const storesOf = (i: number) => places.stores.filter((_, j) => j % places.dcs.length === i);
  const made = lots.map((_, i) => storesOf(i).length * PER_STORE + (i === 0 ? TO_WHOLESALER : 0));
  const harvested = Math.round(made.reduce((s, q) => s + q, 0) * 1.1);
  const events: Json[] = [];
  let n = 0;
  const event = (type: string, at: number, fields: Json, action: string | null = 'OBSERVE') => {
    events.push({
      type,
      eventID: uuidOf(`recall chain ${code} ${n++}`),
      eventTime: new Date(at).toISOString(),
      eventTimeZoneOffset: '+00:00',
      ...(action ? { action } : {}),
      ...fields,
    });
  };
  const at = (gln: string) => ({ readPoint: location(gln), bizLocation: location(gln) });
  let desadv = 0;
  /** Shipping from `from` to `to` (and, with `received`, its receipt): the desadv, the source and destination. */
  const move = (when: number, from: string, to: string, what: Json, received: number | null) => {
    const ends = {
      bizTransactionList: [
        { type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:${from}:DA-${code}-${++desadv}` },
      ],
      sourceList: [
        { type: 'owning_party', source: `https://id.gs1.org/417/${from}` },
        { type: 'location', source: `https://id.gs1.org/414/${from}` },
      ],
      destinationList: [
        { type: 'owning_party', destination: `https://id.gs1.org/417/${to}` },
        { type: 'location', destination: `https://id.gs1.org/414/${to}` },
      ],
    };
    event('ObjectEvent', when, {
      bizStep: 'shipping',
      disposition: 'in_transit',
      ...at(from),
      ...what,
      ...ends,
    });
    if (received !== null)
      event('ObjectEvent', received, {
        bizStep: 'receiving',
        disposition: 'in_progress',
        ...at(to),
        ...what,
        ...ends,
      });
  };
  const quantity = (epcClass: string, q: number) => ({ quantityList: [{ epcClass, quantity: q, uom: KG }] });
  const bestBefore = (days: number) => day(t0 + days * 24 * HOUR);

  event(
    'ObjectEvent',
    t0,
    {
      bizStep: 'commissioning',
      disposition: 'active',
      ...at(places.harvest.plant),
      ...quantity(harvest, harvested),
      ilmd: { 'cbvmda:bestBeforeDate': bestBefore(10), 'cbvmda:lotNumber': code },
    },
    'ADD',
  );
  const firstDc = places.dcs[0]!;
  move(t0 + HOUR, places.harvest.plant, firstDc, quantity(harvest, harvested), t0 + 5 * HOUR);
  move(t0 + 6 * HOUR, firstDc, places.copacker.plant, quantity(harvest, harvested), t0 + 9 * HOUR);
  event(
    'TransformationEvent',
    t0 + 10 * HOUR,
    {
      bizStep: 'commissioning',
      disposition: 'active',
      ...at(places.copacker.plant),
      inputQuantityList: [{ epcClass: harvest, quantity: harvested, uom: KG }],
      outputQuantityList: lots.map((epcClass, i) => ({ epcClass, quantity: made[i]!, uom: KG })),
      ilmd: { 'cbvmda:bestBeforeDate': bestBefore(7) },
    },
    null,
  );
  lots.forEach((lot, i) => {
    const dc = places.dcs[i]!;
    const pallet = ssccId(key(`060${date}${String(i + 1).padStart(6, '0')}`));
    const onPallet = { childQuantityList: [{ epcClass: lot, quantity: made[i]!, uom: KG }] };
    const packing = { parentID: pallet, childEPCs: [], ...onPallet };
    event(
      'AggregationEvent',
      t0 + 11 * HOUR,
      { bizStep: 'packing', disposition: 'in_progress', ...at(places.copacker.plant), ...packing },
      'ADD',
    );
    move(t0 + 12 * HOUR, places.copacker.plant, dc, { epcList: [pallet] }, t0 + 16 * HOUR);
    event(
      'AggregationEvent',
      t0 + 17 * HOUR,
      { bizStep: 'unpacking', disposition: 'in_progress', ...at(dc), ...packing },
      'DELETE',
    );
    storesOf(i).forEach((store, j) =>
      move(t0 + 20 * HOUR + j * 60_000, dc, store, quantity(lot, PER_STORE), t0 + 26 * HOUR + j * 60_000),
    );
    if (i === 0) move(t0 + 21 * HOUR, dc, places.wholesaler, quantity(lot, TO_WHOLESALER), null);
  });
  return events.sort((a, b) => (a.eventTime as string).localeCompare(b.eventTime as string));
}

/** Every eventID of the chain (the growth bench tells them from the seed's lots by these). */
export function chainEventIds(places: ChainPlaces, plan: RecallChainPlan, asOf: Date): string[] {
  return Array.from({ length: plan.harvests }, (_, h) =>
    harvestEvents(places, plan, asOf, h).map((e) => e.eventID as string),
  ).flat();
}

/**
 * The chain's harvests not held yet, each captured as one document of the organisation. Answers the events and
 * captures written, and the harvests found held already.
 */
export async function insertRecallChain(
  tx: Tx,
  places: ChainPlaces,
  plan: RecallChainPlan,
  asOf: Date,
): Promise<{ events: number; captures: number; held: number }> {
  // The capture's own order: events first, their capture after (checked at commit; the seed makes it immediate).
  await tx.query('SET CONSTRAINTS epcis_events_captureid_fkey DEFERRED');
  const done = { events: 0, captures: 0, held: 0 };
  for (let h = 0; h < plan.harvests; h++) {
    const events = harvestEvents(places, plan, asOf, h);
    const { rows } = await tx.query('SELECT 1 FROM epcis_events WHERE eventid = $1 AND NOT declaration', [
      events[0]!.eventID,
    ]);
    if (rows.length > 0) {
      done.held++;
      continue;
    }
    const doc = {
      '@context': [EPCIS_CONTEXT],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: events.at(-1)!.eventTime,
      epcisBody: { eventList: events },
    };
    const valid = validateEpcisDocument(doc);
    if (!valid.ok) throw new Error(`the recall chain is no valid EPCIS document: ${valid.message}`);
    const eventRows = events.map((e, i) => eventRow(e, e.eventID as string, valid.vocabulary[i]!));
    const captureid = await capture.nextCaptureId(tx);
    const stored = await capture.insertEvents(tx, captureid, eventRows);
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
    done.events += stored;
    done.captures++;
  }
  return done;
}
