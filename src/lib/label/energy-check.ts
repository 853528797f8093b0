/**
 * Whether a declared energy value agrees with the nutrients it comes from. EU FIC 1169/2011 art. 31(1): the
 * energy value is calculated with the conversion factors of Annex XIV; this checks the declared kJ and kcal
 * against those factors applied to fat, carbohydrate, protein and fibre, and the kJ against the kcal. Warnings
 * only (docs/label.md has the tolerance and why). Exact: figures are ten-thousandths (BigInt). Pure: shared
 * with the console.
 */
import { plainDecimal } from '../nutrition.js';
import { SCALE, units, type DecimalInput } from './decimal.js';

/**
 * EU FIC 1169/2011 Annex XIV, conversion factors per gram: fat 37 kJ / 9 kcal, carbohydrate (except polyols)
 * 17 kJ / 4 kcal, protein 17 kJ / 4 kcal, fibre 8 kJ / 2 kcal. Polyols (10 kJ), erythritol (0), alcohol (29),
 * organic acids (13) and salatrim (25) are not recorded here; carbohydrate is taken whole at 17 kJ.
 */
export const ENERGY_FACTORS = {
  kj: { fat: 37n, carbs: 17n, protein: 17n, fibre: 8n },
  kcal: { fat: 9n, carbs: 4n, protein: 4n, fibre: 2n },
} as const;

/**
 * Open Food Facts' check (ProductOpener::DataQualityFood, check_nutrition_data_energy_computation): its
 * "energy-value-in-<unit>-may-not-match-value-computed-from-other-nutrients" warning fires when the computed
 * energy is below declared × 0.85 − 5 or above declared × 1.15 + 5 (its "does-not-match" error uses 0.7 and
 * 1.3), and only when the declared or the computed energy is above 55 kJ (13 kcal). Ours is the warning's.
 */
export const TOLERANCE_PERCENT = 15n;
export const TOLERANCE_FLAT = 5n;
export const CHECKED_ABOVE = { kj: 55n, kcal: 13n } as const;
/** kcal × 4.184 against kJ: more than 5 % apart is a warning, as src/lib/nutrition.ts says. */
export const KJ_KCAL_PERCENT = 5n;

export interface EnergyFigures {
  kj?: DecimalInput;
  kcal?: DecimalInput;
  fat?: DecimalInput;
  carbs?: DecimalInput;
  protein?: DecimalInput;
  /** Not mandatory in a nutrition declaration (art. 30(1)): missing counts as 0 g. */
  fibre?: DecimalInput;
}

export interface EnergyWarning {
  kind: 'kj-computed' | 'kcal-computed' | 'kj-kcal';
  message: string;
}

const NAMES = 'fat, carbohydrate, protein and fibre';

/**
 * The energy warnings of one set of figures (`basis` names it in the messages: "per 100 g", "per portion"),
 * in this order: kJ against the nutrients, kcal against the nutrients, kJ against kcal. A check whose figures
 * are missing (or not non-negative decimals) is not made: kJ or kcal, fat, carbohydrate and protein for the
 * first two, kJ and kcal for the third; fibre counts 0 when missing.
 */
export function energyWarnings(f: EnergyFigures, basis = 'per 100 g'): EnergyWarning[] {
  const warnings: EnergyWarning[] = [];
  const fat = units(f.fat);
  const carbs = units(f.carbs);
  const protein = units(f.protein);
  const fibre = units(f.fibre) ?? 0n;
  for (const unit of ['kj', 'kcal'] as const) {
    const declared = units(f[unit]);
    if (declared === null || fat === null || carbs === null || protein === null) continue;
    const k = ENERGY_FACTORS[unit];
    const computed = fat * k.fat + carbs * k.carbs + protein * k.protein + fibre * k.fibre;
    const above = CHECKED_ABOVE[unit] * SCALE;
    if (declared <= above && computed <= above) continue;
    // computed < declared × (1 − 15 %) − 5, or > declared × (1 + 15 %) + 5, multiplied by 100 to stay whole.
    const flat = TOLERANCE_FLAT * SCALE * 100n;
    const tooLow = computed * 100n < declared * (100n - TOLERANCE_PERCENT) - flat;
    const tooHigh = computed * 100n > declared * (100n + TOLERANCE_PERCENT) + flat;
    if (!tooLow && !tooHigh) continue;
    const u = unit === 'kj' ? 'kJ' : 'kcal';
    warnings.push({
      kind: `${unit}-computed`,
      message:
        `Energy ${basis}: ${plainDecimal(declared)} ${u} is given, but the ${NAMES} make ` +
        `${plainDecimal(computed)} ${u} (${k.fat}, ${k.carbs}, ${k.protein} and ${k.fibre} ${u} per gram), ` +
        `more than ${TOLERANCE_PERCENT}% (and ${TOLERANCE_FLAT} ${u}) away.`,
    });
  }
  const kj = units(f.kj);
  const kcal = units(f.kcal);
  if (kj !== null && kcal !== null && (kj > CHECKED_ABOVE.kj * SCALE || kcal > CHECKED_ABOVE.kcal * SCALE)) {
    // In 10^-7: kcal × 4.184 is kcal units × 4184; kJ is kJ units × 1000.
    const fromKcal = kcal * 4184n;
    const given = kj * 1000n;
    const gap = fromKcal > given ? fromKcal - given : given - fromKcal;
    if (gap * 100n > given * KJ_KCAL_PERCENT) {
      warnings.push({
        kind: 'kj-kcal',
        message:
          `Energy ${basis}: ${plainDecimal(kcal)} kcal is ${plainDecimal(fromKcal, 7)} kJ, ` +
          `more than ${KJ_KCAL_PERCENT}% away from the ${plainDecimal(kj)} kJ given.`,
      });
    }
  }
  return warnings;
}

/** The warnings of a stored nutrition record (`kj100gcontains`…), per 100 g then per portion. */
export function recordEnergyWarnings(record: Partial<Record<string, DecimalInput>>): EnergyWarning[] {
  return (
    [
      ['100gcontains', 'per 100 g'],
      ['perportion', 'per portion'],
    ] as const
  ).flatMap(([suffix, basis]) =>
    energyWarnings(
      Object.fromEntries(
        ['kj', 'kcal', 'fat', 'carbs', 'protein', 'fibre'].map((n) => [n, record[`${n}${suffix}`]]),
      ),
      basis,
    ),
  );
}
