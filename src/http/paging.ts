import { Type } from 'typebox';
import { ValidationError } from './errors.js';

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

export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

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
