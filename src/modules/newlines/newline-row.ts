import { FLAGS, PRODUCTCODE_MAX, PRODUCTNAME_MAX, type CreateNewlineBody } from './newlines.schemas.js';

/** Bulk rows are checked by hand rather than by the route schema: CSV cells are all text, JSON rows are not. */
export const REQUIRED_NEWLINE_FIELDS = ['companyid', 'siteid', 'productname', 'productcode'] as const;

type Kind = 'id' | 'int' | 'flag' | { text: number };
const KINDS: Record<string, Kind> = {
  companyid: 'id',
  siteid: 'id',
  productname: { text: PRODUCTNAME_MAX },
  productcode: { text: PRODUCTCODE_MAX },
  description: { text: 10000 },
  producttype: 'id',
  category: 'id',
  ...Object.fromEntries(FLAGS.map((f) => [f, 'flag' as const])),
  mcs: 'int',
  buyer: 'id',
  buyercomments: { text: 10000 },
};

const INT_MAX = 2147483647;

function isBlank(v: unknown) {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function readValue(field: string, kind: Kind, raw: unknown): { value: unknown } | { error: string } {
  if (typeof kind === 'object') {
    if (typeof raw !== 'string' && typeof raw !== 'number')
      return { error: `Invalid value for ${field}: must be a string` };
    const text = String(raw).trim();
    if (text.includes('\u0000'))
      return { error: `Invalid value for ${field}: must not contain NUL characters` };
    if (text.length > kind.text) return { error: `${field} must be at most ${kind.text} characters` };
    return { value: text };
  }
  if (kind === 'flag') {
    const map: Record<string, number> = { '0': 0, '1': 1, false: 0, true: 1 };
    const v = map[String(raw).trim().toLowerCase()];
    if (v === undefined || (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')) {
      return { error: `Invalid value for ${field}: must be 0 or 1` };
    }
    return { value: v };
  }
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  const ok = kind === 'id' ? /^\d+$/.test(text) : /^-?\d+$/.test(text);
  const n = Number(text);
  if (!ok || Math.abs(n) > INT_MAX || (kind === 'id' && n < 1)) {
    return {
      error: `Invalid value for ${field}: must be ${kind === 'id' ? 'a positive integer' : 'an integer'}`,
    };
  }
  return { value: n };
}

/** One bulk row as a create body, or the message of its first problem. Unknown columns are ignored. */
export function readNewlineRow(
  row: Record<string, unknown>,
): { body: CreateNewlineBody } | { message: string } {
  const missing = REQUIRED_NEWLINE_FIELDS.filter((f) => isBlank(row[f]));
  if (missing.length > 0) return { message: `Missing required fields: ${missing.join(', ')}` };
  const body: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(KINDS)) {
    const raw = row[field];
    if (isBlank(raw)) continue;
    const read = readValue(field, kind, raw);
    if ('error' in read) return { message: read.error };
    body[field] = read.value;
  }
  return { body: body as CreateNewlineBody };
}
