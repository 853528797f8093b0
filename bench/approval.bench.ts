// `npm run bench -- approval -- --database <name or url>` (PostgreSQL, e.g. a copy of a database seeded `large`:
// 100,000 suppliers; it is migrated, so never an original) or `-- --smoke` (a fresh database seeded `demo`: quick,
// its figures mean nothing). Issue 40's targets for the supplier approval status (docs/approval.md):
// - every supplier's status recomputed (approval_recompute(NULL)): < 60 s on `large`; measured when nothing changed
//   (every supplier read, nothing written), when a threshold change moves many (PUT /approval/rules' work), and
//   as the day's pass does it (a new day: every date rule re-read).
// - one supplier inline with the change that triggers it: a certificate written (INSERT, rolled back) with and
//   without the approval's triggers, the recompute of one supplier alone, and GET /suppliers/{id}/approval under
//   load beside the bare route of the same run.
import { BENCH_PG_URL, bare, load, loadRow, median, startBenchServer, type Engine } from './lib.js';
import type { Db, Tx } from '../src/db/index.js';

const args = process.argv.slice(2);
const smoke = args.includes('--smoke');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const databaseArg = option('--database');
const FULL_RUNS = smoke ? 1 : 3;
const ONE_RUNS = smoke ? 20 : 200;

function databaseUrl(name: string): string {
  if (name.includes('://')) return name;
  const u = new URL(BENCH_PG_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

class Rollback extends Error {}

/** The time of `fn` in a transaction rolled back, in ms. */
async function timedRolledBack(db: Db, fn: (tx: Tx) => Promise<unknown>) {
  let ms = 0;
  try {
    await db.transaction(async (tx) => {
      const started = performance.now();
      await fn(tx);
      ms = performance.now() - started;
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return ms;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msText = (ms: number) => `${ms.toFixed(2)} ms`;

export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  if (databaseArg && engine !== 'pg') return [{ skipped: '--database is a PostgreSQL database' }];
  const started = performance.now();
  const server = await startBenchServer(
    engine,
    // No webhook worker: its event sequencer would turn the seed's history into events meanwhile, not ours to time.
    { CERTIFICATE_REMINDER_INTERVAL: '1h', WEBHOOK_WORKER: 'false' },
    databaseArg ? { database: databaseUrl(databaseArg) } : { seed: { scale: 'demo', asOf: '2026-11-20' } },
  );
  const rows: Record<string, unknown>[] = [];
  try {
    const { db } = server;
    const startMs = performance.now() - started;
    const { rows: counts } = await db.query<{
      suppliers: number;
      certificates: number;
      audits: number;
      actions: number;
    }>(
      `SELECT (SELECT count(*)::int FROM supplier_approvals) AS suppliers,
              (SELECT count(*)::int FROM accreditations) AS certificates,
              (SELECT count(*)::int FROM audits) AS audits, (SELECT count(*)::int FROM corrective_actions) AS actions`,
    );
    const { rows: dist } = await db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM supplier_approvals GROUP BY status ORDER BY status',
    );
    rows.push({
      measure: 'data set',
      value: JSON.stringify(counts[0]),
      note: `statuses ${dist.map((d) => `${d.status} ${d.n}`).join(', ')}; start (migrate incl.) ${s(startMs)}`,
    });

    // Every supplier: nothing changed (all read, none written).
    const still: number[] = [];
    for (let i = 0; i < FULL_RUNS; i++) {
      const t0 = performance.now();
      await db.query('SELECT approval_recompute(NULL)');
      still.push(performance.now() - t0);
    }
    rows.push({
      measure: 'recompute all, nothing changed',
      value: s(median(still)),
      note: `median of ${FULL_RUNS}`,
    });

    // Every supplier, a threshold moving many of them (and back): rolled back, so the database is left as found.
    const moved: number[] = [];
    let changed = 0;
    for (let i = 0; i < FULL_RUNS; i++) {
      moved.push(
        await timedRolledBack(db, async (tx) => {
          await tx.query(`UPDATE approval_rules SET evidencerisk = 'low', questionnaireminscore = 95`);
          const r = await tx.query<{ n: number }>('SELECT approval_recompute(NULL) AS n');
          changed = r.rows[0]!.n;
        }),
      );
    }
    rows.push({
      measure: 'recompute all, thresholds changed',
      value: s(median(moved)),
      note: `${changed} suppliers' computed status or reasons rewritten (history, events, holds included); median of ${FULL_RUNS}`,
    });

    // The day's pass: a day a year on (certificates and questionnaires expired, actions past due).
    const day: number[] = [];
    for (let i = 0; i < FULL_RUNS; i++) {
      day.push(
        await timedRolledBack(db, async (tx) => {
          await tx.query(`UPDATE approval_rules SET asof = coalesce(asof, current_date) + 365`);
          const r = await tx.query<{ n: number }>('SELECT approval_recompute(NULL) AS n');
          changed = r.rows[0]!.n;
        }),
      );
    }
    rows.push({
      measure: 'day pass, a year on',
      value: s(median(day)),
      note: `${changed} rewritten; median of ${FULL_RUNS}`,
    });

    // One supplier: a certificate written with and without the approval's triggers, the recompute alone.
    const { rows: pick } = await db.query<{ companyid: number }>(
      `SELECT a.companyid FROM accreditations a GROUP BY a.companyid ORDER BY count(*) DESC, a.companyid LIMIT 1`,
    );
    const supplierid =
      pick[0]?.companyid ??
      (await db.query<{ companyid: number }>('SELECT max(companyid) AS companyid FROM companies')).rows[0]!
        .companyid;
    const insert = (tx: Tx) =>
      tx.query(
        `INSERT INTO accreditations (companyid, standardid, standard, certificatenumber, issuedate, expirydate, grade)
         VALUES ($1, 1, 'BRCGS Food Safety', 'BENCH-1', current_date - 30, current_date + 300, 'A')`,
        [supplierid],
      );
    const measureInsert = async () => {
      const xs: number[] = [];
      for (let i = 0; i < ONE_RUNS; i++) xs.push(await timedRolledBack(db, insert));
      return median(xs);
    };
    const withTriggers = await measureInsert();
    await db.exec('ALTER TABLE accreditations DISABLE TRIGGER approval_insert');
    let without: number;
    try {
      without = await measureInsert();
    } finally {
      await db.exec('ALTER TABLE accreditations ENABLE TRIGGER approval_insert');
    }
    const one: number[] = [];
    for (let i = 0; i < ONE_RUNS; i++) {
      one.push(
        await timedRolledBack(db, (tx) =>
          tx.query('SELECT approval_recompute(ARRAY[$1::integer])', [supplierid]),
        ),
      );
    }
    rows.push({
      measure: 'certificate INSERT, with approval triggers',
      value: msText(withTriggers),
      note: `supplier ${supplierid}; median of ${ONE_RUNS}`,
    });
    rows.push({
      measure: 'certificate INSERT, without',
      value: msText(without),
      note: `median of ${ONE_RUNS}`,
    });
    rows.push({
      measure: 'recompute one supplier',
      value: msText(median(one)),
      note: `median of ${ONE_RUNS}`,
    });

    // The explanation under load, beside the bare route.
    const duration = smoke ? 2 : 6;
    const baseline = await bare({ duration });
    const read = await load({
      url: `${server.url}/api/v1/suppliers/${supplierid}/approval`,
      headers: { 'x-api-key': server.key },
      duration,
    });
    rows.push({ measure: 'bare route', ...loadRow('GET /bare', baseline) });
    rows.push({ measure: 'GET /suppliers/{id}/approval', ...loadRow('GET approval', read, baseline) });
    return rows;
  } finally {
    await server.close();
  }
}
