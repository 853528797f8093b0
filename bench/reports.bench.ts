import jpegJs from 'jpeg-js';
import { startBenchServer, type Engine } from './lib.js';

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
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
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
