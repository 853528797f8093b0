import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import { CONTEXT_COMMENT } from './change-context.js';
import { createPgDb } from './pg.js';
import { PLAN_EACH_RUN, type Db } from './types.js';

// Which statements each engine keeps prepared (types.ts `keepsPrepared`, used by pg.ts and pglite-prepared.ts): a
// parameterised statement is kept; one carrying a request's change context (unique to that request) and one asking
// to be planned for its values are not, nor one without parameters. Read from the session's pg_prepared_statements.
describe('kept prepared statements', () => {
  let db: Db;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const test = await createTestDb();
    // On PostgreSQL, one connection: prepared statements belong to a session.
    if (test.url) {
      const one = createPgDb(test.url, 1);
      db = one;
      close = async () => {
        await one.close();
        await test.close();
      };
    } else {
      db = test.db;
      close = test.close;
    }
  });
  afterAll(() => close());

  it('are the parameterised ones, not those of one request or planned for their values', async () => {
    const context = `${CONTEXT_COMMENT}${Buffer.from('{}').toString('base64')}*/ `;
    await db.query('SELECT $1::int + 101 AS n', [1]);
    await db.query(`${context}SELECT $1::int + 102 AS n`, [1]);
    await db.query(`${PLAN_EACH_RUN}SELECT $1::int + 103 AS n`, [1]);
    await db.query('SELECT 104 AS n');
    const { rows } = await db.query<{ statement: string }>(
      `SELECT statement FROM pg_prepared_statements WHERE statement LIKE '%+ 10_ AS n' OR statement LIKE '%SELECT 104%'`,
    );
    expect(rows.map((r) => r.statement)).toEqual(['SELECT $1::int + 101 AS n']);
  });
});
