/**
 * GS1 keys checked in the form before sending, with the API's own rules (src/lib/gs1.ts, pure, imported here as
 * the nutrition rules are): the words are for a person typing the number.
 */
import { isValidGln, isValidGtin } from '../../src/lib/gs1.js';

/** The problem with a GLN as typed, or undefined when it is 13 digits with its right check digit. */
export function glnProblem(gln: string): string | undefined {
  if (!/^[0-9]{13}$/.test(gln)) return 'Enter the GLN as 13 digits';
  return isValidGln(gln) ? undefined : 'The GLN’s last digit (its check digit) is wrong: check the number';
}

/** The problem with a GTIN as typed, or undefined when it is a GTIN-8, -12, -13 or -14 with its check digit. */
export function gtinProblem(gtin: string): string | undefined {
  if (!/^[0-9]{8}$|^[0-9]{12,14}$/.test(gtin)) return 'Enter the GTIN as 8, 12, 13 or 14 digits';
  return isValidGtin(gtin) ? undefined : 'The GTIN’s last digit (its check digit) is wrong: check the number';
}
