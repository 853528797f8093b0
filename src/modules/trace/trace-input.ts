import { ValidationError } from '../../http/errors.js';
import { isDateTime } from '../../lib/epcis/epcis-schema.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { storedId } from '../epcis/event-rows.js';

// What a trace is asked: its root and its window's bounds, read one way by the trace's routes and the incidents'.

/** A bound of the window: a date (midnight UTC) or a date-time with its offset. */
export function bound(name: string, text: string | undefined): string | null {
  if (text === undefined) return null;
  const fixed = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? `${text}T00:00:00Z`
    : text.replace(/ (\d{2}:\d{2})$/, '+$1');
  if (!isDateTime(fixed) || Number.isNaN(Date.parse(fixed)))
    throw new ValidationError(
      `${name} must be an ISO 8601 date or date-time (e.g. 2026-11-28 or 2026-11-28T08:00:00Z)`,
    );
  return new Date(Date.parse(fixed)).toISOString();
}

/** The root of a trace: a lot, serial, pallet or an identifier of one's own; never a whole product. */
export function traceRoot(epc: string): string {
  const parsed = parseEpc(epc);
  if (parsed?.kind === 'class')
    throw new ValidationError(
      `epc names a whole product (GTIN ${parsed.gtin}), not a lot, serial or pallet: add its lot (/10/…) or serial (/21/…)`,
    );
  if (parsed?.kind === 'location' || parsed?.kind === 'party')
    throw new ValidationError('epc names a place (a GLN), not a lot, serial or pallet');
  return storedId(epc);
}

