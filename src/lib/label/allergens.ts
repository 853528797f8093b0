/**
 * The allergen codes an ingredient may carry: the spec's allergen fields (the contract's 29 and `milk`, in
 * the one list: src/modules/products/allergens.schemas.ts takes it from here), with the name a label
 * uses for each and the words that, in an ingredient's name, already refer to it. Pure: shared with the
 * console (the schemas file is not: it builds TypeBox schemas).
 */

export const ALLERGEN_CODES = [
  'shellfish',
  'molluscs',
  'peanuts',
  'sulphurdioxide',
  'eggs',
  'nuts',
  'almonds',
  'hazelnuts',
  'walnuts',
  'cashews',
  'pecans',
  'pistachio',
  'brazil',
  'macadamia',
  'queensland',
  'fish',
  'sesame',
  'celery',
  'gluten',
  'wheat',
  'oats',
  'rye',
  'spelt',
  'kamut',
  'barley',
  'soya',
  'mustard',
  'lactose',
  'lupin',
  'milk',
] as const;
export type AllergenCode = (typeof ALLERGEN_CODES)[number];

export const isAllergenCode = (c: unknown): c is AllergenCode =>
  typeof c === 'string' && (ALLERGEN_CODES as readonly string[]).includes(c);

export interface AllergenInfo {
  /**
   * The name of the substance or product as EU FIC 1169/2011 Annex II lists it (as amended by Delegated
   * Regulation 78/2014), in lower case as it reads inside an ingredient list: what a label adds in brackets
   * after an ingredient whose name does not already say it (art. 21(1)(a)), and what "May contain" names.
   */
  name: string;
  /** Words that, found whole in an ingredient's name, are that clear reference (art. 21(1)(a)). */
  terms: readonly string[];
  /**
   * The Annex II entry this one belongs to: a species of nut is "nuts" (Annex II point 8), a cereal is
   * "cereals containing gluten" (point 1), lactose is "milk" (point 7: "milk and products thereof
   * (including lactose)"). An ingredient carrying the member carries the group.
   */
  group?: AllergenCode;
}

const nut = (name: string, ...terms: string[]): AllergenInfo => ({ name, terms, group: 'nuts' });
const cereal = (name: string, ...terms: string[]): AllergenInfo => ({ name, terms, group: 'gluten' });

/** EU FIC 1169/2011 Annex II, points 1 to 14, by our field names. */
export const ALLERGEN_INFO: Record<AllergenCode, AllergenInfo> = {
  shellfish: { name: 'crustaceans', terms: ['crustacean', 'crustaceans'] }, // point 2
  molluscs: { name: 'molluscs', terms: ['mollusc', 'molluscs'] }, // point 14
  peanuts: { name: 'peanuts', terms: ['peanut', 'peanuts'] }, // point 5
  // Point 12, "sulphur dioxide and sulphites": labels name them "sulphites" (e.g. "sodium metabisulphite
  // (sulphites)"), as the FSA's allergen guidance does.
  sulphurdioxide: {
    name: 'sulphites',
    terms: ['sulphite', 'sulphites', 'sulphur dioxide', 'sulfite', 'sulfites', 'sulfur dioxide'],
  },
  eggs: { name: 'eggs', terms: ['egg', 'eggs'] }, // point 3
  nuts: { name: 'nuts', terms: ['nut', 'nuts'] }, // point 8
  almonds: nut('almonds', 'almond', 'almonds'),
  hazelnuts: nut('hazelnuts', 'hazelnut', 'hazelnuts'),
  walnuts: nut('walnuts', 'walnut', 'walnuts'),
  cashews: nut('cashews', 'cashew', 'cashews'),
  pecans: nut('pecan nuts', 'pecan', 'pecans'),
  pistachio: nut('pistachio nuts', 'pistachio', 'pistachios'),
  brazil: nut('Brazil nuts', 'brazil nut', 'brazil nuts'),
  macadamia: nut('macadamia nuts', 'macadamia', 'macadamias'),
  queensland: nut('Queensland nuts', 'queensland nut', 'queensland nuts'),
  fish: { name: 'fish', terms: ['fish'] }, // point 4
  sesame: { name: 'sesame seeds', terms: ['sesame'] }, // point 11
  celery: { name: 'celery', terms: ['celery'] }, // point 9
  gluten: { name: 'cereals containing gluten', terms: ['gluten'] }, // point 1
  wheat: cereal('wheat', 'wheat'),
  oats: cereal('oats', 'oat', 'oats'),
  rye: cereal('rye', 'rye'),
  spelt: cereal('spelt', 'spelt'),
  // Point 1 as amended: "wheat (such as spelt and khorasan wheat)"; Kamut is a trade mark of khorasan wheat.
  kamut: cereal('khorasan wheat', 'kamut', 'khorasan'),
  barley: cereal('barley', 'barley'),
  soya: { name: 'soybeans', terms: ['soya', 'soy', 'soybean', 'soybeans', 'soya bean', 'soya beans'] }, // point 6
  mustard: { name: 'mustard', terms: ['mustard'] }, // point 10
  lactose: { name: 'lactose', terms: ['lactose'], group: 'milk' }, // point 7
  lupin: { name: 'lupin', terms: ['lupin', 'lupine', 'lupins'] }, // point 13
  milk: { name: 'milk', terms: ['milk'] }, // point 7
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TERM_RE = Object.fromEntries(
  ALLERGEN_CODES.map((code) => {
    const terms = [...ALLERGEN_INFO[code].terms].sort((a, b) => b.length - a.length).map(escapeRe);
    // Whole words only, any case: "nut" is not found in "Coconut", nor "oat" in "Goat's cheese".
    return [code, `(?<![\\p{L}\\p{N}])(?:${terms.join('|')})(?![\\p{L}\\p{N}])`];
  }),
) as Record<AllergenCode, string>;

/** Where `name` already refers to the allergen: [start, end) UTF-16 offsets, in order. */
export function termsIn(name: string, code: AllergenCode): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const m of name.matchAll(new RegExp(TERM_RE[code], 'giu')))
    found.push([m.index, m.index + m[0].length]);
  return found;
}

/** A code with the group it implies (almonds → almonds, nuts). */
export const withGroup = (code: AllergenCode): AllergenCode[] => {
  const group = ALLERGEN_INFO[code].group;
  return group ? [code, group] : [code];
};
