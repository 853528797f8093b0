/**
 * The product line form's rules, kept free of the browser so that test/console/newline-checks.test.ts holds them to
 * the server's (its flags, lengths and messages: src/modules/newlines).
 */
import type { components } from '../../../../client/schema.js';

/** The longest product name and code the API takes (and the database holds). */
export const PRODUCTNAME_MAX = 75;
export const PRODUCTCODE_MAX = 12;

/** The 16 yes/no flags of a product line (the API's order), as a person reads them. */
export const FLAGS: [string, string][] = [
  ['alcoholic', 'Alcoholic'],
  ['cannedfish', 'Canned fish'],
  ['cbd', 'CBD'],
  ['chocolate', 'Chocolate'],
  ['coffee', 'Coffee'],
  ['curedmeats', 'Cured meats'],
  ['freshfish', 'Fresh fish'],
  ['freshfruit', 'Fresh fruit'],
  ['freshmeat', 'Fresh meat'],
  ['honey', 'Honey'],
  ['jam', 'Jam'],
  ['oliveoil', 'Olive oil'],
  ['smokedfish', 'Smoked fish'],
  ['supplements', 'Supplements'],
  ['cheese', 'Cheese'],
  ['fish', 'Fish'],
];

/** The labels of the product line's fields: in the form, its error summary and the API's messages. */
export const NEWLINE_LABELS: Record<string, string> = {
  companyid: 'Supplier',
  siteid: 'Site',
  productname: 'Product name',
  productcode: 'Product code',
  description: 'Description',
  producttype: 'Product type',
  category: 'Category',
  buyer: 'Buyer',
  mcs: 'MCS',
  buyercomments: 'Buyer comments',
  ...Object.fromEntries(FLAGS),
};

/** The form's fields of a product line (text for the inputs and selects, booleans for the flags). */
export type NewlineDraft = Record<string, string | boolean>;
const TEXTS = ['productname', 'productcode', 'description', 'buyercomments'];
const IDS = ['producttype', 'category', 'buyer', 'mcs'];
/** The fields the edit form may send (the supplier and site are not moved from here). */
export const EDITABLE = [...TEXTS, ...IDS, ...FLAGS.map(([f]) => f)];

export function draftOf(n: Partial<components['schemas']['Newline']> | null): NewlineDraft {
  const d: NewlineDraft = {};
  const row = (n ?? {}) as Record<string, unknown>;
  for (const f of [...TEXTS, ...IDS]) d[f] = row[f] === null || row[f] === undefined ? '' : String(row[f]);
  for (const [f] of FLAGS) d[f] = row[f] === 1;
  return d;
}

/** A field's value as the API takes it: trimmed text or null, an id or null, a flag as 0 or 1. */
export function wire(field: string, v: string | boolean): string | number | null {
  if (typeof v === 'boolean') return v ? 1 : 0;
  const s = v.trim();
  if (s === '') return null;
  return IDS.includes(field) || field === 'companyid' || field === 'siteid' ? Number(s) : s;
}

/** What the API would refuse, said before anything is sent (GOV.UK's wording: what to do). */
export function checkNewline(d: NewlineDraft, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (creating && !d.companyid) errors.companyid = 'Choose the supplier';
  if (creating && d.companyid && !d.siteid) errors.siteid = 'Choose the site that makes it';
  const name = String(d.productname ?? '').trim();
  if (!name) errors.productname = 'Enter the product name';
  else if (name.length > PRODUCTNAME_MAX)
    errors.productname = `Product name must be ${PRODUCTNAME_MAX} characters or fewer`;
  const code = String(d.productcode ?? '').trim();
  if (!code) errors.productcode = 'Enter the product code';
  else if (code.length > PRODUCTCODE_MAX)
    errors.productcode = `Product code must be ${PRODUCTCODE_MAX} characters or fewer`;
  const mcs = String(d.mcs ?? '').trim();
  if (mcs && !/^-?\d{1,9}$/.test(mcs)) errors.mcs = 'MCS must be a whole number';
  return errors;
}

/**
 * The field an API message is about: the first of `fields` named in it as a word (`Invalid companyid: supplier 5
 * is inactive`, `productcode must be at most 12 characters`, `Missing required field: siteid`), or null (a
 * message about the whole request). The message is shown with the field's label in place of its API name.
 */
export function fieldOfMessage(message: string, fields: string[]): { field: string | null; text: string } {
  for (const f of fields) {
    const word = new RegExp(`(^|[^a-z_])${f}(?![a-z_])`);
    const m = word.exec(message);
    if (!m) continue;
    const label = NEWLINE_LABELS[f] ?? f;
    const at = m.index + m[1]!.length;
    const said = at === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
    return { field: f, text: message.slice(0, at) + said + message.slice(at + f.length) };
  }
  return { field: null, text: message };
}
