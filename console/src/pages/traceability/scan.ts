/**
 * What a person types, pastes or scans to find a lot, read as a GTIN and a lot: a GTIN and a lot (two fields, or
 * one text `04012345111118 L123`), a GS1 Digital Link on any host, an EPC URN (`urn:epc:class:lgtin:…`), or a
 * barcode's text as a GS1 element string, human-readable `(01)04012345111118(10)L123` or raw as a scanner types
 * it (a symbology identifier such as `]C1`, `]d2`, `]Q3` first or not; FNC1 as the GS character, or nothing after
 * a field of fixed length). Digital Links and URNs are read by the API's own `parseEpc`; check digits are
 * verified. Pure, unit-tested in test/console/traceability-scan.test.ts; each failure says what to do.
 */
import { normaliseGtin } from '../../../../src/lib/gs1.js';
import { parseEpc } from '../../../../src/lib/epcis/identifiers.js';
import { gtinProblem } from '../../gs1.js';

export type LotSource = 'fields' | 'text' | 'digital-link' | 'urn' | 'element-string';

export type LotFound =
  | {
      ok: true;
      /** GTIN-14. */
      gtin: string;
      lot: string;
      source: LotSource;
      /** A best-before day (AI 15) or expiry (AI 17) the barcode also held, as YYYY-MM-DD. */
      bestBefore?: string;
      expiry?: string;
    }
  | { ok: false; problem: string };

/** GS1 AI encodable character set 82, 1 to 20 characters: a lot as GS1 allows it. */
const LOT = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]{1,20}$/;
/** The GS character (FNC1 as a scanner sends it), and the picture of it some scanners type instead. */
// eslint-disable-next-line no-control-regex -- the GS character is what a scanner sends
const GS = /[\x1d\u241d]/;
/** A symbology identifier (ISO/IEC 15424): `]` and two characters, e.g. `]C1` GS1-128, `]d2` DataMatrix, `]Q3` QR. */
const SYMBOLOGY = /^\][A-Za-z][0-9A-Za-z]/;

/** The problem with a lot as typed, or undefined. */
export function lotProblem(lot: string): string | undefined {
  if (lot === '') return 'Enter the lot';
  if (/\s/.test(lot)) return 'Enter the lot without spaces, as on the label';
  if (lot.length > 20) return 'Enter a lot of 20 characters or fewer';
  return LOT.test(lot) ? undefined : 'The lot has a character GS1 does not allow in a lot: check it';
}

function found(gtin: string, lot: string, source: LotSource, extra: Partial<LotFound> = {}): LotFound {
  const g = gtinProblem(gtin);
  if (g) return { ok: false, problem: g };
  const l = lotProblem(lot);
  if (l) return { ok: false, problem: l };
  return { ...extra, ok: true, gtin: normaliseGtin(gtin)!, lot, source } as LotFound;
}

/** A GTIN and a lot from two fields. */
export function lotFromFields(gtin: string, lot: string): LotFound {
  const g = gtin.trim();
  const l = lot.trim();
  if (!g && !l) return { ok: false, problem: 'Enter a GTIN and a lot, or scan or paste a code' };
  if (!g) return { ok: false, problem: 'Enter the GTIN too: a lot number is a lot of one product' };
  if (!l) return { ok: false, problem: 'Enter the lot too: a trace follows one lot of a product' };
  return found(g, l, 'fields');
}

/** What one text holds, read as a lot. */
export function lotFromText(input: string): LotFound {
  let text = input.trim();
  if (!text) return { ok: false, problem: 'Enter a GTIN and a lot, or scan or paste a code' };
  if (text.length > 2048)
    return { ok: false, problem: 'This is too long to be a code: check what was pasted' };
  const symbology = SYMBOLOGY.test(text);
  if (symbology) text = text.slice(3);
  if (/^https?:\/\//i.test(text)) return fromDigitalLink(text);
  if (/^urn:/i.test(text)) return fromUrn(text);
  if (text.startsWith('(')) return fromElements(readBracketed(text));
  if (!symbology && !GS.test(text)) {
    const pair = /^([0-9]{8,14})(?:\s+|\s*[/,;]\s*)(\S+)$/.exec(text);
    if (pair) return found(pair[1]!, pair[2]!, 'text');
    if (/^[0-9]{8,14}$/.test(text))
      return {
        ok: false,
        problem: gtinProblem(text) ?? 'Enter the lot too: a trace follows one lot of a product',
      };
  }
  if (/^[0-9]/.test(text)) return fromElements(readRaw(text));
  return {
    ok: false,
    problem:
      'This is not a code the console reads: enter a GTIN and a lot, a GS1 Digital Link, an EPC URN, or scan the barcode',
  };
}

function fromDigitalLink(text: string): LotFound {
  const parsed = parseEpc(text);
  if (parsed?.kind === 'lot') return found(parsed.gtin!, parsed.lot!, 'digital-link');
  if (parsed?.kind === 'serial')
    return {
      ok: false,
      problem: `This link names one item (serial ${parsed.serial}), not a lot: use a link with the lot (/10/…)`,
    };
  if (parsed?.kind === 'class')
    return { ok: false, problem: 'This link names the product but not its lot: add the lot (/10/…)' };
  if (parsed?.kind === 'sscc')
    return { ok: false, problem: `This link names a logistic unit (SSCC ${parsed.sscc}), not a lot` };
  // Say why a link of a GTIN failed: its check digit, or its lot.
  const gtin = /\/(?:01|gtin)\/([^/?#]*)/.exec(text)?.[1];
  if (gtin !== undefined) {
    const g = gtinProblem(gtin);
    if (g) return { ok: false, problem: g };
    const lot = /\/(?:10|lot)\/([^/?#]*)/.exec(text)?.[1];
    if (lot !== undefined) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(lot);
      } catch {
        decoded = lot;
      }
      const l = lotProblem(decoded);
      if (l) return { ok: false, problem: l };
    }
  }
  return {
    ok: false,
    problem:
      'This web address is not a GS1 Digital Link of a lot, like https://id.gs1.org/01/{GTIN}/10/{lot}',
  };
}

function fromUrn(text: string): LotFound {
  const parsed = parseEpc(text);
  if (parsed?.kind === 'lot') return found(parsed.gtin!, parsed.lot!, 'urn');
  if (parsed?.kind === 'serial')
    return { ok: false, problem: `This EPC names one item (serial ${parsed.serial}), not a lot` };
  if (parsed?.kind === 'sscc')
    return { ok: false, problem: `This EPC names a logistic unit (SSCC ${parsed.sscc}), not a lot` };
  return {
    ok: false,
    problem:
      'This EPC URN is not a lot the console reads: a lot’s is urn:epc:class:lgtin:{company}.{item}.{lot}',
  };
}

/** A GS1 Application Identifier the console reads: its data's length, fixed or at most. */
interface Ai {
  fixed?: number;
  max?: number;
  /** In GS1's table of predefined lengths: no FNC1 needed after it. */
  predefined?: boolean;
  numeric?: boolean;
}
const AIS: Record<string, Ai> = {
  '00': { fixed: 18, predefined: true, numeric: true },
  '01': { fixed: 14, predefined: true, numeric: true },
  '02': { fixed: 14, predefined: true, numeric: true },
  '10': { max: 20 },
  '11': { fixed: 6, predefined: true, numeric: true },
  '12': { fixed: 6, predefined: true, numeric: true },
  '13': { fixed: 6, predefined: true, numeric: true },
  '15': { fixed: 6, predefined: true, numeric: true },
  '16': { fixed: 6, predefined: true, numeric: true },
  '17': { fixed: 6, predefined: true, numeric: true },
  '20': { fixed: 2, predefined: true, numeric: true },
  '21': { max: 20 },
  '22': { max: 20 },
  '30': { max: 8, numeric: true },
  '37': { max: 8, numeric: true },
  '240': { max: 30 },
  '241': { max: 30 },
  '250': { max: 30 },
  '251': { max: 30 },
  '254': { max: 20 },
  '400': { max: 30 },
  '401': { max: 30 },
  '402': { fixed: 17, numeric: true },
  '410': { fixed: 13, predefined: true, numeric: true },
  '414': { fixed: 13, predefined: true, numeric: true },
  '422': { fixed: 3, numeric: true },
  '7003': { fixed: 10, numeric: true },
  '8008': { max: 12, numeric: true },
};
/** Trade measures (310n–369n: net weight, length… with n decimals), 6 digits, predefined. */
const MEASURE = /^3[1-6][0-9][0-9]$/;

function aiOf(text: string): [string, Ai] | undefined {
  for (const n of [2, 3, 4]) {
    const ai = text.slice(0, n);
    if (AIS[ai]) return [ai, AIS[ai]];
    if (n === 4 && MEASURE.test(ai)) return [ai, { fixed: 6, predefined: true, numeric: true }];
  }
  return undefined;
}

type Elements = Map<string, string> | { problem: string };

/** `(01)04012345111118(10)L123`: each AI in brackets, then its data. */
function readBracketed(text: string): Elements {
  const out = new Map<string, string>();
  const re = /\(([0-9]{2,4})\)([^(]*(?:\((?![0-9]{2,4}\))[^(]*)*)/y;
  let at = 0;
  while (at < text.length) {
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return { problem: 'Write the barcode’s text as (AI)data… , like (01)04012345111118(10)L123' };
    const ai = m[1]!;
    const spec = AIS[ai] ?? (MEASURE.test(ai) ? { fixed: 6, numeric: true } : undefined);
    if (!spec) return { problem: `The barcode holds AI (${ai}), which the console does not read` };
    const data = m[2]!.trim();
    const p = dataProblem(ai, spec, data);
    if (p) return { problem: p };
    out.set(ai, data);
    at = re.lastIndex;
  }
  return out;
}

/** As a scanner types it: AI and data run on, a variable field ended by GS (or a space typed by hand). */
function readRaw(text: string): Elements {
  const out = new Map<string, string>();
  let rest = text;
  while (rest.length > 0) {
    if (GS.test(rest[0]!) || /\s/.test(rest[0]!)) {
      rest = rest.slice(1);
      continue;
    }
    const known = aiOf(rest);
    if (!known) {
      const ai = /^[0-9]{2,4}/.exec(rest)?.[0] ?? rest.slice(0, 2);
      return { problem: `The barcode holds AI (${ai.slice(0, 2)}…), which the console does not read` };
    }
    const [ai, spec] = known;
    rest = rest.slice(ai.length);
    let data: string;
    if (spec.fixed !== undefined) {
      data = rest.slice(0, spec.fixed);
      rest = rest.slice(spec.fixed);
      if (data.length < spec.fixed || GS.test(data) || /\s/.test(data))
        return { problem: `AI (${ai}) needs ${spec.fixed} digits: the barcode’s text is cut short` };
      // After a field of fixed length not in GS1's predefined table, a GS must follow (unless it is the last).
      if (!spec.predefined && rest.length > 0 && !GS.test(rest[0]!) && !/\s/.test(rest[0]!))
        return { problem: `AI (${ai}) must be followed by a GS separator: scan the barcode again` };
    } else {
      // eslint-disable-next-line no-control-regex -- as GS above
      const end = rest.search(/[\x1d\u241d\s]/);
      data = end < 0 ? rest : rest.slice(0, end);
      rest = end < 0 ? '' : rest.slice(end);
    }
    const p = dataProblem(ai, spec, data);
    if (p) return { problem: p };
    if (out.has(ai)) return { problem: `The barcode holds AI (${ai}) twice: scan it again` };
    out.set(ai, data);
  }
  return out;
}

function dataProblem(ai: string, spec: Ai, data: string): string | undefined {
  if (data === '') return `AI (${ai}) has no data: scan the barcode again`;
  if (spec.fixed !== undefined && data.length !== spec.fixed)
    return `AI (${ai}) needs ${spec.fixed} ${spec.numeric ? 'digits' : 'characters'}, not ${data.length}`;
  if (spec.max !== undefined && data.length > spec.max) {
    if (ai === '10')
      return 'The lot (AI 10) is over 20 characters: a GS separator is missing after it, or the text is wrong';
    return `AI (${ai}) holds at most ${spec.max} characters, not ${data.length}`;
  }
  if (spec.numeric && !/^[0-9]+$/.test(data)) return `AI (${ai}) holds digits only`;
  return undefined;
}

/** YYMMDD (day 00: the month's last day, GS1 §7.12) as YYYY-MM-DD; the century as GS1 says (−49 to +50 years). */
function gs1Date(yymmdd: string, now = new Date()): string | undefined {
  const yy = Number(yymmdd.slice(0, 2));
  const mm = Number(yymmdd.slice(2, 4));
  let dd = Number(yymmdd.slice(4, 6));
  if (mm < 1 || mm > 12) return undefined;
  const current = now.getUTCFullYear();
  let year = Math.floor(current / 100) * 100 + yy;
  if (year - current > 50) year -= 100;
  else if (current - year > 49) year += 100;
  const last = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd === 0) dd = last;
  if (dd > last) return undefined;
  return `${year}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

function fromElements(elements: Elements): LotFound {
  if (!(elements instanceof Map)) return { ok: false, problem: elements.problem };
  const gtin = elements.get('01') ?? elements.get('02');
  const lot = elements.get('10');
  if (gtin === undefined) {
    const sscc = elements.get('00');
    if (sscc !== undefined)
      return { ok: false, problem: `This barcode names a logistic unit (SSCC ${sscc}), not a lot` };
    return { ok: false, problem: 'The barcode holds no GTIN (AI 01): scan the product’s barcode' };
  }
  const g = gtinProblem(gtin);
  if (g) return { ok: false, problem: g };
  if (lot === undefined) {
    const serial = elements.get('21');
    return {
      ok: false,
      problem:
        serial !== undefined
          ? `This barcode names one item (serial ${serial}) and no lot (AI 10): enter the lot`
          : 'The barcode holds the GTIN but no lot (AI 10): enter the lot too',
    };
  }
  const extra: { bestBefore?: string; expiry?: string } = {};
  for (const [ai, key] of [
    ['15', 'bestBefore'],
    ['17', 'expiry'],
  ] as const) {
    const v = elements.get(ai);
    if (v === undefined) continue;
    const day = gs1Date(v);
    if (!day) return { ok: false, problem: `AI (${ai}) is no real date (YYMMDD): scan the barcode again` };
    extra[key] = day;
  }
  return found(gtin, lot, 'element-string', extra);
}

/** The lot page's address: `/traceability/lots/{gtin14}/{lot URL-encoded}`. */
export const lotHref = (gtin: string, lot: string) =>
  `/traceability/lots/${normaliseGtin(gtin) ?? gtin}/${encodeURIComponent(lot)}`;

/** A lot's canonical Digital Link, as the trace API and the FSMA records take it. */
export function lotLink(gtin14: string, lot: string): string {
  return (
    parseEpc(`https://id.gs1.org/01/${gtin14}/10/${encodeURIComponent(lot)}`)?.canonical ??
    `https://id.gs1.org/01/${gtin14}/10/${encodeURIComponent(lot)}`
  );
}
