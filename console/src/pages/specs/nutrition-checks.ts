/**
 * The nutrition form's checks as the user types: the same rules as the server's
 * (src/modules/products/nutrition-rules.ts refuses a value, nutrition-warnings.ts warns about figures that
 * cannot all be true), owned here because the console reaches the server only through its public API.
 * test/console/nutrition-checks.test.ts holds both to the same answers. Pure and exact: decimals are text,
 * worked on as whole numbers of ten-thousandths (BigInt), never through floating point.
 */

const PLACES = 4;
const SCALE = 10n ** BigInt(PLACES);
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
/** numeric(14, 4): ten digits before the point. */
const INTEGER_DIGITS = 10;

/** Most a 100 g portion can hold: 100 g of one constituent; energy as if it were pure fat. */
const PER_100G_MAX: Record<string, { max: bigint; unit: string }> = {
  kj: { max: 3700n, unit: 'kJ' },
  kcal: { max: 900n, unit: 'kcal' },
  fat: { max: 100n, unit: 'g' },
  saturates: { max: 100n, unit: 'g' },
  carbs: { max: 100n, unit: 'g' },
  sugar: { max: 100n, unit: 'g' },
  fibre: { max: 100n, unit: 'g' },
  protein: { max: 100n, unit: 'g' },
  water: { max: 100n, unit: 'g' },
  sodium: { max: 100n, unit: 'g' },
};

/** What a person types, as the API is sent it: trimmed, a decimal comma as a point; '' when empty. */
export function normalise(text: string | null | undefined): string {
  return (text ?? '').trim().replace(',', '.');
}

/**
 * A typed value as whole ten-thousandths, rounded half up as PostgreSQL stores it (numeric(14, 4)); null
 * when empty, not a decimal or negative (those are `fieldProblem`'s to report).
 */
export function toUnits(text: string | null | undefined): bigint | null {
  const m = DECIMAL.exec(normalise(text));
  if (!m) return null;
  const frac = m[3] ?? '';
  const kept = BigInt(m[2]! + frac.padEnd(PLACES, '0').slice(0, PLACES));
  const rounded = (frac[PLACES] ?? '0') >= '5' ? kept + 1n : kept;
  // "-0" is zero; any other negative is refused.
  if (m[1] === '-') return /^0*$/.test(m[2]! + frac) ? 0n : null;
  return rounded;
}

/** Whole 10^-places as the shortest decimal text: (15000n) → "1.5", (1000000n) → "100". */
export function fromUnits(n: bigint, places = PLACES): string {
  const digits = n.toString().padStart(places + 1, '0');
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`.replace(/\.?0+$/, '');
}

/**
 * Why the server would refuse this value for `field` (a nutrient with its basis, or portionsize), in a
 * sentence that names it by `label`; null when it would be accepted. Empty is accepted (not recorded).
 */
export function fieldProblem(field: string, text: string, label: string): string | null {
  const value = normalise(text);
  if (value === '') return null;
  const m = DECIMAL.exec(value);
  if (!m) return `${label} must be a number, like 12.5`;
  const [, sign, whole, frac = ''] = m;
  const digits = whole!.replace(/^0+(?=\d)/, '');
  const isZero = /^0*$/.test(whole!) && /^0*$/.test(frac);
  if (sign === '-' && !isZero) return `${label} must not be negative`;
  const roundsUp = digits.length === INTEGER_DIGITS && /^9+$/.test(digits) && /^9999[5-9]/.test(frac);
  if (digits.length > INTEGER_DIGITS || roundsUp) return `${label} must be less than 10000000000`;
  const per100g = /^(.*)100gcontains$/.exec(field);
  const limit = per100g ? PER_100G_MAX[per100g[1]!] : undefined;
  if (limit && toUnits(value)! > limit.max * SCALE) {
    return `${label}: a 100 g portion cannot hold more than ${limit.max} ${limit.unit}`;
  }
  return null;
}

/**
 * Per portion from per 100 g: per 100 g × portion ÷ 100, rounded half up to the 4 decimals the server
 * stores, as decimal text ("1.65"); null when either is missing or not a number.
 */
export function perPortion(
  per100g: string | null | undefined,
  portion: string | null | undefined,
): string | null {
  const a = toUnits(per100g);
  const b = toUnits(portion);
  if (a === null || b === null) return null;
  // a × b is in 10^-8; ÷ 100 and back to 10^-4 is ÷ 10^6, half up.
  return fromUnits((a * b + 500_000n) / 1_000_000n);
}

/** One warning: the server's sentence, and the fields it is about (the first is where it is shown). */
export interface NutritionWarning {
  fields: string[];
  message: string;
}

type Basis = '100gcontains' | 'perportion';
const LABEL: Record<Basis, string> = { '100gcontains': 'per 100 g', perportion: 'per portion' };

/**
 * The warnings the server gives, in its order and words, for the values as typed (rounded as they would be
 * stored); values that are empty or refused are left out, as the server would not have them.
 */
export function nutritionWarnings(values: Record<string, string | undefined>): NutritionWarning[] {
  const warnings: NutritionWarning[] = [];
  const bases: Basis[] = ['100gcontains', 'perportion'];
  for (const basis of bases) {
    const label = LABEL[basis];
    const get = (n: string) => ({ field: `${n}${basis}`, value: toUnits(values[`${n}${basis}`]) });
    const kj = get('kj');
    const kcal = get('kcal');
    if (kj.value !== null && kcal.value !== null) {
      const fromKcal = kcal.value * 4184n;
      const given = kj.value * 1000n;
      const gap = fromKcal > given ? fromKcal - given : given - fromKcal;
      if (gap * 100n > given * 5n) {
        warnings.push({
          fields: [kcal.field, kj.field],
          message:
            `Energy ${label}: ${fromUnits(kcal.value)} kcal is ${fromUnits(fromKcal, 7)} kJ, ` +
            `more than 5% away from the ${fromUnits(kj.value)} kJ given.`,
        });
      }
    }
    const part = (p: string, partName: string, w: string, wholeName: string) => {
      const a = get(p);
      const b = get(w);
      if (a.value === null || b.value === null || a.value <= b.value) return;
      warnings.push({
        fields: [a.field, b.field],
        message: `${partName} ${label} (${fromUnits(a.value)} g) are more than ${wholeName} ${label} (${fromUnits(b.value)} g).`,
      });
    };
    part('sugar', 'Sugars', 'carbs', 'carbohydrate');
    part('saturates', 'Saturates', 'fat', 'fat');
    // A portion's weight is not comparable with 100 g (its unit is not recorded): per 100 g only.
    if (basis === '100gcontains') {
      const given = (
        [
          ['fat', 'fat'],
          ['carbs', 'carbohydrate'],
          ['protein', 'protein'],
          ['fibre', 'fibre'],
          ['water', 'water'],
        ] as const
      ).flatMap(([n, name]) => {
        const g = get(n);
        return g.value === null ? [] : [{ ...g, name }];
      });
      const total = given.reduce((sum, g) => sum + g.value!, 0n);
      if (total > 100n * SCALE) {
        const names = given.map((g) => g.name);
        const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
        const subject = list.charAt(0).toUpperCase() + list.slice(1);
        const verb = names.length === 1 ? 'is' : 'add up to';
        warnings.push({
          fields: given.map((g) => g.field),
          message: `${subject} ${label} ${verb} ${fromUnits(total)} g, more than 100 g.`,
        });
      }
    }
  }
  return warnings;
}
