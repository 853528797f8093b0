import { load, type BenchServer } from '../lib.js';

/** The page this measures against page 1 (issue 16: "page 1,000 within 20 % of page 1"). */
export const DEEP_PAGE = 1000;

export interface ListSpec {
  name: string;
  /** The list's path with its query, without the paging parameters. */
  path: string;
  /** Rows the list holds (known from the database), to choose a page size that reaches page 1,000. */
  rows: number;
  /** How the next page is asked for: an opaque `cursor`, or `after` a sequence number (the events feed). */
  paging?: 'cursor' | 'after';
}

interface Page {
  next: string | null;
  count: number;
}

async function page(server: BenchServer, spec: ListSpec, limit: number, next: string | null): Promise<Page> {
  const join = spec.path.includes('?') ? '&' : '?';
  const param = spec.paging === 'after' ? 'after' : 'cursor';
  const url = `${server.url}/api/v1${spec.path}${join}limit=${limit}${next ? `&${param}=${next}` : ''}`;
  const res = await fetch(url, { headers: { 'x-api-key': server.key } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    data: unknown[];
    next_after?: number;
    pagination?: { nextCursor?: string | null; next_cursor?: string | null };
  };
  const cursor =
    spec.paging === 'after'
      ? String(body.next_after)
      : (body.pagination?.nextCursor ?? body.pagination?.next_cursor ?? null);
  return { next: cursor, count: body.data.length };
}

/**
 * The cursor (or `after`) that opens page `DEEP_PAGE` at `limit` rows a page: walked there through the API in
 * pages of 200 and then of `limit`, as a client would, so that the cursor is one the server made.
 */
async function deepCursor(server: BenchServer, spec: ListSpec, limit: number): Promise<string> {
  let skip = (DEEP_PAGE - 1) * limit;
  let next: string | null = null;
  while (skip > 0) {
    const size = skip >= 200 ? 200 : limit;
    const got = await page(server, spec, size, next);
    if (got.count < size || got.next === null) throw new Error(`${spec.name}: ran out of rows`);
    next = got.next;
    skip -= size;
  }
  return next!;
}

export interface DeepPageResult {
  name: string;
  limit: number;
  first: { rps: number; p50: number; p99: number };
  deep: { rps: number; p50: number; p99: number };
  errors: number;
}

/**
 * Page 1 and page 1,000 of a list under the same load (10 connections), alternated twice, each side's two
 * req/s medians averaged. Null when the list is too short to have a page 1,000 of at least one row.
 */
export async function deepPage(
  server: BenchServer,
  spec: ListSpec,
  duration: number,
): Promise<DeepPageResult | null> {
  const limit = Math.min(20, Math.floor(spec.rows / DEEP_PAGE));
  if (limit < 1) return null;
  const cursor = await deepCursor(server, spec, limit);
  const join = spec.path.includes('?') ? '&' : '?';
  const base = `${server.url}/api/v1${spec.path}${join}limit=${limit}`;
  const param = spec.paging === 'after' ? 'after' : 'cursor';
  const headers = { 'x-api-key': server.key };
  const sides = {
    first: [] as Awaited<ReturnType<typeof load>>[],
    deep: [] as Awaited<ReturnType<typeof load>>[],
  };
  for (let round = 0; round < 2; round++) {
    sides.first.push(await load({ url: base, headers, connections: 10, duration }));
    sides.deep.push(await load({ url: `${base}&${param}=${cursor}`, headers, connections: 10, duration }));
  }
  const mean = (rs: Awaited<ReturnType<typeof load>>[]) => ({
    rps: Math.round(rs.reduce((s, r) => s + r.rps, 0) / rs.length),
    p50: Math.max(...rs.map((r) => r.p50)),
    p99: Math.max(...rs.map((r) => r.p99)),
  });
  const errors = [...sides.first, ...sides.deep].reduce((s, r) => s + r.non2xx, 0);
  return { name: spec.name, limit, first: mean(sides.first), deep: mean(sides.deep), errors };
}
