import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Db } from '../db/index.js';
import { cliDatabase, runCli, type CliDatabase } from '../../test/cli.js';
import { buildTestApp, isPg } from '../../test/helpers.js';
import { DEMO_PASSWORD } from './seed.js';

const AS_OF = '2026-06-30';
const seedDemo = (cdb: CliDatabase, seed: number) =>
  runCli(['seed', 'demo', '--seed', String(seed), '--as-of', AS_OF], cdb.env);

/** A digest of what was made, ids, names and dates included: equal digests, equal data sets. */
async function fingerprint(db: Db): Promise<string> {
  const { rows } = await db.query<{ f: string }>(
    `SELECT md5(concat_ws('|',
       (SELECT string_agg(concat_ws(',', companyid, companyname, vendorcode, city, postcode, created, active), ';' ORDER BY companyid) FROM companies),
       (SELECT string_agg(concat_ws(',', userid, emailaddress, created), ';' ORDER BY userid) FROM users),
       (SELECT string_agg(concat_ws(',', newlineid, productname, productcode, created), ';' ORDER BY newlineid) FROM newlines),
       (SELECT string_agg(concat_ws(',', psid, statusid, weight, technicalsignoffdate), ';' ORDER BY psid) FROM product_specs),
       (SELECT string_agg(concat_ws(',', auditid, companyid, auditdate, score_pct), ';' ORDER BY auditid) FROM audits),
       (SELECT string_agg(concat_ws(',', actionid, status, duedate), ';' ORDER BY actionid) FROM corrective_actions),
       (SELECT string_agg(concat_ws(',', accreditationid, expirydate), ';' ORDER BY accreditationid) FROM accreditations),
       (SELECT count(*) FROM audit_answers), (SELECT count(*) FROM allergens), (SELECT count(*) FROM nutrition)
     )) AS f`,
  );
  return rows[0]!.f;
}

async function one<T = Record<string, unknown>>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0]!;
}

describe('foodtrace seed demo', { timeout: 300_000 }, () => {
  let cdb: CliDatabase;
  let first = { code: null as number | null, stdout: '', stderr: '' };
  beforeAll(async () => {
    cdb = await cliDatabase();
    first = await seedDemo(cdb, 42);
  }, 300_000);
  afterAll(async () => {
    await cdb?.close();
  });

  it('fills an empty database and says what it made and whom to sign in as', () => {
    expect(first.stderr).toMatch(/^Seeding the demo data set \(seed 42, as of 2026-06-30\) into /);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^suppliers\s+36$/m);
    expect(first.stdout).toMatch(/^audit answers\s+\d{4}$/m);
    // One harvest of the recall chain (seed/recall-chain.ts): 2 finished lots, 10 stores, the wholesaler.
    expect(first.stdout).toMatch(/^recall chain events\s+35$/m);
    expect(first.stdout).toContain(`with password "${DEMO_PASSWORD}" as:`);
    expect(first.stdout).toMatch(/^Supplier portal\s+\S+@\S+\.example\.com$/m);
  });

  it('makes a believable data set: every status, two years of audits, open and closed actions, expiring certificates', async () => {
    await cdb.inspect(async (db) => {
      const counts = await one<Record<string, number>>(
        db,
        `SELECT (SELECT count(*)::int FROM companies WHERE companyid <> 1) AS suppliers,
                (SELECT count(*)::int FROM sites s JOIN companies c USING (companyid) WHERE s.is_default) AS default_sites,
                (SELECT count(*)::int FROM saqs) AS saqs,
                (SELECT count(*)::int FROM users WHERE accesslevelid = 6) AS portal_users,
                (SELECT count(*)::int FROM supplier_outbox WHERE status <> 'cancelled' OR temp_password IS NOT NULL) AS mails,
                (SELECT count(DISTINCT statusid)::int FROM product_specs) AS statuses,
                (SELECT count(*)::int FROM product_specs s WHERE statusid = 4 AND NOT EXISTS
                   (SELECT 1 FROM spec_versions v WHERE v.psid = s.psid)) AS approved_unfrozen,
                (SELECT count(*)::int FROM product_specs s WHERE statusid > 1 AND NOT EXISTS
                   (SELECT 1 FROM allergens a WHERE a.psid = s.psid)) AS submitted_without_allergens,
                (SELECT count(*)::int FROM audits WHERE statusid = 1) AS in_progress,
                (SELECT count(*)::int FROM audits WHERE statusid = 2 AND score_pct IS NOT NULL) AS completed,
                (SELECT max(auditdate) - min(auditdate) FROM audits) AS audit_span,
                (SELECT count(*)::int FROM audits WHERE auditdate > $1::date) AS future_audits,
                (SELECT count(DISTINCT status)::int FROM corrective_actions) AS action_statuses,
                (SELECT count(*)::int FROM corrective_actions WHERE status = 'open' AND duedate < $1::date) AS overdue,
                (SELECT count(DISTINCT certificate_status(expirydate, $1::date))::int FROM accreditations) AS cert_statuses,
                (SELECT count(*)::int FROM history WHERE via = 'cli' AND reason = 'foodtrace seed demo --seed 42') AS history,
                -- When each stay began, as the API's moves record it (migration 0095).
                (SELECT count(*)::int FROM (
                   SELECT c.since IS DISTINCT FROM
                            coalesce(lag(c.changed_at) OVER (PARTITION BY c.psid ORDER BY c.id), s.created) AS off
                     FROM spec_status_changes c JOIN product_specs s USING (psid)) x WHERE off) AS stays_unchained,
                (SELECT count(*)::int FROM product_specs s WHERE s.status_since IS DISTINCT FROM
                   (SELECT c.changed_at FROM spec_status_changes c WHERE c.psid = s.psid ORDER BY c.id DESC LIMIT 1))
                   AS current_stay_off,
                -- Rows inserted with their history written set-based (seed/history.ts): each has its create entry,
                -- as the row trigger writes it, and every trigger is back on.
                (SELECT count(*)::int FROM audit_answers a WHERE NOT EXISTS (
                   SELECT 1 FROM history h WHERE h.entity = 'audit' AND h.entityid = a.auditid AND h.part = 'answer'
                      AND h.partid = a.itemid AND h.action = 'create' AND h.via = 'cli'
                      AND h.new = to_jsonb(a) - history_bookkeeping())) AS answers_untracked,
                (SELECT count(*)::int FROM allergens a WHERE NOT EXISTS (
                   SELECT 1 FROM history h WHERE h.entity = 'product' AND h.entityid = a.psid
                      AND h.part = 'allergens' AND h.new = to_jsonb(a) - history_bookkeeping())) AS allergens_untracked,
                (SELECT count(*)::int FROM pg_trigger WHERE NOT tgisinternal AND tgenabled = 'D') AS triggers_off`,
        [AS_OF],
      );
      expect(counts).toMatchObject({
        suppliers: 36,
        default_sites: 36,
        saqs: 36,
        portal_users: 36,
        mails: 0,
        statuses: 5,
        approved_unfrozen: 0,
        submitted_without_allergens: 0,
        future_audits: 0,
        action_statuses: 4,
        cert_statuses: 3,
        stays_unchained: 0,
        current_stay_off: 0,
        answers_untracked: 0,
        allergens_untracked: 0,
        triggers_off: 0,
      });
      expect(counts.in_progress).toBeGreaterThan(0);
      expect(counts.completed).toBeGreaterThan(30);
      expect(counts.audit_span).toBeGreaterThan(365);
      expect(counts.overdue).toBeGreaterThan(0);
      expect(counts.history).toBeGreaterThan(100);
      // Vacuumed and analysed once committed, ready for index-only reads (PGlite keeps no record of vacuums).
      if (isPg()) {
        const vacuumed = await one<{ n: number }>(
          db,
          `SELECT count(*)::int AS n FROM pg_stat_user_tables WHERE relname IN ('product_specs', 'history')
              AND last_vacuum IS NOT NULL AND last_analyze IS NOT NULL`,
        );
        expect(vacuumed.n).toBe(2);
      }
    });
  });

  it('is what the API serves: lists, and the seeded people sign in with the demo password', async () => {
    await cdb.inspect(async (db) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-cli-seed-app-'));
      const app = await buildTestApp({ config: loadConfig({ DATA_DIR: dataDir }), db });
      try {
        const { emailaddress } = await one<{ emailaddress: string }>(
          db,
          'SELECT emailaddress FROM users WHERE accesslevelid = 2 ORDER BY userid LIMIT 1',
        );
        const login = await app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { emailaddress, password: DEMO_PASSWORD },
        });
        expect(login.statusCode, login.body).toBe(200);
        const token = (login.json() as { data: { token: string } }).data.token;
        const list = await app.inject({
          url: '/api/v1/suppliers?limit=5',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(list.json()).toMatchObject({ success: true, pagination: { total: 36 } });
        const audits = await app.inject({
          url: '/api/v1/audits',
          headers: { authorization: `Bearer ${token}` },
        });
        expect((audits.json() as { data: unknown[] }).data.length).toBeGreaterThan(30);
      } finally {
        await app.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });

  it('refuses a database that holds data already: exit code 1, nothing added', async () => {
    const before = await cdb.inspect(fingerprint);
    const again = await seedDemo(cdb, 42);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^foodtrace: .+ already holds data \(36 suppliers, \d+ users, \d+ newlines, \d+ audits\): seed fills an empty database only; set DATA_DIR \(or DATABASE_URL\) to a new one\n$/,
    );
    expect(await cdb.inspect(fingerprint)).toBe(before);
  });

  it('makes the same data set from the same seed, another from another', async () => {
    const expected = await cdb.inspect(fingerprint);
    for (const [seed, same] of [
      [42, true],
      [43, false],
    ] as const) {
      const other = await cliDatabase();
      try {
        expect((await seedDemo(other, seed)).code).toBe(0);
        expect((await other.inspect(fingerprint)) === expected).toBe(same);
      } finally {
        await other.close();
      }
    }
  });

  it('--no-epcis leaves the EPCIS events out and the rest as the same seed makes it', async () => {
    const other = await cliDatabase();
    try {
      const run = await runCli(['seed', 'demo', '--seed', '42', '--as-of', AS_OF, '--no-epcis'], other.env);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^suppliers\s+36$/m);
      expect(run.stdout).not.toMatch(/events/);
      const counts = await other.inspect((db) =>
        one<{ events: number; suppliers: number }>(
          db,
          `SELECT (SELECT count(*)::int FROM epcis_events) AS events,
                  (SELECT count(*)::int FROM companies WHERE companyid <> 1) AS suppliers`,
        ),
      );
      expect(counts).toEqual({ events: 0, suppliers: 36 });
    } finally {
      await other.close();
    }
  });

  it('refuses a wrong command line with exit code 2', async () => {
    for (const [args, message] of [
      [['seed'], 'seed needs a data set: demo, medium or large'],
      [['seed', 'huge'], 'unknown data set "huge": demo, medium or large'],
      [['seed', 'demo', 'large'], 'unexpected argument "large"'],
      [['seed', 'demo', '--as-of', '2026-13-45'], '--as-of must be a date YYYY-MM-DD, got "2026-13-45"'],
      [['seed', 'demo', '--seed', 'x'], '--seed must be a whole number from 0 to 4294967295, got "x"'],
    ] as const) {
      const run = await runCli([...args]);
      expect(run.stderr).toBe(`foodtrace: ${message} (see foodtrace seed --help)\n`);
      expect(run.code).toBe(2);
    }
  });
});
