/**
 * The ingredient statement of EU FIC 1169/2011 arts. 18 to 22 with Annexes VII and VIII (docs/label.md, "The
 * ingredient statement"), from a list `ingredients.ts` accepts. Pure: shared with the console.
 */
import { escapeHtml } from '../html.js';
import { plainDecimal } from '../nutrition.js';
import {
  ALLERGEN_CODES,
  ALLERGEN_INFO,
  isAllergenCode,
  termsIn,
  withGroup,
  type AllergenCode,
} from './allergens.js';
import {
  declaredValue,
  derivedAllergens,
  nm,
  percentOf,
  type DeclaredAllergens,
  type Ingredient,
} from './ingredients.js';

export interface IngredientStatement {
  /** "Ingredients: Tomatoes (45%), Water, …". */
  text: string;
  /** The same, HTML-escaped, the allergens in <strong>. */
  html: string;
  /** The emphasised spans of `text`: [start, end) in UTF-16 code units, in order, never overlapping. */
  emphasis: Array<{ start: number; end: number }>;
  /** "May contain: peanuts, sesame seeds", or null when nothing is declared May contain. */
  maycontain: string | null;
}

/** A level in label order: by percent, highest first, when every one has a percent; else as listed. */
function inLabelOrder(items: readonly Ingredient[]): Ingredient[] {
  const ps = items.map(percentOf);
  if (ps.some((p) => typeof p !== 'bigint')) return [...items];
  const order = items.map((i, n) => ({ i, p: ps[n] as bigint, n }));
  order.sort((a, b) => (a.p === b.p ? a.n - b.n : a.p > b.p ? -1 : 1));
  return order.map((o) => o.i);
}

/**
 * The list of ingredients for the label (EU FIC 1169/2011): headed "Ingredients:" (art. 18(1)); in descending
 * order of weight (art. 18(1)), which is the percentages' order when a level has them all and the list's own
 * order otherwise (the technologist's declared order); a compound ingredient followed by its ingredients in
 * brackets (Annex VII Part E); a QUID as "(45%)" after the ingredient (art. 22, Annex VIII), a sub-ingredient's
 * as a share of the whole food; each allergen emphasised (art. 21): the words of the ingredient's name that
 * name it, or else its Annex II name added in brackets ("Butter (milk)"). `names` replaces Annex II names (a
 * translation). "May contain" lists the allergens declared 2 that no ingredient carries.
 */
export function ingredientStatement(
  list: readonly Ingredient[],
  declared: DeclaredAllergens,
  names: Partial<Record<AllergenCode, string>> = {},
): IngredientStatement {
  const nameFor = (c: AllergenCode) => names[c] ?? ALLERGEN_INFO[c].name;
  let text = '';
  const spans: Array<[number, number]> = [];
  const put = (s: string, strong = false) => {
    if (strong && s) spans.push([text.length, text.length + s.length]);
    text += s;
  };

  const ingredient = (i: Ingredient, parent?: Ingredient) => {
    const name = nm(i);
    const own = [...new Set((i.allergens ?? []).filter(isAllergenCode).flatMap(withGroup))];
    const found = own.flatMap((c) => termsIn(name, c));
    const named = new Set(own.filter((c) => termsIn(name, c).length > 0));
    // The compound's ingredients state what they carry. A species of nut states "nuts", a cereal "cereals
    // containing gluten"; lactose does not state milk (a milk allergy is not lactose intolerance): "(milk)".
    const inSubs = new Set(
      (i.ingredients ?? []).flatMap((s) => (s.allergens ?? []).filter(isAllergenCode).flatMap(withGroup)),
    );
    const stated = (c: AllergenCode) =>
      named.has(c) || inSubs.has(c) || (c !== 'milk' && own.some((o) => ALLERGEN_INFO[o].group === c));
    let at = 0;
    for (const [s, e] of merge(found)) {
      put(name.slice(at, s));
      put(name.slice(s, e), true);
      at = e;
    }
    put(name.slice(at));
    const added = ALLERGEN_CODES.filter((c) => own.includes(c) && !stated(c));
    if (added.length) {
      put(' (');
      added.forEach((c, n) => {
        if (n) put(', ');
        put(nameFor(c), true);
      });
      put(')');
    }
    const quid = quidText(i, parent);
    if (quid) put(` (${quid}%)`);
    const subs = inLabelOrder(i.ingredients ?? []);
    if (subs.length && !parent) {
      put(' (');
      subs.forEach((s, n) => {
        if (n) put(', ');
        ingredient(s, i);
      });
      put(')');
    }
  };

  put('Ingredients: ');
  inLabelOrder(list).forEach((i, n) => {
    if (n) put(', ');
    ingredient(i);
  });

  const carried = new Set(derivedAllergens(list).map((d) => d.allergen));
  const may = ALLERGEN_CODES.filter((c) => declaredValue(declared[c]) === 2 && !carried.has(c));
  // A group says less than its member: "May contain: almonds", not "almonds, nuts".
  const precise = may.filter((c) => !may.some((m) => ALLERGEN_INFO[m].group === c));
  const emphasis = merge(spans).map(([start, end]) => ({ start, end }));
  return {
    text,
    html: toHtml(text, emphasis),
    emphasis,
    maycontain: precise.length ? `May contain: ${precise.map(nameFor).join(', ')}` : null,
  };
}

/** The QUID as printed: a top-level percent as recorded; a sub-ingredient's × its compound's ÷ 100, to 0.1. */
function quidText(i: Ingredient, parent?: Ingredient): string | null {
  const p = i.quid ? percentOf(i) : null;
  if (typeof p !== 'bigint') return null;
  if (!parent) return plainDecimal(p);
  const whole = percentOf(parent);
  if (typeof whole !== 'bigint') return plainDecimal(p);
  // p × whole is in 10^-8 percent²; ÷ 100 for the share, to tenths of a percent (10^-1): ÷ 10^9, half up.
  const tenths = (p * whole * 2n + 1_000_000_000n) / 2_000_000_000n;
  return plainDecimal(tenths, 1);
}

function merge(spans: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function toHtml(text: string, emphasis: ReadonlyArray<{ start: number; end: number }>): string {
  let html = '';
  let at = 0;
  for (const { start, end } of emphasis) {
    html += `${escapeHtml(text.slice(at, start))}<strong>${escapeHtml(text.slice(start, end))}</strong>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}
