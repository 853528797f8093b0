import pg from 'pg';
import { txOn } from './savepoint.js';
import type { Db, QueryResult } from './types.js';

// Dates, numerics and bigints are formatted in SQL, so the driver's defaults match PGlite's closely enough;
// bigint (int8) would otherwise arrive as a string here and a BigInt-ish number there: read it as number.
pg.types.setTypeParser(20, (v) => Number(v));

export function createPgDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const toResult = <T>(r: pg.QueryResult): QueryResult<T> => ({
    rows: r.rows as T[],
    rowCount: r.rowCount ?? 0,
  });
  return {
    kind: 'pg',
    async query<T>(sql: string, params?: readonly unknown[]) {
      return toResult<T>(await pool.query(sql, params as unknown[]));
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const tx = txOn({
          query: async <T>(s: string, p?: readonly unknown[]) =>
            toResult<T>(await client.query(s, p as unknown[])),
          exec: (s: string) => client.query(s),
        });
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async listen(channel, onMessage) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel === channel) onMessage(n.payload ?? '');
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await pool.end();
    },
  };
}
