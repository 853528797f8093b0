import { nutritionWarnings as warningsOf, saltFromSodium, type NutritionField } from '../../lib/nutrition.js';

export { saltFromSodium } from '../../lib/nutrition.js';

/**
 * Figures derived from a nutrition record on reading it: salt from sodium, and the sentences for figures
 * that cannot all be true (the rules: src/lib/nutrition.ts, shared with the console's form).
 */

/** A record's values by field, as stored: decimal text, or null when not recorded. */
export type NutritionFigures = Partial<
  Record<Exclude<NutritionField, 'portionsize'>, string | null | undefined>
>;

/** Plain sentences for the figures of a record that cannot all be true, per 100 g then per portion. */
export function nutritionWarnings(r: NutritionFigures): string[] {
  return warningsOf(r).map((w) => w.message);
}

/** What getNutritionalInfo adds to a stored record: read-only, never written. */
export function derivedNutrition(r: NutritionFigures) {
  return {
    salt100gcontains: saltFromSodium(r.sodium100gcontains),
    saltperportion: saltFromSodium(r.sodiumperportion),
    warnings: nutritionWarnings(r),
  };
}
