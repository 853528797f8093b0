import type { NutritionField } from './nutrition-rules.js';

/**
 * Figures derived from a nutrition record on reading it: salt from sodium, and warnings for figures that
 * cannot all be true. Pure, and exact: the stored values are decimal text with 4 places, worked on here as
 * whole numbers of ten-thousandths (BigInt), never through floating point.
 */

type Figure = string | null | undefined;
const PLACES = 4;
const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/** `"12.3456"` as 123456n; decimals past the 4th are cut (the database never gives more). */
function units(text: string): bigint {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new Error(`Not a non-negative decimal: ${text}`);
  const frac = (m[2] ?? '').padEnd(PLACES, '0').slice(0, PLACES);
  return BigInt(m[1]! + frac);
}

/** A whole number of 10^-places as text with that many decimals: (30863n, 4) → "3.0863". */
function decimal(n: bigint, places = PLACES): string {
  const digits = n.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** As `decimal`, without the trailing zeros, for sentences: "418.4", "100". */
function plain(n: bigint, places = PLACES): string {
  return decimal(n, places).replace(/\.?0+$/, '');
}

/**
 * Salt (g) from sodium (g) at the EU factor of 2.5, rounded half up to 4 decimals ("0.0001" → "0.0003",
 * "1.2345" → "3.0863"); null when sodium is not recorded.
 */
export function saltFromSodium(sodium: Figure): string | null {
  if (sodium === null || sodium === undefined) return null;
  // × 2.5 is × 5 / 2: the only remainder possible is a half, which goes up.
  return decimal((units(sodium) * 5n + 1n) / 2n);
}

/** The per-100 g or per-portion figures of one record that the warnings compare. */
interface Basis {
  label: 'per 100 g' | 'per portion';
  kj: Figure;
  kcal: Figure;
  fat: Figure;
  saturates: Figure;
  carbs: Figure;
  sugar: Figure;
  fibre: Figure;
  protein: Figure;
  water: Figure;
}

const present = (f: Figure): f is string => f !== null && f !== undefined;

/** kcal × 4.184 more than 5 % away from the kJ given (exactly 5 % is not a warning). */
function energyWarning({ label, kj, kcal }: Basis): string | null {
  if (!present(kj) || !present(kcal)) return null;
  // In 10^-7: kcal × 4.184 is kcal units × 4184; kJ is kJ units × 1000.
  const fromKcal = units(kcal) * 4184n;
  const given = units(kj) * 1000n;
  const gap = fromKcal > given ? fromKcal - given : given - fromKcal;
  if (gap * 100n <= given * 5n) return null;
  return (
    `Energy ${label}: ${plain(units(kcal))} kcal is ${plain(fromKcal, 7)} kJ, ` +
    `more than 5% away from the ${plain(units(kj))} kJ given.`
  );
}

/** A part above its whole: sugars above carbohydrate, saturates above fat. */
function partWarning(label: string, part: [string, Figure], whole: [string, Figure]): string | null {
  const [partName, p] = part;
  const [wholeName, w] = whole;
  if (!present(p) || !present(w) || units(p) <= units(w)) return null;
  return `${partName} ${label} (${plain(units(p))} g) are more than ${wholeName} ${label} (${plain(units(w))} g).`;
}

/** Fat, carbohydrate, protein, fibre and water (those given) adding up to more than 100 g in 100 g. */
function compositionWarning(b: Basis): string | null {
  const parts: [string, Figure][] = [
    ['fat', b.fat],
    ['carbohydrate', b.carbs],
    ['protein', b.protein],
    ['fibre', b.fibre],
    ['water', b.water],
  ];
  const given = parts.flatMap(([name, v]) => (present(v) ? [{ name, value: units(v) }] : []));
  const total = given.reduce((sum, g) => sum + g.value, 0n);
  if (total <= units('100')) return null;
  const names = given.map((g) => g.name);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const subject = list.charAt(0).toUpperCase() + list.slice(1);
  const verb = names.length === 1 ? 'is' : 'add up to';
  return `${subject} ${b.label} ${verb} ${plain(total)} g, more than 100 g.`;
}

/** A record's values by field, as stored: decimal text, or null when not recorded. */
export type NutritionFigures = Partial<Record<Exclude<NutritionField, 'portionsize'>, Figure>>;

function basis(r: NutritionFigures, suffix: '100gcontains' | 'perportion'): Basis {
  return {
    label: suffix === '100gcontains' ? 'per 100 g' : 'per portion',
    kj: r[`kj${suffix}` as const],
    kcal: r[`kcal${suffix}` as const],
    fat: r[`fat${suffix}` as const],
    saturates: r[`saturates${suffix}` as const],
    carbs: r[`carbs${suffix}` as const],
    sugar: r[`sugar${suffix}` as const],
    fibre: r[`fibre${suffix}` as const],
    protein: r[`protein${suffix}` as const],
    water: r[`water${suffix}` as const],
  };
}

/**
 * Plain sentences for the figures of a record that cannot all be true, per 100 g then per portion. The
 * composition check is per 100 g only: a portion's weight is not comparable (its unit is not recorded).
 * Only figures recorded are compared; warnings never stop a save.
 */
export function nutritionWarnings(r: NutritionFigures): string[] {
  const per100g = basis(r, '100gcontains');
  const perPortion = basis(r, 'perportion');
  return [
    energyWarning(per100g),
    partWarning(per100g.label, ['Sugars', per100g.sugar], ['carbohydrate', per100g.carbs]),
    partWarning(per100g.label, ['Saturates', per100g.saturates], ['fat', per100g.fat]),
    compositionWarning(per100g),
    energyWarning(perPortion),
    partWarning(perPortion.label, ['Sugars', perPortion.sugar], ['carbohydrate', perPortion.carbs]),
    partWarning(perPortion.label, ['Saturates', perPortion.saturates], ['fat', perPortion.fat]),
  ].filter((w): w is string => w !== null);
}

/** What getNutritionalInfo adds to a stored record: read-only, never written. */
export function derivedNutrition(r: NutritionFigures) {
  return {
    salt100gcontains: saltFromSodium(r.sodium100gcontains),
    saltperportion: saltFromSodium(r.sodiumperportion),
    warnings: nutritionWarnings(r),
  };
}
