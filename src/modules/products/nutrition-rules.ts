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

/**
 * Most a 100 g portion can hold: 100 g of any one constituent; energy as if it were pure fat (37 kJ and
 * 9 kcal per gram, the EU labelling factors).
 */
const PER_100G_MAX: Record<string, { max: number; unit: string }> = {
  kj100gcontains: { max: 3700, unit: 'kJ' },
  kcal100gcontains: { max: 900, unit: 'kcal' },
  ...Object.fromEntries(NUTRIENTS.slice(2).map((n) => [`${n}100gcontains`, { max: 100, unit: 'g' }])),
};

/** numeric(14, 4): ten digits before the point. */
const INTEGER_DIGITS = 10;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Checks one value as exact decimal text (never through a float, so '0.00005' and '9999999999.9999' are
 * judged as written). Returns the problem, or null; PostgreSQL rounds to 4 places on storing.
 */
export function nutritionProblem(field: string, text: string): string | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return `Invalid value for ${field}: must be a decimal number`;
  const [, sign, whole, frac = ''] = m;
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole!) && /^0*$/.test(frac);
  if (sign === '-' && !isZero) return `Invalid value for ${field}: must not be negative`;
  // 9999999999.99995 would round up to eleven digits.
  const roundsUp = digits.length === INTEGER_DIGITS && /^9+$/.test(digits) && /^9999[5-9]/.test(frac);
  if (digits.length > INTEGER_DIGITS || roundsUp) {
    return `Invalid value for ${field}: must be less than 10000000000`;
  }
  const limit = PER_100G_MAX[field];
  if (limit) {
    const fractionRounded = /[1-9]/.test(frac.slice(0, 4)) || (frac[4] ?? '0') >= '5';
    const whole = Number(digits);
    if (whole > limit.max || (whole === limit.max && fractionRounded)) {
      return `Invalid value for ${field}: a 100 g portion cannot hold more than ${limit.max} ${limit.unit}`;
    }
  }
  return null;
}
