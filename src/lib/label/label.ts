/**
 * A spec's label, composed from what the spec records (docs/label.md): the ingredient statement and its
 * allergen check, the nutrition table per 100 g (ml) and per portion with %RI, the UK front of pack colours, the
 * energy check and the Nutri-Score. Composition only: every rule is one of the pure functions beside this file
 * (ingredients.ts, reference-intakes.ts, front-of-pack.ts, energy-check.ts, nutriscore.ts). Pure: shared with the
 * console.
 */
import { perPortion, plainDecimal, saltFromSodium, toDecimal } from '../nutrition.js';
import { given, units, type DecimalInput } from './decimal.js';
import { recordEnergyWarnings, type EnergyWarning } from './energy-check.js';
import { frontOfPack, type FopColour, type FopKind, type FopNutrient } from './front-of-pack.js';
import {
  allergenMismatches,
  derivedAllergens,
  ingredientStatement,
  type AllergenMismatch,
  type DeclaredAllergens,
  type DerivedAllergen,
  type Ingredient,
  type IngredientStatement,
} from './ingredients.js';
import { nutriScore, type NutriScoreResult } from './nutriscore.js';
import { referenceIntakes, type RiTable } from './reference-intakes.js';

/** What the label is made from: the spec's fields and its allergen and nutrition records as they are read. */
export interface LabelInput {
  productname: string | null;
  /** The name of the spec's unit of measure (`uoms.name`: g, kg, ml, l…), null when not recorded. */
  uom: string | null;
  weight: string | number | null;
  /** The spec's own word on it; null leaves it to the unit (`isDrink`). */
  isdrink: boolean | null;
  /** The ingredient list (product_specs.ingredients); null when not recorded. */
  ingredients: readonly Ingredient[] | null;
  nutriscorecategory: string | null;
  fruitvegpulsespct: DecimalInput;
  nonnutritivesweeteners: boolean | null;
  /** The allergen record (0/1/2 or No/Yes/May by field); null when the spec has none. */
  allergens: DeclaredAllergens | null;
  /** The nutrition record as stored (`fat100gcontains`, `fatperportion`, `portionsize`…); null when none. */
  nutrition: Partial<Record<string, DecimalInput>> | null;
}

/** The figures of a nutrition table, as decimal text with exactly 4 decimals; salt is sodium × 2.5. */
export const LABEL_NUTRIENTS = [
  'kj',
  'kcal',
  'fat',
  'saturates',
  'carbs',
  'sugar',
  'fibre',
  'protein',
  'salt',
] as const;
export type LabelNutrient = (typeof LABEL_NUTRIENTS)[number];
export type LabelFigures = Record<LabelNutrient, string | null>;

export interface Label {
  ingredients: {
    /** Null when the spec records no ingredient list. */
    statement: IngredientStatement | null;
    derivedallergens: DerivedAllergen[];
    /** Empty unless both an ingredient list and an allergen record are there to compare. */
    mismatches: AllergenMismatch[];
  };
  nutrition: {
    basis: 'per 100 g' | 'per 100 ml';
    /** g for a food, ml for a drink; null when not recorded. */
    portionsize: string | null;
    per100: LabelFigures;
    /** Null without a portion size nor any per portion figure. */
    perportion: LabelFigures | null;
    ri: { per100: RiTable; perportion: RiTable | null };
    fop: {
      kind: FopKind;
      /** The colours of the per 100 g (ml) figures alone. */
      per100: Record<FopNutrient, FopColour | null>;
      /** The colours a label shows: the per 100 g (ml) ones, then red for a large portion over the criterion. */
      perportion: Record<FopNutrient, FopColour | null> | null;
    };
    energycheck: EnergyWarning[];
  };
  nutriscore: NutriScoreResult;
}

/** Units whose quantities are volumes: a spec sold in them is a drink unless it says otherwise. */
const VOLUME_UNITS = new Set(['ml', 'cl', 'dl', 'l']);

/**
 * Drink or food, for the front of pack (per 100 ml or per 100 g) and the table's basis: the spec's `isdrink`
 * when set; else a spec sold by volume (ml, cl, dl, l) is a drink and anything else (g, kg, each, pack, none)
 * a food. The Nutri-Score's own category (`beverage`) is set apart by the technologist.
 */
export function isDrink(input: Pick<LabelInput, 'isdrink' | 'uom'>): boolean {
  if (input.isdrink === true || input.isdrink === false) return input.isdrink;
  return VOLUME_UNITS.has(
    String(input.uom ?? '')
      .trim()
      .toLowerCase(),
  );
}

const text = (v: DecimalInput): string | null => (given(v) ? String(v) : null);
/** The portion size as written in a sentence: "150", "37.5". */
const plain = (v: DecimalInput): string | null => {
  const u = units(v);
  return u === null ? null : plainDecimal(u);
};
/** A figure as the nutrition read gives it: exactly 4 decimals; null when missing or not a decimal. */
const fixed = (v: DecimalInput): string | null => {
  const u = units(v);
  return u === null ? null : toDecimal(u);
};

function figures(record: Partial<Record<string, DecimalInput>>, basis: '100gcontains' | 'perportion') {
  return Object.fromEntries(
    LABEL_NUTRIENTS.map((n) => [
      n,
      n === 'salt'
        ? fixed(record[`salt${basis}`] ?? saltFromSodium(text(record[`sodium${basis}`])))
        : fixed(record[`${n}${basis}`]),
    ]),
  ) as LabelFigures;
}

/**
 * The record with its missing per portion figures made from per 100 g × portion ÷ 100 (src/lib/nutrition.ts
 * `perPortion`), so that the table, the %RI and the colours per portion agree.
 */
function withPortions(record: Partial<Record<string, DecimalInput>>): Partial<Record<string, DecimalInput>> {
  const portion = text(record.portionsize);
  if (portion === null) return record;
  const out = { ...record };
  for (const n of ['kj', 'kcal', 'fat', 'saturates', 'carbs', 'sugar', 'fibre', 'protein', 'sodium']) {
    if (!given(out[`${n}perportion`])) {
      const made = perPortion(text(record[`${n}100gcontains`]), portion);
      if (made !== null) out[`${n}perportion`] = made;
    }
  }
  return out;
}

/** The label of a spec (docs/label.md, "The label JSON"). */
export function composeLabel(input: LabelInput): Label {
  const list = input.ingredients && input.ingredients.length > 0 ? input.ingredients : null;
  const declared = input.allergens ?? {};
  const derived = list ? derivedAllergens(list) : [];

  const kind: FopKind = isDrink(input) ? 'drink' : 'food';
  const stored = input.nutrition ?? {};
  const record = withPortions(stored);
  const portioned = given(record.portionsize) || LABEL_NUTRIENTS.some((n) => given(record[`${n}perportion`]));
  const ri = referenceIntakes(record);
  const per100 = figures(record, '100gcontains');

  return {
    ingredients: {
      statement: list ? ingredientStatement(list, declared) : null,
      derivedallergens: derived,
      mismatches: list && input.allergens ? allergenMismatches(derived, declared) : [],
    },
    nutrition: {
      basis: kind === 'drink' ? 'per 100 ml' : 'per 100 g',
      portionsize: plain(record.portionsize),
      per100,
      perportion: portioned ? figures(record, 'perportion') : null,
      ri: { per100: ri.per100g, perportion: portioned ? ri.perPortion : null },
      fop: {
        kind,
        per100: frontOfPack({ ...record, portionsize: null }, kind),
        perportion: given(record.portionsize) ? frontOfPack(record, kind) : null,
      },
      energycheck: recordEnergyWarnings(stored),
    },
    nutriscore: nutriScore({
      category: input.nutriscorecategory,
      energykj: per100.kj,
      sugars: per100.sugar,
      saturates: per100.saturates,
      fat: per100.fat,
      salt: per100.salt,
      fibre: per100.fibre,
      protein: per100.protein,
      fruitvegpulsespct: text(input.fruitvegpulsespct),
      nonnutritivesweeteners: input.nonnutritivesweeteners,
    }),
  };
}
