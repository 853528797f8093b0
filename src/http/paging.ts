import { Type } from 'typebox';
import { ValidationError } from './errors.js';
import { PG_INT_MAX } from './schemas.js';

// The query fields, `pagination` schemas and cursors of the lists; their answers are made by lists.ts.

export const MAX_PAGE_SIZE = 200;

/** Query fields of a paged list: `page` from 1, `limit` up to 200 (default 50). */
export const Page = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1, description: 'From 1' })),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: 50,
      description: 'Rows per page, at most 200',
    }),
  ),
};

export const Pagination = Type.Object({
  page: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'Rows matching the filters, on all pages' }),
  totalPages: Type.Integer(),
});

/** An ILIKE pattern matching the text anywhere, with the client's % and _ taken literally; null when absent. */
export function searchPattern(search: string | undefined): string | null {
  const s = search?.trim();
  if (!s) return null;
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Opaque cursors over an increasing id: base64url of `<tag>:<id>`, the last id of the previous page. The tag
 * keeps one list's cursor from being taken by another.
 */
export function idCursor(tag: string) {
  const pattern = new RegExp(`^${tag}:(\\d{1,15})$`);
  return {
    encode: (id: number) => Buffer.from(`${tag}:${id}`).toString('base64url'),
    decode(cursor: string): number {
      const m = pattern.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
      const id = m ? Number(m[1]) : NaN;
      if (!Number.isSafeInteger(id)) throw new ValidationError('Invalid value for cursor');
      return id;
    },
  };
}

/** The `cursor` query field of a list paged by keyset (besides `page`, which it replaces). */
export const CursorQuery = {
  cursor: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'pagination.nextCursor of the previous page (same filters and limit); replaces page',
    }),
  ),
};

/** `pagination` of a list that pages by `page` or by `cursor`. */
export const CursorPagination = Type.Object({
  page: Type.Union([Type.Integer(), Type.Null()], { description: 'null when paging by cursor' }),
  limit: Type.Integer(),
  total: Type.Integer({ description: 'Rows matching the filters, on all pages' }),
  totalPages: Type.Integer(),
  nextCursor: Type.Union([Type.String(), Type.Null()], {
    description: 'Pass as `cursor` for the next page; null on the last',
  }),
});

type SortKey = 'int' | 'day';
const KEY_PATTERN: Record<SortKey, RegExp> = { int: /^-?\d{1,16}$/, day: /^\d{4}-\d{2}-\d{2}$/ };

/**
 * Opaque keyset cursors over a list ordered by (sort key, id): base64url of `<tag>:<key>:<id>`, the last row of the
 * previous page. The key is an integer (a timestamp as epoch microseconds, exact) or a day (YYYY-MM-DD). A page
 * after a cursor starts where the previous one ended, at the same cost at any depth (an index on the sort key and
 * id), where an OFFSET reads and throws away every row before it.
 */
export function keyCursor(tag: string, key: SortKey) {
  return {
    encode: (sortKey: number | string, id: number) =>
      Buffer.from(`${tag}:${sortKey}:${id}`).toString('base64url'),
    decode(cursor: string): { key: string; id: number } {
      const text = Buffer.from(cursor, 'base64url').toString('utf8');
      const [t, k, i, ...rest] = text.split(':');
      const id = Number(i);
      if (
        // Only the form this function makes: no stray characters the base64 decoder would skip.
        Buffer.from(text).toString('base64url') !== cursor ||
        t !== tag ||
        rest.length > 0 ||
        k === undefined ||
        !KEY_PATTERN[key].test(k) ||
        !/^\d{1,10}$/.test(i ?? '') ||
        id > PG_INT_MAX
      )
        throw new ValidationError('Invalid value for cursor');
      if (key === 'int' && !Number.isSafeInteger(Number(k)))
        throw new ValidationError('Invalid value for cursor');
      // A real day: 2026-02-30 would pass the pattern and fail in the database.
      const day = Date.parse(`${k}T00:00:00Z`);
      if (key === 'day' && (Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== k))
        throw new ValidationError('Invalid value for cursor');
      return { key: k, id };
    },
  };
}
