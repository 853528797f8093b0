import { Type } from 'typebox';
import { ValidationError } from './errors.js';
import { PG_INT_MAX } from './schemas.js';

// The additive `sort` query field of a list (docs/conventions.md, "Lists"): one allow-listed column, `-` before it
// for descending, the row's id breaking ties in the same direction. A list sent no `sort` keeps its own order.

/** How a sort key reads back from a cursor: the SQL type it is cast to, and the text it must look like. */
const KEY_TYPES = {
  text: { cast: 'text', pattern: /^[\s\S]{0,1000}$/ },
  int: { cast: 'bigint', pattern: /^-?\d{1,18}$/ },
  numeric: { cast: 'numeric', pattern: /^-?\d{1,20}(\.\d{1,10})?$/ },
  date: { cast: 'date', pattern: /^\d{4}-\d{2}-\d{2}$/ },
} as const;

export type SortType = keyof typeof KEY_TYPES;

/**
 * A column a list may be sorted by: an SQL expression that is never null (COALESCE it), written by the module,
 * never taken from the request; the request only chooses one by name.
 */
export interface SortColumn {
  expr: string;
  type: SortType;
}

/** The `sort` query field of a list sortable by these names. */
export function SortQuery(names: readonly string[], description: string) {
  return Type.Optional(
    Type.String({
      enum: names.flatMap((n) => [n, `-${n}`]),
      description: `${description} A \`-\` before the name sorts descending; ties are broken by the id, in the same direction. Omitted: the list's own order.`,
    }),
  );
}

/** A `sort` value read against the list's columns. */
export interface Sort {
  /** As sent (`-companyname`): the cursor is bound to it. */
  value: string;
  column: SortColumn;
  desc: boolean;
}

export function sortOf(
  columns: Readonly<Record<string, SortColumn>>,
  value: string | undefined,
): Sort | undefined {
  if (value === undefined) return undefined;
  const desc = value.startsWith('-');
  const name = desc ? value.slice(1) : value;
  // The schema's enum has already refused any other name; this keeps a route without it safe too.
  const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
  if (!column)
    throw new ValidationError(`Invalid value for sort: must be one of ${Object.keys(columns).join(', ')}`);
  return { value, column, desc };
}

/**
 * The SQL of a sorted list: its ORDER BY, the sort key as text (for the cursor), and the keyset condition of the
 * page after a cursor's row, given the placeholders of the key and the id.
 */
export function sortSql(sort: Sort, idExpr: string) {
  const { expr, type } = sort.column;
  const dir = sort.desc ? 'DESC' : 'ASC';
  return {
    orderBy: `${expr} ${dir}, ${idExpr} ${dir}`,
    key: type === 'date' ? `to_char(${expr}, 'YYYY-MM-DD')` : `(${expr})::text`,
    after: (key: string, id: string) =>
      `(${expr}, ${idExpr}) ${sort.desc ? '<' : '>'} (${key}::${KEY_TYPES[type].cast}, ${id}::int)`,
  };
}

/** The `cursor` query field of a sortable list: long enough for a text sort key (a company's name). */
export const SortedCursorQuery = {
  cursor: Type.Optional(
    Type.String({
      maxLength: 4096,
      description: 'pagination.nextCursor of the previous page (same filters, sort and limit); replaces page',
    }),
  ),
};

/** Where a sorted page starts: after the row with this key and id. */
export interface SortedAfter {
  key: string;
  id: number;
}

/**
 * Opaque cursors of a sorted list: base64url of `[tag, sort, key, id]`, the last row of the previous page. A cursor
 * made for another list or another sort is 400 `Invalid value for cursor`, as is one the server did not make.
 */
export function sortCursor(tag: string) {
  return {
    encode: (sort: Sort, key: string, id: number) =>
      Buffer.from(JSON.stringify([tag, sort.value, key, id])).toString('base64url'),
    decode(cursor: string, sort: Sort): SortedAfter {
      const invalid = new ValidationError('Invalid value for cursor');
      const text = Buffer.from(cursor, 'base64url').toString('utf8');
      if (Buffer.from(text).toString('base64url') !== cursor) throw invalid;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw invalid;
      }
      if (!Array.isArray(parsed) || parsed.length !== 4) throw invalid;
      const [t, s, key, id] = parsed as unknown[];
      if (t !== tag || s !== sort.value || typeof key !== 'string') throw invalid;
      if (key.includes('\u0000') || !KEY_TYPES[sort.column.type].pattern.test(key)) throw invalid;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > PG_INT_MAX) throw invalid;
      if (sort.column.type === 'date') {
        const day = Date.parse(`${key}T00:00:00Z`);
        if (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== key) throw invalid;
      }
      return { key, id };
    },
  };
}
