import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../test/helpers.js';
import type { Db, Queryable } from '../../db/index.js';
import { TAKEN_EMAILS_SQL, takenEmails } from './provision.repository.js';

// A bulk import checks its batch's portal emails (2,000 at a time) against every user's. Over a large user table the
// planner costs `lower()` at next to nothing, so the obvious `WHERE lower(emailaddress) = ANY($1)` was planned as a
// scan of every user (174 ms a batch over 230,000 users, against 7 probing the index). The check must probe the
// index whatever the batch and the table: its plan is asserted here, on a table large enough for the trap to show.

const USERS = 20_000;
const BATCH = Array.from({ length: 2_000 }, (_, i) => `plan.check.${i}@example.com`);

/** The relations a plan reads by a sequential scan. */
async function seqScans(q: Queryable, sql: string, params: unknown[]): Promise<string[]> {
  const { rows } = await q.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: Node }];
  const found: string[] = [];
  const walk = (n: Node) => {
    if (n['Node Type'] === 'Seq Scan' && n['Relation Name']) found.push(n['Relation Name']);
    n.Plans?.forEach(walk);
  };
  walk(plan[0].Plan);
  return found;
}

interface Node {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: Node[];
}

class RolledBack extends Error {}

describe('the taken-email check of a bulk import', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
  });
  afterAll(() => close());

  it('probes the email index for each address, where the obvious query scans every user', async () => {
    const plans = await db
      .transaction(async (tx) => {
        await tx.query(
          `INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname, lastname)
           SELECT 1, 6, 6, 'Plan.User.' || i || '@Example.com', 'x', 'Plan', 'User' FROM generate_series(1, $1::int) i`,
          [USERS],
        );
        await tx.exec('ANALYZE users');
        const ours = await seqScans(tx, TAKEN_EMAILS_SQL, [BATCH]);
        const obvious = await seqScans(
          tx,
          'SELECT lower(emailaddress) AS email FROM users WHERE lower(emailaddress) = ANY($1::text[])',
          [BATCH],
        );
        // And it answers what it should: the addresses taken, whatever their case, and only those.
        const taken = await takenEmails(tx, [
          'plan.user.7@example.com',
          'PLAN.USER.19999@EXAMPLE.COM',
          ...BATCH,
        ]);
        const { rows } = await tx.query<{ v: number }>(
          "SELECT current_setting('server_version_num')::int AS v",
        );
        throw new RolledBack(
          JSON.stringify({ ours, obvious, taken: [...taken].sort(), version: rows[0]!.v }),
        );
      })
      .catch((err: unknown) => {
        if (err instanceof RolledBack) {
          return JSON.parse(err.message) as {
            ours: string[];
            obvious: string[];
            taken: string[];
            version: number;
          };
        }
        throw err;
      });
    // The table is large enough for the trap: on PostgreSQL before 17 (which costs `= ANY` over a btree as one
    // descent per value; 17 and later, PGlite's 18 among them, cost it as it runs), the obvious query reads every
    // user.
    if (plans.version < 170000) expect(plans.obvious).toContain('users');
    expect(plans.ours).not.toContain('users');
    expect(plans.taken).toEqual(['plan.user.19999@example.com', 'plan.user.7@example.com']);
  });
});
