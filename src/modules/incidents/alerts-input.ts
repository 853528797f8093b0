/**
 * An alert's GTINs and lots read into canonical forms (docs/incidents.md, "Alerts in"); a bad one is a 400 naming
 * it. Pure: no database.
 */
import { ValidationError } from '../../http/errors.js';
import { isDateTime } from '../../lib/epcis/epcis-schema.js';
import { CANONICAL_HOST, parseEpc } from '../../lib/epcis/identifiers.js';
import { isValidGtin, normaliseGtin } from '../../lib/gs1.js';

export interface AlertKeys {
  /** GTIN-14s, each once, in the order sent. */
  gtins: string[];
  /** Canonical Digital Links of the lots named with their GTIN. */
  lots: string[];
  /** Lot numbers sent alone, as the canonical path they end a lot's Digital Link with (`/10/L%2F1`). */
  bareSuffixes: string[];
  /** The lot numbers sent alone, as sent (for the echo and `unmatched`), in the order of bareSuffixes. */
  bareLots: string[];
}

/** A GS1 element string of a lot: (01) GTIN then (10) lot, as printed under a barcode. */
const ELEMENT_STRING = /^\(01\)([0-9]{8,14})\(10\)(.+)$/;

const SET_82 = 'lots.%i must be 1 to 20 characters of the GS1 character set 82';

function lotLink(gtin: string, lot: string, at: number): string {
  const parsed = parseEpc(`${CANONICAL_HOST}/01/${gtin}/10/${encodeURIComponent(lot)}`);
  if (parsed === null) throw new ValidationError(SET_82.replace('%i', String(at)));
  return parsed.canonical;
}

/** One entry of `lots`: a lot's canonical Digital Link, or `{ bare }` for a lot number alone. */
function readLot(text: string, at: number): { epc: string } | { bare: string } {
  const element = ELEMENT_STRING.exec(text);
  if (element) {
    const gtin = normaliseGtin(element[1]!);
    if (gtin === undefined)
      throw new ValidationError(`lots.${at}: GTIN ${element[1]} has a wrong check digit`);
    return { epc: lotLink(gtin, element[2]!, at) };
  }
  if (/^(https?:\/\/|urn:)/i.test(text)) {
    const parsed = parseEpc(text);
    if (parsed?.kind === 'lot') return { epc: parsed.canonical };
    if (parsed?.kind === 'class')
      throw new ValidationError(
        `lots.${at} names a whole product (GTIN ${parsed.gtin}), not a lot: send it in gtins`,
      );
    if (parsed === null || parsed.kind === 'other')
      throw new ValidationError(
        `lots.${at} is no GS1 lot identifier (a wrong check digit, or not a Digital Link or EPC URN of a lot)`,
      );
    throw new ValidationError(`lots.${at} names a ${parsed.kind}, not a lot`);
  }
  lotLink('00000000000000', text, at);
  return { bare: text };
}

/** The alert's GTINs (check digits verified) and lots read; a lot number alone needs `gtins` to say whose. */
export function readAlertKeys(gtins: readonly string[], lots: readonly string[]): AlertKeys {
  const keys: AlertKeys = { gtins: [], lots: [], bareSuffixes: [], bareLots: [] };
  gtins.forEach((gtin, at) => {
    if (!isValidGtin(gtin)) throw new ValidationError(`gtins.${at} ${gtin} has a wrong check digit`);
    const g = normaliseGtin(gtin)!;
    if (!keys.gtins.includes(g)) keys.gtins.push(g);
  });
  lots.forEach((text, at) => {
    const lot = readLot(text, at);
    if ('epc' in lot) {
      if (!keys.lots.includes(lot.epc)) keys.lots.push(lot.epc);
      return;
    }
    if (gtins.length === 0)
      throw new ValidationError(
        `lots.${at} is a lot number alone: send its GTIN in gtins, or the lot as a Digital Link, EPC URN or (01)…(10)… element string`,
      );
    if (keys.bareLots.includes(lot.bare)) return;
    keys.bareLots.push(lot.bare);
    keys.bareSuffixes.push(
      lotLink('00000000000000', lot.bare, at).slice(`${CANONICAL_HOST}/01/00000000000000`.length),
    );
  });
  return keys;
}

/**
 * A field the alert does not have is refused, not dropped as other bodies' are (docs/incidents.md): an alert sent
 * with `gtin` or `lot` for `gtins` or `lots` would otherwise match by name alone, and say nothing.
 */
export function refuseUnknownFields(body: unknown, fields: readonly string[]): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((name) => !fields.includes(name));
  if (unknown !== undefined)
    throw new ValidationError(`Unknown field: ${unknown.slice(0, 40)} (an alert has ${fields.join(', ')})`);
}

/** `published` checked: an ISO 8601 date or date-time with its offset; kept as sent. */
export function checkPublished(text: string | undefined): string | null {
  if (text === undefined) return null;
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text;
  if (!isDateTime(full) || Number.isNaN(Date.parse(full)))
    throw new ValidationError('published must be an ISO 8601 date or date-time (e.g. 2026-11-28)');
  return text;
}
