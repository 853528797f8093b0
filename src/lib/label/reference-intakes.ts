/**
 * Percentages of the reference intakes (%RI) a label shows beside the nutrition declaration (EU FIC 1169/2011
 * art. 32(4) and (5), art. 33) and on the front of pack. Exact: figures are ten-thousandths (BigInt). Pure:
 * shared with the console.
 */
import { saltFromSodium, toDecimal } from '../nutrition.js';
import { roundHalfUp, SCALE, units, type DecimalInput } from './decimal.js';

/**
 * EU FIC 1169/2011 Annex XIII Part B, "Reference intakes for energy and selected nutrients other than vitamins
 * and minerals (adults)": energy 8 400 kJ / 2 000 kcal, total fat 70 g, saturates 20 g, carbohydrate 260 g,
 * sugars 90 g, protein 50 g, salt 6 g. Keys are our nutrient names (src/lib/nutrition.ts).
 */
export const REFERENCE_INTAKES = {
  kj: 8400n,
  kcal: 2000n,
  fat: 70n,
  saturates: 20n,
  carbs: 260n,
  sugar: 90n,
  protein: 50n,
  salt: 6n,
} as const;
export type RiNutrient = keyof typeof REFERENCE_INTAKES;
export const RI_NUTRIENTS = Object.keys(REFERENCE_INTAKES) as RiNutrient[];

/** Art. 32(5): the statement that goes with %RIs given per 100 g or per 100 ml. */
export const RI_STATEMENT = 'Reference intake of an average adult (8 400 kJ/2 000 kcal)';

export interface PercentRi {
  /** Whole percent, rounded half up (0.5 % is 1 %). */
  percent: number;
  /** As printed: "12%", "<1%" for an amount above zero that rounds to 0, "0%" for none. */
  text: string;
}

/**
 * The %RI of an amount (g, or kJ/kcal for energy), from the figure as recorded (not the rounded figure a
 * label prints), to a whole percent rounded half up; null when the amount is missing or not a non-negative
 * decimal.
 */
export function percentRi(nutrient: RiNutrient, amount: DecimalInput): PercentRi | null {
  const u = units(amount);
  if (u === null) return null;
  const percent = Number(roundHalfUp(u * 100n, REFERENCE_INTAKES[nutrient] * SCALE));
  const text = percent === 0 && u > 0n ? '<1%' : `${percent}%`;
  return { percent, text };
}

export type RiTable = Record<RiNutrient, PercentRi | null>;

/**
 * %RIs per 100 g and per portion from a nutrition record as stored (`fat100gcontains`, `fatperportion`…):
 * salt from `salt…` when given, else from sodium × 2.5 as getNutritionalInfo derives it.
 */
export function referenceIntakes(record: Partial<Record<string, DecimalInput>>): {
  per100g: RiTable;
  perPortion: RiTable;
} {
  const table = (basis: '100gcontains' | 'perportion') =>
    Object.fromEntries(
      RI_NUTRIENTS.map((n) => {
        const sodium = units(record[`sodium${basis}`]);
        const raw =
          n === 'salt'
            ? (record[`salt${basis}`] ?? (sodium === null ? null : saltFromSodium(toDecimal(sodium))))
            : record[`${n}${basis}`];
        return [n, percentRi(n, raw)];
      }),
    ) as RiTable;
  return { per100g: table('100gcontains'), perPortion: table('perportion') };
}
