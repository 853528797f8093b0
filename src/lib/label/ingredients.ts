/**
 * A product's ingredient list and what a label derives from it (docs/label.md): the problems the API
 * refuses it for, the allergens it carries, where those disagree with the allergen record, and the
 * ingredient statement (statement.ts, re-exported here). Pure: shared with the
 * console. Percentages are exact (ten-thousandths, BigInt), never floating point.
 */
import { plainDecimal } from '../nutrition.js';
import { ALLERGEN_CODES, ALLERGEN_INFO, isAllergenCode, withGroup, type AllergenCode } from './allergens.js';
import { given, SCALE, units } from './decimal.js';

export { ALLERGEN_CODES, ALLERGEN_INFO, type AllergenCode } from './allergens.js';

/** One ingredient; a top-level one may be compound (its `ingredients`), a sub-ingredient may not. */
export interface Ingredient {
  name: string;
  /** Share by weight at the time of use, 0 to 100: of the food (top level) or of its compound ingredient. */
  percent?: number | string | null;
  /** Show the percentage on the label (QUID, art. 22). */
  quid?: boolean;
  /** Country of origin (a `countries` id). */
  origin?: number | null;
  /** Allergen codes (`ALLERGEN_CODES`). */
  allergens?: string[];
  ingredients?: Ingredient[];
}

export interface IngredientProblem {
  /** Where, as a JSON path into the list: `[2].ingredients[0].percent`. */
  path: string;
  message: string;
}

const HUNDRED = 100n * SCALE;

/** The name as printed; a missing one (refused by `ingredientProblems`) is empty, never a crash. */
export const nm = (i: Ingredient) => String(i.name ?? '').trim();

/** The percent as ten-thousandths; null when not given; 'invalid' when given but not a decimal from 0 to 100. */
export function percentOf(i: Ingredient): bigint | null | 'invalid' {
  if (!given(i.percent)) return null;
  const u = units(i.percent);
  return u === null || u > HUNDRED ? 'invalid' : u;
}

const label = (i: Ingredient, parent?: Ingredient) =>
  parent ? `"${nm(i)}" (in "${nm(parent)}")` : `"${nm(i)}"`;

/**
 * Why the API refuses a list (400), in list order; empty when it is accepted. Each level's percentages add up
 * to 100 at most; a list is two levels deep at most; allergen codes are the allergen fields; names are not
 * empty; a percent is a decimal from 0 to 100; a QUID needs a percent (and, for a sub-ingredient, its compound's
 * percent too: the label states a sub-ingredient's QUID as a share of the whole food).
 */
export function ingredientProblems(list: readonly Ingredient[]): IngredientProblem[] {
  const problems: IngredientProblem[] = [];
  const level = (items: readonly Ingredient[], base: string, parent?: Ingredient) => {
    let total = 0n;
    items.forEach((i, n) => {
      const path = `${base}[${n}]`;
      const named = typeof i.name === 'string' && nm(i) !== '';
      const who = named
        ? label(i, parent)
        : `ingredient ${n + 1} of ${parent ? `"${nm(parent)}"` : 'the top level'}`;
      if (!named) problems.push({ path: `${path}.name`, message: `${cap(who)} has no name` });
      const p = percentOf(i);
      if (p === 'invalid') {
        problems.push({
          path: `${path}.percent`,
          message: `Percent of ${who} must be a number from 0 to 100`,
        });
      } else if (p !== null) total += p;
      if (i.quid && p === null) {
        problems.push({ path: `${path}.quid`, message: `${cap(who)} is marked QUID but has no percent` });
      } else if (i.quid && parent && percentOf(parent) === null) {
        problems.push({
          path: `${path}.quid`,
          message:
            `${cap(who)} is marked QUID but "${nm(parent)}" has no percent: ` +
            'a QUID is stated as a share of the whole food',
        });
      }
      for (const code of i.allergens ?? []) {
        if (!isAllergenCode(code)) {
          problems.push({ path: `${path}.allergens`, message: `Unknown allergen "${code}" on ${who}` });
        }
      }
      if (i.ingredients?.length && parent) {
        problems.push({
          path: `${path}.ingredients`,
          message: `${cap(who)} has ingredients of its own: an ingredient list is two levels deep at most`,
        });
      } else if (i.ingredients?.length) level(i.ingredients, `${path}.ingredients`, i);
    });
    if (total > HUNDRED) {
      problems.push({
        path: base,
        message:
          `Ingredient percentages of ${parent ? `"${nm(parent)}"` : 'the top level'} ` +
          `add up to ${plainDecimal(total)}, more than 100`,
      });
    }
  };
  level(list, '');
  return problems;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** An ingredient as messages name it: "Cocoa butter", or "Whole milk powder (in Chocolate chips)". */
const nameOf = (i: Ingredient, parent?: Ingredient) => (parent ? `${nm(i)} (in ${nm(parent)})` : nm(i));

export interface DerivedAllergen {
  allergen: AllergenCode;
  /** The ingredients it is in, in list order (`nameOf`). */
  ingredients: string[];
}

/**
 * The allergens the ingredients carry, sub-ingredients included, in the allergen fields' order, each with the
 * ingredients it is in. A member carries its Annex II group: almonds are nuts, wheat is a cereal containing
 * gluten, lactose is milk. Unknown codes are left out (`ingredientProblems` reports them).
 */
export function derivedAllergens(list: readonly Ingredient[]): DerivedAllergen[] {
  const found = new Map<AllergenCode, string[]>();
  const visit = (i: Ingredient, parent?: Ingredient) => {
    const codes = new Set((i.allergens ?? []).filter(isAllergenCode).flatMap(withGroup));
    for (const code of codes) found.set(code, [...(found.get(code) ?? []), nameOf(i, parent)]);
    for (const sub of i.ingredients ?? []) visit(sub, i);
  };
  list.forEach((i) => visit(i));
  return ALLERGEN_CODES.filter((c) => found.has(c)).map((c) => ({ allergen: c, ingredients: found.get(c)! }));
}

/** The spec's allergen record: 0 No, 1 Yes, 2 May contain (as stored; the read's "No"/"Yes"/"May" too). */
export type DeclaredAllergens = Partial<Record<string, number | string | null | undefined>>;

/** 0, 1 or 2; anything else (missing included) is 0, the value an allergen record stores when not sent. */
export function declaredValue(v: number | string | null | undefined): 0 | 1 | 2 {
  const s = String(v ?? '').trim();
  if (s === '1' || s === 'Yes') return 1;
  if (s === '2' || s === 'May') return 2;
  return 0;
}

export interface AllergenMismatch {
  allergen: AllergenCode;
  /** undeclared: in an ingredient but not declared Yes; unused: declared Yes but in no ingredient. */
  kind: 'undeclared' | 'unused';
  ingredients: string[];
  message: string;
}

const DECLARED_WORD = { 0: 'No', 2: 'May contain' } as const;

/**
 * Where the ingredients and the allergen record disagree, in the allergen fields' order. An allergen in an
 * ingredient must be declared Yes: declared No, or declared May contain (a precautionary statement is for
 * cross-contact, never for an ingredient; art. 21 wants it in the ingredient list), it is undeclared. Declared
 * Yes with no ingredient carrying it is unused. May contain with no ingredient carrying it is as it should be.
 */
export function allergenMismatches(
  derived: readonly DerivedAllergen[],
  declared: DeclaredAllergens,
): AllergenMismatch[] {
  const byCode = new Map(derived.map((d) => [d.allergen, d.ingredients]));
  const out: AllergenMismatch[] = [];
  for (const code of ALLERGEN_CODES) {
    const value = declaredValue(declared[code]);
    const ingredients = byCode.get(code);
    const subject = cap(ALLERGEN_INFO[code].name);
    if (ingredients && value !== 1) {
      out.push({
        allergen: code,
        kind: 'undeclared',
        ingredients,
        message: `${subject}: declared ${DECLARED_WORD[value]} but contained in ${andList(ingredients)}`,
      });
    } else if (!ingredients && value === 1) {
      out.push({
        allergen: code,
        kind: 'unused',
        ingredients: [],
        message: `${subject}: declared Yes but in no ingredient`,
      });
    }
  }
  return out;
}

const andList = (xs: readonly string[]) =>
  xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

export { ingredientStatement, type IngredientStatement } from './statement.js';
