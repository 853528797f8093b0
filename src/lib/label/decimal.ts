/**
 * Figures as the label rules take them: decimal text as stored (numeric(14, 4), "17.5000") or a JSON number,
 * worked on exactly as whole ten-thousandths (BigInt), as src/lib/nutrition.ts does. Pure: shared with the
 * console.
 */
import { toUnits } from '../nutrition.js';

/** A figure as it arrives: decimal text, a number, or nothing recorded. */
export type DecimalInput = number | string | null | undefined;

/** Ten-thousandths in one unit. */
export const SCALE = 10_000n;

/**
 * A non-negative figure as whole ten-thousandths, rounded half up at the 4th place as the database stores
 * it; null when missing, empty, negative or not a decimal. A number is read through its shortest decimal
 * text (17.5 → "17.5"), so what a JSON body says is what is compared.
 */
export function units(v: DecimalInput): bigint | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v) || v < 0) return null;
    const text = String(v);
    // 1e-7 and 1e+21 are numbers too; fixed notation keeps them decimal text.
    return toUnits(/e/i.test(text) ? v.toFixed(20) : text);
  }
  return toUnits(v);
}

/** True when a figure was given at all (not null, undefined or blank text), valid or not. */
export const given = (v: DecimalInput) => v !== null && v !== undefined && String(v).trim() !== '';

/** n ÷ den rounded half up to a whole number (both non-negative, den above zero). */
export const roundHalfUp = (n: bigint, den: bigint) => (n * 2n + den) / (den * 2n);
