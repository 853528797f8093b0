import { TEMPLATE_EXAMPLE } from '../src/modules/suppliers/csv-template.js';
import {
  load,
  loadRow,
  median,
  ratio,
  receiver,
  startBenchServer,
  type BenchServer,
  type Engine,
} from './lib.js';
import { importCsv } from './suppliers.bench.js';

const DURATION = 6;

async function subscribe(server: BenchServer, url: string, events: string[]) {
  const res = await fetch(`${server.url}/api/v1/webhooks`, {
    method: 'POST',
    headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
    body: JSON.stringify({ url, events }),
  });
  if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
}

/** Ten audits' items to answer, as in the history bench. */
async function answers(server: BenchServer) {
  const { rows } = await server.db.query<{ companyid: number }>(
    `INSERT INTO companies (companyname) VALUES ('Bench Foods') RETURNING companyid`,
  );
  const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
  const auditids: number[] = [];
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${server.url}/api/v1/audits`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ companyid: rows[0]!.companyid, userid: 1, audit_date: '2026-01-01' }),
    });
    auditids.push(((await res.json()) as { data: { auditid: number } }).data.auditid);
  }
  const items = await server.db.query<{ itemid: number }>(
    `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1 ORDER BY i.itemid`,
    [auditids[0]],
  );
  const outcomes = ['pass', 'fail', 'flag', 'na'];
  return [0, 1, 2, 3].flatMap((r) =>
    auditids.flatMap((auditid) =>
      items.rows.map(({ itemid }, i) => ({
        method: 'PUT' as const,
        path: `/api/v1/audits/${auditid}/items/${itemid}/response`,
        body: JSON.stringify({ result: outcomes[(i + r) % 4], notes: 'bench' }),
      })),
    ),
  );
}

let batch = 0;
/** Distinct createSupplier bodies (each has its own portal email): more than a run can use up. */
function suppliers(n: number) {
  const b = ++batch;
  return Array.from({ length: n }, (_, i) => ({
    method: 'POST' as const,
    path: '/api/v1/suppliers/createSupplier',
    body: JSON.stringify({
      ...TEMPLATE_EXAMPLE,
      companyname: `Bench ${b}-${i} Foods`,
      portaluseremail: `portal.${b}.${i}@bench.example.com`,
    }),
  }));
}

type Variant = 'off' | 'on' | 'delivering';
const ENV: Record<Variant, Record<string, string>> = {
  off: { WEBHOOK_WORKER: 'false' }, // nothing numbers or fans out the changes (GET /events would, later)
  on: {}, // the default: the sequencer numbers every change within a second
  delivering: { WEBHOOK_ALLOW_PRIVATE: 'true' }, // and a '*' endpoint on 127.0.0.1 gets every event
};

/**
 * What events cost the writes: the answer PUT and createSupplier with the sequencer off, on (the
 * default), and on with every event delivered to a local endpoint; three rounds alternated, medians.
 */
async function writeCost(engine: Engine): Promise<Record<string, unknown>[]> {
  const rps: Record<string, number[]> = {};
  const last: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (let round = 0; round < 3; round++) {
    for (const variant of ['off', 'on', 'delivering'] as Variant[]) {
      const server = await startBenchServer(engine, ENV[variant]);
      const hook = await receiver();
      try {
        if (variant === 'delivering') await subscribe(server, hook.url, ['*']);
        const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
        const runs = {
          answer: await load({
            url: server.url,
            headers,
            duration: DURATION,
            requests: await answers(server),
          }),
          supplier: await load({
            url: server.url,
            headers,
            duration: DURATION,
            connections: 20,
            requests: suppliers(40_000),
          }),
        };
        for (const [name, r] of Object.entries(runs)) {
          (rps[`${name} ${variant}`] ??= []).push(r.rps);
          last[`${name} ${variant}`] = r;
        }
      } finally {
        await server.close();
        await hook.close();
      }
    }
  }
  const rows: Record<string, unknown>[] = [];
  for (const [name, label] of [
    ['answer', 'PUT /audits/{id}/items/{itemid}/response'],
    ['supplier', 'POST /suppliers/createSupplier (20 connections)'],
  ] as const) {
    const off = median(rps[`${name} off`]!);
    for (const variant of ['off', 'on', 'delivering'] as Variant[]) {
      const r = median(rps[`${name} ${variant}`]!);
      rows.push({
        ...loadRow(`${label}, events ${variant}`, last[`${name} ${variant}`]!),
        'req/s (median)': r,
        'x events off': ratio(r, off),
      });
    }
  }
  return rows;
}

/**
 * 10,000 events to one endpoint: a 10,000-row supplier CSV (history and events on, the endpoint
 * subscribed to supplier.created), then the time until the local receiver has all 10,000, with the
 * process's memory sampled throughout.
 */
export async function fanOut(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  const hook = await receiver();
  try {
    await importCsv(server, 200); // warm-up
    await subscribe(server, hook.url, ['supplier.created']);
    global.gc?.();
    const base = process.memoryUsage().rss;
    let peak = base;
    const samples: number[] = [];
    const sampler = setInterval(() => {
      const rss = process.memoryUsage().rss;
      peak = Math.max(peak, rss);
      samples.push(rss);
    }, 250);
    const imported = await importCsv(server, 10_000);
    const started = performance.now();
    await Promise.race([hook.reached(10_000), new Promise((r) => setTimeout(r, 120_000))]);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const mb = (b: number) => Math.round(b / 1024 / 1024);
    const quarter = Math.floor(samples.length / 4);
    return [
      { ...imported, route: `${imported.route}, with a subscribed endpoint` },
      {
        route: `${hook.count.toLocaleString('en')} of 10,000 supplier.created delivered to 127.0.0.1`,
        'time ms': Math.round(ms),
        'rows/s': Math.round((hook.count / ms) * 1000),
        'RSS MB start / 1st quarter / last quarter / peak': [
          mb(base),
          mb(samples[quarter] ?? base),
          mb(samples[3 * quarter] ?? base),
          mb(peak),
        ].join(' / '),
      },
    ];
  } finally {
    await server.close();
    await hook.close();
  }
}

/**
 * The 10,000-row supplier CSV (50,000 history entries, then as many events) with events off, on, and
 * delivering supplier.created to a local endpoint: three rounds alternated, median import times.
 */
export async function csvCost(engine: Engine): Promise<Record<string, unknown>[]> {
  const times: Record<Variant, number[]> = { off: [], on: [], delivering: [] };
  for (let round = 0; round < 3; round++) {
    for (const variant of ['off', 'on', 'delivering'] as Variant[]) {
      const server = await startBenchServer(engine, ENV[variant]);
      const hook = await receiver();
      try {
        if (variant === 'delivering') await subscribe(server, hook.url, ['supplier.created']);
        await importCsv(server, 200); // warm-up
        times[variant].push((await importCsv(server, 10_000))['time ms']);
      } finally {
        await server.close();
        await hook.close();
      }
    }
  }
  return (['off', 'on', 'delivering'] as Variant[]).map((variant) => ({
    route: `CSV import, 10,000 rows, events ${variant}`,
    'time ms (median of 3)': median(times[variant]),
    'all ms': times[variant].join(' / '),
    'x events off': ratio(median(times.off), median(times[variant])),
  }));
}

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  return [...(await fanOut(engine)), ...(await csvCost(engine)), ...(await writeCost(engine))];
}
