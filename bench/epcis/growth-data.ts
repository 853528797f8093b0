import { gs1CheckDigit } from '../../src/lib/gs1.js';
import type { EpcisMasterData } from '../../src/cli/seed/epcis.js';
import { chainEventIds, chainPlaces, CHAIN_WHOLESALER_GLN } from '../../src/cli/seed/recall-chain.js';
import { SCALES } from '../../src/cli/seed/plan.js';
import type { Queryable } from '../../src/db/index.js';

// The growth bench's database (bench/epcis-growth.bench.ts): the `large` plan's events written without the rest of
// the data set, naming the GTINs and GLNs the seed would give the plan's first products and places. The trace bench
// (bench/trace.bench.ts) adds the recall chain to it, and the master data the chain's trace joins to.

/** The day the growth bench's data set treats as today. */
export const GROWTH_AS_OF = new Date('2026-11-20T00:00:00Z');
export const GROWTH_PLAN = SCALES.large!.epcis;

const key = (body: string) => body + String(gs1CheckDigit(body));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The large plan's GTINs, plants (a supplier for every three products), DCs and stores, as the seed makes them. */
export function growthMasterData(): EpcisMasterData {
  const plan = GROWTH_PLAN;
  const products = Array.from({ length: plan.products }, (_, i) => i + 1);
  return {
    gtins: products.map((i) => key(`040${pad(i, 10)}`)),
    plants: products.map((i) => key(`41${pad(Math.ceil(i / 3), 10)}`)),
    dcs: Array.from({ length: plan.dcs }, (_, i) => key(`50${pad(i + 1, 10)}`)),
    stores: Array.from({ length: plan.stores }, (_, i) => key(`50${pad(plan.dcs + i + 1, 10)}`)),
  };
}

/** How many of the database's events are the recall chain's (not the growth bench's lots). */
export async function chainEventsHeld(q: Queryable): Promise<number> {
  const places = chainPlaces(growthMasterData(), GROWTH_PLAN, CHAIN_WHOLESALER_GLN);
  const ids = chainEventIds(places, GROWTH_PLAN.chain!, GROWTH_AS_OF);
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM epcis_events WHERE eventid = ANY ($1::text[]) AND NOT declaration',
    [ids],
  );
  return rows[0]!.n;
}
