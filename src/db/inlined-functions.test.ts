import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import type { Db } from './index.js';

/**
 * SQL functions that PostgreSQL cannot inline, each for a reason of its shape: they read a table (FROM), hold a
 * subquery, return a set or nothing. Every other SQL-language function of ours is a single expression and must be
 * inlined: one that is not (a body less immutable than its label, as api_ts was before 0093 and history_seen_key
 * before 0097) is set up again in each statement or transaction that calls it, tens of µs each time.
 */
const NOT_INLINABLE: Record<string, string> = {
  user_level: 'reads access_levels (run on a cache miss of authentication)',
  user_supplier_scoped: 'reads access_levels (run on a cache miss of authentication)',
  history_kept: 'a subquery over the secret columns (run only for tables with secrets)',
  history_remember: 'returns void (once per statement of a bulk create)',
  questionnaire_default_version:
    'reads the questionnaire templates (the default of saqs.versionid, once per row)',
};

interface Fn {
  name: string;
  args: string[];
  set: boolean;
  void: boolean;
}

describe('SQL functions', () => {
  let db: Db;
  let close: () => Promise<void>;
  let fns: Fn[];

  beforeAll(async () => {
    ({ db, close } = await createTestDb());
    const { rows } = await db.query<Fn>(
      `SELECT p.proname AS name, p.proretset AS set, p.prorettype = 'void'::regtype AS void,
              coalesce(array_agg(format_type(t.type, NULL) ORDER BY t.n) FILTER (WHERE t.type IS NOT NULL),
                       '{}') AS args
         FROM pg_proc p
         JOIN pg_language l ON l.oid = p.prolang AND l.lanname = 'sql'
         LEFT JOIN LATERAL unnest(p.proargtypes::oid[]) WITH ORDINALITY t(type, n) ON true
        WHERE p.pronamespace = 'public'::regnamespace
        GROUP BY p.oid, p.proname, p.proretset, p.prorettype
        ORDER BY p.proname`,
    );
    fns = rows;
  });
  afterAll(() => close());

  it('are found, the timestamp formatting and the history key among them', () => {
    expect(fns.map((f) => f.name)).toEqual(
      expect.arrayContaining(['api_ts', 'history_seen_key', 'event_types']),
    );
  });

  it('are inlined into the statements that call them, unless their shape forbids it', async () => {
    const notInlined: string[] = [];
    for (const fn of fns) {
      if (fn.set || fn.void || fn.name in NOT_INLINABLE) continue;
      // Arguments from a materialized row: unknown when the statement is planned, so that a function which is not
      // inlined cannot be folded into a constant either, and shows in the plan by its name.
      const columns = fn.args.map((type, i) => `NULL::${type} AS a${i}`).join(', ');
      const call = `${fn.name}(${fn.args.map((_, i) => `v.a${i}`).join(', ')})`;
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (VERBOSE, COSTS OFF) WITH v AS MATERIALIZED (SELECT ${columns || '1 AS a'}) SELECT ${call} FROM v`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      if (plan.includes(`${fn.name}(`)) notInlined.push(fn.name);
    }
    expect(notInlined).toEqual([]);
  });

  it('that cannot be inlined are still there, so the list above stays true', () => {
    expect(fns.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(NOT_INLINABLE)));
  });
});
