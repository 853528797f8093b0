import { nutritionValueProblem } from '../../lib/nutrition.js';

export { NUTRITION_FIELDS, type NutritionField } from '../../lib/nutrition.js';

/**
 * Why the API refuses a value for `field`, in its message ("Invalid value for fat100gcontains: must not be
 * negative"), or null. The rule itself is src/lib/nutrition.ts, shared with the console.
 */
export function nutritionProblem(field: string, text: string): string | null {
  const problem = nutritionValueProblem(field, text);
  return problem && `Invalid value for ${field}: ${problem.reason}`;
}
