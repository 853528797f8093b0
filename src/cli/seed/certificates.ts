import { CERTIFYING_BODIES, GRADES, TRADES } from './names.js';
import { add, type SeedContext, type SeededSupplier, type Tally } from './plan.js';
import { day, type Rng } from './random.js';

/** The standards a supplier of this trade holds (standards lookup, migration 0080). */
function standardsFor(trade: string, countryid: number, rng: Rng): number[] {
  if (trade === 'Growers') return [rng.pick([7, 10])];
  if (trade === 'Seafoods' || trade === 'Smokehouse') return [1, 9];
  if (trade === 'Honey' || trade === 'Olive Oil') return [rng.pick([3, 8])];
  return [
    countryid === 826 || countryid === 372
      ? rng.weighted([
          [1, 3],
          [3, 1],
        ])
      : rng.pick([4, 5]),
  ];
}

const STANDARD_NAMES: Record<number, string> = {
  1: 'BRCGS Food Safety',
  3: 'SALSA',
  4: 'IFS Food',
  5: 'FSSC 22000',
  7: 'GLOBALG.A.P.',
  8: 'Organic',
  9: 'MSC',
  10: 'Red Tractor',
};

/** Certificates: most valid, some expiring within 90 days, a few expired (for the reminders and the report). */
export async function insertCertificates(ctx: SeedContext, suppliers: SeededSupplier[], tally: Tally) {
  const { rng, asOf } = ctx;
  const rows = suppliers.flatMap((s) =>
    standardsFor(TRADES[s.tradeIndex]!.trade, s.countryid, rng).map((standardid) => {
      const expiry = rng.weighted([
        [-1, 1],
        [0, 2],
        [1, 7],
      ] as const);
      const offset = expiry < 0 ? -rng.int(1, 200) : expiry === 0 ? rng.int(0, 90) : rng.int(91, 360);
      const prefix = STANDARD_NAMES[standardid]!.replace(/[^A-Z]/g, '').slice(0, 4);
      return [
        s.supplierid,
        standardid,
        STANDARD_NAMES[standardid]!,
        `${prefix}-${rng.digits(7)}`,
        rng.pick(CERTIFYING_BODIES),
        standardid === 1 || standardid === 4 ? rng.pick(GRADES) : null,
        s.siteid,
        day(asOf, offset - 365),
        day(asOf, offset),
        `Manufacture and supply of ${TRADES[s.tradeIndex]!.trade.toLowerCase()} products`,
      ] as const;
    }),
  );
  await ctx.tx.query(
    `INSERT INTO accreditations (companyid, standardid, standard, certificatenumber, certifyingbody, grade, siteid,
                                 issuedate, expirydate, scope)
     SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                          $8::date[], $9::date[], $10::text[])`,
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((k) => rows.map((r) => r[k])),
  );
  add(tally, 'certificates', rows.length);
}
