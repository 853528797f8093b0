import type { Tx } from '../../db/index.js';
import type { EpcisMasterData, EpcisPlan } from './epcis.js';
import { CHAIN_WHOLESALER_GLN, chainPlaces, type ChainPlaces } from './recall-chain.js';

/**
 * The master data the recall chain's trace and FSMA records join to, made where it is missing: our DCs and stores
 * (sites of company 1 with their GLNs), the harvest's and the co-packer's plants (a supplier's default site each)
 * and products (a spec with the GTIN), and a wholesaler with a GLN whose catalogue lists the finished product. A
 * seeded data set has all of it but the wholesaler; a database holding events alone (the growth bench's) gets
 * everything. Answers the chain's places.
 */
export async function ensureChainMasterData(
  tx: Tx,
  data: EpcisMasterData,
  plan: EpcisPlan,
): Promise<ChainPlaces> {
  const places = chainPlaces(data, plan, CHAIN_WHOLESALER_GLN);
  await tx.query(
    `INSERT INTO sites (companyid, sitename, city, postcode, sitetype, gln)
     SELECT 1, CASE WHEN x.type = 'dc' THEN 'Distribution centre ' ELSE 'Store ' END || x.n, 'Harbourton',
            'HB' || (x.n % 90 + 10) || ' ' || (x.n % 9 + 1) || 'AB', x.type, x.gln
       FROM (SELECT 'dc' AS type, gln, n FROM unnest($1::text[]) WITH ORDINALITY d (gln, n)
             UNION ALL
             SELECT 'store', gln, n FROM unnest($2::text[]) WITH ORDINALITY s (gln, n)) x
      WHERE NOT EXISTS (SELECT FROM sites s WHERE s.gln = x.gln AND s.active = 1)
      ORDER BY x.type, x.n`,
    [data.dcs, data.stores],
  );
  await ensureProduct(
    tx,
    places.harvest,
    'Salinas Valley Growers',
    'Romaine lettuce, whole heads',
    'RL-FIELD',
  );
  await ensureProduct(tx, places.copacker, 'Harbour Fresh Packers', 'Chopped romaine salad 250 g', 'RS-250');
  const { rows: found } = await tx.query<{ wholesalerid: number }>(
    'SELECT wholesalerid FROM wholesalers WHERE gln = $1 AND active = 1',
    [places.wholesaler],
  );
  const wholesalerid =
    found[0]?.wholesalerid ??
    (
      await tx.query<{ wholesalerid: number }>(
        `INSERT INTO wholesalers (name, gln, contactemail) VALUES ('Harbourton Wholesale', $1, 'catalogue@wholesale.example.com')
         RETURNING wholesalerid`,
        [places.wholesaler],
      )
    ).rows[0]!.wholesalerid;
  await tx.query(
    `INSERT INTO catalogue_items (wholesalerid, psid, gtin, targetmarket, itemcode)
     SELECT $1, s.psid, s.gtin, c.id, 'HW-' || s.psid FROM product_specs s, countries c
      WHERE s.gtin = $2 AND s.isactive = 1 AND c.code = 'GB'
        AND NOT EXISTS (SELECT FROM catalogue_items i WHERE i.wholesalerid = $1 AND i.gtin = $2 AND i.active = 1)`,
    [wholesalerid, places.copacker.gtin],
  );
  return places;
}

/** A plant (a supplier's default site with the GLN) and a spec with the GTIN there, each made when missing. */
export async function ensureProduct(
  tx: Tx,
  product: { gtin: string; plant: string },
  company: string,
  name: string,
  code: string,
): Promise<void> {
  let { rows: site } = await tx.query<{ siteid: number; companyid: number }>(
    'SELECT siteid, companyid FROM sites WHERE gln = $1 AND active = 1',
    [product.plant],
  );
  if (site.length === 0) {
    ({ rows: site } = await tx.query<{ siteid: number; companyid: number }>(
      `WITH c AS (INSERT INTO companies (companyname, city) VALUES ($1, 'Salinas') RETURNING companyid)
       INSERT INTO sites (companyid, sitename, city, is_default, sitetype, gln)
       SELECT companyid, $1 || ' plant', 'Salinas', true, 'site', $2 FROM c RETURNING siteid, companyid`,
      [company, product.plant],
    ));
  }
  await tx.query(
    `WITH n AS (INSERT INTO newlines (companyid, siteid, productname, productcode)
                SELECT $1, $2, $3, $4 WHERE NOT EXISTS
                  (SELECT FROM product_specs WHERE gtin = $5 AND isactive = 1)
                RETURNING newlineid)
     INSERT INTO product_specs (newlineid, gtin) SELECT newlineid, $5 FROM n`,
    [site[0]!.companyid, site[0]!.siteid, name, code, product.gtin],
  );
}
