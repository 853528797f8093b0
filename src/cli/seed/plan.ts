import type { Tx } from '../../db/index.js';
import type { EpcisPlan } from './epcis.js';
import type { Rng } from './random.js';

/**
 * How much each scale makes. `demo` is what a newcomer looks at; `medium` and `large` are issue 16's data sets
 * for benchmarks (large: 100,000 suppliers, about 300,000 newlines with specs, 20,000 audits with a million
 * answers; 10 million EPCIS events over a million lots), made a batch of suppliers at a time.
 */
export interface Scale {
  suppliers: number;
  /** Internal users (company 1): technical managers, technologists, buyers, auditors. */
  staff: number;
  /** Newlines (each with its spec) per active supplier, at least and at most. */
  newlines: readonly [number, number];
  /** Completed audits per audited supplier, at least and at most. */
  audits: readonly [number, number];
  /** The share of active suppliers audited (the others have none yet). */
  auditShare: number;
  /** Suppliers handled per transaction step. */
  batch: number;
  /** EPCIS events over lots of specs' GTINs, at suppliers' plants, our DCs and stores (seed/epcis.ts). */
  epcis: EpcisPlan;
}

export const SCALES: Record<string, Scale> = {
  demo: {
    suppliers: 36,
    staff: 10,
    newlines: [2, 6],
    audits: [1, 3],
    auditShare: 1,
    batch: 2000,
    epcis: { events: 2_000, lots: 200, products: 40, dcs: 2, stores: 10, chain: { harvests: 1, stores: 10 } },
  },
  medium: {
    suppliers: 10_000,
    staff: 40,
    newlines: [2, 4],
    audits: [1, 3],
    auditShare: 0.1,
    batch: 2000,
    epcis: {
      events: 100_000,
      lots: 10_000,
      products: 2_000,
      dcs: 5,
      stores: 100,
      chain: { harvests: 7, stores: 100 },
    },
  },
  large: {
    suppliers: 100_000,
    staff: 200,
    newlines: [2, 4],
    audits: [1, 3],
    auditShare: 0.1,
    batch: 5000,
    epcis: {
      events: 10_000_000,
      lots: 1_000_000,
      products: 50_000,
      dcs: 20,
      stores: 1_000,
      chain: { harvests: 30, stores: 500 },
    },
  },
};

/** What every step of the seed needs: the transaction, the generator, the day the data set is "today". */
export interface SeedContext {
  tx: Tx;
  rng: Rng;
  asOf: Date;
  /** One argon2 hash of the demo password, shared by every seeded person. */
  passwordHash: string;
  staff: Staff;
}

export interface Staff {
  technical: number[];
  technologists: number[];
  buyers: number[];
  auditors: number[];
}

/** A supplier as later steps use it. */
export interface SeededSupplier {
  supplierid: number;
  siteid: number;
  portalUserid: number;
  vendorcode: string;
  companyname: string;
  tradeIndex: number;
  countryid: number;
  /** Days before `asOf` the supplier was created (0 to about 730). */
  age: number;
  /** How well its audits go: the chance of an item passing. */
  quality: number;
  active: boolean;
}

/** Counts for the closing summary. */
export type Tally = Record<string, number>;

export function add(tally: Tally, what: string, n: number): void {
  tally[what] = (tally[what] ?? 0) + n;
}
