import type { Queryable } from '../../db/index.js';
import type { TraceEvent } from './trace-graph.js';

/** The objects of one step of the trace, each with the time it was reached (null: the root, any time). */
export interface Frontier {
  ids: string[];
  times: (string | null)[];
}

export interface TraceWindow {
  from: string | null;
  to: string | null;
  /** The GLNs of a supplier's sites: only events naming one of them; null for the organisation. */
  glns: string[] | null;
}

/**
 * The events naming the frontier's objects, oldest first: forward, from the time each was reached; backward, up to
 * it. Events declared erroneous, and the declarations themselves, are left out. At most `limit` events.
 */
export async function traceEvents(
  q: Queryable,
  frontier: Frontier,
  forward: boolean,
  w: TraceWindow,
  limit: number,
): Promise<TraceEvent[]> {
  const { rows } = await q.query<TraceEvent>(
    `WITH hit AS (
       SELECT DISTINCT e.id, e.eventtime
         FROM unnest($1::text[], $2::timestamptz[]) f (epc, reached)
         JOIN epcis_event_epcs x ON x.epc = f.epc
         JOIN epcis_events e ON e.id = x.id
        WHERE NOT e.declared AND NOT e.declaration
          AND (f.reached IS NULL OR CASE WHEN $3::boolean THEN e.eventtime >= f.reached ELSE e.eventtime <= f.reached END)
          AND ($4::timestamptz IS NULL OR e.eventtime >= $4) AND ($5::timestamptz IS NULL OR e.eventtime < $5)
          AND ($6::text[] IS NULL OR e.glns && $6::text[])
        ORDER BY e.eventtime, e.id
        LIMIT $7)
     SELECT e.eventid, e.eventtype, to_char(e.eventtime AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS eventtime, e.action, e.bizstep, e.bizlocation, e.readpoint,
            r."sourceList" AS sources, r."destinationList" AS destinations,
            coalesce(r.ilmd ->> 'cbvmda:bestBeforeDate', r."cbvmda:bestBeforeDate") AS bestbefore,
            (SELECT json_agg(json_build_array(y.role, y.epc, y.quantity, y.uom) ORDER BY y.role, y.epc)
               FROM epcis_event_epcs y WHERE y.id = e.id) AS epcs
       FROM hit JOIN epcis_events e ON e.id = hit.id
       -- The event's text read once for the four fields (each -> on a json column reads it again).
       CROSS JOIN LATERAL json_to_record(e.event)
         AS r ("sourceList" json, "destinationList" json, ilmd json, "cbvmda:bestBeforeDate" text)
      ORDER BY e.eventtime, e.id`,
    [frontier.ids, frontier.times, forward, w.from, w.to, w.glns, limit],
  );
  return rows;
}

export interface PlaceRow {
  gln: string;
  siteid: number | null;
  wholesalerid: number | null;
  name: string;
  companyid: number | null;
  sitetype: string | null;
}

/** Our sites (active) and wholesalers (active) by GLN: a GLN names at most one of each. */
export async function placesByGln(q: Queryable, glns: string[]): Promise<PlaceRow[]> {
  if (glns.length === 0) return [];
  const { rows } = await q.query<PlaceRow>(
    `SELECT s.gln, s.siteid, NULL::int AS wholesalerid, s.sitename AS name, s.companyid, s.sitetype
       FROM sites s WHERE s.gln = ANY ($1::text[]) AND s.active = 1
     UNION ALL
     SELECT w.gln, NULL, w.wholesalerid, w.name, NULL, NULL
       FROM wholesalers w WHERE w.gln = ANY ($1::text[]) AND w.active = 1`,
    [glns],
  );
  return rows;
}

export interface SpecRow {
  gtin: string;
  psid: number;
  productname: string;
  companyid: number;
  suppliername: string;
}

/** The active specification of each GTIN (one at most, migrations/0105_spec_gtin.sql) and its supplier. */
export async function specsByGtin(q: Queryable, gtins: string[]): Promise<SpecRow[]> {
  if (gtins.length === 0) return [];
  const { rows } = await q.query<SpecRow>(
    `SELECT s.gtin, s.psid, n.productname, n.companyid, c.companyname AS suppliername
       FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid JOIN companies c ON c.companyid = n.companyid
      WHERE s.gtin = ANY ($1::text[]) AND s.isactive = 1`,
    [gtins],
  );
  return rows;
}

export interface CompanyRow {
  companyid: number;
  name: string;
}

export async function companiesById(q: Queryable, ids: number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<CompanyRow>(
    'SELECT companyid, companyname AS name FROM companies WHERE companyid = ANY ($1::int[]) ORDER BY companyid',
    [ids],
  );
  return rows;
}

export interface WholesalerRow {
  wholesalerid: number;
  name: string;
  gln: string;
  /** The GTIN its catalogue lists. */
  gtin: string;
}

/** Wholesalers whose active catalogue items list one of the GTINs: one row per wholesaler and GTIN. */
export async function wholesalersListing(q: Queryable, gtins: string[]): Promise<WholesalerRow[]> {
  if (gtins.length === 0) return [];
  const { rows } = await q.query<WholesalerRow>(
    `SELECT DISTINCT w.wholesalerid, w.name, w.gln, i.gtin
       FROM catalogue_items i JOIN wholesalers w ON w.wholesalerid = i.wholesalerid
      WHERE i.gtin = ANY ($1::text[]) AND i.active = 1 AND w.active = 1
      ORDER BY w.wholesalerid, i.gtin`,
    [gtins],
  );
  return rows;
}
