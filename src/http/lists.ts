import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { Queryable } from '../db/index.js';

/** What a list answer needs of the app: the count cache and the read router. */
export type ListDeps = Pick<AppContext, 'counts' | 'reads'>;

/** The paging fields of a list's query string (`Page`, plus `CursorQuery` on a list paged by cursor). */
export interface PageQuery {
  page?: number;
  limit?: number;
  cursor?: string;
}

/** Where a page starts: `offset` rows in (page and limit), or after the row a cursor names. */
export interface PageAt<After = never> {
  limit: number;
  offset: number;
  after?: After;
}

/** A list as its module gives it: one page query and one count query of its repository, and the count's key. */
export interface ListSource<Row, After = never> {
  /** The rows of one page, in the list's order. */
  rows(db: Queryable, at: PageAt<After>): Promise<Row[]>;
  /** How many rows match the filters on all pages. */
  count(db: Queryable): Promise<number>;
  /**
   * The total's key in the count cache (src/http/count-cache.ts): the list's name, its filters and anything else
   * the count depends on (the day, for a filter on "overdue"). `null`: counted afresh on every page, for a list
   * whose rows change behind the write routes' backs (workers), as the count cache is cleared by writes only.
   */
  countKey: readonly unknown[] | null;
  /** Checked beside the page and the count (a parent that must exist): its error is the answer. */
  check?(db: Queryable): Promise<void>;
}

/** How a list paged by keyset reads and makes its opaque cursors (`keyCursor` or `idCursor` of paging.ts). */
export interface ListCursor<Row, After> {
  decode(cursor: string): After;
  /** The cursor of the page after the one ending with `last`. */
  of(last: Row): string;
}

/** `pagination` of a list paged by `page` only. */
export function pagination(page: number, limit: number, total: number) {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}

/** `pagination` of a list paged by `page` or by `cursor`: `page` is null on a page read by cursor. */
export function cursorPagination(page: number | null, limit: number, total: number, next: string | null) {
  return { page, limit, total, totalPages: Math.ceil(total / limit), nextCursor: next };
}

/**
 * A list's answer, paged by `page` or, from the second page on, by `cursor` (`CursorQuery`, `CursorPagination`):
 * its rows, its total and the next cursor, made from the last row when the page is full (a short page is the
 * last one).
 */
export async function cursorList<Row, After>(
  request: FastifyRequest,
  deps: ListDeps,
  query: PageQuery,
  source: ListSource<Row, After> & { cursor: ListCursor<Row, After> },
) {
  const after = query.cursor === undefined ? undefined : source.cursor.decode(query.cursor);
  const { rows, total, page, limit } = await read(request, deps, query, source, after);
  const last = rows[rows.length - 1];
  const next = last !== undefined && rows.length === limit ? source.cursor.of(last) : null;
  return {
    success: true as const,
    data: rows,
    pagination: cursorPagination(after === undefined ? page : null, limit, total, next),
  };
}

/** A list's answer paged by `page` alone (`Page`, `Pagination`). */
export async function offsetList<Row>(
  request: FastifyRequest,
  deps: ListDeps,
  query: PageQuery,
  source: ListSource<Row>,
) {
  const { rows, total, page, limit } = await read(request, deps, query, source, undefined);
  return { success: true as const, data: rows, pagination: pagination(page, limit, total) };
}

/**
 * The page and its total, both read where the read router sends this caller (db/read-router.ts: the replica, or
 * the primary for a caller who has just written or while the replica lags), the total through the count cache.
 */
async function read<Row, After>(
  request: FastifyRequest,
  { counts, reads }: ListDeps,
  query: PageQuery,
  source: ListSource<Row, After>,
  after: After | undefined,
) {
  // The schemas' defaults (`Page`): page 1, 50 rows.
  const page = query.page ?? 1;
  const limit = query.limit ?? 50;
  const db = reads.for(request);
  const count = () => source.count(db);
  const [rows, total] = await Promise.all([
    source.rows(db, { limit, offset: (page - 1) * limit, after }),
    source.countKey === null ? count() : counts.get(JSON.stringify(source.countKey), count),
    source.check?.(db),
  ]);
  return { rows, total, page, limit };
}
