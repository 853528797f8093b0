import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/index.js';
import type { ReadRouter } from '../db/read-router.js';
import { CountCache } from './count-cache.js';
import { NotFound, ValidationError } from './errors.js';
import { cursorList, offsetList, type ListSource, type PageAt } from './lists.js';
import { idCursor } from './paging.js';

const request = {} as FastifyRequest;
const replica = { query: vi.fn() } as unknown as Queryable;
const cursors = idCursor('t');

/** A list of ids 1..`total`; its rows and count record the database and page they were given. */
function source(total: number, countKey: unknown[] | null = ['t']) {
  const seen: { db: Queryable; at?: PageAt<number> }[] = [];
  const list: ListSource<{ id: number }, number> = {
    rows: async (db, at) => {
      seen.push({ db, at });
      const from = at.after ?? at.offset;
      return Array.from({ length: Math.max(0, Math.min(at.limit, total - from)) }, (_, i) => ({
        id: from + i + 1,
      }));
    },
    count: vi.fn(async (db: Queryable) => {
      seen.push({ db });
      return total;
    }),
    countKey,
  };
  return {
    list,
    seen,
    cursor: { decode: cursors.decode, of: (last: { id: number }) => cursors.encode(last.id) },
  };
}

function deps() {
  const reads = { for: vi.fn(() => replica) };
  return { deps: { counts: new CountCache(), reads: reads as unknown as ReadRouter }, reads };
}

describe('cursorList', () => {
  it('answers a page by `page` with its page number, and a next cursor when the page is full', async () => {
    const { list, cursor } = source(5);
    const answer = await cursorList(request, deps().deps, { page: 2, limit: 2 }, { ...list, cursor });
    expect(answer).toEqual({
      success: true,
      data: [{ id: 3 }, { id: 4 }],
      pagination: { page: 2, limit: 2, total: 5, totalPages: 3, nextCursor: cursors.encode(4) },
    });
  });

  it('answers a page by cursor with page null, starting after the cursor, and no next cursor on a short page', async () => {
    const { list, cursor, seen } = source(5);
    const answer = await cursorList(
      request,
      deps().deps,
      { limit: 2, cursor: cursors.encode(4) },
      { ...list, cursor },
    );
    expect(answer).toEqual({
      success: true,
      data: [{ id: 5 }],
      pagination: { page: null, limit: 2, total: 5, totalPages: 3, nextCursor: null },
    });
    expect(seen[0]!.at).toEqual({ limit: 2, offset: 0, after: 4 });
  });

  it('takes the schemas’ defaults: page 1, 50 rows', async () => {
    const { list, cursor, seen } = source(0);
    const answer = await cursorList(request, deps().deps, {}, { ...list, cursor });
    expect(answer.pagination).toEqual({ page: 1, limit: 50, total: 0, totalPages: 0, nextCursor: null });
    expect(seen[0]!.at).toEqual({ limit: 50, offset: 0, after: undefined });
  });

  it('refuses a cursor it did not make before reading anything', async () => {
    const { list, cursor, seen } = source(5);
    const answer = cursorList(request, deps().deps, { cursor: 'bm90LWEtY3Vyc29y' }, { ...list, cursor });
    await expect(answer).rejects.toBeInstanceOf(ValidationError);
    expect(seen).toEqual([]);
  });
});

describe('offsetList', () => {
  it('answers `pagination` without a cursor, `offset` rows in', async () => {
    const { list, seen } = source(7);
    const answer = await offsetList(request, deps().deps, { page: 3, limit: 3 }, list);
    expect(answer).toEqual({
      success: true,
      data: [{ id: 7 }],
      pagination: { page: 3, limit: 3, total: 7, totalPages: 3 },
    });
    expect(seen[0]!.at).toMatchObject({ limit: 3, offset: 6 });
  });
});

describe('the responder’s reads', () => {
  it('reads the page and the count where the read router sends this request', async () => {
    const { deps: d, reads } = deps();
    const { list, seen } = source(3);
    await offsetList(request, d, {}, list);
    expect(reads.for).toHaveBeenCalledWith(request);
    expect(seen.map((s) => s.db)).toEqual([replica, replica]);
  });

  it('keeps a total under its key in the count cache, and forgets it on a write', async () => {
    const { deps: d } = deps();
    const { list } = source(3, ['t', { search: 'x' }]);
    await offsetList(request, d, {}, list);
    await offsetList(request, d, { page: 2 }, list);
    expect(list.count).toHaveBeenCalledTimes(1);
    d.counts.clear();
    await offsetList(request, d, {}, list);
    expect(list.count).toHaveBeenCalledTimes(2);
  });

  it('counts afresh on every page a list whose key is null', async () => {
    const { deps: d } = deps();
    const { list } = source(3, null);
    await offsetList(request, d, {}, list);
    await offsetList(request, d, {}, list);
    expect(list.count).toHaveBeenCalledTimes(2);
  });

  it('answers the check’s error (a parent that does not exist)', async () => {
    const { list } = source(0);
    const check = async () => {
      throw new NotFound('Wholesaler not found');
    };
    await expect(offsetList(request, deps().deps, {}, { ...list, check })).rejects.toBeInstanceOf(NotFound);
  });
});
