/** A field's change as stored by the capture trigger: raw column values. */
export interface RawChange {
  field: string;
  old: unknown;
  new: unknown;
}

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

export function renderChanges(part: string, changes: RawChange[]): RawChange[] {
  return changes.map((c) => ({
    field: c.field,
    old: renderValue(part, c.field, c.old),
    new: renderValue(part, c.field, c.new),
  }));
}
