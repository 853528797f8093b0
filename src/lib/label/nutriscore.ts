/**
 * The Nutri-Score of a spec, as the updated algorithm scores it: Santé publique France's 2022 update for foods
 * (general, cheese, red meat, fats, oils, nuts and seeds) and the 2023 update for beverages (docs/label.md,
 * "Nutri-Score"). Pure, shared with the console: no Node or browser API. Exact: values are whole
 * ten-thousandths (the database's numeric(14, 4), `toUnits`), compared with the thresholds as whole numbers, so
 * "3.4000" against "> 3.4" is never a floating-point question. The documents score the declared values as they
 * are (no rounding rule since the 2022 Q&A), so neither do we.
 */
import { plainDecimal, toUnits } from '../nutrition.js';

import {
  NUTRISCORE_CATEGORIES,
  type NutriScoreCategory,
  type NutriScoreGrade,
  NUTRISCORE_FIELDS,
  type NutriScoreField,
  type NutriScoreInput,
  type NutriScoreComponentName,
  type PointsTable,
  FOOD_ENERGY,
  FOOD_SUGARS,
  SATURATES,
  SALT,
  FOOD_PROTEIN,
  FIBRE,
  FOOD_FRUITVEG,
  FATS_ENERGY_FROM_SATURATES,
  FATS_SATURATES_RATIO,
  BEVERAGE_ENERGY,
  BEVERAGE_SUGARS,
  BEVERAGE_PROTEIN,
  BEVERAGE_FRUITVEG,
  SWEETENERS_POINTS,
  RED_MEAT_PROTEIN_MAX,
  PROTEIN_NOT_COUNTED_FROM,
  GRADE_THRESHOLDS,
} from './nutriscore-tables.js';

type Decimal = string | number | null | undefined;

export * from './nutriscore-tables.js';
/** The letter for a score in a (non-water) category. */
export function nutriScoreGrade(
  category: Exclude<NutriScoreCategory, 'water'>,
  score: number,
): NutriScoreGrade {
  const rows =
    category === 'beverage'
      ? GRADE_THRESHOLDS.beverages
      : category === 'fats_oils_nuts_seeds'
        ? GRADE_THRESHOLDS.fats_oils_nuts_seeds
        : GRADE_THRESHOLDS.foods;
  return rows.find((r) => score <= r.max)?.grade ?? 'E';
}

export interface NutriScoreComponent {
  component: NutriScoreComponentName;
  /** The value scored, as decimal text in the table's unit; for sweeteners, whether the recipe has them. */
  value: string | boolean;
  points: number;
  max: number;
}
export interface NutriScorePositive extends NutriScoreComponent {
  /** False for protein when the negative points rule it out: its `points` are then not in the total. */
  counted: boolean;
}
export interface NutriScoreScored {
  score: number;
  grade: NutriScoreGrade;
  negative: NutriScoreComponent[];
  positive: NutriScorePositive[];
  negativetotal: number;
  positivetotal: number;
  notes: string[];
}
/** Water is A by rule (2023 beverages report, recap §1.3): there is no score to give. */
export interface NutriScoreWater {
  score: null;
  grade: 'A';
  notes: string[];
}
export interface NutriScoreMissing {
  score: null;
  grade: null;
  /** Inputs the category needs that are not recorded, in `NUTRISCORE_FIELDS` order. */
  missing: NutriScoreField[];
  /** Inputs that are recorded but unusable (not a decimal, negative, a % above 100, an unknown category). */
  invalid: NutriScoreField[];
}
export type NutriScoreResult = NutriScoreScored | NutriScoreWater | NutriScoreMissing;

const SCALE = 10_000n;

/** A value as num/den ten-thousandths of the table's unit. */
interface Ratio {
  num: bigint;
  den: bigint;
}

const thresholdUnits = new Map<string, bigint>();
function units(threshold: string): bigint {
  let u = thresholdUnits.get(threshold);
  if (u === undefined) thresholdUnits.set(threshold, (u = toUnits(threshold)!));
  return u;
}

function pointsAt(t: PointsTable, v: Ratio): number {
  let points = 0;
  for (const step of t.steps) {
    const bound = units(step.threshold) * v.den;
    if (t.comparison === '>' ? v.num > bound : v.num >= bound) points = step.points;
  }
  return points;
}

/** The points a table gives a value (decimal text, taken to 4 places as the database keeps it). */
export function tablePoints(t: PointsTable, value: string): number {
  const num = toUnits(value);
  if (num === null) throw new RangeError(`Not a non-negative decimal: ${value}`);
  return pointsAt(t, { num, den: 1n });
}
const tableMax = (t: PointsTable) => t.steps.at(-1)!.points;

function parse(value: Decimal): bigint | null | 'invalid' {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  return toUnits(text) ?? 'invalid';
}

const REQUIRED: Record<Exclude<NutriScoreCategory, 'water'>, readonly NutriScoreField[]> = {
  general: ['energykj', 'sugars', 'saturates', 'salt', 'protein'],
  cheese: ['energykj', 'sugars', 'saturates', 'salt', 'protein'],
  red_meat: ['energykj', 'sugars', 'saturates', 'salt', 'protein'],
  fats_oils_nuts_seeds: ['sugars', 'saturates', 'fat', 'salt', 'protein'],
  beverage: ['energykj', 'sugars', 'saturates', 'salt', 'protein', 'nonnutritivesweeteners'],
};

/**
 * The Nutri-Score of a spec, component by component, or null with the inputs its category needs that are missing
 * or unusable. Fibre and fruit/veg/pulses % are never "missing": not recorded, they count 0 points, which can only
 * make the letter worse, never better, and a note says so (docs/label.md, "Choices").
 */
export function nutriScore(input: NutriScoreInput): NutriScoreResult {
  const category = input.category;
  if (category === null || category === undefined || category === '') {
    return { score: null, grade: null, missing: ['category'], invalid: [] };
  }
  if (!(NUTRISCORE_CATEGORIES as readonly string[]).includes(category)) {
    return { score: null, grade: null, missing: [], invalid: ['category'] };
  }
  const cat = category as NutriScoreCategory;
  if (cat === 'water') {
    return {
      score: null,
      grade: 'A',
      notes: ['Water is graded A whatever its composition; no score is computed.'],
    };
  }

  const values: Partial<Record<NutriScoreField, bigint>> = {};
  const missing: NutriScoreField[] = [];
  const invalid: NutriScoreField[] = [];
  const required = REQUIRED[cat];
  // What the category does not use is not looked at, even when it is not a number.
  const used: readonly NutriScoreField[] = [...required, 'fibre', 'fruitvegpulsespct'];
  for (const field of NUTRISCORE_FIELDS) {
    if (!used.includes(field)) continue;
    if (field === 'nonnutritivesweeteners') {
      const v = input.nonnutritivesweeteners;
      if (v !== true && v !== false) {
        (v === null || v === undefined ? missing : invalid).push(field);
      }
      continue;
    }
    const parsed = parse(input[field]);
    if (parsed === 'invalid' || (field === 'fruitvegpulsespct' && parsed !== null && parsed > 100n * SCALE)) {
      invalid.push(field);
    } else if (parsed === null) {
      if (required.includes(field)) missing.push(field);
    } else values[field] = parsed;
  }
  const fats = cat === 'fats_oils_nuts_seeds';
  // Saturates over a fat of 0 is no ratio at all.
  if (fats && values.fat === 0n && (values.saturates ?? 0n) > 0n) invalid.push('fat');
  if (missing.length > 0 || invalid.length > 0) {
    const order = (list: NutriScoreField[]) =>
      list.sort((a, b) => NUTRISCORE_FIELDS.indexOf(a) - NUTRISCORE_FIELDS.indexOf(b));
    return { score: null, grade: null, missing: order(missing), invalid: order([...new Set(invalid)]) };
  }

  const beverage = cat === 'beverage';
  const notes: string[] = [];
  const scored = (t: PointsTable, value: Ratio, max = tableMax(t)): NutriScoreComponent => ({
    component: t.component,
    value: plainDecimal((2n * value.num + value.den) / (2n * value.den)),
    points: Math.min(pointsAt(t, value), max),
    max,
  });
  const of = (field: NutriScoreField): Ratio => ({ num: values[field] ?? 0n, den: 1n });

  const negative: NutriScoreComponent[] = [];
  if (fats) {
    const saturates = values.saturates!;
    const fat = values.fat!;
    negative.push(scored(FATS_ENERGY_FROM_SATURATES, { num: saturates * 37n, den: 1n }));
    negative.push(scored(FOOD_SUGARS, of('sugars')));
    // saturates ÷ fat × 100, in ten-thousandths of a per cent; a fat of 0 (and so saturates of 0) is 0 %.
    negative.push(
      scored(
        FATS_SATURATES_RATIO,
        fat === 0n ? { num: 0n, den: 1n } : { num: saturates * 100n * SCALE, den: fat },
      ),
    );
  } else {
    negative.push(scored(beverage ? BEVERAGE_ENERGY : FOOD_ENERGY, of('energykj')));
    negative.push(scored(beverage ? BEVERAGE_SUGARS : FOOD_SUGARS, of('sugars')));
    negative.push(scored(SATURATES, of('saturates')));
  }
  negative.push(scored(SALT, of('salt')));
  if (beverage) {
    const sweeteners = input.nonnutritivesweeteners === true;
    negative.push({
      component: 'nonnutritivesweeteners',
      value: sweeteners,
      points: sweeteners ? SWEETENERS_POINTS : 0,
      max: SWEETENERS_POINTS,
    });
  }
  const negativetotal = negative.reduce((sum, c) => sum + c.points, 0);

  const proteinTable = beverage ? BEVERAGE_PROTEIN : FOOD_PROTEIN;
  const protein = scored(proteinTable, of('protein'), cat === 'red_meat' ? RED_MEAT_PROTEIN_MAX : undefined);
  const fromTable = pointsAt(proteinTable, of('protein'));
  if (protein.points < fromTable) {
    notes.push(
      `Protein gives ${fromTable} points in the table; red meat counts ${RED_MEAT_PROTEIN_MAX} at most.`,
    );
  }
  const limit = PROTEIN_NOT_COUNTED_FROM[cat];
  const proteinCounted = limit === undefined || negativetotal < limit;
  if (!proteinCounted) {
    notes.push(`Protein is not counted: the negative points (${negativetotal}) are ${limit} or more.`);
  }
  const positive: NutriScorePositive[] = [
    { ...protein, counted: proteinCounted },
    { ...scored(FIBRE, of('fibre')), counted: true },
    { ...scored(beverage ? BEVERAGE_FRUITVEG : FOOD_FRUITVEG, of('fruitvegpulsespct')), counted: true },
  ];
  if (values.fibre === undefined) notes.push('Fibre is not recorded: it counts 0 points.');
  if (values.fruitvegpulsespct === undefined) {
    notes.push('Fruit, vegetables and pulses % is not recorded: it counts 0 points.');
  }
  const positivetotal = positive.reduce((sum, c) => sum + (c.counted ? c.points : 0), 0);
  const score = negativetotal - positivetotal;
  return {
    score,
    grade: nutriScoreGrade(cat, score),
    negative,
    positive,
    negativetotal,
    positivetotal,
    notes,
  };
}

/** Which tables score a category, negative then positive, for the docs and the console. */
export function nutriScoreTables(category: Exclude<NutriScoreCategory, 'water'>): PointsTable[] {
  if (category === 'beverage') {
    return [BEVERAGE_ENERGY, BEVERAGE_SUGARS, SATURATES, SALT, BEVERAGE_PROTEIN, FIBRE, BEVERAGE_FRUITVEG];
  }
  if (category === 'fats_oils_nuts_seeds') {
    return [
      FATS_ENERGY_FROM_SATURATES,
      FOOD_SUGARS,
      FATS_SATURATES_RATIO,
      SALT,
      FOOD_PROTEIN,
      FIBRE,
      FOOD_FRUITVEG,
    ];
  }
  return [FOOD_ENERGY, FOOD_SUGARS, SATURATES, SALT, FOOD_PROTEIN, FIBRE, FOOD_FRUITVEG];
}
