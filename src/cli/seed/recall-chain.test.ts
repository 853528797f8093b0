import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { gs1CheckDigit } from '../../lib/gs1.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import { createTestDb } from '../../../test/helpers.js';
import type { EpcisMasterData, EpcisPlan } from './epcis.js';
import { harvestEvents, harvestLot, insertRecallChain, type ChainPlaces } from './recall-chain.js';
import { ensureChainMasterData } from './recall-chain-places.js';

const key = (body: string) => body + String(gs1CheckDigit(body));
// Places no site has yet (as in the growth bench's database): the chain's master data makes them.
const DATA: EpcisMasterData = {
  gtins: ['0400000000101', '0400000000102', '0400000000103'].map(key),
  plants: ['410000000001', '410000000001', '410000000003'].map(key),
  dcs: ['500000000001', '500000000002'].map(key),
  stores: [
    '500000000003',
    '500000000004',
    '500000000005',
    '500000000006',
    '500000000007',
    '500000000008',
  ].map(key),
};
const CHAIN = { harvests: 2, stores: 5 };
const PLAN: EpcisPlan = { events: 0, lots: 0, products: 3, dcs: 2, stores: 6, chain: CHAIN };
const AS_OF = new Date('2026-06-30T00:00:00Z');
// A harvest's events: commissioning, two moves of the harvest (shipping and receiving), the transformation; per
// finished lot packing, the pallet's move, unpacking; a move to each store; the shipment to the wholesaler.
const PER_HARVEST = 1 + 4 + 1 + 2 * 4 + 2 * 5 + 1;

/** Objects a forward trace reaches from `root` (plain SQL: transformations in → out, packing child → pallet). */
const FORWARD = `WITH RECURSIVE objs (epc, level) AS (
    SELECT $1::text, 0
    UNION
    SELECT nxt.epc, o.level + 1 FROM objs o
      JOIN epcis_event_epcs p ON p.epc = o.epc
      JOIN epcis_events e ON e.id = p.id AND NOT e.declared
      JOIN epcis_event_epcs nxt ON nxt.id = e.id
     WHERE (p.role = 8 AND nxt.role = 9)
        OR (e.eventtype = 'AggregationEvent' AND e.action = 'ADD' AND p.role IN (3, 7) AND nxt.role = 2))
  SELECT epc, min(level)::int AS level FROM objs GROUP BY epc ORDER BY 2, 1`;

describe('the recall chain (seed/recall-chain.ts)', () => {
  let db: Db;
  let close: () => Promise<void>;
  let places: ChainPlaces;
  const add = () =>
    db.transaction(async (tx) => {
      places = await ensureChainMasterData(tx, DATA, PLAN);
      return insertRecallChain(tx, places, CHAIN, AS_OF);
    });
  let first: Awaited<ReturnType<typeof add>>;
  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    first = await add();
  }, 120_000);
  afterAll(async () => close?.());

  it('writes each harvest as one capture of valid EPCIS events, before the data set’s day', async () => {
    expect(first).toEqual({ events: 2 * PER_HARVEST, captures: 2, held: 0 });
    const { rows } = await db.query<{ event: string; last: boolean; recorded: boolean }>(
      `SELECT event::text AS event, eventtime < $1 AS last, recordtime = eventtime + interval '10 minutes' AS recorded
         FROM epcis_events ORDER BY id`,
      [AS_OF],
    );
    expect(rows.every((r) => r.last && r.recorded)).toBe(true);
    const valid = validateEpcisDocument({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'EPCISDocument',
      schemaVersion: '2.0',
      creationDate: AS_OF.toISOString(),
      epcisBody: { eventList: rows.map((r) => JSON.parse(r.event) as unknown) },
    });
    expect(valid.ok, JSON.stringify(valid)).toBe(true);
    const { rows: captures } = await db.query(
      'SELECT companyid, eventcount, storedcount FROM epcis_captures ORDER BY captureid',
    );
    expect(captures).toEqual([
      { companyid: 1, eventcount: PER_HARVEST, storedcount: PER_HARVEST },
      { companyid: 1, eventcount: PER_HARVEST, storedcount: PER_HARVEST },
    ]);
  });

  it('reaches three object levels forward from a harvest lot, and every store, DC and the wholesaler', async () => {
    const root = harvestLot(places, CHAIN, AS_OF);
    expect(root).toBe(`https://id.gs1.org/01/${DATA.gtins[0]}/10/H20260628`);
    const { rows: objects } = await db.query<{ epc: string; level: number }>(FORWARD, [root]);
    expect(objects.map((o) => o.level)).toEqual([0, 1, 1, 2, 2]);
    expect(objects[1]!.epc).toBe(`https://id.gs1.org/01/${DATA.gtins[2]}/10/F20260628-1`);
    expect(objects[3]!.epc).toMatch(/^https:\/\/id\.gs1\.org\/00\/\d{18}$/);
    const { rows: places_ } = await db.query<{ gln: string }>(
      `SELECT DISTINCT unnest(e.glns) AS gln FROM epcis_events e
        WHERE e.id IN (SELECT id FROM epcis_event_epcs WHERE epc = ANY ($1::text[])) ORDER BY 1`,
      [objects.map((o) => o.epc)],
    );
    expect(places_.map((p) => p.gln)).toEqual(
      [DATA.plants[0], DATA.plants[2], ...DATA.dcs, ...DATA.stores.slice(0, 5), places.wholesaler].sort(),
    );
    // The quantities add up: each finished lot is what its stores (and the wholesaler) received.
    const { rows: moved } = await db.query<{ epc: string; made: string; shipped: string }>(
      `SELECT p.epc, sum(p.quantity) FILTER (WHERE p.role = 9)::text AS made,
              sum(p.quantity) FILTER (WHERE e.bizstep LIKE '%shipping' AND p.role = 6)::text AS shipped
         FROM epcis_event_epcs p JOIN epcis_events e USING (id)
        WHERE p.epc = ANY ($1::text[]) GROUP BY 1 ORDER BY 1`,
      [objects.filter((o) => o.level === 1).map((o) => o.epc)],
    );
    expect(moved).toEqual([
      { epc: objects[1]!.epc, made: '320', shipped: '320' },
      { epc: objects[2]!.epc, made: '80', shipped: '80' },
    ]);
  });

  it('gives every CTE its key data elements: best before at the source, desadv, source and destination on moves', () => {
    const events = harvestEvents(places, CHAIN, AS_OF, 0);
    const moves = events.filter((e) => e.bizStep === 'shipping' || e.bizStep === 'receiving');
    expect(moves).toHaveLength(4 + 2 * 2 + 2 * 5 + 1);
    for (const e of moves) {
      expect(e.bizTransactionList).toEqual([
        {
          type: 'desadv',
          bizTransaction: expect.stringMatching(/^urn:epcglobal:cbv:bt:\d{13}:DA-H\d{8}-\d+$/),
        },
      ]);
      expect(e.sourceList).toHaveLength(2);
      expect(e.destinationList).toHaveLength(2);
    }
    const sources = events.filter((e) => e.bizStep === 'commissioning');
    expect(sources.map((e) => e.type)).toEqual(['ObjectEvent', 'TransformationEvent']);
    for (const e of sources) expect(e.ilmd).toHaveProperty(['cbvmda:bestBeforeDate']);
  });

  it('makes the master data the trace joins to, and adds nothing when run again', async () => {
    const counts = `SELECT (SELECT count(*)::int FROM epcis_events) AS events,
                           (SELECT count(*)::int FROM epcis_captures) AS captures,
                           (SELECT count(*)::int FROM sites WHERE gln IS NOT NULL) AS sites,
                           (SELECT count(*)::int FROM product_specs WHERE gtin IS NOT NULL) AS specs,
                           (SELECT count(*)::int FROM wholesalers) AS wholesalers,
                           (SELECT count(*)::int FROM catalogue_items) AS items`;
    const before = (await db.query(counts)).rows[0];
    expect(before).toEqual({
      events: 2 * PER_HARVEST,
      captures: 2,
      sites: 10,
      specs: 2,
      wholesalers: 1,
      items: 1,
    });
    expect(await add()).toEqual({ events: 0, captures: 0, held: 2 });
    expect((await db.query(counts)).rows[0]).toEqual(before);
    const { rows } = await db.query(
      `SELECT c.companyname, s.sitetype, p.gtin FROM sites s JOIN companies c USING (companyid)
         JOIN newlines n ON n.siteid = s.siteid JOIN product_specs p USING (newlineid) ORDER BY p.gtin`,
    );
    expect(rows).toEqual([
      { companyname: 'Salinas Valley Growers', sitetype: 'site', gtin: DATA.gtins[0] },
      { companyname: 'Harbour Fresh Packers', sitetype: 'site', gtin: DATA.gtins[2] },
    ]);
  });
});
