import type { Queryable } from '../../db/index.js';

/** A GLN as our records know it: one of our or a supplier's sites, or a wholesaler. */
export interface Place {
  gln: string;
  /** The company owning the site (1: the organisation); null for a wholesaler. */
  companyid: number | null;
  /** Name and address, as a location description says them (21 CFR 1.1310): business, site, address. */
  description: string;
}

/**
 * The places of these GLNs: a site (an active one before a deactivated one, which keeps its GLN so that past
 * events still resolve), else an active wholesaler. GLNs no record has are left out.
 */
export async function placesOf(q: Queryable, glns: string[]): Promise<Place[]> {
  if (glns.length === 0) return [];
  const { rows } = await q.query<Place>(
    `SELECT gln, companyid, description FROM (
       SELECT DISTINCT ON (s.gln) s.gln, s.companyid,
              concat_ws(', ', c.companyname, NULLIF(s.sitename, c.companyname), s.address1, s.address2, s.address3,
                        NULLIF(concat_ws(' ', s.city, s.postcode), ''), k.name) AS description
         FROM sites s JOIN companies c ON c.companyid = s.companyid LEFT JOIN countries k ON k.id = s.countryid
        WHERE s.gln = ANY ($1::text[])
        ORDER BY s.gln, s.active DESC, s.siteid DESC) sites
     UNION ALL
     SELECT w.gln, NULL, w.name FROM wholesalers w
      WHERE w.gln = ANY ($1::text[]) AND w.active = 1
        AND NOT EXISTS (SELECT 1 FROM sites s WHERE s.gln = w.gln)`,
    [glns],
  );
  return rows;
}

/** The product name of the active spec with each GTIN (14 digits), where there is one. */
export async function productsOf(q: Queryable, gtins: string[]): Promise<{ gtin: string; name: string }[]> {
  if (gtins.length === 0) return [];
  const { rows } = await q.query<{ gtin: string; name: string }>(
    `SELECT s.gtin, n.productname AS name FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
      WHERE s.gtin = ANY ($1::text[]) AND s.isactive = 1`,
    [gtins],
  );
  return rows;
}

/**
 * Where each lot was brought into being, as the events say: the place (bizLocation, else readPoint) of its earliest
 * commissioning or initial packing (an ObjectEvent ADD naming it) or of the transformation that made it (an
 * output); never an event declared erroneous. `scope`: only events naming one of these GLNs (the supplier
 * scope), or null. Lots with no such event are left out.
 */
export async function lotOrigins(
  q: Queryable,
  lots: string[],
  scope: string[] | null,
): Promise<{ epc: string; place: string }[]> {
  if (lots.length === 0) return [];
  const { rows } = await q.query<{ epc: string; place: string }>(
    `SELECT DISTINCT ON (p.epc) p.epc, coalesce(e.bizlocation, e.readpoint) AS place
       FROM epcis_event_epcs p JOIN epcis_events e ON e.id = p.id
      WHERE p.epc = ANY ($1::text[]) AND NOT e.declared AND NOT e.declaration
        AND coalesce(e.bizlocation, e.readpoint) IS NOT NULL
        AND ((p.role IN (1, 6) AND e.eventtype = 'ObjectEvent' AND e.action = 'ADD')
             OR (p.role IN (5, 9) AND e.eventtype = 'TransformationEvent'))
        AND ($2::text[] IS NULL OR e.glns && $2::text[])
      ORDER BY p.epc, e.eventtime, e.id`,
    [lots, scope],
  );
  return rows;
}

/** The company, if there is one with this id (active or not). */
export async function companyName(q: Queryable, companyid: number): Promise<string | undefined> {
  const { rows } = await q.query<{ companyname: string }>(
    'SELECT companyname FROM companies WHERE companyid = $1',
    [companyid],
  );
  return rows[0]?.companyname;
}

/** The names of these companies. */
export async function companyNames(q: Queryable, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{ companyid: number; companyname: string }>(
    'SELECT companyid, companyname FROM companies WHERE companyid = ANY ($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.companyid, r.companyname]));
}

/** The canonical location ids of a company's active sites with a GLN. */
export async function companyLocations(q: Queryable, companyid: number): Promise<string[]> {
  const { rows } = await q.query<{ gln: string }>(
    'SELECT gln FROM sites WHERE companyid = $1 AND active = 1 AND gln IS NOT NULL ORDER BY gln',
    [companyid],
  );
  return rows.map((r) => `https://id.gs1.org/414/${r.gln}`);
}
