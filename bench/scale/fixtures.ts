import type { BenchServer } from '../lib.js';
import type { AnswerResult } from '../../src/lib/score.js';
import type { ListSpec } from './lists.js';

const RESULTS: AnswerResult[] = ['pass', 'fail', 'flag', 'na'];

/** Rows of the seeded data set the measurements read and write: ids from the middle of each table. */
export interface Fixtures {
  userid: number;
  newlineid: number;
  psid: number;
  /** A completed audit (its sections read). */
  auditid: number;
  /** A new audit in progress and the answers the PUT writes to it in turn: each item with its same result. */
  answering: { auditid: number; answers: { itemid: number; result: AnswerResult }[] };
  /** A product given 10,000 history entries. */
  historyPsid: number;
  lists: ListSpec[];
}

async function one<T>(server: BenchServer, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await server.db.query<T>(sql, params);
  if (!rows[0]) throw new Error(`bench fixtures: nothing found by ${sql}`);
  return rows[0];
}

/** The middle row of a table by its key, so that neither cache nor index favours the first rows. */
const middle = (server: BenchServer, table: string, key: string, where = 'true') =>
  one<{ id: number }>(
    server,
    `SELECT ${key} AS id FROM ${table} WHERE ${where} ORDER BY ${key}
      OFFSET (SELECT count(*) / 2 FROM ${table} WHERE ${where}) LIMIT 1`,
  ).then((r) => r.id);

export async function fixtures(server: BenchServer): Promise<Fixtures> {
  const userid = await middle(server, 'users', 'userid', 'active = 1');
  const newlineid = await middle(server, 'newlines', 'newlineid');
  const psid = await middle(server, 'allergens', 'psid');
  const auditid = await middle(server, 'audits', 'auditid', 'statusid = 2');
  const { companyid } = await one<{ companyid: number }>(
    server,
    'SELECT companyid FROM companies WHERE active = 1 AND companyid <> 1 ORDER BY companyid LIMIT 1',
  );
  const res = await fetch(`${server.url}/api/v1/audits`, {
    method: 'POST',
    headers: { 'x-api-key': server.key, 'content-type': 'application/json' },
    body: JSON.stringify({ companyid, userid: 1, audit_date: '2026-11-01' }),
  });
  if (!res.ok) throw new Error(`createAudit: ${res.status} ${await res.text()}`);
  const answering = ((await res.json()) as { data: { auditid: number } }).data.auditid;
  const { rows: items } = await server.db.query<{ itemid: number }>(
    `SELECT i.itemid FROM audits a JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid WHERE a.auditid = $1 ORDER BY i.itemid`,
    [answering],
  );
  const historyPsid = psid;
  await server.db.query(
    `INSERT INTO history (entity, entityid, action, part, old, new, userid, via, requestid)
     SELECT 'product', $1::int, 'update', 'allergens', jsonb_build_object('psid', $1::int, 'celery', g % 3),
            jsonb_build_object('psid', $1::int, 'celery', (g + 1) % 3), 1, 'key:1', gen_random_uuid()::text
       FROM generate_series(1, 10000) g`,
    [historyPsid],
  );
  const count = (sql: string) => one<{ n: number }>(server, `SELECT count(*)::int AS n FROM ${sql}`);
  const lists: ListSpec[] = [
    { name: 'suppliers', path: '/suppliers', rows: (await count('companies')).n - 1 },
    { name: 'newlines', path: '/newlines', rows: (await count('newlines')).n },
    { name: 'products', path: '/products', rows: (await count('product_specs')).n },
    { name: 'audits', path: '/audits', rows: (await count('audits')).n },
    { name: 'users', path: '/users', rows: (await count('users')).n },
    { name: 'actions', path: '/actions', rows: (await count('corrective_actions')).n },
    { name: 'events', path: '/events', rows: (await count('events')).n, paging: 'after' },
    { name: 'history of one product', path: `/history/product/${historyPsid}`, rows: 10_000 },
  ];
  return {
    userid,
    newlineid,
    psid,
    auditid,
    answering: {
      auditid: answering,
      answers: items.map((i, n) => ({ itemid: i.itemid, result: RESULTS[n % RESULTS.length]! })),
    },
    historyPsid,
    lists,
  };
}
