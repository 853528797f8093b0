import { CHAIN_WHOLESALER_GLN } from '../../src/cli/seed/recall-chain.js';
import type { Db } from '../../src/db/index.js';

// The recall chain (src/cli/seed/recall-chain.ts) as a database holds it, for the trace bench and the scale bench.

export interface Chain {
  /** Harvest lots, the latest first. */
  harvests: string[];
  /** The latest harvest's finished lot that went to the wholesaler too. */
  finished: string;
  /** The co-packer: its company. */
  companyid: number;
}

/** The chain as the database holds it: found from its shipments to the wholesaler, back through the transformation. */
export async function findChain(db: Db): Promise<Chain> {
  const { rows } = await db.query<{ harvest: string; finished: string; copacker: string }>(
    `SELECT i.epc AS harvest, l.epc AS finished, t.bizlocation AS copacker
       FROM epcis_events w
       JOIN epcis_event_epcs l ON l.id = w.id AND l.role = 6
       JOIN epcis_event_epcs o ON o.epc = l.epc AND o.role = 9
       JOIN epcis_events t ON t.id = o.id
       JOIN epcis_event_epcs i ON i.id = o.id AND i.role = 8
      WHERE w.glns @> ARRAY[$1::text] AND w.bizstep = 'https://ref.gs1.org/cbv/BizStep-shipping'
      ORDER BY t.eventtime DESC`,
    [CHAIN_WHOLESALER_GLN],
  );
  if (rows.length === 0) throw new Error('no recall chain in this database');
  const { rows: site } = await db.query<{ companyid: number }>(
    'SELECT companyid FROM sites WHERE gln = $1 AND active = 1',
    [rows[0]!.copacker.replace('https://id.gs1.org/414/', '')],
  );
  return { harvests: rows.map((r) => r.harvest), finished: rows[0]!.finished, companyid: site[0]!.companyid };
}
