/**
 * The Nutri-Score's tables and types (docs/label.md, "Nutri-Score"): every threshold with its source, as
 * src/lib/label/nutriscore.ts scores them. Pure: shared with the console.
 */
/** The documents every table below comes from. */
export const NUTRISCORE_SOURCES = {
  foods:
    'Update of the Nutri-Score algorithm – Update report from the Scientific Committee of the Nutri-Score, 2022 ' +
    '(voted 29 June 2022), annex "Recap of the update in the main algorithm"',
  beverages:
    'Update of the Nutri-Score algorithm for beverages – Second update report from the Scientific Committee of ' +
    'the Nutri-Score, V2-2023 (voted 1 February 2023), annex "Recap of the update algorithm for beverages"',
} as const;

export const NUTRISCORE_CATEGORIES = [
  'general',
  'cheese',
  'fats_oils_nuts_seeds',
  'red_meat',
  'beverage',
  'water',
] as const;
export type NutriScoreCategory = (typeof NUTRISCORE_CATEGORIES)[number];
export type NutriScoreGrade = 'A' | 'B' | 'C' | 'D' | 'E';

/** The inputs, in the fixed order `missing` and `invalid` name them. */
export const NUTRISCORE_FIELDS = [
  'category',
  'energykj',
  'sugars',
  'saturates',
  'fat',
  'salt',
  'fibre',
  'protein',
  'fruitvegpulsespct',
  'nonnutritivesweeteners',
] as const;
export type NutriScoreField = (typeof NUTRISCORE_FIELDS)[number];

type Decimal = string | number | null | undefined;

/** Per 100 g (per 100 ml for a beverage), as the database answers them ("3.4000") or as numbers. */
export interface NutriScoreInput {
  category: string | null | undefined;
  energykj?: Decimal;
  sugars?: Decimal;
  saturates?: Decimal;
  fat?: Decimal;
  salt?: Decimal;
  fibre?: Decimal;
  protein?: Decimal;
  /** Fruit, vegetables and pulses, % of the recipe (0–100). */
  fruitvegpulsespct?: Decimal;
  nonnutritivesweeteners?: boolean | null;
}

export type NutriScoreComponentName =
  | 'energykj'
  | 'energyfromsaturates'
  | 'sugars'
  | 'saturates'
  | 'saturatesratio'
  | 'salt'
  | 'nonnutritivesweeteners'
  | 'protein'
  | 'fibre'
  | 'fruitvegpulsespct';

/**
 * One table of points: `points` from each step whose threshold the value passes (`>` strictly above, as the
 * documents' "> x"; `>=` at or above, the saturates/lipids ratio's "< x" for the row below), 0 below the first.
 * Thresholds are decimal text, ascending.
 */
export interface PointsTable {
  component: NutriScoreComponentName;
  unit: 'kJ' | 'g' | '%';
  comparison: '>' | '>=';
  steps: readonly { threshold: string; points: number }[];
  source: string;
}

/** A table from its thresholds as printed, space-separated: points 1, 2, 3… unless given. */
const table = (
  component: NutriScoreComponentName,
  unit: PointsTable['unit'],
  thresholds: string,
  source: string,
  { points, comparison = '>' }: { points?: number[]; comparison?: PointsTable['comparison'] } = {},
): PointsTable => ({
  component,
  unit,
  comparison,
  steps: thresholds.split(' ').map((threshold, i) => ({ threshold, points: points?.[i] ?? i + 1 })),
  source,
});

const F = NUTRISCORE_SOURCES.foods;
const B = NUTRISCORE_SOURCES.beverages;

/** Energy, kJ/100 g, 0–10 points. 2022 report, recap §1.1 (it prints "< 335" for 0 points: 335 itself is 0). */
export const FOOD_ENERGY = table(
  'energykj',
  'kJ',
  '335 670 1005 1340 1675 2010 2345 2680 3015 3350',
  `${F} §1.1`,
);
/** Sugars, g/100 g, 0–15 points. 2022 report, recap §1.1. */
export const FOOD_SUGARS = table(
  'sugars',
  'g',
  '3.4 6.8 10 14 17 20 24 27 31 34 37 41 44 48 51',
  `${F} §1.1`,
);
/** Saturates, g/100 g (or 100 ml), 0–10 points. 2022 report, recap §1.1; the beverages' recap §1.1 keeps it. */
export const SATURATES = table('saturates', 'g', '1 2 3 4 5 6 7 8 9 10', `${F} §1.1; ${B} §1.1`);
/** Salt, g/100 g (or 100 ml), 0–20 points. 2022 report, recap §1.1; the beverages' recap §1.1 keeps it. */
export const SALT = table(
  'salt',
  'g',
  '0.2 0.4 0.6 0.8 1 1.2 1.4 1.6 1.8 2 2.2 2.4 2.6 2.8 3 3.2 3.4 3.6 3.8 4',
  `${F} §1.1; ${B} §1.1`,
);
/** Protein, g/100 g, 0–7 points. 2022 report, recap §1.2. */
export const FOOD_PROTEIN = table('protein', 'g', '2.4 4.8 7.2 9.6 12 14 17', `${F} §1.2`);
/** Fibre, g/100 g (or 100 ml), 0–5 points. 2022 report, recap §1.2; the beverages' recap §1.2 keeps it. */
export const FIBRE = table('fibre', 'g', '3.0 4.1 5.2 6.3 7.4', `${F} §1.2; ${B} §1.2`);
/** Fruit, vegetables and pulses, %, 0, 1, 2 or 5 points. 2022 report, recap §1.2. */
export const FOOD_FRUITVEG = table('fruitvegpulsespct', '%', '40 60 80', `${F} §1.2`, { points: [1, 2, 5] });
/** Energy from saturates (saturates × 37 kJ/g), kJ/100 g, 0–10 points. 2022 report, recap §2.2. */
export const FATS_ENERGY_FROM_SATURATES = table(
  'energyfromsaturates',
  'kJ',
  '120 240 360 480 600 720 840 960 1080 1200',
  `${F} §2.2`,
);
/** Saturates/lipids, %, 0–10 points: "< 10" is 0, "≥ 64" is 10. 2022 report, recap §2.2. */
export const FATS_SATURATES_RATIO = table(
  'saturatesratio',
  '%',
  '10 16 22 28 34 40 46 52 58 64',
  `${F} §2.2`,
  {
    comparison: '>=',
  },
);
/** Energy, kJ/100 ml, 0–10 points. 2023 beverages report, recap §1.1. */
export const BEVERAGE_ENERGY = table('energykj', 'kJ', '30 90 150 210 240 270 300 330 360 390', `${B} §1.1`);
/** Sugars, g/100 ml, 0–10 points. 2023 beverages report, recap §1.1. */
export const BEVERAGE_SUGARS = table('sugars', 'g', '0.5 2 3.5 5 6 7 8 9 10 11', `${B} §1.1`);
/** Protein, g/100 ml, 0–7 points. 2023 beverages report, recap §1.2. */
export const BEVERAGE_PROTEIN = table('protein', 'g', '1.2 1.5 1.8 2.1 2.4 2.7 3.0', `${B} §1.2`);
/** Fruit, vegetables and pulses, %, 0, 2, 4 or 6 points. 2023 beverages report, recap §1.2. */
export const BEVERAGE_FRUITVEG = table('fruitvegpulsespct', '%', '40 60 80', `${B} §1.2`, {
  points: [2, 4, 6],
});

/** Non-nutritive sweeteners in a beverage: 4 points (2023 beverages report, recap §1.1). */
export const SWEETENERS_POINTS = 4;
/** Red meat's protein counts for 2 points at most (2022 report, recap §1.2.1). */
export const RED_MEAT_PROTEIN_MAX = 2;
/**
 * Protein is not counted from this many negative points: 11 for general foods and red meat (recap §1.3), 7 for
 * fats, oils, nuts and seeds (§2.3). Cheese always counts it (§1.3); so do beverages ("removal of the protein
 * cap", 2023 report §6.6).
 */
export const PROTEIN_NOT_COUNTED_FROM: Partial<Record<NutriScoreCategory, number>> = {
  general: 11,
  red_meat: 11,
  fats_oils_nuts_seeds: 7,
};

/**
 * The letters: each grade up to `max` (inclusive), E above. Foods, cheese and red meat: 2022 report, recap §1.4;
 * fats, oils, nuts and seeds: §2.4; beverages: 2023 report, recap §1.3 (A is for water alone).
 */
export const GRADE_THRESHOLDS = {
  foods: [
    { grade: 'A', max: 0 },
    { grade: 'B', max: 2 },
    { grade: 'C', max: 10 },
    { grade: 'D', max: 18 },
  ],
  fats_oils_nuts_seeds: [
    { grade: 'A', max: -6 },
    { grade: 'B', max: 2 },
    { grade: 'C', max: 10 },
    { grade: 'D', max: 18 },
  ],
  beverages: [
    { grade: 'B', max: 2 },
    { grade: 'C', max: 6 },
    { grade: 'D', max: 9 },
  ],
} as const satisfies Record<string, readonly { grade: NutriScoreGrade; max: number }[]>;
