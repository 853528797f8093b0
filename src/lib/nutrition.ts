/**
 * The nutrition rules, once, for the server and the console (which imports this file: it is pure, with no
 * Node or browser API). What a value may be (`nutritionValueProblem`, the server refuses, the console stops the
 * save), salt from sodium, per portion from per 100 g, and the warnings about figures that cannot all be
 * true (each with the fields involved). Exact: decimals are text, worked on as whole numbers of
 * ten-thousandths (BigInt), never through floating point, rounded half up to the 4 places the database
 * stores (numeric(14, 4)).
 */

const NUTRIENTS = [
  'kj',
  'kcal',
  'fat',
  'saturates',
  'carbs',
  'sugar',
  'fibre',
  'protein',
  'water',
  'sodium',
] as const;

/** The 21 decimal fields, in the spec's order. */
export const NUTRITION_FIELDS = [
  'portionsize',
  ...NUTRIENTS.flatMap((n) => [`${n}100gcontains` as const, `${n}perportion` as const]),
] as const;
export type NutritionField = (typeof NUTRITION_FIELDS)[number];

const PLACES = 4;
const SCALE = 10n ** BigInt(PLACES);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** numeric(14, 4): ten digits before the point. */
const INTEGER_DIGITS = 10;

/**
 * Most a 100 g portion can hold: 100 g of any one constituent; energy as if it were pure fat (37 kJ and
 * 9 kcal per gram, the EU labelling factors).
 */
const PER_100G_MAX: Record<string, { max: bigint; unit: string }> = {
  kj: { max: 3700n, unit: 'kJ' },
  kcal: { max: 900n, unit: 'kcal' },
  ...Object.fromEntries(NUTRIENTS.slice(2).map((n) => [n, { max: 100n, unit: 'g' }])),
};

/**
 * A decimal as whole ten-thousandths, rounded half up as PostgreSQL stores it; null when not a decimal or
 * negative ("-0" is zero). Text only: '0.00005' and '9999999999.9999' are judged as written.
 */
export function toUnits(text: string | null | undefined): bigint | null {
  const m = DECIMAL.exec((text ?? '').trim());
  if (!m) return null;
  const frac = m[3] ?? '';
  if (m[1] === '-') return /^0*$/.test(m[2]! + frac) ? 0n : null;
  const kept = BigInt(m[2]! + frac.padEnd(PLACES, '0').slice(0, PLACES));
  return (frac[PLACES] ?? '0') >= '5' ? kept + 1n : kept;
}

/** Whole 10^-places as decimal text with that many places: (30863n) → "3.0863". */
export function toDecimal(n: bigint, places = PLACES): string {
  const digits = n.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** As `toDecimal`, without trailing zeros, for sentences and forms: "418.4", "100". */
export function plainDecimal(n: bigint, places = PLACES): string {
  return toDecimal(n, places).replace(/\.?0+$/, '');
}

/** Why a value is refused: what is wrong, as the end of a sentence ("must not be negative"). */
export interface NutritionProblem {
  kind: 'not-a-number' | 'negative' | 'too-large' | 'over-100g';
  reason: string;
}

/**
 * Why a value for `field` (a nutrient with its basis, or portionsize) is refused, or null when it is
 * accepted. The value is decimal text as sent (no thousands separators, a point).
 */
export function nutritionValueProblem(field: string, text: string): NutritionProblem | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return { kind: 'not-a-number', reason: 'must be a decimal number' };
  const [, sign, whole, frac = ''] = m;
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole!) && /^0*$/.test(frac);
  if (sign === '-' && !isZero) return { kind: 'negative', reason: 'must not be negative' };
  // 9999999999.99995 would round up to eleven digits.
  const roundsUp = digits.length === INTEGER_DIGITS && /^9+$/.test(digits) && /^9999[5-9]/.test(frac);
  if (digits.length > INTEGER_DIGITS || roundsUp) {
    return { kind: 'too-large', reason: 'must be less than 10000000000' };
  }
  const per100g = /^(.*)100gcontains$/.exec(field);
  const limit = per100g ? PER_100G_MAX[per100g[1]!] : undefined;
  if (limit && toUnits(text)! > limit.max * SCALE) {
    return { kind: 'over-100g', reason: `a 100 g portion cannot hold more than ${limit.max} ${limit.unit}` };
  }
  return null;
}

/**
 * Salt (g) from sodium (g) at the EU factor of 2.5, rounded half up to 4 decimals ("0.0001" → "0.0003",
 * "1.2345" → "3.0863"); null when sodium is not recorded.
 */
export function saltFromSodium(sodium: string | null | undefined): string | null {
  const u = sodium === null || sodium === undefined ? null : toUnits(sodium);
  if (u === null) return null;
  // × 2.5 is × 5 / 2: the only remainder possible is a half, which goes up.
  return toDecimal((u * 5n + 1n) / 2n);
}

/**
 * Per portion from per 100 g: per 100 g × portion ÷ 100, rounded half up to 4 decimals, as the shortest
 * decimal text ("1.65"); null when either is missing or not a number.
 */
export function perPortion(
  per100g: string | null | undefined,
  portion: string | null | undefined,
): string | null {
  const a = toUnits(per100g);
  const b = toUnits(portion);
  if (a === null || b === null) return null;
  // a × b is in 10^-8; ÷ 100 and back to 10^-4 is ÷ 10^6, half up.
  return plainDecimal((a * b + 500_000n) / 1_000_000n);
}

/** One warning: its sentence, and the fields it is about (the first is where a form shows it). */
export interface NutritionWarning {
  fields: string[];
  message: string;
}

type Basis = '100gcontains' | 'perportion';
const LABEL: Record<Basis, string> = { '100gcontains': 'per 100 g', perportion: 'per portion' };

/**
 * The figures that cannot all be true, per 100 g then per portion: energy in kcal more than 5 % from the
 * kJ (exactly 5 % is not a warning), sugars above carbohydrate, saturates above fat, and (per 100 g only:
 * a portion's weight is not comparable) fat, carbohydrate, protein, fibre and water above 100 g. Values
 * absent, empty or not a non-negative decimal are left out. Warnings never stop a save.
 */
export function nutritionWarnings(
  values: Partial<Record<string, string | null | undefined>>,
): NutritionWarning[] {
  const warnings: NutritionWarning[] = [];
  for (const basis of ['100gcontains', 'perportion'] as const) {
    const label = LABEL[basis];
    const get = (n: string) => ({ field: `${n}${basis}`, value: toUnits(values[`${n}${basis}`]) });
    const kj = get('kj');
    const kcal = get('kcal');
    if (kj.value !== null && kcal.value !== null) {
      // In 10^-7: kcal × 4.184 is kcal units × 4184; kJ is kJ units × 1000.
      const fromKcal = kcal.value * 4184n;
      const given = kj.value * 1000n;
      const gap = fromKcal > given ? fromKcal - given : given - fromKcal;
      if (gap * 100n > given * 5n) {
        warnings.push({
          fields: [kcal.field, kj.field],
          message:
            `Energy ${label}: ${plainDecimal(kcal.value)} kcal is ${plainDecimal(fromKcal, 7)} kJ, ` +
            `more than 5% away from the ${plainDecimal(kj.value)} kJ given.`,
        });
      }
    }
    const part = (p: string, partName: string, w: string, wholeName: string) => {
      const a = get(p);
      const b = get(w);
      if (a.value === null || b.value === null || a.value <= b.value) return;
      warnings.push({
        fields: [a.field, b.field],
        message:
          `${partName} ${label} (${plainDecimal(a.value)} g) are more than ` +
          `${wholeName} ${label} (${plainDecimal(b.value)} g).`,
      });
    };
    part('sugar', 'Sugars', 'carbs', 'carbohydrate');
    part('saturates', 'Saturates', 'fat', 'fat');
    if (basis === '100gcontains') {
      const parts = [
        ['fat', 'fat'],
        ['carbs', 'carbohydrate'],
        ['protein', 'protein'],
        ['fibre', 'fibre'],
        ['water', 'water'],
      ] as const;
      const given = parts.flatMap(([n, name]) => {
        const g = get(n);
        return g.value === null ? [] : [{ field: g.field, value: g.value, name }];
      });
      const total = given.reduce((sum, g) => sum + g.value, 0n);
      if (total > 100n * SCALE) {
        const names = given.map((g) => g.name);
        const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
        const subject = list.charAt(0).toUpperCase() + list.slice(1);
        const verb = names.length === 1 ? 'is' : 'add up to';
        warnings.push({
          fields: given.map((g) => g.field),
          message: `${subject} ${label} ${verb} ${plainDecimal(total)} g, more than 100 g.`,
        });
      }
    }
  }
  return warnings;
}
