import type { Queryable } from '../../db/index.js';

export interface AlertSpecRow {
  psid: number;
  productname: string;
  brand: string | null;
  gtin: string | null;
  companyid: number;
  suppliername: string;
}

const SPEC_COLUMNS = `s.psid, n.productname, s.brand, s.gtin, n.companyid, c.companyname AS suppliername
       FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid JOIN companies c ON c.companyid = n.companyid`;

/** The active specification of each GTIN (one at most, migrations/0105_spec_gtin.sql), its brand and supplier. */
export async function specsByGtins(q: Queryable, gtins: string[]): Promise<AlertSpecRow[]> {
  if (gtins.length === 0) return [];
  const { rows } = await q.query<AlertSpecRow>(
    `SELECT ${SPEC_COLUMNS} WHERE s.gtin = ANY ($1::text[]) AND s.isactive = 1 ORDER BY s.psid`,
    [gtins],
  );
  return rows;
}

export interface SeenLot {
  epc: string;
}

// Events an error declaration names, and the declarations, say nothing of where a lot is (as the trace).
const LIVE = 'NOT e.declared AND NOT e.declaration';

/**
 * Of the lots named (canonical Digital Links, and each lot number alone under each GTIN's class), those that have
 * events: the latest event first.
 */
export async function lotsWithEvents(
  q: Queryable,
  epcs: string[],
  gtins: string[],
  bareSuffixes: string[],
): Promise<SeenLot[]> {
  if (epcs.length === 0 && bareSuffixes.length === 0) return [];
  const { rows } = await q.query<SeenLot>(
    `WITH named (epc) AS (
       SELECT unnest($1::text[])
       UNION
       SELECT 'https://id.gs1.org/01/' || g || l FROM unnest($2::text[]) g CROSS JOIN unnest($3::text[]) l)
     SELECT x.epc
       FROM named JOIN epcis_event_epcs x ON x.epc = named.epc JOIN epcis_events e ON e.id = x.id
      WHERE ${LIVE}
      GROUP BY x.epc
      ORDER BY max(e.eventtime) DESC, x.epc`,
    [epcs, gtins, bareSuffixes],
  );
  return rows;
}

export interface GtinLot {
  gtin: string;
  epc: string;
}

/**
 * The lots of each GTIN seen in events, the latest event first, at most `limit` per GTIN (ask one more to know
 * whether there are more).
 */
export async function lotsOfGtins(q: Queryable, gtins: string[], limit: number): Promise<GtinLot[]> {
  if (gtins.length === 0) return [];
  const { rows } = await q.query<GtinLot>(
    `SELECT g.gtin, l.epc
       FROM unnest($1::text[]) g (gtin)
       CROSS JOIN LATERAL (
         SELECT x.epc, max(e.eventtime) AS latest
           FROM epcis_event_epcs x JOIN epcis_events e ON e.id = x.id
          WHERE x.class = 'https://id.gs1.org/01/' || g.gtin
            AND starts_with(x.epc, x.class || '/10/') AND ${LIVE}
          GROUP BY x.epc
          ORDER BY latest DESC, x.epc
          LIMIT $2) l
      ORDER BY g.gtin, l.latest DESC, l.epc`,
    [gtins, limit],
  );
  return rows;
}

export interface NameCut {
  /** LIKE patterns of the alert's product name and brand (alerts-match.ts, likePatterns). */
  names: string[];
  brands: string[];
  /** translate()'s two strings (alerts-match.ts, FOLD_TRANSLATE). */
  from: string;
  to: string;
  /** Specs already matched exactly: not candidates. */
  except: number[];
  limit: number;
}

// A name folded as the first cut compares it: lower case, and accented letters plain. translate() over the long
// list of accented letters is slow (it looks each character up in it), so only a name with a character outside
// printable ASCII goes through it.
const fold = (column: string) =>
  `CASE WHEN ${column} ~ '[^ -~]' THEN translate(lower(${column}), $3, $4) ELSE lower(${column}) END`;

/**
 * The database's first cut of a name match: the active specs whose folded product name (or brand) holds a word of
 * the alert's, those holding the most words first, at most `limit`; the score is computed of these. Each name is
 * folded once (MATERIALIZED: inlined, the folding would be repeated for every pattern).
 */
export async function nameCandidates(q: Queryable, cut: NameCut): Promise<AlertSpecRow[]> {
  if (cut.names.length === 0 && cut.brands.length === 0) return [];
  const { rows } = await q.query<AlertSpecRow>(
    `WITH folded AS MATERIALIZED (
       SELECT s.psid, ${fold('n.productname::text')} AS name, ${fold("coalesce(s.brand, '')")} AS brand
         FROM product_specs s JOIN newlines n ON n.newlineid = s.newlineid
        WHERE s.isactive = 1 AND n.isactive = 1 AND s.psid <> ALL ($5::int[])),
     hit AS (
       SELECT f.psid, (SELECT count(*) FROM unnest($1::text[]) p WHERE f.name LIKE p)
                    + (SELECT count(*) FROM unnest($2::text[]) p WHERE f.brand LIKE p) AS hits
         FROM folded f)
     SELECT ${SPEC_COLUMNS} JOIN hit h ON h.psid = s.psid
      WHERE h.hits > 0
      ORDER BY h.hits DESC, s.psid DESC
      LIMIT $6`,
    [cut.names, cut.brands, cut.from, cut.to, cut.except, cut.limit],
  );
  return rows;
}
