import type { Queryable } from '../../db/index.js';
import { add, type SeedContext, type Tally } from './plan.js';
import { insertRecallChain, type RecallChainPlan } from './recall-chain.js';
import { ensureChainMasterData } from './recall-chain-places.js';

/**
 * EPCIS events of the data sets (issue 37): lots of our specifications' GTINs commissioned at their suppliers'
 * plants, shipped to one of our distribution centres, received, shipped on to stores and received there; now and
 * then a plant makes a lot out of two earlier ones (a TransformationEvent). Written in SQL (generate_series) as
 * capture would have stored them (migrations/0106_epcis_events.sql, src/modules/epcis/event-rows.ts): the event
 * as sent (bare CBV words, Digital Links, a third of the lots as EPCIS 1.x LGTIN URNs), the canonical columns
 * beside it, and each lot named in epcis_event_epcs; one capture by the organisation a hundred lots.
 *
 * Half the events carry an eventID (`urn:uuid:`); the other half have the `ni:///sha-256;…?ver=CBV2.0` form a
 * capture gives them, over the event's text: of the right form and length, but not the CBV 2.0 hash of the event
 * (a seeded event captured again would be stored again).
 */
export interface EpcisPlan {
  events: number;
  /** Lots, each with events / lots events. */
  lots: number;
  /** Specifications given a GTIN, whose lots the events move (and their suppliers' default sites a GLN). */
  products: number;
  /** The organisation's distribution centres and stores (sites of company 1 with a GLN). */
  dcs: number;
  stores: number;
  /** The recall chain (seed/recall-chain.ts): a deep chain of its own, beside the lots. */
  chain?: RecallChainPlan;
}

/** A lot's events at most: commissioning, then shipping and receiving in turn (plant → DC → stores). */
const MAX_STEPS = 20;
/** Lots a capture (a document): a thousand events at ten a lot. */
const CAPTURE_LOTS = 100;
/** Lots a statement: about 100,000 events. */
const CHUNK_LOTS = 10_000;

// A GS1 key: the body followed by its mod-10 check digit (src/lib/gs1.ts), in SQL.
const GS1_KEY = `CREATE OR REPLACE FUNCTION pg_temp.gs1_key(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT body || ((10 - sum(substr(body, i, 1)::int * CASE WHEN (length(body) - i) % 2 = 0 THEN 3 ELSE 1 END)
                       % 10) % 10)::text
    FROM generate_series(1, length(body)) i $$`;

/** The places and products the events name: GTINs on specs, GLNs on their plants, our DCs and stores. */
export interface EpcisMasterData {
  gtins: string[];
  /** The GLN of each GTIN's plant (its supplier's default site). */
  plants: string[];
  dcs: string[];
  stores: string[];
}

/**
 * Gives the first `plan.products` active specs of active suppliers a GTIN (GS1 prefix 40, the psid) and their
 * suppliers' default sites a GLN (prefix 41, the siteid), and makes the organisation's DCs and stores (prefix 50);
 * answers them in the order the events use.
 */
export async function insertEpcisMasterData(
  ctx: SeedContext,
  plan: EpcisPlan,
  tally: Tally,
): Promise<EpcisMasterData> {
  const { tx } = ctx;
  await tx.query(GS1_KEY);
  const { rows: specs } = await tx.query<{ psid: number; siteid: number }>(
    `SELECT s.psid, st.siteid FROM product_specs s JOIN newlines n USING (newlineid)
       JOIN companies c ON c.companyid = n.companyid AND c.active = 1
       JOIN sites st ON st.companyid = n.companyid AND st.is_default AND st.active = 1
      WHERE s.isactive = 1 ORDER BY s.psid LIMIT $1`,
    [plan.products],
  );
  const psids = specs.map((s) => s.psid);
  await tx.query(
    `UPDATE product_specs SET gtin = pg_temp.gs1_key('040' || lpad(psid::text, 10, '0')) WHERE psid = ANY ($1::int[])`,
    [psids],
  );
  await tx.query(
    `UPDATE sites SET gln = pg_temp.gs1_key('41' || lpad(siteid::text, 10, '0'))
      WHERE siteid = ANY ($1::int[]) AND gln IS NULL`,
    [[...new Set(specs.map((s) => s.siteid))]],
  );
  const { rows: places } = await tx.query<{ gln: string; sitetype: string }>(
    `INSERT INTO sites (companyid, sitename, city, postcode, countryid, sitetype, gln)
     SELECT 1, CASE WHEN n <= $1::int THEN 'Distribution centre ' || n ELSE 'Store ' || (n - $1::int) END,
            'Harbourton', 'HB' || (n % 90 + 10) || ' ' || (n % 9 + 1) || 'AB', NULL,
            CASE WHEN n <= $1::int THEN 'dc' ELSE 'store' END, pg_temp.gs1_key('50' || lpad(n::text, 10, '0'))
       FROM generate_series(1, $1::int + $2::int) n
     RETURNING gln, sitetype`,
    [plan.dcs, plan.stores],
  );
  const { rows: products } = await tx.query<{ gtin: string; gln: string }>(
    `SELECT s.gtin, st.gln FROM product_specs s JOIN newlines n USING (newlineid)
       JOIN sites st ON st.companyid = n.companyid AND st.is_default AND st.active = 1
      WHERE s.psid = ANY ($1::int[]) ORDER BY s.psid`,
    [psids],
  );
  add(tally, 'specs with a GTIN', products.length);
  add(tally, 'organisation DCs and stores with a GLN', places.length);
  return {
    gtins: products.map((p) => p.gtin),
    plants: products.map((p) => p.gln),
    dcs: places.filter((p) => p.sitetype === 'dc').map((p) => p.gln),
    stores: places.filter((p) => p.sitetype === 'store').map((p) => p.gln),
  };
}

// One row per (lot, step): what happened to the lot, where, when. $1 first lot, $2 last lot, $3 lots in all, $4
// steps a lot, $5 the day the data set is "today", $6 the GTINs, $7 their plants, $8 the DCs, $9 the stores.
// Lots are spread evenly over the two years before $5, in order; each step seven hours after the one before.
const STEPS = `
  steps AS (
    SELECT l.lot, s.step, (l.lot - 1)::bigint * $4::int + s.step + 1 AS id, p.gtin, p.plant,
           ($5::timestamptz - interval '730 days' + (l.lot - 1) * (interval '730 days' / $3::int)
             + s.step * interval '7 hours')
             AS at,
           'L' || l.lot AS code, l.lot % 3 = 0 AS urn, l.lot % 100 = 0 AND l.lot > 2 AND s.step = 0 AS made,
           dc.gln AS dc, st.gln AS store
      FROM generate_series($1::int, $2::int) l (lot)
      CROSS JOIN generate_series(0, $4::int - 1) s (step)
      JOIN unnest($6::text[], $7::text[]) WITH ORDINALITY p (gtin, plant, k)
        ON p.k = 1 + (l.lot - 1) % cardinality($6::text[])
      JOIN unnest($8::text[]) WITH ORDINALITY dc (gln, k) ON dc.k = 1 + (l.lot - 1) % cardinality($8::text[])
      JOIN unnest($9::text[]) WITH ORDINALITY st (gln, k)
        ON st.k = 1 + (l.lot * 7 + (s.step - 1) / 2 * 13) % cardinality($9::text[])),
  moves AS (
    SELECT *, CASE WHEN step = 0 THEN plant WHEN step <= 2 THEN plant ELSE dc END AS src,
              CASE WHEN step = 0 THEN plant WHEN step <= 2 THEN dc ELSE store END AS dst,
              to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS t
      FROM steps),
  events AS (
    SELECT *, CASE WHEN step = 0 OR step % 2 = 1 THEN src ELSE dst END AS here,
              CASE WHEN step = 0 THEN 'commissioning' WHEN step % 2 = 1 THEN 'shipping' ELSE 'receiving' END AS biz,
              CASE WHEN urn THEN 'urn:epc:class:lgtin:' || substr(gtin, 2, 7) || '.' || substr(gtin, 1, 1)
                                 || substr(gtin, 9, 5) || '.' || code
                   ELSE 'https://id.gs1.org/01/' || gtin || '/10/' || code END AS sent_class
      FROM moves)`;

const lotOf = (n: string) => `'https://id.gs1.org/01/' || p${n}.gtin || '/10/L' || (lot - ${n})`;

/**
 * The events of lots `first` to `last` (of `lots`), with their identifiers: about CHUNK_LOTS × steps rows a call.
 * Events' ids are (lot - 1) × steps + step + 1, so that the identifiers refer to them without reading them back.
 */
async function insertLots(
  q: Queryable,
  data: EpcisMasterData,
  plan: EpcisPlan,
  asOf: Date,
  first: number,
  last: number,
): Promise<void> {
  const steps = stepsOf(plan);
  const params = [first, last, plan.lots, steps, asOf, data.gtins, data.plants, data.dcs, data.stores];
  // Two earlier lots (other products of other plants) that a made lot is made of.
  const inputs = `LEFT JOIN unnest($6::text[]) WITH ORDINALITY p1 (gtin, k)
                    ON made AND p1.k = 1 + (lot - 2) % cardinality($6::text[])
                  LEFT JOIN unnest($6::text[]) WITH ORDINALITY p2 (gtin, k)
                    ON made AND p2.k = 1 + (lot - 3) % cardinality($6::text[])`;
  await q.query(
    `WITH ${STEPS}
     INSERT INTO epcis_events (id, eventid, captureid, eventtype, eventtime, recordtime, action, bizstep,
                               disposition, readpoint, bizlocation, glns, event)
     SELECT id, CASE WHEN id % 2 = 0 THEN 'urn:uuid:' || md5('event ' || id)::uuid
                     ELSE 'ni:///sha-256;' || encode(sha256(convert_to(event, 'UTF8')), 'hex') || '?ver=CBV2.0' END,
            (lot - 1) / ${CAPTURE_LOTS} + 1, CASE WHEN made THEN 'TransformationEvent' ELSE 'ObjectEvent' END,
            at, at + interval '10 minutes', CASE WHEN made THEN NULL WHEN step = 0 THEN 'ADD' ELSE 'OBSERVE' END,
            'https://ref.gs1.org/cbv/BizStep-' || biz,
            'https://ref.gs1.org/cbv/Disp-' || CASE WHEN step = 0 THEN 'active' WHEN step % 2 = 1 THEN 'in_transit'
                                                   ELSE 'in_progress' END,
            'https://id.gs1.org/414/' || here, 'https://id.gs1.org/414/' || here,
            CASE WHEN src = dst THEN ARRAY[src] WHEN here = src THEN ARRAY[src, dst] ELSE ARRAY[dst, src] END,
            -- Stored as capture stores an event sent without an eventID: the one it was given, at its end.
            CASE WHEN id % 2 = 0 THEN event
                 ELSE left(event, -1) || ',"eventID":"ni:///sha-256;' || encode(sha256(convert_to(event, 'UTF8')), 'hex')
                      || '?ver=CBV2.0"}' END::json
       FROM (SELECT *, '{"type":"' || CASE WHEN made THEN 'TransformationEvent' ELSE 'ObjectEvent' END || '",'
                       || CASE WHEN id % 2 = 0 THEN '"eventID":"urn:uuid:' || md5('event ' || id)::uuid || '",' ELSE '' END
                       || '"eventTime":"' || t || '","eventTimeZoneOffset":"+00:00",'
                       || CASE WHEN made THEN '' WHEN step = 0 THEN '"action":"ADD",' ELSE '"action":"OBSERVE",' END
                       || '"bizStep":"' || biz || '","disposition":"'
                       || CASE WHEN step = 0 THEN 'active' WHEN step % 2 = 1 THEN 'in_transit' ELSE 'in_progress' END
                       || '","readPoint":{"id":"https://id.gs1.org/414/' || here
                       || '"},"bizLocation":{"id":"https://id.gs1.org/414/' || here || '"},'
                       || CASE WHEN made THEN '"inputQuantityList":[{"epcClass":"' || ${lotOf('1')}
                                 || '","quantity":40,"uom":"KGM"},{"epcClass":"' || ${lotOf('2')}
                                 || '","quantity":60,"uom":"KGM"}],"outputQuantityList"'
                               ELSE '"quantityList"' END
                       || ':[{"epcClass":"' || sent_class || '","quantity":' || (100 + lot % 7 * 20) || ',"uom":"KGM"}]'
                       || CASE WHEN step = 0 THEN ',"ilmd":{"cbvmda:bestBeforeDate":"'
                                 || to_char(at + interval '120 days', 'YYYY-MM-DD') || '","cbvmda:lotNumber":"' || code || '"}'
                               ELSE ',"bizTransactionList":[{"type":"desadv","bizTransaction":"urn:epcglobal:cbv:bt:'
                                 || src || ':DA' || lot || '-' || (step + 1) / 2 || '"}],'
                                 || '"sourceList":[{"type":"owning_party","source":"https://id.gs1.org/417/' || src
                                 || '"},{"type":"location","source":"https://id.gs1.org/414/' || src || '"}],'
                                 || '"destinationList":[{"type":"owning_party","destination":"https://id.gs1.org/417/'
                                 || dst || '"},{"type":"location","destination":"https://id.gs1.org/414/' || dst || '"}]'
                          END || '}' AS event
               FROM events ${inputs}) e`,
    params,
  );
  // The identifiers, in canonical form: the lot (and, for a made lot, the two it was made of).
  await q.query(
    `WITH ${STEPS}
     INSERT INTO epcis_event_epcs (id, role, epc, class, quantity, uom)
     SELECT events.id, x.role, x.epc, x.class, x.quantity, 'KGM'
       FROM events ${inputs}
      CROSS JOIN LATERAL (VALUES
        (CASE WHEN made THEN 9 ELSE 6 END, 'https://id.gs1.org/01/' || events.gtin || '/10/' || code,
         'https://id.gs1.org/01/' || events.gtin, 100 + lot % 7 * 20),
        (CASE WHEN made THEN 8 END, ${lotOf('1')}, 'https://id.gs1.org/01/' || p1.gtin, 40),
        (CASE WHEN made THEN 8 END, ${lotOf('2')}, 'https://id.gs1.org/01/' || p2.gtin, 60)) x (role, epc, class, quantity)
      WHERE x.role IS NOT NULL`,
    params,
  );
}

/**
 * The captures of lots `first` to `last` (one a hundred lots), written before their events: the events' reference
 * to them is then checked statement by statement, not held for the commit.
 */
async function insertCaptures(q: Queryable, plan: EpcisPlan, asOf: Date, first: number, last: number) {
  const steps = stepsOf(plan);
  await q.query(
    `INSERT INTO epcis_captures (captureid, companyid, format, eventcount, storedcount, context, created)
     SELECT (lot - 1) / ${CAPTURE_LOTS} + 1, 1, 'json', count(*) * $4::int, count(*) * $4::int,
            '["https://ref.gs1.org/standards/epcis/epcis-context.jsonld"]',
            $5::timestamptz - interval '730 days' + (max(lot) - 1) * (interval '730 days' / $3::int)
              + ($4::int - 1) * interval '7 hours' + interval '10 minutes'
       FROM generate_series($1::int, $2::int) lot GROUP BY 1`,
    [first, last, plan.lots, steps, asOf],
  );
}

/**
 * Lots `from` to `to` of the plan (all of them by default) with their events, identifiers and captures. `onChunk`
 * is told the lots done after each statement (for progress; the growth bench measures between calls).
 */
export async function insertEpcisEvents(
  q: Queryable,
  data: EpcisMasterData,
  plan: EpcisPlan,
  asOf: Date,
  range: { from?: number; to?: number; onChunk?: (lotsDone: number) => void } = {},
): Promise<{ events: number; captures: number }> {
  const from = range.from ?? 1;
  const to = range.to ?? plan.lots;
  if ((from - 1) % CAPTURE_LOTS !== 0)
    throw new Error(`EPCIS seed: lots start after a multiple of ${CAPTURE_LOTS}`);
  // Checked statement by statement (the captures are written first), not held for the commit.
  await q.query('SET CONSTRAINTS epcis_events_captureid_fkey IMMEDIATE');
  for (let first = from; first <= to; first += CHUNK_LOTS) {
    const last = Math.min(to, first + CHUNK_LOTS - 1);
    await insertCaptures(q, plan, asOf, first, last);
    await insertLots(q, data, plan, asOf, first, last);
    range.onChunk?.(last);
  }
  await q.query(`SELECT setval('epcis_events_id_seq', (SELECT max(id) FROM epcis_events)),
                        setval('epcis_captures_captureid_seq', (SELECT max(captureid) FROM epcis_captures))`);
  const { rows } = await q.query<{ events: number; captures: number }>(
    `SELECT (SELECT count(*)::int FROM epcis_events WHERE id BETWEEN $1 AND $2) AS events,
            (SELECT count(*)::int FROM epcis_captures WHERE captureid BETWEEN $3 AND $4) AS captures`,
    [
      (from - 1) * stepsOf(plan) + 1,
      to * stepsOf(plan),
      (from - 1) / CAPTURE_LOTS + 1,
      Math.ceil(to / CAPTURE_LOTS),
    ],
  );
  return rows[0]!;
}

export const stepsOf = (plan: EpcisPlan) =>
  Math.min(MAX_STEPS, Math.max(1, Math.round(plan.events / plan.lots)));

/** The data set's events: master data, then every lot, in the seed's transaction. */
export async function seedEpcis(ctx: SeedContext, plan: EpcisPlan, tally: Tally): Promise<void> {
  const data = await insertEpcisMasterData(ctx, plan, tally);
  if (data.gtins.length === 0 || plan.lots === 0) return;
  const { events, captures } = await insertEpcisEvents(ctx.tx, data, plan, ctx.asOf);
  add(tally, 'EPCIS events', events);
  add(tally, 'EPCIS lots', plan.lots);
  add(tally, 'EPCIS captures', captures);
  if (!plan.chain) return;
  const places = await ensureChainMasterData(ctx.tx, data, plan);
  const chain = await insertRecallChain(ctx.tx, places, plan.chain, ctx.asOf);
  add(tally, 'recall chain events', chain.events);
}
