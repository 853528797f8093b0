import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { keepsPrepared, MAX_KEPT_STATEMENTS } from './types.js';
/** PostgreSQL's answer when a kept statement's result columns changed under it (a table altered). */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

const { serialize } = protocol;
const SYNC = serialize.sync();
const DESCRIBE_PORTAL = serialize.describe({ type: 'P' });
const EXECUTE = serialize.execute({});

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

interface Statement {
  name: string;
  /** The type of each parameter, as the server inferred it: how its value is written. */
  paramTypes: number[];
}

export interface PreparedResult<T> {
  rows: T[];
  affectedRows?: number;
}

/**
 * Named prepared statements on PGlite, as src/db/pg.ts keeps them on PostgreSQL. PGlite's `query` parses and plans
 * its statement on every call and talks to its backend five times (parse, describe, bind, describe, execute) and a
 * sixth to sync; a kept statement is only bound and run, in one exchange (bind, describe, execute, sync): a
 * primary-key select is much faster (docs/performance.md, "Figures behind the code"). Values are written and rows
 * read with PGlite's own serializers and parsers, so an answer is the same either way.
 *
 * `run` must be called holding PGlite's query lock (and, outside a transaction, its transaction lock), as `query`
 * does: see createPgliteDb.
 */
export function preparedStatements(pg: PGlite) {
  const statements = new Map<string, Statement>();
  let made = 0;

  const exchange = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  async function prepare(sql: string): Promise<Statement> {
    const name = `ft${++made}`;
    const messages = await exchange(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        SYNC,
      ]),
    );
    const described = messages.find((m) => m.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: described?.dataTypeIDs ?? [] };
    statements.set(sql, statement);
    return statement;
  }

  return {
    /**
     * Whether `sql` runs as a kept statement (types.ts `keepsPrepared`), room left; past the limit, new statements
     * run as PGlite's `query` runs them.
     */
    suits(sql: string, params?: readonly unknown[]): boolean {
      if (!keepsPrepared(sql, params)) return false;
      return statements.has(sql) || statements.size < MAX_KEPT_STATEMENTS;
    },

    /**
     * Binds and runs `sql`, preparing it first if need be. `retry`: outside a transaction, a statement whose table
     * changed shape under it is prepared anew and run again (its first run failed before doing anything); inside
     * one, the failure has ended the transaction and is answered.
     */
    async run<T>(sql: string, params: readonly unknown[], retry: boolean): Promise<PreparedResult<T>> {
      const statement = statements.get(sql) ?? (await prepare(sql));
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const write = pg.serializers[statement.paramTypes[i]!];
        return write ? write(value) : String(value);
      });
      try {
        const messages = await exchange(
          concat([serialize.bind({ statement: statement.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC]),
        );
        return parse.parseResults(messages, pg.parsers)[0] as unknown as PreparedResult<T>;
      } catch (err) {
        // A table altered under a kept statement (a test's or an operator's ALTER): forget it.
        if (!(err instanceof Error) || err.message !== RESULT_TYPE_CHANGED) throw err;
        statements.delete(sql);
        await exchange(concat([serialize.close({ type: 'S', name: statement.name }), SYNC]));
        if (!retry) throw err;
        return this.run<T>(sql, params, false);
      }
    },
  };
}
