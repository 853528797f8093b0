import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { Queryable } from '../../db/index.js';
import { readLookup, type LookupName } from '../lookups/lookups.repository.js';
import type { RowProblem } from '../../http/row-check.js';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as countries.LocaleData);

/** The lookups a supplier row names, in the order their problems are told (and the contract's checks ran). */
export const LOOKUP_FIELDS = [
  {
    field: 'country',
    table: 'countries',
    what: 'a country id, ISO 3166 alpha-2 or alpha-3 code or English name',
  },
  { field: 'supplier_type', table: 'supplier_types', what: 'a supplier type id or name' },
  { field: 'risk', table: 'risk_levels', what: 'a risk level id or name' },
] as const satisfies readonly { field: string; table: LookupName; what: string }[];
export type LookupField = (typeof LOOKUP_FIELDS)[number]['field'];

/** A name as compared: any case, accents and repeated spaces ignored. */
const key = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a value is left to the route's validator, as before names were read: a number or numeric text (`"826"`,
 * an id; `"12.5"`, refused as not an integer), an empty text, anything but text. Only other text is a name or code.
 */
const isForValidator = (v: unknown) => typeof v !== 'string' || v.trim() === '' || !Number.isNaN(Number(v));

/** A value quoted in a message: at most 40 characters, so that a huge cell does not come back whole. */
export const quoted = (v: string) => JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);

interface Table {
  ids: Set<number>;
  /** Codes first (a country's alpha-2 and alpha-3), then names: normalised text → id. */
  codes: Map<string, number>;
  names: Map<string, number>;
  /** Listed in the message of an unknown value (short lists only). */
  shown?: string[];
}

/**
 * The three lookups of a supplier row, read once per bulk request: ids as the contract has them, and the
 * names and codes a person writes in a spreadsheet (country "ES", "ESP", "Spain"; supplier type "packer";
 * risk "HIGH"), matched in any case.
 */
export class SupplierLookups {
  private constructor(private readonly tables: Record<LookupField, Table>) {}

  static async read(q: Queryable): Promise<SupplierLookups> {
    const tables = {} as Record<LookupField, Table>;
    for (const { field, table } of LOOKUP_FIELDS) {
      const entries = await readLookup(q, table);
      const t: Table = { ids: new Set(), codes: new Map(), names: new Map() };
      const aliases = table === 'countries' ? countries.getNames('en', { select: 'all' }) : {};
      for (const e of entries) {
        t.ids.add(e.id);
        t.names.set(key(e.name), e.id);
        if (e.code) {
          t.codes.set(key(e.code), e.id);
          const alpha3 = countries.alpha2ToAlpha3(e.code);
          if (alpha3) t.codes.set(key(alpha3), e.id);
          for (const alias of aliases[e.code as keyof typeof aliases] ?? []) {
            if (!t.names.has(key(alias))) t.names.set(key(alias), e.id);
          }
        }
      }
      if (table !== 'countries') t.shown = entries.map((e) => e.name);
      tables[field] = t;
    }
    return new SupplierLookups(tables);
  }

  /**
   * A row with its lookup names and codes replaced by their ids (a copy; ids and absent values are left as
   * sent), and the problems of the values it could not resolve. Such a value is replaced by a known id, so that
   * the schema's verdict on the row is about its other fields only.
   */
  resolve(row: Record<string, unknown>): {
    row: Record<string, unknown>;
    problems: Map<LookupField, RowProblem>;
  } {
    const copy = { ...row };
    const problems = new Map<LookupField, RowProblem>();
    for (const { field, what } of LOOKUP_FIELDS) {
      const value = row[field];
      if (value === undefined || value === null || isForValidator(value)) continue;
      const t = this.tables[field];
      const text = key(value as string);
      const id = t.codes.get(text) ?? t.names.get(text);
      if (id !== undefined) {
        copy[field] = id;
        continue;
      }
      const list = t.shown && t.shown.length > 0 ? ` (one of: ${t.shown.join(', ')})` : '';
      problems.set(field, {
        fields: [field],
        message: `Invalid ${field}: ${quoted(value as string)} is not ${what}${list}`,
      });
      copy[field] = t.ids.values().next().value ?? 1;
    }
    return { row: copy, problems };
  }

  /** The contract's message of an id not in its lookup (`Invalid risk: 77 does not exist`), or undefined. */
  unknownId(field: LookupField, value: unknown): RowProblem | undefined {
    const id = Number(value);
    if (this.tables[field].ids.has(id)) return undefined;
    return { fields: [field], message: `Invalid ${field}: ${id} does not exist` };
  }
}
