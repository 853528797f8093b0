/**
 * A line-by-line port of the GS1 Digital Link normaliser of GS1's reference implementation of the CBV 2.0
 * event hash (RalphTro/epcis-event-hash-generator, epcis_event_hash_generator/dl_normaliser.py, MIT licence,
 * commit 5d2f1c389a1599af40fe1b530b62e0ca59ab818f). The event hash must agree with it byte for byte, quirks
 * included, so its regular expressions are copied unchanged (only anchored for JavaScript, whose `$` and
 * alternation differ from Python's `re.match`). Two known differences: Python's `\d` also matches non-ASCII
 * digits, JavaScript's does not (such an identifier is kept as sent here).
 *
 * Matching identifiers as one is `identifiers.ts`'s job (`canonicalEpc`); this module only serves the hash.
 */
import { gs1CheckDigit } from '../gs1.js';
import {
  SGTIN,
  SSCC,
  SGLN,
  GRAI,
  GIAI,
  GSRN,
  GSRNP,
  GDTI,
  CPI,
  SGCN,
  GINC,
  GSIN,
  ITIP,
  UPUI,
  PGLN,
  LGTIN,
  IDPAT_SGTIN,
  IDPAT_GRAI,
  IDPAT_GDTI,
  IDPAT_SGCN,
  IDPAT_CPI,
  IDPAT_ITIP,
  IDPAT_UPUI,
  DL_ANY_HOST,
  DL_CANONICAL_HOST,
  DL_GTIN14,
  DL_GTIN13,
  DL_GTIN12,
  DL_GTIN8,
  CPV_LAST,
} from './dl-patterns.js';

const CPV_BEFORE_QUALIFIER = [
  /^(?:https:\/\/id.gs1.org\/8006\/\d{18}\/22\/([\x2F\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/\d{14}\/22\/([\x2F\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
];
const LOT_AND_SERIAL = [
  /^(?:https:\/\/id.gs1.org\/8006\/\d{18}\/10\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})\/21\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/(\d{14})\/10\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})\/21\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
];
const VALID_OUTPUT = [
  /^(?:https:\/\/id.gs1.org\/00\/(\d{18})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/(\d{14})\/21\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/(\d{14})\/10\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/(\d{14})$)/,
  /^(?:https:\/\/id.gs1.org\/01\/(\d{14})\/235\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,28})$)/,
  /^(?:https:\/\/id.gs1.org\/253\/(\d{13})([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,17})$)/,
  /^(?:https:\/\/id.gs1.org\/255\/(\d{13})(\d{0,12})$)/,
  /^(?:https:\/\/id.gs1.org\/401\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,30})$)/,
  /^(?:https:\/\/id.gs1.org\/402\/(\d{17})$)/,
  /^(?:https:\/\/id.gs1.org\/414\/(\d{13})$)/,
  /^(?:https:\/\/id.gs1.org\/414\/(\d{13})\/254\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/417\/(\d{13})$)/,
  /^(?:https:\/\/id.gs1.org\/8003\/(\d{14})([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,16})$)/,
  /^(?:https:\/\/id.gs1.org\/8004\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,30})$)/,
  /^(?:https:\/\/id.gs1.org\/8006\/(\d{18})\/21\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/8006\/(\d{18})\/10\/([\x22\x27\x2D\x2E\x30-\x39\x3B-\x3F\x41-\x5A\x5F\x61-\x7A]{0,20})$)/,
  /^(?:https:\/\/id.gs1.org\/8006\/(\d{18})$)/,
  /^(?:https:\/\/id.gs1.org\/8010\/([\x23\x2D\x2F\x30-\x39\x41-\x5A]{0,30})\/8011\/(\d{0,12})$)/,
  /^(?:https:\/\/id.gs1.org\/8010\/([\x23\x2D\x2F\x30-\x39\x41-\x5A]{0,30})$)/,
  /^(?:https:\/\/id.gs1.org\/8017\/(\d{18})$)/,
  /^(?:https:\/\/id.gs1.org\/8018\/(\d{18})$)/,
];

/** The reference's `__web_uri_percent_encoder`: only these seven characters, nothing decoded first. */
function percentEncode(text: string): string {
  return text
    .replaceAll('!', '%21')
    .replaceAll('(', '%28')
    .replaceAll(')', '%29')
    .replaceAll('*', '%2A')
    .replaceAll('+', '%2B')
    .replaceAll(',', '%2C')
    .replaceAll(':', '%3A');
}

/** The key followed by its check digit (the regular expressions guarantee ASCII digits). */
function withCheckDigit(body: string): string {
  return body + String(gs1CheckDigit(body));
}

/** GTIN from a company prefix and an item reference whose first digit is the indicator. */
function gtinBody(prefix: string, itemRef: string): string {
  return itemRef.slice(0, 1) + prefix + itemRef.slice(1);
}

const SHORT_NAMES: readonly (readonly [string, string])[] = [
  ['/gtin/', '/01/'],
  ['/itip/', '/8006/'],
  ['/cpid/', '/8010/'],
  ['/gln/', '/414/'],
  ['/party/', '/417/'],
  ['/gsrnp/', '/8017/'],
  ['/gsrn/', '/8018/'],
  ['/gcn/', '/255/'],
  ['/sscc/', '/00/'],
  ['/gdti/', '/253/'],
  ['/ginc/', '/401/'],
  ['/gsin/', '/402/'],
  ['/grai/', '/8003/'],
  ['/giai/', '/8004/'],
  ['/cpv/', '/22/'],
  ['/lot/', '/10/'],
  ['/ser/', '/21/'],
];

const PRIMARY_KEYS = [
  '/00/',
  '/01/',
  '/253/',
  '/255/',
  '/401/',
  '/402/',
  '/414/',
  '/417/',
  '/8003/',
  '/8004/',
  '/8006/',
  '/8010/',
  '/8017/',
  '/8018/',
];

/** EPC URI, EPC class URI or EPC pattern URI → constrained canonical Digital Link, as the reference does. */
function fromEpcUri(uri: string, partition: number): string | null | undefined {
  const dl = 'https://id.gs1.org/';
  if (SGTIN.test(uri)) {
    const prefix = uri.slice(17, partition);
    const raw = gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length)));
    return `${dl}01/${withCheckDigit(raw)}/21/${percentEncode(uri.slice(32))}`;
  }
  if (SSCC.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = uri.slice(partition + 1, partition + 2) + prefix + uri.slice(partition + 2);
    return `${dl}00/${withCheckDigit(raw)}`;
  }
  if (SGLN.test(uri)) {
    const prefix = uri.slice(16, partition);
    const gln = withCheckDigit(prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length)));
    const extension = uri.slice(30);
    return extension === '0' ? `${dl}414/${gln}` : `${dl}414/${gln}/254/${percentEncode(extension)}`;
  }
  if (GRAI.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = '0' + prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length));
    return `${dl}8003/${withCheckDigit(raw)}${percentEncode(uri.slice(30))}`;
  }
  if (GIAI.test(uri)) {
    return `${dl}8004/${uri.slice(16, partition)}${percentEncode(uri.slice(partition + 1))}`;
  }
  if (GSRN.test(uri))
    return `${dl}8018/${withCheckDigit(uri.slice(16, partition) + uri.slice(partition + 1))}`;
  if (GSRNP.test(uri))
    return `${dl}8017/${withCheckDigit(uri.slice(17, partition) + uri.slice(partition + 1))}`;
  if (GDTI.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length));
    return `${dl}253/${withCheckDigit(raw)}${percentEncode(uri.slice(30))}`;
  }
  if (CPI.test(uri)) {
    const separator = uri.lastIndexOf('.');
    const raw = uri.slice(15, partition) + uri.slice(partition + 1, separator);
    return `${dl}8010/${percentEncode(raw)}/8011/${uri.slice(separator + 1)}`;
  }
  if (SGCN.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length));
    return `${dl}255/${withCheckDigit(raw)}${uri.slice(30)}`;
  }
  if (GINC.test(uri)) return `${dl}401/${uri.slice(16, partition)}${percentEncode(uri.slice(partition + 1))}`;
  if (GSIN.test(uri))
    return `${dl}402/${withCheckDigit(uri.slice(16, partition) + uri.slice(partition + 1))}`;
  if (ITIP.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length)));
    const pieceTotal = uri.slice(31, 33) + uri.slice(34, 36);
    return `${dl}8006/${withCheckDigit(raw)}${pieceTotal}/21/${percentEncode(uri.slice(37))}`;
  }
  if (UPUI.test(uri)) {
    const prefix = uri.slice(16, partition);
    const raw = gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length)));
    return `${dl}01/${withCheckDigit(raw)}/235/${percentEncode(uri.slice(31))}`;
  }
  if (PGLN.test(uri)) {
    const prefix = uri.slice(16, partition);
    return `${dl}417/${withCheckDigit(prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length)))}`;
  }
  if (LGTIN.test(uri)) {
    const prefix = uri.slice(20, partition);
    const raw = gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length)));
    return `${dl}01/${withCheckDigit(raw)}/10/${percentEncode(uri.slice(35))}`;
  }
  if (IDPAT_SGTIN.test(uri)) {
    const prefix = uri.slice(20, partition);
    return `${dl}01/${withCheckDigit(gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length))))}`;
  }
  if (IDPAT_GRAI.test(uri)) {
    const prefix = uri.slice(19, partition);
    return `${dl}8003/${withCheckDigit('0' + prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length)))}`;
  }
  if (IDPAT_GDTI.test(uri)) {
    const prefix = uri.slice(19, partition);
    return `${dl}253/${withCheckDigit(prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length)))}`;
  }
  if (IDPAT_SGCN.test(uri)) {
    const prefix = uri.slice(19, partition);
    return `${dl}255/${withCheckDigit(prefix + uri.slice(partition + 1, partition + 1 + (12 - prefix.length)))}`;
  }
  if (IDPAT_CPI.test(uri)) {
    const separator = uri.lastIndexOf('.');
    return `${dl}8010/${percentEncode(uri.slice(18, partition) + uri.slice(partition + 1, separator))}`;
  }
  if (IDPAT_ITIP.test(uri)) {
    const prefix = uri.slice(19, partition);
    const raw = gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length)));
    return `${dl}8006/${withCheckDigit(raw)}${uri.slice(34, 36)}${uri.slice(37, 39)}`;
  }
  if (IDPAT_UPUI.test(uri)) {
    const prefix = uri.slice(19, partition);
    return `${dl}01/${withCheckDigit(gtinBody(prefix, uri.slice(partition + 1, partition + 1 + (13 - prefix.length))))}`;
  }
  return undefined;
}

/** A Digital Link URI on any host → the constrained canonical form, as the reference does. */
function fromDigitalLink(input: string): string | null {
  if (!DL_ANY_HOST.test(input)) return null;
  let uri = input.includes('?') ? input.slice(0, input.indexOf('?')) : input;
  for (const [name, ai] of SHORT_NAMES) uri = uri.replaceAll(name, ai);
  if (!DL_CANONICAL_HOST.test(uri)) {
    const key = PRIMARY_KEYS.find((k) => uri.includes(k));
    if (key !== undefined) uri = 'https://id.gs1.org' + uri.slice(uri.indexOf(key));
  }
  if (!DL_GTIN14.test(uri)) {
    // Python's str.replace: every occurrence, as the reference does.
    if (DL_GTIN13.test(uri)) uri = uri.replaceAll('/01/', '/01/0');
    else if (DL_GTIN12.test(uri)) uri = uri.replaceAll('/01/', '/01/00');
    else if (DL_GTIN8.test(uri)) uri = uri.replaceAll('/01/', '/01/000000');
  }
  const afterCpv = uri.slice(uri.indexOf('/22/') + 4);
  // Python slices with a negative start count from the end, as JavaScript's slice does.
  if (CPV_LAST.some((re) => re.test(uri)))
    uri = uri.slice(0, uri.indexOf('/22/')) + afterCpv.slice(afterCpv.indexOf('/'), -1);
  if (CPV_BEFORE_QUALIFIER.some((re) => re.test(uri)))
    uri = uri.slice(0, uri.indexOf('/22/')) + afterCpv.slice(afterCpv.indexOf('/'));
  if (LOT_AND_SERIAL.some((re) => re.test(uri))) {
    const afterLot = uri.slice(uri.indexOf('/10/') + 4);
    uri = uri.slice(0, uri.indexOf('/10/')) + afterLot.slice(afterLot.indexOf('/'));
  }
  return VALID_OUTPUT.some((re) => re.test(uri)) ? uri : null;
}

/**
 * The reference's `normaliser(uri)`: an EPC URI, EPC class or pattern URI, or GS1 Digital Link URI as the
 * constrained canonical Digital Link on https://id.gs1.org; null when it is none of these.
 */
export function referenceDlNormalise(uri: string): string | null {
  if (typeof uri !== 'string') return null;
  // Every pattern below starts with one of these; most event values (times, words, numbers) stop here.
  if (!uri.startsWith('urn:epc:') && !uri.startsWith('http')) return null;
  const partition = uri.indexOf('.');
  if (partition < 0) return null;
  const fromUrn = fromEpcUri(uri, partition);
  return fromUrn === undefined ? fromDigitalLink(uri) : fromUrn;
}
