import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb } from '../../test/helpers.js';
import { withChangeContext } from './change-context.js';
import type { Db } from './index.js';

// The explicit write path of `request.db`: a write names its change context (a transaction, or `write` for a
// single statement); `query` runs a statement as it is, whatever its text.
let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

const context = { userid: 1, via: 'key:7', requestid: 'req-ctx', reason: 'why' };

async function lastEntry() {
  const { rows } = await db.query<{ userid: number | null; via: string | null; requestid: string | null }>(
    'SELECT userid, via, requestid FROM history ORDER BY historyid DESC LIMIT 1',
  );
  return rows[0];
}

it('attributes a single statement run through write to the request', async () => {
  const ctx = withChangeContext(db, context);
  await ctx.write('UPDATE users SET jobtitle = $2 WHERE userid = $1', [1, 'by write']);
  expect(await lastEntry()).toEqual({ userid: 1, via: 'key:7', requestid: 'req-ctx' });
});

it('runs a statement through query as it is: outside a transaction it is the system’s', async () => {
  const ctx = withChangeContext(db, context);
  await ctx.query('UPDATE users SET jobtitle = $2 WHERE userid = $1', [1, 'by query']);
  expect(await lastEntry()).toEqual({ userid: null, via: null, requestid: null });
});

it('attributes everything in a transaction, a SELECT that writes included', async () => {
  const ctx = withChangeContext(db, context);
  await ctx.transaction((tx) =>
    tx.query(
      `WITH u AS (UPDATE users SET jobtitle = $2 WHERE userid = $1 RETURNING userid) SELECT * FROM u`,
      [1, 'by transaction'],
    ),
  );
  expect(await lastEntry()).toEqual({ userid: 1, via: 'key:7', requestid: 'req-ctx' });
});
