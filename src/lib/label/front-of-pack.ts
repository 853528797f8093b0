/**
 * The UK front of pack colours (green, amber, red) for fat, saturates, sugars and salt: Department of Health,
 * Food Standards Agency and devolved administrations with the BRC, "Guide to creating a front of pack (FoP)
 * nutrition label for pre-packed products sold through retail outlets", updated November 2016. Exact: figures
 * are ten-thousandths (BigInt). Pure: shared with the console.
 */
import { saltFromSodium, toDecimal } from '../nutrition.js';
import { SCALE, units, type DecimalInput } from './decimal.js';

export type FopColour = 'green' | 'amber' | 'red';
export type FopNutrient = 'fat' | 'saturates' | 'sugars' | 'salt';
export const FOP_NUTRIENTS: readonly FopNutrient[] = ['fat', 'saturates', 'sugars', 'salt'];
/** A food is judged per 100 g (whether or not sold by volume), a drink per 100 ml. */
export type FopKind = 'food' | 'drink';

interface Criteria {
  /** Green (low) up to and including this, per 100 g / 100 ml. */
  low: bigint;
  /** Amber (medium) above `low` up to and including this; red (high) above it. */
  high: bigint;
  /** Red above this per portion, whatever the per 100 g colour, for portions over `PORTION_OVER`. */
  portion: bigint;
}

const g = (text: string) => units(text)!;

/**
 * The guide's Table 2, "Criteria for 100g of food" (low ≤, medium > and ≤, high >; high also > the per portion
 * figure), and Table 3, "Criteria for 100ml of a drink". The per portion figures are 30 % (food) and 15 %
 * (drinks) of the Annex XIII reference intakes (70 g, 20 g, 90 g, 6 g).
 */
export const FOP_CRITERIA: Record<FopKind, Record<FopNutrient, Criteria>> = {
  food: {
    fat: { low: g('3.0'), high: g('17.5'), portion: g('21') },
    saturates: { low: g('1.5'), high: g('5.0'), portion: g('6.0') },
    sugars: { low: g('5.0'), high: g('22.5'), portion: g('27') },
    salt: { low: g('0.3'), high: g('1.5'), portion: g('1.8') },
  },
  drink: {
    fat: { low: g('1.5'), high: g('8.75'), portion: g('10.5') },
    saturates: { low: g('0.75'), high: g('2.5'), portion: g('3') },
    sugars: { low: g('2.5'), high: g('11.25'), portion: g('13.5') },
    salt: { low: g('0.3'), high: g('0.75'), portion: g('0.9') },
  },
};

/** The per portion criteria apply to portions over 100 g (foods) or over 150 ml (drinks). */
export const PORTION_OVER: Record<FopKind, bigint> = { food: 100n * SCALE, drink: 150n * SCALE };

export interface FopFigures {
  /** Per 100 g (food) or 100 ml (drink). */
  per100: DecimalInput;
  /** Per portion; when missing, per 100 × portion ÷ 100. */
  perPortion?: DecimalInput;
  /** The portion in g (food) or ml (drink). */
  portion?: DecimalInput;
}

/**
 * One nutrient's colour: from the per 100 g (ml) figure; then red, whatever that gave, when the portion is over
 * 100 g (150 ml) and the portion holds more than the per portion criterion. Figures as recorded (not as a label
 * rounds them). Null without a per 100 g (ml) figure.
 */
export function fopColour(nutrient: FopNutrient, kind: FopKind, f: FopFigures): FopColour | null {
  const c = FOP_CRITERIA[kind][nutrient];
  const per100 = units(f.per100);
  if (per100 === null) return null;
  const byWeight: FopColour = per100 <= c.low ? 'green' : per100 <= c.high ? 'amber' : 'red';
  const portion = units(f.portion);
  if (portion === null || portion <= PORTION_OVER[kind]) return byWeight;
  // Without a per portion figure: per 100 × portion ÷ 100 > criterion, multiplied out so nothing is rounded.
  const inPortion = units(f.perPortion);
  const over = inPortion !== null ? inPortion > c.portion : per100 * portion > c.portion * 100n * SCALE;
  return over ? 'red' : byWeight;
}

/**
 * The four colours of a stored nutrition record (`fat100gcontains`, `fatperportion`, `portionsize`…): sugars
 * are `sugar…`, salt is `salt…` when given, else sodium × 2.5. The record does not say the portion's unit: it
 * is taken as g for a food, ml for a drink.
 */
export function frontOfPack(
  record: Partial<Record<string, DecimalInput>>,
  kind: FopKind,
): Record<FopNutrient, FopColour | null> {
  const field = (n: FopNutrient) => (n === 'sugars' ? 'sugar' : n);
  const value = (n: FopNutrient, basis: '100gcontains' | 'perportion') => {
    if (n !== 'salt') return record[`${field(n)}${basis}`];
    const sodium = units(record[`sodium${basis}`]);
    return record[`salt${basis}`] ?? (sodium === null ? null : saltFromSodium(toDecimal(sodium)));
  };
  return Object.fromEntries(
    FOP_NUTRIENTS.map((n) => [
      n,
      fopColour(n, kind, {
        per100: value(n, '100gcontains'),
        perPortion: value(n, 'perportion'),
        portion: record.portionsize,
      }),
    ]),
  ) as Record<FopNutrient, FopColour | null>;
}
