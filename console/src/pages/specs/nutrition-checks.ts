/**
 * The nutrition form's checks as the user types. The rules are the server's own, from one pure module
 * (src/lib/nutrition.ts) that both import; here they are phrased for a person (the field's label, not its
 * API name) and given what a person types (a decimal comma, spaces).
 */
import {
  nutritionValueProblem,
  nutritionWarnings as warningsOf,
  perPortion as perPortionOf,
  toUnits as unitsOf,
  type NutritionWarning,
} from '../../../../src/lib/nutrition.js';

export type { NutritionWarning } from '../../../../src/lib/nutrition.js';

/** What a person types, as the API is sent it: trimmed, a decimal comma as a point; '' when empty. */
export function normalise(text: string | null | undefined): string {
  return (text ?? '').trim().replace(',', '.');
}

/** A typed value as whole ten-thousandths as it would be stored; null when empty, not a decimal or negative. */
export function toUnits(text: string | null | undefined): bigint | null {
  return unitsOf(normalise(text));
}

/**
 * Why the server would refuse this value for `field`, in a sentence that names it by `label`; null when it
 * would be accepted. Empty is accepted (not recorded).
 */
export function fieldProblem(field: string, text: string, label: string): string | null {
  const value = normalise(text);
  if (value === '') return null;
  const problem = nutritionValueProblem(field, value);
  if (!problem) return null;
  if (problem.kind === 'not-a-number') return `${label} must be a number, like 12.5`;
  if (problem.kind === 'over-100g') return `${label}: ${problem.reason}`;
  return `${label} ${problem.reason}`;
}

/** Per portion from per 100 g × portion size ÷ 100, as the shortest decimal text; null when either is missing. */
export function perPortion(per100g: string | null | undefined, portion: string | null | undefined) {
  return perPortionOf(normalise(per100g), normalise(portion));
}

/** The server's warnings, in its order and words, for the values as typed (rounded as they would be stored). */
export function nutritionWarnings(values: Record<string, string | undefined>): NutritionWarning[] {
  return warningsOf(Object.fromEntries(Object.entries(values).map(([f, v]) => [f, normalise(v)])));
}
