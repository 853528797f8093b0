import type { Queryable, Tx } from './types.js';

let counter = 0;

/** Wraps a connection that is inside a transaction so that nested `transaction` calls become savepoints. */
export function txOn(conn: Pick<Queryable, 'query'> & { exec(sql: string): Promise<unknown> }): Tx {
  const tx: Tx = {
    query: (sql, params) => conn.query(sql, params),
    // The transaction declared its change context when it began (db/change-context.ts).
    write: (sql, params) => conn.query(sql, params),
    exec: async (sql) => {
      await conn.exec(sql);
    },
    async transaction(fn) {
      const name = `sp_${++counter}`;
      await conn.query(`SAVEPOINT ${name}`);
      try {
        const result = await fn(tx);
        await conn.query(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (err) {
        await conn.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw err;
      }
    },
  };
  return tx;
}
