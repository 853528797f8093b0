import { createSupplierRows } from '../test/factories.js';
import { bare, load, loadRow, startBenchServer, type BenchServer, type Engine } from './lib.js';

/** Posts a newline CSV of `rows` valid rows over HTTP and times it end to end. */
async function importCsv(server: BenchServer, companyid: number, siteid: number, rows: number) {
  const lines = ['companyid,siteid,productname,productcode,description,category,honey'];
  for (let i = 0; i < rows; i++) {
    lines.push(`${companyid},${siteid},"Bench product ${i}, boxed",B${i},Made for the benchmark,4,${i % 2}`);
  }
  const csv = '\ufeff' + lines.join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'newlines.csv');
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/newlines/createNewlineBulk`, {
    method: 'POST',
    headers: { 'x-api-key': server.key },
    body: form,
  });
  const body = (await res.json()) as {
    created: number;
    failed: number;
    results: { newlineid?: number; psid?: number }[];
  };
  const ms = performance.now() - started;
  return {
    row: {
      route: `CSV import, ${rows.toLocaleString('en')} newlines (${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
      'time ms': Math.round(ms),
      'rows/s': Math.round((rows / ms) * 1000),
      created: body.created,
      failed: body.failed,
    },
    first: body.results[0]!,
  };
}

/**
 * The targets: a 10,000-row newline CSV in ≤ 2 s on PostgreSQL; GET /newlines/{id} and
 * GET /products/getAllergens/{psid} at 100 connections ≥ 0.5 × a bare Fastify route, p99 < 50 ms.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const { companyid, siteid } = await createSupplierRows(server.db, 'Bench Newlines Ltd');
    const out: Record<string, unknown>[] = [];
    await importCsv(server, companyid, siteid, 200); // warm-up: JIT, connections, plans
    const big = await importCsv(server, companyid, siteid, 10_000);
    out.push(big.row);
    const { newlineid, psid } = big.first as { newlineid: number; psid: number };
    const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
    await fetch(`${server.url}/api/v1/products/addAllergens`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ psid, peanuts: 1, gluten: 2 }),
    });

    const baseline = await bare({ duration: 6 });
    out.push(loadRow('bare Fastify route', baseline));
    for (const [route, path] of [
      ['GET /newlines/{id}', `/api/v1/newlines/${newlineid}`],
      ['GET /products/getAllergens/{psid}', `/api/v1/products/getAllergens/${psid}`],
    ] as const) {
      const r = await load({
        url: `${server.url}${path}`,
        headers: { 'x-api-key': server.key },
        duration: 6,
      });
      out.push(loadRow(route, r, baseline));
    }
    return out;
  } finally {
    await server.close();
  }
}
