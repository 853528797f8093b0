/** A field's change as stored by the capture trigger: raw column values. */
export interface RawChange {
  field: string;
  old: unknown;
  new: unknown;
}

export const REDACTED = '[redacted]';
const ALLERGEN_WORDS = ['No', 'Yes', 'May'];
const TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:?\d\d)?|Z)$/;

/** 'YYYY-MM-DD HH:MM:SS' in UTC, as every timestamp of the API reads. */
function apiTimestamp(iso: string): string {
  return new Date(Date.parse(iso)).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A stored value as the read endpoints show it: allergens as No / Yes / May, nutrition as 4-decimal strings,
 * timestamps as 'YYYY-MM-DD HH:MM:SS' (UTC). Everything else as stored.
 */
export function renderValue(part: string, field: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && field !== 'psid') {
    if (part === 'allergens') return ALLERGEN_WORDS[value] ?? value;
    if (part === 'nutrition') return value.toFixed(4);
  }
  if (typeof value === 'string' && TIMESTAMP.test(value)) return apiTimestamp(value);
  return value;
}

type Row = Record<string, unknown> | null;

/**
 * The fields that differ between a record before and after (either may be null: a create, a hard delete),
 * in name order, rendered as the API shows them.
 */
export function changesOf(part: string, before: Row, after: Row): RawChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const out: RawChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const now = after?.[field] ?? null;
    // The capture keeps a secret only when it changed, as "[redacted]" on both sides.
    const secret = old === REDACTED || now === REDACTED;
    if (!secret && JSON.stringify(old) === JSON.stringify(now)) continue;
    out.push({ field, old: renderValue(part, field, old), new: renderValue(part, field, now) });
  }
  return out;
}
