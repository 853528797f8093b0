import jpegJs from 'jpeg-js';
import type { Db } from '../src/db/index.js';
import { startBenchServer, type BenchServer, type Engine } from './lib.js';

const PHOTOS = 20;
const TARGET_BYTES = 1024 * 1024;
const ROUNDS = 3;

/** A JPEG of random noise (which compresses badly, as a photo does) of about 1 MB, encoded in plain JS. */
function noiseJpeg(seed: number): Buffer {
  let side = 900;
  for (;;) {
    const data = Buffer.alloc(side * side * 4);
    let x = seed * 2654435761;
    for (let i = 0; i < data.length; i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      data[i] = i % 4 === 3 ? 255 : (x >>> 16) & 0xff;
    }
    const encoded = jpegJs.encode({ data, width: side, height: side }, 80).data;
    if (Math.abs(encoded.length - TARGET_BYTES) < TARGET_BYTES * 0.05) return encoded;
    side = Math.round(side * Math.sqrt(TARGET_BYTES / encoded.length));
  }
}

/** Downloads the report, reading the body as it comes (the client keeps none of it), sampling memory meanwhile. */
async function download(url: string, key: string) {
  (globalThis as { gc?: () => void }).gc?.(); // with NODE_OPTIONS=--expose-gc: a clean start for each download
  const heap = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external;
  };
  const base = process.memoryUsage().rss;
  const heapBase = heap();
  let peak = base;
  let heapPeak = heapBase;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
    heapPeak = Math.max(heapPeak, heap());
  }, 10);
  const start = performance.now();
  const res = await fetch(url, { headers: { 'x-api-key': key } });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  if (res.status !== 200) throw new Error(`report: ${res.status}`);
  return {
    ms,
    bytes,
    pages: Number(res.headers.get('x-page-count')),
    growthMb: (peak - base) / 2 ** 20,
    heapGrowthMb: (heapPeak - heapBase) / 2 ** 20,
  };
}

/**
 * GET /audits/{id}/report.pdf of a 50-item audit with 20 photos of 1 MB (JPEG) on its failed and flagged items:
 * the first download after completion (renders, keeps in storage), a later one (streams the kept file), and an
 * audit in progress (rendered at each download). Server and client share the process: RSS growth is both's.
 */
async function pdfBench(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
    const { rows } = await server.db.query<{ companyid: number }>(
      "INSERT INTO companies (companyname) VALUES ('Bench Report Foods') RETURNING companyid",
    );
    const photos = Array.from({ length: PHOTOS }, (_, i) => noiseJpeg(i + 1));
    const audit = async () => {
      const created = await fetch(`${server.url}/api/v1/audits`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ companyid: rows[0]!.companyid, userid: 1, audit_date: '2026-01-01' }),
      });
      const auditid = ((await created.json()) as { data: { auditid: number } }).data.auditid;
      const items = await server.db.query<{ itemid: number }>(
        `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
           JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1 ORDER BY s.sort_order, i.sort_order`,
        [auditid],
      );
      for (const [n, { itemid }] of items.rows.entries()) {
        const result = n < PHOTOS ? (n % 2 === 0 ? 'fail' : 'flag') : 'pass';
        const url = `${server.url}/api/v1/audits/${auditid}/items/${itemid}`;
        await fetch(`${url}/response`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ result, notes: `Bench notes for item ${itemid}` }),
        });
        if (n < PHOTOS) {
          const form = new FormData();
          form.append('file', new Blob([photos[n]!], { type: 'image/jpeg' }), `photo-${n}.jpg`);
          const up = await fetch(`${url}/photos`, {
            method: 'POST',
            headers: { 'x-api-key': server.key },
            body: form,
          });
          if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
        }
      }
      return auditid;
    };
    const report = (id: number) => `${server.url}/api/v1/audits/${id}/report.pdf`;
    const out: Record<string, unknown>[] = [];
    const row = (what: string, r: Awaited<ReturnType<typeof download>>) =>
      out.push({
        what,
        ms: Math.round(r.ms),
        'PDF MB': (r.bytes / 2 ** 20).toFixed(1),
        pages: r.pages,
        'RSS growth MB': r.growthMb.toFixed(1),
        'heap+external growth MB': r.heapGrowthMb.toFixed(1),
      });
    for (let round = 1; round <= ROUNDS; round++) {
      const completed = await audit();
      const done = await fetch(`${server.url}/api/v1/audits/${completed}/complete`, {
        method: 'POST',
        headers,
        body: '{}',
      });
      if (done.status !== 200) throw new Error(`complete: ${done.status}`);
      row(
        `round ${round}: completed, first download (render + keep)`,
        await download(report(completed), server.key),
      );
      row(`round ${round}: completed, kept`, await download(report(completed), server.key));
      const open = await audit();
      row(`round ${round}: in progress (render)`, await download(report(open), server.key));
    }
    return out;
  } finally {
    await server.close();
  }
}

const AUDITS = 10_000;
const SUPPLIERS = 100;
const SAMPLES = 21;

/**
 * 10,000 audits of 100 suppliers over two years, 50 answers each (500,000), nine in ten completed with the score
 * their answers give: loaded set-based (generate_series, INSERT … SELECT), with the history capture of these two
 * tables off for the load (the bench measures the reads, not 500,000 history entries), then ANALYZE.
 */
export async function loadAudits(db: Db): Promise<number> {
  await db.exec(
    'ALTER TABLE audits DISABLE TRIGGER history; ALTER TABLE audit_answers DISABLE TRIGGER history',
  );
  const { rows } = await db.query<{ companyid: number }>(
    `INSERT INTO companies (companyname, vendorcode)
     SELECT 'Bench Supplier ' || g, 'BS' || lpad(g::text, 6, '0') FROM generate_series(1, $1) g RETURNING companyid`,
    [SUPPLIERS],
  );
  const first = Math.min(...rows.map((r) => r.companyid));
  await db.query(
    `INSERT INTO audits (templateid, companyid, userid, auditdate, created_by)
     SELECT 1, $2 + g % $3, 1, date '2025-01-01' + g % 730, 1 FROM generate_series(1, $1) g`,
    [AUDITS, first, SUPPLIERS],
  );
  // Mostly passes; fails, flags and n/a spread by a hash of audit and item.
  await db.query(
    `INSERT INTO audit_answers (auditid, itemid, result, userid)
     SELECT a.auditid, i.itemid,
            (ARRAY['pass','pass','pass','pass','pass','pass','pass','pass','pass','pass','pass','pass','pass',
                   'pass','pass','fail','fail','flag','flag','na'])[1 + (a.auditid * 7919 + i.itemid * 104729) % 20],
            1
       FROM audits a JOIN audit_sections s ON s.templateid = a.templateid JOIN audit_items i ON i.sectionid = s.sectionid`,
  );
  await db.query(
    `UPDATE audits a SET statusid = 2, completed_by = 1, completed_at = now(),
            score_pct = x.score
       FROM (SELECT auditid,
                    round(100.0 * (count(*) FILTER (WHERE result = 'pass') + count(*) FILTER (WHERE result = 'flag') / 2.0)
                          / nullif(count(*) FILTER (WHERE result <> 'na'), 0), 2) AS score
               FROM audit_answers GROUP BY auditid) x
      WHERE x.auditid = a.auditid AND a.auditid % 10 <> 0`,
  );
  await db.exec(
    'ALTER TABLE audits ENABLE TRIGGER history; ALTER TABLE audit_answers ENABLE TRIGGER history',
  );
  await db.exec('ANALYZE');
  return first;
}

/** Median and 90th percentile of `SAMPLES` sequential GETs, after two to warm up. */
async function timed(server: BenchServer, path: string) {
  const get = async () => {
    const start = performance.now();
    const res = await fetch(`${server.url}${path}`, { headers: { 'x-api-key': server.key } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - start;
  };
  await get();
  await get();
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) ms.push(await get());
  ms.sort((x, y) => x - y);
  return { median: ms[Math.floor(SAMPLES / 2)]!, p90: ms[Math.floor(SAMPLES * 0.9)]! };
}

/** The analytics over 10,000 audits × 50 answers, beside trivial reads of the same server as the yardstick. */
async function summaryBench(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const loadStart = performance.now();
    const first = await loadAudits(server.db);
    const loadMs = performance.now() - loadStart;
    const paths: [string, string][] = [
      ['reference: GET /healthz', '/healthz'],
      ['reference: GET /lookups/risk_levels', '/api/v1/lookups/risk_levels'],
      ['summary, all 10,000 audits', '/api/v1/reports/audits/summary'],
      ['summary, all, CSV', '/api/v1/reports/audits/summary?format=csv'],
      ['summary, one quarter', '/api/v1/reports/audits/summary?from=2025-04-01&to=2025-06-30'],
      ['summary, one supplier (100 audits)', `/api/v1/reports/audits/summary?companyid=${first}`],
      ['failedItems, all, limit 10', '/api/v1/reports/audits/failedItems'],
      ['scorecard, first page of 50', '/api/v1/reports/suppliers/scorecard'],
    ];
    const out: Record<string, unknown>[] = [];
    for (const [what, path] of paths) {
      const r = await timed(server, path);
      out.push({ what, 'median ms': r.median.toFixed(1), 'p90 ms': r.p90.toFixed(1) });
    }
    out.push({
      what: `(data load: ${AUDITS} audits, ${AUDITS * 50} answers)`,
      'median ms': loadMs.toFixed(0),
    });
    return out;
  } finally {
    await server.close();
  }
}

/**
 * `BENCH_REPORTS=summary` or `pdf` runs one half: the audit PDF (above) and the analytics over 10,000 audits.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const only = process.env.BENCH_REPORTS;
  const out: Record<string, unknown>[] = [];
  if (only !== 'summary') out.push(...(await pdfBench(engine)));
  if (only !== 'pdf') out.push(...(await summaryBench(engine)));
  return out;
}
