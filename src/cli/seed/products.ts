import { insertAll } from '../../modules/newlines/bulk.repository.js';
import type { CreateNewlineBody } from '../../modules/newlines/newlines.schemas.js';
import { ALLERGENS } from '../../modules/products/allergens.schemas.js';
import { NUTRITION_FIELDS } from '../../modules/products/nutrition-rules.js';
import { ALLERGEN_RECORDS, insertTracked, NUTRITION_RECORDS } from './history.js';
import { TRADES } from './names.js';
import { add, type SeedContext, type SeededSupplier, type Tally } from './plan.js';
import { moment, type Rng } from './random.js';
import { approveSpecs, recordStatuses, type SpecContent, type SpecDraft } from './statuses.js';

/** The allergens each trade's products contain (1) and may contain (2): what a label would say. */
const CONTAINS: Record<string, string[]> = {
  Dairy: ['milk', 'lactose'],
  Bakery: ['gluten', 'wheat', 'eggs', 'milk'],
  Seafoods: ['fish'],
  Smokehouse: ['fish'],
  Confectionery: ['milk', 'soya'],
  Kitchens: ['gluten', 'wheat', 'milk', 'celery', 'mustard'],
  'Frozen Foods': ['gluten', 'wheat'],
  Charcuterie: ['sulphurdioxide'],
  Brewery: ['gluten', 'barley'],
  Nutrition: ['peanuts', 'soya', 'milk'],
};
const MAY_CONTAIN = ['nuts', 'hazelnuts', 'almonds', 'sesame', 'peanuts', 'eggs', 'soya', 'mustard'];

/** Per 100 g: fat, carbohydrate, protein, fibre, salt ranges of each trade. */
const PROFILE: Record<string, [number, number, number, number, number, number, number, number]> = {
  Dairy: [3, 35, 1, 8, 3, 26, 0, 1.8],
  Bakery: [1, 22, 40, 60, 6, 12, 0.5, 1.4],
  Seafoods: [1, 14, 0, 1, 17, 24, 0.1, 0.6],
  Smokehouse: [4, 18, 0, 2, 18, 25, 2, 3.5],
  Growers: [0, 1, 3, 18, 0.5, 3, 0, 0.05],
  Butchers: [4, 25, 0, 6, 14, 26, 0.1, 2.5],
  Charcuterie: [10, 35, 0, 3, 20, 32, 3, 6],
  Confectionery: [20, 45, 30, 60, 4, 10, 0, 0.4],
  Kitchens: [3, 12, 8, 20, 4, 10, 0.4, 1.2],
};
const DEFAULT_PROFILE: [number, number, number, number, number, number, number, number] = [
  0, 10, 5, 60, 0, 8, 0, 1,
];

function allergenRecord(rng: Rng, trade: string): Record<string, number> {
  const record: Record<string, number> = Object.fromEntries(ALLERGENS.map((a) => [a, 0]));
  for (const a of CONTAINS[trade] ?? []) if (rng.chance(0.8)) record[a] = 1;
  if (rng.chance(0.25)) record[rng.pick(MAY_CONTAIN)] ||= 2;
  return record;
}

/** Believable values per 100 g and per portion: energy from the macronutrients, water the remainder. */
function nutritionRecord(rng: Rng, trade: string): Record<string, string> {
  const [f0, f1, c0, c1, p0, p1, s0, s1] = PROFILE[trade] ?? DEFAULT_PROFILE;
  const fat = f0 + rng.next() * (f1 - f0);
  const carbs = c0 + rng.next() * (c1 - c0);
  const protein = p0 + rng.next() * (p1 - p0);
  const fibre = rng.next() * 4;
  const salt = s0 + rng.next() * (s1 - s0);
  const per100: Record<string, number> = {
    fat,
    saturates: fat * (0.2 + rng.next() * 0.45),
    carbs,
    sugar: carbs * rng.next() * 0.6,
    fibre,
    protein,
    sodium: salt / 2.5,
    water: Math.max(0, 100 - fat - carbs - protein - fibre - salt),
  };
  per100.kcal = 9 * fat + 4 * carbs + 4 * protein + 2 * fibre;
  per100.kj = per100.kcal * 4.184;
  const portion = rng.pick([25, 30, 40, 50, 80, 100, 125, 150, 200]);
  const out: Record<string, string> = { portionsize: portion.toFixed(1) };
  for (const field of NUTRITION_FIELDS) {
    const m = /^(\w+?)(100gcontains|perportion)$/.exec(field);
    if (!m) continue;
    const v = per100[m[1]!]!;
    out[field] = (m[2] === 'perportion' ? (v * portion) / 100 : v).toFixed(
      m[1] === 'kj' || m[1] === 'kcal' ? 0 : 2,
    );
  }
  return out;
}

/**
 * Newlines of the active suppliers through the bulk import's own insert (newline and spec), then their
 * specifications filled in, allergen and nutrition records, and the workflow's statuses (statuses.ts).
 */
export async function insertProducts(
  ctx: SeedContext,
  suppliers: SeededSupplier[],
  [min, max]: readonly [number, number],
  tally: Tally,
): Promise<void> {
  const { tx, rng, asOf, staff } = ctx;
  const drafts: (SpecDraft & { body: CreateNewlineBody; trade: string })[] = [];
  for (const s of suppliers.filter((x) => x.active)) {
    const trade = TRADES[s.tradeIndex]!;
    const names = [...trade.products];
    const n = Math.min(rng.int(min, max), names.length);
    for (let i = 0; i < n; i++) {
      const productname = names.splice(rng.int(0, names.length - 1), 1)[0]!;
      const flags = Object.fromEntries(trade.flags.map((f) => [f, 1]));
      drafts.push({
        trade: trade.trade,
        supplier: s,
        age: rng.int(0, s.age),
        body: {
          companyid: s.supplierid,
          siteid: s.siteid,
          productname,
          productcode: `${s.vendorcode.slice(0, 4)}${rng.digits(6)}`,
          description: `${productname} from ${s.companyname}`,
          producttype: rng.weighted([
            [1, 6],
            [2, 2],
            [3, 1],
            [4, trade.category === 8 ? 3 : 0],
          ]),
          category: trade.category,
          ...flags,
          buyer: rng.pick(staff.buyers),
          buyercomments: rng.chance(0.3)
            ? rng.pick(['Core range line.', 'Seasonal: autumn/winter.', 'Promotional pack for Q4.'])
            : undefined,
        } as CreateNewlineBody,
        psid: 0,
        newlineid: 0,
        statusid: 1,
      });
    }
  }
  if (drafts.length === 0) return;
  const ids = await insertAll(
    tx,
    drafts.map((d) => d.body),
    staff.technologists[0]!,
  );
  drafts.forEach((d, i) => Object.assign(d, ids[i]!));
  add(tally, 'newlines with specs', drafts.length);

  const created = drafts.map((d) => moment(rng, asOf, -d.age));
  await tx.query(
    `UPDATE newlines n SET created = t.c, lastupdated = t.c FROM unnest($1::int[], $2::timestamptz[]) AS t(id, c)
      WHERE n.newlineid = t.id`,
    [drafts.map((d) => d.newlineid), created],
  );
  // The specs' content, drawn field by field; written with their statuses (statuses.ts), once the allergen and
  // nutrition records are in.
  const columns = {
    created,
    productdescription: drafts.map((d) => `${d.body.productname}. ${d.body.description}.`),
    weight: drafts.map((d) => /(\d+)(g|ml|kg|l)\b/.exec(d.body.productname)?.[1] ?? String(rng.int(1, 12))),
    uom: drafts.map(
      (d) => ({ g: 1, kg: 2, ml: 3, l: 4 })[/\d+(g|ml|kg|l)\b/.exec(d.body.productname)?.[1] ?? ''] ?? 5,
    ),
    countryid: drafts.map((d) => d.supplier.countryid),
    shelflife: drafts.map(() => `${rng.int(3, 30)} days`),
    totallife: drafts.map(() => `${rng.int(30, 365)} days`),
    readytoeat: drafts.map((d) =>
      ['Bakery', 'Confectionery', 'Dairy', 'Preserves', 'Honey'].includes(d.trade),
    ),
    preparation_instuctions: drafts.map((d) =>
      ['Kitchens', 'Frozen Foods'].includes(d.trade) ? 'Oven cook from chilled: 25 minutes at 190°C.' : null,
    ),
  };
  drafts.forEach((d, i) => {
    d.content = Object.fromEntries(
      Object.entries(columns).map(([k, v]) => [k, v[i]!]),
    ) as unknown as SpecContent;
  });

  // Allergen and nutrition records before any approval (a record added to an approved spec reopens it).
  for (const d of drafts)
    d.statusid = rng.weighted([
      [1, 25],
      [2, 20],
      [3, 15],
      [4, 30],
      [5, 10],
    ]);
  const withAllergens = drafts.filter((d) => d.statusid > 1 || rng.chance(0.5));
  const withNutrition = drafts.filter((d) => d.statusid > 1 || rng.chance(0.4));
  const allergens = withAllergens.map((d) => ({ psid: d.psid, ...allergenRecord(rng, d.trade) }));
  const nutrition = withNutrition.map((d) => ({ psid: d.psid, ...nutritionRecord(rng, d.trade) }));
  await insertTracked(
    tx,
    ALLERGEN_RECORDS,
    `INSERT INTO allergens (psid, ${ALLERGENS.join(', ')})
     SELECT psid, ${ALLERGENS.join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS r(psid int, ${ALLERGENS.map((a) => `${a} smallint`).join(', ')})`,
    [JSON.stringify(allergens)],
  );
  await insertTracked(
    tx,
    NUTRITION_RECORDS,
    `INSERT INTO nutrition (psid, ${NUTRITION_FIELDS.join(', ')})
     SELECT psid, ${NUTRITION_FIELDS.join(', ')}
       FROM jsonb_to_recordset($1::jsonb) AS r(psid int, ${NUTRITION_FIELDS.map((f) => `${f} numeric`).join(', ')})`,
    [JSON.stringify(nutrition)],
  );
  add(tally, 'allergen records', allergens.length);
  add(tally, 'nutrition records', nutrition.length);
  await recordStatuses(ctx, drafts, tally);
  await approveSpecs(
    ctx,
    drafts.filter((d) => d.statusid === 4),
    tally,
  );
}
