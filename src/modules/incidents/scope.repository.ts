import type { Queryable } from '../../db/index.js';

// What scoping reads besides the trace: a site's GLN, the lots a scope names, the parties' contacts.

export async function siteGln(q: Queryable, siteid: number): Promise<string | null> {
  const { rows } = await q.query<{ gln: string | null }>('SELECT gln FROM sites WHERE siteid = $1', [siteid]);
  return rows[0]?.gln ?? null;
}

/** Lots and serials of the GTINs (any, when none) in events at the GLN and in the window, newest first. */
export async function lotsOfScope(
  q: Queryable,
  s: { gtins: string[]; gln: string | null; from: string | null; to: string | null; limit: number },
): Promise<string[]> {
  const { rows } = await q.query<{ epc: string }>(
    `SELECT x.epc FROM epcis_event_epcs x JOIN epcis_events e ON e.id = x.id
      WHERE x.class IS NOT NULL AND x.epc <> x.class
        AND (cardinality($1::text[]) = 0 OR x.class = ANY ($1::text[]))
        AND ($2::text IS NULL OR e.glns @> ARRAY[$2::text])
        AND ($3::timestamptz IS NULL OR e.eventtime >= $3) AND ($4::timestamptz IS NULL OR e.eventtime < $4)
        AND NOT e.declared AND NOT e.declaration
      GROUP BY x.epc ORDER BY max(e.eventtime) DESC, x.epc LIMIT $5`,
    [s.gtins.map((g) => `https://id.gs1.org/01/${g}`), s.gln, s.from, s.to, s.limit],
  );
  return rows.map((r) => r.epc);
}

/** The contacts of the parties: a site's contact email, a wholesaler's, a supplier's technical contact. */
export async function contactsOf(
  q: Queryable,
  ids: { siteids: number[]; wholesalerids: number[]; companyids: number[] },
) {
  const { rows } = await q.query<{ kind: string; id: number; email: string | null }>(
    `SELECT 'site' AS kind, siteid AS id, nullif(trim(contactemail), '') AS email FROM sites
      WHERE siteid = ANY ($1::int[])
     UNION ALL
     SELECT 'wholesaler', wholesalerid, nullif(trim(contactemail), '') FROM wholesalers
      WHERE wholesalerid = ANY ($2::int[])
     UNION ALL
     SELECT 'company', companyid, nullif(trim(technicalcontactemail), '') FROM companies
      WHERE companyid = ANY ($3::int[])`,
    [ids.siteids, ids.wholesalerids, ids.companyids],
  );
  const of = (kind: string) =>
    new Map(rows.filter((r) => r.kind === kind && r.email !== null).map((r) => [r.id, r.email!]));
  return { sites: of('site'), wholesalers: of('wholesaler'), companies: of('company') };
}
