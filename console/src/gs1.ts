/**
 * GS1 check digits, checked in the form before sending (the API checks them again: src/lib/gs1.ts, whose
 * mod-10 algorithm this repeats): from the right, excluding the check digit, digits weigh 3, 1, 3, 1…
 */
function validKey(key: string, lengths: readonly number[]): boolean {
  if (!lengths.includes(key.length) || !/^[0-9]+$/.test(key)) return false;
  let sum = 0;
  for (let i = 1; i < key.length; i++) sum += Number(key[key.length - 1 - i]) * (i % 2 === 1 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === Number(key[key.length - 1]);
}

/** The problem with a GLN as typed, or undefined when it is 13 digits with its right check digit. */
export function glnProblem(gln: string): string | undefined {
  if (!/^[0-9]{13}$/.test(gln)) return 'Enter the GLN as 13 digits';
  return validKey(gln, [13])
    ? undefined
    : 'The GLN’s last digit (its check digit) is wrong: check the number';
}

/** The problem with a GTIN as typed, or undefined when it is a GTIN-8, -12, -13 or -14 with its check digit. */
export function gtinProblem(gtin: string): string | undefined {
  if (!/^[0-9]{8}$|^[0-9]{12,14}$/.test(gtin)) return 'Enter the GTIN as 8, 12, 13 or 14 digits';
  return validKey(gtin, [8, 12, 13, 14])
    ? undefined
    : 'The GTIN’s last digit (its check digit) is wrong: check the number';
}
