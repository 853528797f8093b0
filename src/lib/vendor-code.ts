/** docs/suppliers.md: up to 4 upper-case letters or digits from the company name, then a zero-padded sequence. */

/** Used when a name has no letter or digit at all (e.g. written only in a non-Latin script). */
export const FALLBACK_PREFIX = 'SUPP';

/**
 * The first four letters or digits of the name, upper-cased, accents removed ("Élan Foods" → "ELAN").
 * Other characters (spaces, punctuation, other scripts) are skipped.
 */
export function vendorPrefix(companyname: string): string {
  const plain = companyname
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return plain.slice(0, 4) || FALLBACK_PREFIX;
}

/** `GREE` + 1 → `GREE0001`; past 9999 the number simply grows (`GREE10000`). */
export function vendorCode(prefix: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Invalid sequence ${sequence}`);
  return prefix + String(sequence).padStart(4, '0');
}
