import { load, loadRow, median, ratio, startBenchServer, type BenchServer, type Engine } from './lib.js';

const DURATION = 6;

/** An audit with its template's items, and 100 specs with allergen records, made through the API. */
async function prepare(server: BenchServer) {
  const headers = { 'x-api-key': server.key, 'content-type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return (await res.json()) as { data: Record<string, number> };
  };
  const { rows } = await server.db.query<{ companyid: number; siteid: number }>(
    `WITH c AS (INSERT INTO companies (companyname) VALUES ('Bench Foods') RETURNING companyid)
     INSERT INTO sites (companyid, sitename) SELECT companyid, 'Main' FROM c RETURNING companyid, siteid`,
  );
  const { companyid, siteid } = rows[0]!;
  // Ten audits answered at once: a hundred tablets on one audit is not how audits are done.
  const auditids: number[] = [];
  for (let i = 0; i < 10; i++) {
    auditids.push((await post('/audits', { companyid, userid: 1, audit_date: '2026-01-01' })).data.auditid!);
  }
  const items = await server.db.query<{ itemid: number }>(
    `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1 ORDER BY i.itemid`,
    [auditids[0]],
  );
  const psids: number[] = [];
  for (let i = 0; i < 100; i++) {
    const psid = (await post('/newlines', { companyid, siteid, productname: `P${i}`, productcode: `P${i}` }))
      .data.psid!;
    await post('/products/addAllergens', { psid });
    psids.push(psid);
  }
  return { headers, auditids, itemids: items.rows.map((r) => r.itemid), psids };
}

/**
 * What the change history costs the two writes the issue names: the answer PUT and updateAllergens, with
 * the capture (triggers and change context) and without it, alternated in one run. Every request changes
 * something, so that every one of them writes an entry.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  const results = {
    answer: { on: [] as number[], off: [] as number[] },
    allergens: { on: [] as number[], off: [] as number[] },
  };
  const last: Record<string, Awaited<ReturnType<typeof load>>> = {};
  for (const round of [1, 2, 3]) {
    for (const history of [false, true]) {
      const server = await startBenchServer(engine, {}, { history });
      try {
        const { headers, auditids, itemids, psids } = await prepare(server);
        const outcomes = ['pass', 'fail', 'flag', 'na'];
        const answer = await load({
          url: server.url,
          headers,
          duration: DURATION,
          requests: [0, 1, 2, 3].flatMap((r) =>
            auditids.flatMap((auditid) =>
              itemids.map((itemid, i) => ({
                method: 'PUT' as const,
                path: `/api/v1/audits/${auditid}/items/${itemid}/response`,
                body: JSON.stringify({ result: outcomes[(i + r) % 4], notes: 'bench' }),
              })),
            ),
          ),
        });
        const allergens = await load({
          url: server.url,
          headers,
          duration: DURATION,
          requests: [1, 2].flatMap((v) =>
            psids.map((psid) => ({
              method: 'POST' as const,
              path: `/api/v1/products/updateAllergens/${psid}`,
              body: JSON.stringify({ celery: v, eggs: 2 - v }),
            })),
          ),
        });
        const side = history ? 'on' : 'off';
        results.answer[side].push(answer.rps);
        results.allergens[side].push(allergens.rps);
        last[`answer ${side}`] = answer;
        last[`allergens ${side}`] = allergens;
        void round;
      } finally {
        await server.close();
      }
    }
  }
  for (const [name, label] of [
    ['answer', 'PUT /audits/{id}/items/{itemid}/response'],
    ['allergens', 'POST /products/updateAllergens/{psid}'],
  ] as const) {
    const off = median(results[name].off);
    const on = median(results[name].on);
    rows.push({ ...loadRow(`${label}, no history`, last[`${name} off`]!), 'req/s (median)': off });
    rows.push({
      ...loadRow(`${label}, with history`, last[`${name} on`]!),
      'req/s (median)': on,
      'x no history': ratio(on, off),
    });
  }
  rows.push(...(await readingLongHistory(engine)));
  return rows;
}

/** A product with 10,000 history entries: its first page and a deep one (cursor), 100 entries each. */
async function readingLongHistory(engine: Engine): Promise<Record<string, unknown>[]> {
  const server = await startBenchServer(engine);
  try {
    const { psids } = await prepare(server);
    const psid = psids[0]!;
    await server.db.query(
      `INSERT INTO history (entity, entityid, action, part, old, new, userid, via, requestid)
       SELECT 'product', $1::int, 'update', 'allergens', jsonb_build_object('psid', $1::int, 'celery', g % 3, 'eggs', g % 2),
              jsonb_build_object('psid', $1::int, 'celery', (g + 1) % 3, 'eggs', (g + 1) % 2), 1, 'key:1', gen_random_uuid()::text
         FROM generate_series(1, 10000) g`,
      [psid],
    );
    const url = `${server.url}/api/v1/history/product/${psid}?limit=100`;
    const headers = { 'x-api-key': server.key };
    let cursor = '';
    for (let page = 1; page < 90; page++) {
      const res = await fetch(`${url}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
      cursor = ((await res.json()) as { pagination: { next_cursor: string } }).pagination.next_cursor;
    }
    const first = await load({ url, headers, connections: 10, duration: DURATION });
    const deep = await load({ url: `${url}&cursor=${cursor}`, headers, connections: 10, duration: DURATION });
    return [
      loadRow('GET /history/product/{psid}?limit=100, 10,000 entries: page 1 (10 connections)', first),
      loadRow('… page 90, by cursor (10 connections)', deep),
    ];
  } finally {
    await server.close();
  }
}
