/**
 * EPCIS identifiers in one canonical form, so that an EPC URN and a GS1 Digital Link URI naming the same
 * thing match as one. The canonical form is the one the CBV 2.0 event hash normalises to (GS1's reference
 * implementation, dl_normaliser.py): the constrained canonical GS1 Digital Link URI on https://id.gs1.org,
 * GTIN as 14 digits, only the finest level of identification (a serial wins over a lot, a CPV is dropped),
 * no query string. For the keys traceability uses (GTIN with serial or lot, GTIN class, GLN with extension,
 * SSCC, party GLN) this module parses strictly: URN escapes (EPC Tag Data Standard) and Digital Link
 * percent-encoding are decoded, check digits of Digital Link keys verified, values limited to the GS1 AI
 * character set 82 and their lengths; then one encoding is written back (see `encodeValue`). Other GS1
 * keys (GRAI, GIAI, GDTI, ITIP, UPUI…) take the reference normaliser's form unchanged.
 */
import { isValidGln, normaliseGtin, gs1CheckDigit } from '../gs1.js';
import { referenceDlNormalise } from './dl-normaliser.js';
import { memoised } from './memo.js';

export const CANONICAL_HOST = 'https://id.gs1.org';

/** Longer text is no identifier: refused before any regular expression sees it. */
const MAX_LENGTH = 2048;

export type EpcKind = 'serial' | 'lot' | 'class' | 'location' | 'sscc' | 'party' | 'other';

export interface ParsedEpc {
  /** The canonical Digital Link URI. */
  canonical: string;
  kind: EpcKind;
  /** GTIN-14 of a serial, a lot or a class. */
  gtin?: string;
  /** Serial number or lot, decoded (as the GS1 element string would carry it). */
  serial?: string;
  lot?: string;
  /** GLN of a location (with its decoded extension) or of a party. */
  gln?: string;
  extension?: string;
  sscc?: string;
}

/** GS1 AI encodable character set 82 (GS1 General Specifications, figure 7.11-1). */
const CS82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/;

/**
 * Characters written percent-encoded in a canonical value: the seven the reference normaliser encodes
 * (`! ( ) * + , :`, from the Digital Link standard's table) and those the EPC URN must escape
 * (`" % & / < > ?`, Tag Data Standard). Every other character of set 82 stays as it is, so a URN that
 * follows the Tag Data Standard gives exactly the reference's Digital Link.
 */
function encodeValue(value: string): string {
  return value.replace(/[!"%&()*+,/:<>?]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
}

/** Percent-decoding of one URN component or URI path segment; undefined when malformed or not set 82. */
function decodeValue(text: string): string | undefined {
  if (!/^(?:[^%]|%[0-9A-Fa-f]{2})*$/.test(text)) return undefined;
  const decoded = text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return CS82.test(decoded) ? decoded : undefined;
}

/** Split `prefix.ref` of `total` digits at the URN's dot: the dot alone says how long the prefix is. */
function splitKey(text: string, total: number): [string, string] | undefined {
  const m = /^([0-9]{6,12})\.([0-9]*)$/.exec(text);
  if (!m || m[1]!.length + m[2]!.length !== total) return undefined;
  return [m[1]!, m[2]!];
}

function gtinFromUrn(prefix: string, itemRef: string): string {
  const body = itemRef.slice(0, 1) + prefix + itemRef.slice(1);
  return body + String(gs1CheckDigit(body));
}

function gtinResult(gtin: string, qualifier: 'serial' | 'lot' | 'class', value?: string): ParsedEpc {
  const base = `${CANONICAL_HOST}/01/${gtin}`;
  if (qualifier === 'class' || value === undefined) return { canonical: base, kind: 'class', gtin };
  const ai = qualifier === 'serial' ? '21' : '10';
  return { canonical: `${base}/${ai}/${encodeValue(value)}`, kind: qualifier, gtin, [qualifier]: value };
}

function locationResult(gln: string, extension?: string): ParsedEpc {
  if (extension === undefined) return { canonical: `${CANONICAL_HOST}/414/${gln}`, kind: 'location', gln };
  const canonical = `${CANONICAL_HOST}/414/${gln}/254/${encodeValue(extension)}`;
  return { canonical, kind: 'location', gln, extension };
}

/** undefined: not a URN of the families parsed here; null: of one, but invalid. */
function parseUrn(text: string): ParsedEpc | null | undefined {
  const m = /^urn:epc:(id:sgtin|class:lgtin|idpat:sgtin|id:sgln|id:sscc|id:pgln):(.*)$/.exec(text);
  if (!m) return undefined;
  const scheme = m[1]!;
  const body = m[2]!;
  const first = body.indexOf('.');
  const second = body.indexOf('.', first + 1);
  // The key is everything up to the second dot (SSCC and PGLN have only one); the rest may hold dots.
  const keyPart = second < 0 || scheme === 'id:sscc' || scheme === 'id:pgln' ? body : body.slice(0, second);
  const rest = second < 0 ? undefined : body.slice(second + 1);
  switch (scheme) {
    case 'id:sgtin':
    case 'class:lgtin':
    case 'idpat:sgtin': {
      const key = splitKey(keyPart, 13);
      if (!key || rest === undefined) return null;
      const gtin = gtinFromUrn(key[0], key[1]);
      if (scheme === 'idpat:sgtin') return rest === '*' ? gtinResult(gtin, 'class') : null;
      const value = decodeValue(rest);
      if (value === undefined) return null;
      return gtinResult(gtin, scheme === 'id:sgtin' ? 'serial' : 'lot', value);
    }
    case 'id:sgln': {
      const key = splitKey(keyPart, 12);
      if (!key || rest === undefined) return null;
      const gln = key[0] + key[1] + String(gs1CheckDigit(key[0] + key[1]));
      if (rest === '0') return locationResult(gln);
      const extension = decodeValue(rest);
      return extension === undefined ? null : locationResult(gln, extension);
    }
    case 'id:pgln': {
      const key = splitKey(keyPart, 12);
      if (!key) return null;
      const gln = key[0] + key[1] + String(gs1CheckDigit(key[0] + key[1]));
      return { canonical: `${CANONICAL_HOST}/417/${gln}`, kind: 'party', gln };
    }
    default: {
      // id:sscc: prefix.serialReference, the reference's first digit being the extension digit.
      const key = splitKey(keyPart, 17);
      if (!key) return null;
      const bodyDigits = key[1].slice(0, 1) + key[0] + key[1].slice(1);
      const sscc = bodyDigits + String(gs1CheckDigit(bodyDigits));
      return { canonical: `${CANONICAL_HOST}/00/${sscc}`, kind: 'sscc', sscc };
    }
  }
}

const PRIMARY = new Map([
  ['01', '01'],
  ['gtin', '01'],
  ['00', '00'],
  ['sscc', '00'],
  ['414', '414'],
  ['gln', '414'],
  ['417', '417'],
  ['party', '417'],
]);
const QUALIFIER = new Map([
  ['22', '22'],
  ['cpv', '22'],
  ['10', '10'],
  ['lot', '10'],
  ['21', '21'],
  ['ser', '21'],
  ['254', '254'],
]);
/** The qualifiers each primary key may carry, in the order the Digital Link standard fixes. */
const QUALIFIER_ORDER: Record<string, readonly string[]> = { '01': ['22', '10', '21'], '414': ['254'] };

/** undefined: not a Digital Link of the keys parsed here; null: of one, but invalid. */
function parseDigitalLink(text: string): ParsedEpc | null | undefined {
  const m = /^https?:\/\/[^/?#]+((?:\/[^/?#]*)*)(?:\?[^#]*)?(?:#.*)?$/.exec(text);
  if (!m) return undefined;
  const segments = m[1]!.split('/').slice(1);
  if (segments.length > 0 && segments[segments.length - 1] === '') segments.pop();
  // A path prefix before the primary key is allowed (https://brand.example/products/01/…): the key is the
  // first candidate from which the rest of the path reads as key and qualifiers.
  for (let at = 0; at + 1 < segments.length; at++) {
    if (!PRIMARY.has(segments[at]!) || (segments.length - at) % 2 !== 0) continue;
    const parsed = parseFromKey(segments, at);
    if (parsed !== undefined) return parsed;
  }
  return undefined;
}

function parseFromKey(segments: string[], at: number): ParsedEpc | null | undefined {
  const ai = PRIMARY.get(segments[at]!)!;
  const pairs: [string, string][] = [];
  for (let i = at + 2; i < segments.length; i += 2) {
    const q = QUALIFIER.get(segments[i]!);
    if (q === undefined || !(QUALIFIER_ORDER[ai] ?? []).includes(q)) return undefined;
    pairs.push([q, segments[i + 1]!]);
  }
  const order = QUALIFIER_ORDER[ai] ?? [];
  for (let i = 1; i < pairs.length; i++)
    if (order.indexOf(pairs[i]![0]) <= order.indexOf(pairs[i - 1]![0])) return null;
  const values = new Map<string, string>();
  for (const [q, raw] of pairs) {
    const value = decodeValue(raw);
    if (value === undefined) return null;
    values.set(q, value);
  }
  const key = segments[at + 1]!;
  switch (ai) {
    case '01': {
      const gtin = normaliseGtin(key);
      if (gtin === undefined) return null;
      if (values.has('21')) return gtinResult(gtin, 'serial', values.get('21'));
      if (values.has('10')) return gtinResult(gtin, 'lot', values.get('10'));
      return gtinResult(gtin, 'class');
    }
    case '414':
      return isValidGln(key) ? locationResult(key, values.get('254')) : null;
    case '417':
      return isValidGln(key) ? { canonical: `${CANONICAL_HOST}/417/${key}`, kind: 'party', gln: key } : null;
    default:
      return /^[0-9]{18}$/.test(key) && gs1CheckDigit(key.slice(0, 17)) === Number(key[17])
        ? { canonical: `${CANONICAL_HOST}/00/${key}`, kind: 'sscc', sscc: key }
        : null;
  }
}

/**
 * The identifier parsed: its canonical Digital Link and the GS1 key and qualifier it carries; null when the
 * text is no GS1 identifier (or an invalid one: a wrong check digit, a malformed URN), which callers keep as
 * sent. Never throws.
 */
export function parseEpc(text: string): ParsedEpc | null {
  if (typeof text !== 'string' || text.length > MAX_LENGTH) return null;
  return parseKnown(text);
}

/** Shared between callers, so frozen. */
const parseKnown = memoised((text: string): Readonly<ParsedEpc> | null => {
  const parsed = parseUrn(text) ?? parseDigitalLink(text);
  if (parsed !== undefined) return parsed && Object.freeze(parsed);
  const other = referenceDlNormalise(text);
  return other === null ? null : Object.freeze({ canonical: other, kind: 'other' });
});

/** The canonical Digital Link of an EPC URN or a Digital Link URI; null when it is none (keep it as sent). */
export function canonicalEpc(text: string): string | null {
  return parseEpc(text)?.canonical ?? null;
}

/** The canonical class (https://id.gs1.org/01/{gtin}) of a serial, lot or class: what "a class matches its lots" compares. */
export function canonicalGtinClass(text: string): string | null {
  const gtin = parseEpc(text)?.gtin;
  return gtin === undefined ? null : `${CANONICAL_HOST}/01/${gtin}`;
}
