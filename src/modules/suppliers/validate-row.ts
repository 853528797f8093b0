import { SUPPLIER_FIELDS, type FieldDef, type SupplierInput } from './suppliers.schemas.js';

// The same email check as the route schemas (ajv-formats' "fast" email format).
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const MAX_ID = 2147483647;

export type RowCheck = { ok: true; value: SupplierInput } | { ok: false; message: string };

function checkField(f: FieldDef, raw: unknown): { value: unknown } | { message: string } {
  if (f.kind === 'id') {
    const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isInteger(n)) {
      return { message: `Invalid value for ${f.name}: must be an integer` };
    }
    if (n < 1) return { message: `Invalid value for ${f.name}: must be at least 1` };
    if (n > MAX_ID) return { message: `Invalid value for ${f.name}: must be at most ${MAX_ID}` };
    return { value: n };
  }
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
    return { message: `Invalid value for ${f.name}: must be a string` };
  }
  const s = String(raw);
  if (f.required && s.length === 0) return { message: `${f.name} must not be empty` };
  if (f.maxLength !== undefined && s.length > f.maxLength) {
    return { message: `${f.name} must be at most ${f.maxLength} characters` };
  }
  if (f.kind === 'email' && !EMAIL.test(s)) return { message: `${f.name} must be a valid email address` };
  return { value: s };
}

/**
 * Checks one bulk row with the rules and messages of createSupplier's body schema: the first missing
 * required field in the spec's order, then each field's type, length and format. CSV rows hold strings,
 * so ids are accepted as digit strings. Unknown fields are dropped.
 */
export function validateRow(row: Record<string, unknown>): RowCheck {
  for (const f of SUPPLIER_FIELDS) {
    if (f.required && (row[f.name] === undefined || row[f.name] === null)) {
      return { ok: false, message: `Missing required field: ${f.name}` };
    }
  }
  const value: Record<string, unknown> = {};
  for (const f of SUPPLIER_FIELDS) {
    const raw = row[f.name];
    if (raw === undefined || raw === null) continue;
    const r = checkField(f, raw);
    if ('message' in r) return { ok: false, message: r.message };
    value[f.name] = r.value;
  }
  return { ok: true, value: value as unknown as SupplierInput };
}
