import { describe, expect, it } from 'vitest';
import { testServerUrl } from '../../test/db-urls.js';
import { isPg } from '../../test/helpers.js';
import { createPgDb } from './pg.js';

// The sessions' settings need a PostgreSQL server: skipped on PGlite (which has no JIT), run on PostgreSQL in CI.
describe.skipIf(!isPg())('PostgreSQL sessions', () => {
  const jitOf = async (url: string) => {
    const db = createPgDb(url, 1);
    try {
      const { rows } = await db.query<{ jit: string }>('SELECT current_setting($1) AS jit', ['jit']);
      const other = await db.transaction((tx) => tx.query<{ jit: string }>('SHOW jit'));
      return [rows[0]!.jit, other.rows[0]!.jit];
    } finally {
      await db.close();
    }
  };

  it('run without JIT compilation, in pooled queries and transactions alike', async () => {
    expect(await jitOf(testServerUrl()!)).toEqual(['off', 'off']);
  });

  it('leave the choice to an options parameter of the URL', async () => {
    const url = new URL(testServerUrl()!);
    url.searchParams.set('options', '-c jit=on');
    expect(await jitOf(url.toString())).toEqual(['on', 'on']);
  });
});
