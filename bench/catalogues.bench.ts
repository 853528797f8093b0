import { gs1CheckDigit } from '../src/lib/gs1.js';
import { receiver, startBenchServer, type BenchServer, type Engine } from './lib.js';

const WHOLESALERS = 200;
const ROUNDS = 40;

const withCheckDigit = (body: string) => body + String(gs1CheckDigit(body));

/** A spec ready for approval (allergens, nutrition, declaration, sign-off), in review, made through the API. */
async function specInReview(server: BenchServer, call: Call, companyid: number, siteid: number) {
  const { psid } = (
    await call('POST', '/newlines', { companyid, siteid, productname: 'Bench oatcakes', productcode: 'BO-1' })
  ).data as { psid: number };
  await call('POST', '/products/addAllergens', { psid, nuts: 2 });
  await call('POST', '/products/addNutritionalInfo', {
    psid,
    kcal100gcontains: '420',
    fat100gcontains: '3.5',
  });
  await call('POST', `/products/updateProduct/${psid}`, {
    supplierdeclarationname: 'Pat',
    supplierdeclarationdate: '2026-01-02',
    technicalsignoffname: 'Tess',
    technicalsignoffdate: '2026-01-03',
  });
  await call('POST', `/products/${psid}/transition`, { to: 'Submitted' });
  await call('POST', `/products/${psid}/transition`, { to: 'In review' });
  return psid;
}

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; data: unknown }>;

function caller(server: BenchServer): Call {
  return async (method, path, body) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: unknown };
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { status: res.status, data: json.data };
  };
}

/**
 * `n` wholesalers, each with its own webhook endpoint (all on one local receiver) and an autopublish item of
 * `psid` (set up in SQL).
 */
async function listEverywhere(server: BenchServer, psid: number, n: number, url: string) {
  await server.db.query(
    `WITH h AS (
       INSERT INTO webhooks (url, events, secret)
       SELECT $4 || '/' || g, '{catalogue.rejected}', 'whsec_' || encode(sha256(g::text::bytea), 'base64')
         FROM generate_series(1, $1) g
       RETURNING id),
     w AS (
       INSERT INTO wholesalers (name, gln, contactemail, webhookid)
       SELECT 'Wholesaler ' || id, gln[id % $1 + 1], 'edi@bench.example', id FROM h, (SELECT $2::text[] AS gln) g
       RETURNING wholesalerid)
     INSERT INTO catalogue_items (wholesalerid, psid, gtin, targetmarket, autopublish)
     SELECT wholesalerid, $3, '04006381333931', 826, true FROM w`,
    [
      n,
      Array.from({ length: n }, (_, i) => withCheckDigit(`541234${String(i).padStart(6, '0')}`)),
      psid,
      url,
    ],
  );
}

/** Approval latencies (ms) of `psid`, each time after a content change sent it back to New. */
async function approvals(call: Call, psid: number, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await call('POST', `/products/updateAllergens/${psid}`, { celery: i % 2 === 0 ? 1 : 2 });
    await call('POST', `/products/${psid}/transition`, { to: 'Submitted' });
    await call('POST', `/products/${psid}/transition`, { to: 'In review' });
    const start = performance.now();
    await call('POST', `/products/${psid}/transition`, { to: 'Approved' });
    times.push(performance.now() - start);
  }
  return times;
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Automated product updates: approving a spec listed by 200 wholesalers with autopublish, each with a
 * webhook, publishes 200 CHANGEs and queues 200 deliveries inside the approval's transaction. Its latency
 * beside the approval of a spec listed nowhere, over repeated approvals (issue 12: under 200 ms on PostgreSQL).
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  const hook = await receiver();
  try {
    const call = caller(server);
    const { rows } = await server.db.query<{ companyid: number; siteid: number }>(
      `WITH c AS (INSERT INTO companies (companyname) VALUES ('Bench Foods') RETURNING companyid)
       INSERT INTO sites (companyid, sitename) SELECT companyid, 'Main' FROM c RETURNING companyid, siteid`,
    );
    const { companyid, siteid } = rows[0]!;
    const alone = await specInReview(server, call, companyid, siteid);
    const listed = await specInReview(server, call, companyid, siteid);
    await call('POST', `/products/${alone}/transition`, { to: 'Approved' });
    await call('POST', `/products/${listed}/transition`, { to: 'Approved' });
    await listEverywhere(server, listed, WHOLESALERS, hook.url);
    const out: Record<string, unknown>[] = [];
    for (const [label, psid] of [
      ['approve a spec listed nowhere', alone],
      [`approve a spec with ${WHOLESALERS} autopublish items`, listed],
    ] as const) {
      const before = await count(server, psid);
      const times = await approvals(call, psid, ROUNDS);
      const published = (await count(server, psid)) - before;
      out.push({
        case: label,
        approvals: ROUNDS,
        'median ms': Number(percentile(times, 50).toFixed(1)),
        'p99 ms': Number(percentile(times, 99).toFixed(1)),
        'publications per approval': published / ROUNDS,
      });
    }
    const { rows: queued } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_deliveries WHERE type = 'catalogue.publication'",
    );
    // Once the rounds' deliveries are all in, one more approval: how long until its 200 have arrived.
    const total = queued[0]!.n;
    await Promise.race([hook.reached(total), new Promise((r) => setTimeout(r, 120_000))]);
    const backlog = hook.count;
    const start = performance.now();
    await approvals(call, listed, 1);
    await Promise.race([hook.reached(backlog + WHOLESALERS), new Promise((r) => setTimeout(r, 60_000))]);
    out.push({
      case: `${(hook.count - backlog).toLocaleString('en')} of ${WHOLESALERS} publications of one approval delivered to 127.0.0.1`,
      approvals: 1,
      'median ms': Math.round(performance.now() - start),
      'p99 ms': '',
      'publications per approval': `${backlog.toLocaleString('en')} of ${total.toLocaleString('en')} earlier delivered`,
    });
    return out;
  } finally {
    await server.close();
    await hook.close();
  }
}

async function count(server: BenchServer, psid: number): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM catalogue_publications p JOIN catalogue_items i USING (itemid) WHERE i.psid = $1',
    [psid],
  );
  return rows[0]!.n;
}
