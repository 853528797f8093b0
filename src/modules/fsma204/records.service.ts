import type { Queryable } from '../../db/index.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { cteBatch, lotRows, START, type CteEvent, type CteFilter, type LotRow } from './cte.repository.js';
import { lotOrigins, placesOf, productsOf, type Place } from './lookups.repository.js';
import { eventRows, listPlace, type FsmaRow, type Json, type Known } from './records.js';

/** Events read a batch: small enough to hold, large enough that a batch's round trips cost little. */
export const BATCH = 2000;
/** What the lookups keep for the rest of one export before starting afresh: bounded memory. */
const CACHE_LIMIT = 100_000;

export interface ReadOptions {
  filter: CteFilter;
  /** The GLNs of the supplier scope's sites: a lot's origin is looked for among events naming them; null: all. */
  scope: string[] | null;
  batch?: number;
}

/** One CTE event read: the event as stored and parsed, and its rows. */
export interface ReadEvent {
  event: CteEvent;
  json: Json;
  lots: LotRow[];
  rows: FsmaRow[];
  /** The site it happened at: the first of bizLocation, readPoint and its source that is a site of ours. */
  site: Place | undefined;
}

/** A map forgotten whole once it holds `CACHE_LIMIT` entries. */
class Cache<V> {
  private map = new Map<string, V | null>();
  has = (k: string) => this.map.has(k);
  get = (k: string) => this.map.get(k) ?? undefined;
  set(k: string, v: V | null) {
    if (this.map.size >= CACHE_LIMIT) this.map = new Map();
    this.map.set(k, v);
  }
}

const glnOf = (id: string | null | undefined): string | null =>
  id === null || id === undefined ? null : (parseEpc(id)?.gln ?? null);

/**
 * The CTE events of `filter`, oldest first, a batch at a time with their rows: read by keyset (eventtime, id), so
 * that any number of events streams in the memory of one batch; the places, products and lot origins they name
 * are looked up once per batch (and kept for later batches).
 */
export async function* readCtes(q: Queryable, options: ReadOptions): AsyncGenerator<ReadEvent[]> {
  const size = options.batch ?? BATCH;
  const places = new Cache<Place>();
  const products = new Cache<string>();
  const origins = new Cache<string>();
  const known: Known = {
    place: (gln) => places.get(gln),
    product: (gtin) => products.get(gtin),
    origin: (lot) => origins.get(lot),
  };
  let after = START;
  for (;;) {
    const events = await cteBatch(q, options.filter, after, size);
    if (events.length === 0) return;
    const lots = await lotRows(
      q,
      events.map((e) => e.id),
    );
    const byEvent = new Map<string, LotRow[]>();
    for (const l of lots) byEvent.set(l.id, [...(byEvent.get(l.id) ?? []), l]);

    const newLots = [...new Set(lots.map((l) => l.epc))].filter((epc) => !origins.has(epc));
    const found = new Map((await lotOrigins(q, newLots, options.scope)).map((r) => [r.epc, r.place]));
    for (const epc of newLots) origins.set(epc, found.get(epc) ?? null);

    const parsed = events.map((e) => JSON.parse(e.event) as Json);
    const glns = new Set<string>();
    const addGln = (id: string | null | undefined) => {
      const gln = glnOf(id);
      if (gln !== null && !places.has(gln)) glns.add(gln);
    };
    events.forEach((e, i) => {
      addGln(e.bizlocation);
      addGln(e.readpoint);
      addGln(listPlace(parsed[i]!, 'sourceList'));
      addGln(listPlace(parsed[i]!, 'destinationList'));
    });
    for (const epc of newLots) addGln(origins.get(epc));
    const placeRows = new Map((await placesOf(q, [...glns])).map((p) => [p.gln, p]));
    for (const gln of glns) places.set(gln, placeRows.get(gln) ?? null);

    const gtins = [...new Set(lots.map((l) => parseEpc(l.epc)?.gtin ?? ''))].filter(
      (g) => g !== '' && !products.has(g),
    );
    const names = new Map((await productsOf(q, gtins)).map((p) => [p.gtin, p.name]));
    for (const gtin of gtins) products.set(gtin, names.get(gtin) ?? null);

    yield events.map((event, i) => {
      const eventLots = byEvent.get(event.id) ?? [];
      const json = parsed[i]!;
      const site = [event.bizlocation, event.readpoint, listPlace(json, 'sourceList')]
        .map((id) => places.get(glnOf(id) ?? ''))
        .find((p) => p !== undefined && p.companyid !== null);
      return { event, json, lots: eventLots, rows: eventRows(event, json, eventLots, known), site };
    });
    if (events.length < size) return;
    const last = events[events.length - 1]!;
    after = { eventtime: last.eventtime, id: last.id };
  }
}
