import type { Queryable } from '../../db/index.js';
import {
  allergenMismatches,
  declaredValue,
  derivedAllergens,
  type DeclaredAllergens,
  type Ingredient,
} from '../../lib/label/ingredients.js';
import { declaredAllergens, findIngredients } from './ingredients.repository.js';

/**
 * Why a spec with these ingredients and this allergen record cannot be approved (docs/label.md,
 * "Approval"), or undefined: each allergen an ingredient carries that the record does not declare Yes, as
 * `milk declared No but contained in Butter`, joined with '; ', in the allergen fields' order. An allergen
 * declared Yes that no ingredient carries does not block (the label warns of it).
 */
export function undeclaredAllergens(
  list: readonly Ingredient[],
  declared: DeclaredAllergens,
): string | undefined {
  const undeclared = allergenMismatches(derivedAllergens(list), declared).filter(
    (m) => m.kind === 'undeclared',
  );
  if (undeclared.length === 0) return undefined;
  return undeclared
    .map((m) => {
      const word = declaredValue(declared[m.allergen]) === 2 ? 'May contain' : 'No';
      return `${m.allergen} declared ${word} but contained in ${m.ingredients.join(', ')}`;
    })
    .join('; ');
}

/** undeclaredAllergens of the spec as stored (in the caller's transaction, after its writes). */
export async function specUndeclaredAllergens(q: Queryable, psid: number): Promise<string | undefined> {
  const list = (await findIngredients(q, psid))?.list ?? [];
  if (list.length === 0) return undefined;
  return undeclaredAllergens(list, (await declaredAllergens(q, psid)) ?? {});
}
