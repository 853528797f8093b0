import { csvLine } from '../src/lib/csv.js';
import { TEMPLATE_EXAMPLE } from '../src/modules/suppliers/csv-template.js';
import { SUPPLIER_FIELDS } from '../src/modules/suppliers/suppliers.schemas.js';
import { load, startBenchServer, type BenchServer, type Engine } from './lib.js';

let batch = 0;

/** A supplier CSV of `rows` rows, every one valid and with its own portal email. */
export function supplierCsv(rows: number): string {
  const names = SUPPLIER_FIELDS.map((f) => f.name);
  const b = ++batch;
  const lines = [csvLine(names)];
  for (let i = 0; i < rows; i++) {
    lines.push(
      csvLine(
        names.map((n) =>
          n === 'portaluseremail'
            ? `portal.${b}.${i}@bench.example.com`
            : n === 'companyname'
              ? `Bench ${b}-${i} Foods`
              : TEMPLATE_EXAMPLE[n],
        ),
      ),
    );
  }
  return '\ufeff' + lines.join('');
}

/** Posts a CSV import over HTTP, sampling the process's memory (server and client share it) meanwhile. */
export async function importCsv(server: BenchServer, rows: number) {
  const csv = supplierCsv(rows);
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'suppliers.csv');
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/v1/suppliers/createSupplierBulk`, {
    method: 'POST',
    headers: { 'x-api-key': server.key },
    body: form,
  });
  const body = (await res.json()) as { created: number; failed: number };
  const ms = performance.now() - started;
  clearInterval(sampler);
  return {
    route: `CSV import, ${rows.toLocaleString('en')} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB)`,
    'time ms': Math.round(ms),
    'rows/s': Math.round((rows / ms) * 1000),
    created: body.created,
    failed: body.failed,
    'peak RSS +MB': Math.round((peak - base) / 1024 / 1024),
  };
}

/**
 * Supplier import speed (the target: 10,000 rows ≤ 2 s on PostgreSQL, ≤ 6 s on PGlite), each row
 * making 5 records and an outbox row, then the read paths under load.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const out: Record<string, unknown>[] = [];
    await importCsv(server, 200); // warm-up: JIT, connections, plans
    out.push(await importCsv(server, 1_000));
    out.push(await importCsv(server, 10_000));
    const headers = { 'x-api-key': server.key };
    for (const [route, path] of [
      ['GET /suppliers/{id}', '/api/v1/suppliers/500'],
      ['GET /suppliers?search=foods&limit=50', '/api/v1/suppliers?search=foods&limit=50'],
    ] as const) {
      const r = await load({ url: `${server.url}${path}`, headers, duration: 5, connections: 20 });
      out.push({ route, 'req/s (median)': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.non2xx });
    }
    return out;
  } finally {
    await server.close();
  }
}
