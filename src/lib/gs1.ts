/**
 * GS1 identification keys (GS1 General Specifications §7.9): GTIN-8, -12, -13, -14 and GLN share one
 * check digit, the mod-10 algorithm. From the right, excluding the check digit itself, digits are weighted
 * 3, 1, 3, 1…; the check digit brings the weighted sum up to a multiple of 10.
 */

/** The check digit that completes `body` (the digits before it); undefined when `body` is not all digits. */
export function gs1CheckDigit(body: string): number | undefined {
  if (!/^[0-9]+$/.test(body)) return undefined;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether `key` is all digits, `length` long, and ends with its right check digit. */
function validKey(key: string, lengths: readonly number[]): boolean {
  if (!lengths.includes(key.length) || !/^[0-9]+$/.test(key)) return false;
  return gs1CheckDigit(key.slice(0, -1)) === key.charCodeAt(key.length - 1) - 48;
}

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** A GTIN-8, -12, -13 or -14 with a valid check digit. */
export function isValidGtin(gtin: string): boolean {
  return validKey(gtin, GTIN_LENGTHS);
}

/**
 * The GTIN as 14 digits (left-padded with zeros, as GDSN carries every GTIN); undefined when it is not a
 * valid GTIN. Padding keeps the check digit valid: leading zeros weigh nothing.
 */
export function normaliseGtin(gtin: string): string | undefined {
  return isValidGtin(gtin) ? gtin.padStart(14, '0') : undefined;
}

/**
 * The GTIN as a barcode prints it, which is how Open Food Facts keys a product: GTIN-8 as 8 digits, a
 * GTIN-12 or -13 as 13 (a UPC-A with its leading zero), a GTIN-14 as 14.
 */
export function barcodeOf(gtin14: string): string {
  if (gtin14.startsWith('000000')) return gtin14.slice(6);
  if (gtin14.startsWith('0')) return gtin14.slice(1);
  return gtin14;
}

/** A GLN: 13 digits with a valid check digit. */
export function isValidGln(gln: string): boolean {
  return validKey(gln, [13]);
}
