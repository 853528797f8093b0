/**
 * An approved version as other systems read it (docs/catalogues.md): the GS1-aligned payload of a catalogue
 * publication, and an Open Food Facts product. Pure functions of the version's snapshot.
 */
import type { Label } from '../../lib/label/label.js';

/** Our 30 allergen fields: GS1 AllergenTypeCode, its name, and the Open Food Facts allergen tag. */
export const ALLERGEN_MAP = {
  shellfish: { code: 'AC', name: 'Crustaceans', off: 'en:crustaceans' },
  molluscs: { code: 'UM', name: 'Molluscs', off: 'en:molluscs' },
  peanuts: { code: 'AP', name: 'Peanuts', off: 'en:peanuts' },
  sulphurdioxide: {
    code: 'AU',
    name: 'Sulphur dioxide and sulphites',
    off: 'en:sulphur-dioxide-and-sulphites',
  },
  eggs: { code: 'AE', name: 'Eggs', off: 'en:eggs' },
  nuts: { code: 'AN', name: 'Tree nuts', off: 'en:nuts' },
  almonds: { code: 'SA', name: 'Almonds', off: 'en:nuts' },
  hazelnuts: { code: 'SH', name: 'Hazelnuts', off: 'en:nuts' },
  walnuts: { code: 'SW', name: 'Walnuts', off: 'en:nuts' },
  cashews: { code: 'SC', name: 'Cashew nuts', off: 'en:nuts' },
  pecans: { code: 'SP', name: 'Pecan nuts', off: 'en:nuts' },
  pistachio: { code: 'ST', name: 'Pistachios', off: 'en:nuts' },
  brazil: { code: 'SR', name: 'Brazil nuts', off: 'en:nuts' },
  macadamia: { code: 'SM', name: 'Macadamia nuts', off: 'en:nuts' },
  queensland: { code: 'SQ', name: 'Queensland nuts', off: 'en:nuts' },
  fish: { code: 'AF', name: 'Fish', off: 'en:fish' },
  sesame: { code: 'AS', name: 'Sesame seeds', off: 'en:sesame-seeds' },
  celery: { code: 'BC', name: 'Celery', off: 'en:celery' },
  gluten: { code: 'AW', name: 'Cereals containing gluten', off: 'en:gluten' },
  wheat: { code: 'UW', name: 'Wheat', off: 'en:gluten' },
  oats: { code: 'GO', name: 'Oats', off: 'en:gluten' },
  rye: { code: 'NR', name: 'Rye', off: 'en:gluten' },
  spelt: { code: 'GS', name: 'Spelt', off: 'en:gluten' },
  kamut: { code: 'GK', name: 'Kamut', off: 'en:gluten' },
  barley: { code: 'GB', name: 'Barley', off: 'en:gluten' },
  soya: { code: 'AY', name: 'Soybeans', off: 'en:soybeans' },
  mustard: { code: 'BM', name: 'Mustard', off: 'en:mustard' },
  lactose: { code: 'ML', name: 'Lactose', off: 'en:milk' },
  lupin: { code: 'NL', name: 'Lupine', off: 'en:lupin' },
  milk: { code: 'AM', name: 'Milk', off: 'en:milk' },
} as const;

/**
 * Our 10 nutrients: the GS1 nutrient type code (INFOODS tagname) and unit (UN/ECE Rec. 20), and the Open Food
 * Facts nutriment. Salt is not one of ours: it is sodium × 2.5, sent as SALTEQ / salt beside sodium.
 */
export const NUTRIENT_MAP = {
  kj: { code: 'ENER-', unit: 'KJO', off: 'energy-kj' },
  kcal: { code: 'ENER-', unit: 'E14', off: 'energy-kcal' },
  fat: { code: 'FAT', unit: 'GRM', off: 'fat' },
  saturates: { code: 'FASAT', unit: 'GRM', off: 'saturated-fat' },
  carbs: { code: 'CHOAVL', unit: 'GRM', off: 'carbohydrates' },
  sugar: { code: 'SUGAR-', unit: 'GRM', off: 'sugars' },
  fibre: { code: 'FIBTG', unit: 'GRM', off: 'fiber' },
  protein: { code: 'PRO-', unit: 'GRM', off: 'proteins' },
  water: { code: 'WATER', unit: 'GRM', off: null },
  sodium: { code: 'NA', unit: 'GRM', off: 'sodium' },
} as const;
type Nutrient = keyof typeof NUTRIENT_MAP;
const SALT = { code: 'SALTEQ', unit: 'GRM', off: 'salt' } as const;

/** Net content units: our `uoms` lookup (by id, seeded in migration 0001) as UN/ECE Rec. 20 codes. */
export const UOM_CODES: Record<number, string> = {
  1: 'GRM',
  2: 'KGM',
  3: 'MLT',
  4: 'LTR',
  5: 'H87',
  6: 'NMP',
};
/** The same units as Open Food Facts writes a quantity ("500 g"). */
const UOM_NAMES: Record<number, string> = { 1: 'g', 2: 'kg', 3: 'ml', 4: 'l', 5: 'each', 6: 'pack' };

/** A frozen version (spec_versions): the spec, allergen and nutrition records as their reads showed them. */
export interface VersionSnapshot {
  versionno: number;
  approved_at: string;
  spec: Record<string, unknown>;
  allergens: Record<string, unknown>;
  nutrition: Record<string, unknown>;
  /** The label frozen with it (docs/label.md); null or absent for a version approved before labels were. */
  label?: Label | null;
}

/** The statement without its heading ("Ingredients: "), the allergens' spans marked by `mark`. */
function statementText(label: Label, mark: (s: string) => string): string | null {
  const s = label.ingredients.statement;
  if (!s) return null;
  let out = '';
  let at = 0;
  for (const { start, end } of s.emphasis) {
    out += s.text.slice(at, start) + mark(s.text.slice(start, end));
    at = end;
  }
  return (out + s.text.slice(at)).replace(/^Ingredients:\s*/, '');
}

/**
 * What the frozen label adds to the GS1 payload, each only when the version has it: the ingredient statement (GDSN's
 * ingredientStatement, as text and as HTML with the allergens in <strong>, with its "May contain" sentence) and the
 * Nutri-Score's letter and score.
 */
function gs1Label(label: Label | null | undefined) {
  if (!label) return {};
  const s = label.ingredients.statement;
  const n = label.nutriscore;
  return {
    ...(s && {
      ingredientstatement: {
        text: statementText(label, (x) => x),
        html: s.html.replace(/^Ingredients:\s*/, ''),
        maycontain: s.maycontain,
      },
    }),
    ...(n.grade !== null && { nutriscore: { grade: n.grade, score: n.score } }),
  };
}

/**
 * What the frozen label adds to the Open Food Facts product, each only when the version has it: `ingredients_text`
 * with the allergens between underscores (Open Food Facts' own mark: "_milk_"), and `nutriscore_grade` (lower case,
 * as Open Food Facts writes it) with `nutriscore_score`.
 */
function offLabel(label: Label | null | undefined) {
  if (!label) return {};
  const text = statementText(label, (x) => `_${x}_`);
  const n = label.nutriscore;
  return {
    ...(text !== null && { ingredients_text: text }),
    ...(n.grade !== null && { nutriscore_grade: n.grade.toLowerCase(), nutriscore_score: n.score }),
  };
}

export interface Gs1Allergen {
  code: string;
  name: string;
  containment: 'CONTAINS' | 'MAY_CONTAIN';
}
export interface Gs1Nutrient {
  code: string;
  value: number;
  unit: string;
}

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));

/** A stored decimal (4-place text) as a number; null when absent or not a number. */
function decimal(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Sodium × 2.5 to 4 decimals, as the nutrition read computes salt. */
const saltOf = (sodium: number | null) => (sodium === null ? null : Math.round(sodium * 2.5 * 10000) / 10000);

/** The allergens a version declares: Yes is CONTAINS, May is MAY_CONTAIN, No is absent (never FREE_FROM). */
export function gs1Allergens(allergens: Record<string, unknown>): Gs1Allergen[] {
  const out: Gs1Allergen[] = [];
  for (const [field, { code, name }] of Object.entries(ALLERGEN_MAP)) {
    const value = allergens[field];
    if (value === 'Yes') out.push({ code, name, containment: 'CONTAINS' });
    else if (value === 'May') out.push({ code, name, containment: 'MAY_CONTAIN' });
  }
  return out;
}

/** The nutrients of one basis (`100gcontains` or `perportion`) that have a value, salt after sodium. */
export function gs1Nutrients(nutrition: Record<string, unknown>, basis: '100gcontains' | 'perportion') {
  const out: Gs1Nutrient[] = [];
  for (const [field, { code, unit }] of Object.entries(NUTRIENT_MAP)) {
    const value = decimal(nutrition[`${field}${basis}`]);
    if (value !== null) out.push({ code, value, unit });
    if (field === 'sodium') {
      const salt = saltOf(value);
      if (salt !== null) out.push({ code: SALT.code, value: salt, unit: SALT.unit });
    }
  }
  return out;
}

/**
 * The GS1-aligned payload of a version, without what varies per catalogue item (gtin, target market, the
 * wholesaler's GLN, item code): catalogue_publish adds those in SQL, so that an approval builds this once
 * for every wholesaler.
 */
export function gs1Base(v: VersionSnapshot) {
  const { spec, nutrition } = v;
  const uom = typeof spec.uom === 'number' ? (UOM_CODES[spec.uom] ?? null) : null;
  return {
    productname: text(spec.productname),
    brandowner: { name: text(spec.companyname), vendorcode: text(spec.vendorcode) },
    netcontent: { value: text(spec.weight), uom },
    allergens: gs1Allergens(v.allergens),
    nutrients: {
      portionsize: decimal(nutrition.portionsize),
      per100g: gs1Nutrients(nutrition, '100gcontains'),
      perportion: gs1Nutrients(nutrition, 'perportion'),
    },
    ...gs1Label(v.label),
    versionno: v.versionno,
    approvedat: v.approved_at,
  };
}

/** The full payload for one listing (an export names it; a publication's is completed in SQL the same way). */
export function gs1Payload(
  v: VersionSnapshot,
  item: { gtin: string | null; targetmarket: number | null; gln: string | null; itemcode: string | null },
) {
  return { ...gs1Base(v), ...item, versionno: v.versionno };
}

/** Open Food Facts tags of the allergens with one value, deduplicated, in tag order. */
function offTags(allergens: Record<string, unknown>, value: 'Yes' | 'May'): string[] {
  const tags = Object.entries(ALLERGEN_MAP)
    .filter(([field]) => allergens[field] === value)
    .map(([, a]) => a.off);
  return [...new Set(tags)].sort();
}

/**
 * An Open Food Facts product (the product JSON's fields we know): the barcode, name, allergens (Yes) and
 * traces (May, unless the same tag is already an allergen), and nutriments per 100 g and per serving.
 */
export function offProduct(v: VersionSnapshot, code: string | null) {
  const allergens = offTags(v.allergens, 'Yes');
  const traces = offTags(v.allergens, 'May').filter((t) => !allergens.includes(t));
  const nutriments: Record<string, number> = {};
  for (const [field, { off }] of Object.entries(NUTRIENT_MAP) as [
    Nutrient,
    (typeof NUTRIENT_MAP)[Nutrient],
  ][]) {
    if (off === null) continue;
    for (const [basis, suffix] of [
      ['100gcontains', '_100g'],
      ['perportion', '_serving'],
    ] as const) {
      const value = decimal(v.nutrition[`${field}${basis}`]);
      if (value === null) continue;
      nutriments[`${off}${suffix}`] = value;
      if (field === 'sodium') nutriments[`${SALT.off}${suffix}`] = saltOf(value)!;
    }
  }
  const portion = decimal(v.nutrition.portionsize);
  const weight = text(v.spec.weight);
  const unit = typeof v.spec.uom === 'number' ? UOM_NAMES[v.spec.uom] : undefined;
  return {
    code,
    product_name: text(v.spec.productname),
    brands: text(v.spec.companyname),
    quantity: weight === null ? null : unit === undefined ? weight : `${weight} ${unit}`,
    serving_size: portion === null ? null : `${portion} g`,
    allergens_tags: allergens,
    traces_tags: traces,
    nutrition_data_per: '100g',
    nutriments,
    ...offLabel(v.label),
  };
}
