// `npm run bench -- label -- --database <name or url>` (PostgreSQL; a copy of `large`: it is written to) or
// `-- --smoke`: issue 41's target, `GET /products/{psid}/label` p99 < 50 ms at 50 connections on `large`, the server
// in a process of its own, autocannon from this one, beside the bare Fastify route and the contract's
// getNutritionalInfo of the same specs in the same run. The label is composed on every request from the spec, its
// allergen and nutrition records (one statement) by the pure rules of src/lib/label: nothing is cached.
// Setup: SPECS specs with allergens and nutrition get an ingredient list (two levels, allergens, QUID) and the
// Nutri-Score inputs through the API, as a technologist would set them; the requests cycle over them.
import { bare, load, type Engine, type LoadResult } from './lib.js';
import { startServerInChild } from './in-child.js';
import { createPgDb } from '../src/db/pg.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const databaseArg = option('--database');
const TARGET_P99_MS = 50;
const CONNECTIONS = 50;
const SPECS = smoke ? 20 : 500;

function databaseUrl(name: string): string {
  if (name.includes('://')) return name;
  const u = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  u.pathname = `/${name}`;
  return u.toString();
}

/** A biscuit's list: eight ingredients, one compound, allergens on four, two QUIDs (as a technologist writes it). */
const INGREDIENTS = [
  { name: 'Wheat flour', percent: 42, allergens: ['wheat', 'gluten'] },
  { name: 'Butter', percent: 24, quid: true, allergens: ['milk'] },
  { name: 'Sugar', percent: 16 },
  {
    name: 'Milk chocolate chips',
    percent: 12,
    quid: true,
    ingredients: [
      { name: 'Sugar', percent: 45 },
      { name: 'Cocoa butter', percent: 22 },
      { name: 'Whole milk powder', percent: 20, allergens: ['milk'] },
      { name: 'Cocoa mass', percent: 12 },
      { name: 'Soya lecithin', percent: 1, allergens: ['soya'] },
    ],
  },
  { name: 'Free range whole egg', percent: 4, allergens: ['eggs'] },
  { name: 'Raising agent (sodium bicarbonate)', percent: 1 },
  { name: 'Salt', percent: 0.6 },
  { name: 'Natural vanilla flavouring' },
];

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (!smoke && !databaseArg)
    return [{ route: 'needs -- --database <a copy of a large database> or -- --smoke' }];
  if (!smoke && engine !== 'pg') return [{ route: 'PostgreSQL only with --database' }];
  const url = databaseArg ? databaseUrl(databaseArg) : undefined;
  const server = await startServerInChild(
    engine,
    {},
    url ? { database: url } : { seed: { scale: 'demo', asOf: '2026-11-20' } },
  );
  const out: Record<string, unknown>[] = [];
  const duration = smoke ? 1 : 10;
  const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { data: unknown };
  };
  try {
    const psids = await specsWithRecords(server.databaseUrl, api);
    for (const psid of psids) {
      await api('PUT', `/products/${psid}/ingredients`, INGREDIENTS);
      await api('POST', `/products/updateProduct/${psid}`, {
        nutriscorecategory: 'general',
        fruitvegpulsespct: 0,
        nonnutritivesweeteners: false,
      });
    }
    const row = (route: string, r: LoadResult, extra: Record<string, unknown> = {}) => {
      const line = {
        route,
        'req/s (median)': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.non2xx,
        ...extra,
      };
      console.warn(`  ${JSON.stringify(line)}`);
      out.push(line);
    };
    const cycle = (path: (psid: number) => string) =>
      psids.map((psid) => ({ method: 'GET' as const, path: `/api/v1${path(psid)}`, headers }));
    const measure = async (
      name: string,
      path: (psid: number) => string,
      connections: number,
      target = false,
    ) => {
      const requests = cycle(path);
      await load({ url: server.url, headers, requests, duration: 1, connections: 2 }); // warm-up: JIT, plans
      const r = await load({ url: server.url, headers, requests, duration, connections });
      row(
        name,
        r,
        target ? { target: `p99 < ${TARGET_P99_MS} ms`, met: r.p99 < TARGET_P99_MS ? 'yes' : 'NO' } : {},
      );
    };
    row(`bare Fastify route, ${CONNECTIONS} connections`, await bare({ duration, connections: CONNECTIONS }));
    await measure(
      `GET /products/{psid}/label, ${CONNECTIONS} connections`,
      (p) => `/products/${p}/label`,
      CONNECTIONS,
      true,
    );
    await measure(
      `GET /products/getNutritionalInfo/{psid} (contract read, for comparison), ${CONNECTIONS} connections`,
      (p) => `/products/getNutritionalInfo/${p}`,
      CONNECTIONS,
    );
    await measure('GET /products/{psid}/label, 1 connection', (p) => `/products/${p}/label`, 1);
    await measure(
      `GET /products/{psid}/label.svg?part=fop, ${CONNECTIONS} connections`,
      (p) => `/products/${p}/label.svg?part=fop`,
      CONNECTIONS,
    );
    await measure('GET /products/{psid}/label.pdf, 10 connections', (p) => `/products/${p}/label.pdf`, 10);
    out.push({ route: `specs cycled over: ${psids.length}` });
  } finally {
    await server.close();
  }
  return out;
}

/** Active specs with both an allergen and a nutrition record: from the database when there is one, else the list. */
async function specsWithRecords(
  databaseUrl: string | undefined,
  api: (method: string, path: string) => Promise<{ data: unknown }>,
): Promise<number[]> {
  if (databaseUrl) {
    const db = createPgDb(databaseUrl, 1);
    try {
      const { rows } = await db.query<{ psid: number }>(
        `SELECT s.psid FROM product_specs s
           JOIN allergens a ON a.psid = s.psid JOIN nutrition n ON n.psid = s.psid
          WHERE s.isactive = 1 ORDER BY s.psid LIMIT $1`,
        [SPECS],
      );
      if (rows.length) return rows.map((r) => r.psid);
    } finally {
      await db.close();
    }
  }
  const list = (await api('GET', `/products?limit=${SPECS}`)).data as { psid: number }[];
  return list.map((s) => s.psid);
}
