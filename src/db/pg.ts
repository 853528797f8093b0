import { createHash } from 'node:crypto';
import pg from 'pg';
import { listenOn } from './pg-listen.js';
import { txOn } from './savepoint.js';
import { keepsPrepared, MAX_KEPT_STATEMENTS, type Db, type QueryResult } from './types.js';

// Dates, numerics and bigints are formatted in SQL, so the driver's defaults match PGlite's closely enough;
// bigint (int8) would otherwise arrive as a string here and a BigInt-ish number there: read it as number.
pg.types.setTypeParser(20, (v) => Number(v));

const names = new Map<string, string>();
/** Custom settings are `prefix.name`; never taken from input, checked all the same. */
const SETTING_NAME = /^[a-z_]+\.[a-z_]+$/;
/**
 * Parameterised statements run as named prepared statements: each pooled connection parses and plans a
 * statement once and then only binds values, which is most of the server's work for the short queries of
 * an API. Statements without parameters (scripts, DDL) run as plain queries.
 */
function toQuery(text: string, values?: readonly unknown[]): pg.QueryConfig | string {
  if (!values || values.length === 0) return text;
  if (!keepsPrepared(text, values)) return { text, values: values as unknown[] };
  let name = names.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (names.size < MAX_KEPT_STATEMENTS) names.set(text, name);
  }
  return { name, text, values: values as unknown[] };
}

/**
 * Every session runs without PostgreSQL's JIT compilation (`jit = off`, a startup option of the connection). The
 * planner's estimates for the reports' CTEs and the lists' counts pass `jit_above_cost` easily, and compiling
 * then costs more than the query: the spec status report spent most of its time compiling over `medium`
 * (docs/performance.md, "Figures behind the code"). An `options` parameter in DATABASE_URL replaces this one.
 */
const SESSION_OPTIONS = '-c jit=off';

/**
 * How long PostgreSQL has to accept a new connection: a host that does not answer would otherwise hold requests
 * until the system gives up on the TCP connection (about two minutes). Past it, the request fails as the database
 * out of reach (503, src/db/unreachable.ts). Set on the client, not the pool: pg-pool's option would also start a
 * timer on every checkout of an idle connection (docs/performance.md, "Figures behind the code").
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** pg's Client with the connect time-out: the pool's connections and the LISTEN connection alike. */
function timedClient(connectionTimeoutMillis: number): new (config?: pg.ClientConfig) => pg.Client {
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis });
    }
  };
}

export function createPgDb(
  connectionString: string,
  max = 10,
  { connectTimeoutMs = CONNECT_TIMEOUT_MS }: { connectTimeoutMs?: number } = {},
): Db {
  // One session's settings for every connection, pooled or listening.
  const session = { connectionString, options: SESSION_OPTIONS };
  const Client = timedClient(connectTimeoutMs);
  const pool = new pg.Pool({ ...session, max, Client });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  const toResult = <T>(r: pg.QueryResult): QueryResult<T> => ({
    rows: r.rows as T[],
    rowCount: r.rowCount ?? 0,
  });
  const run = async <T>(sql: string, params?: readonly unknown[]) =>
    toResult<T>(await pool.query(toQuery(sql, params)));
  return {
    kind: 'pg',
    stats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    query: run,
    write: run,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(fn, settings) {
      const client = await pool.connect();
      let broken = false;
      try {
        // The settings travel with BEGIN in one simple-protocol round trip, as escaped literals; SET LOCAL is a
        // utility statement, cheaper than a SELECT to parse and plan.
        const set = Object.entries(settings ?? {}).map(([k, v]) => {
          if (!SETTING_NAME.test(k)) throw new Error(`Not a setting name: ${k}`);
          return `; SET LOCAL ${k} = ${client.escapeLiteral(v)}`;
        });
        await client.query(`BEGIN${set.join('')}`);
        const tx = txOn({
          query: async <T>(s: string, p?: readonly unknown[]) =>
            toResult<T>(await client.query(toQuery(s, p))),
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
    listen(channel, onMessage) {
      return listenOn(() => new Client(session), channel, onMessage);
    },
    async close() {
      await pool.end();
    },
  };
}
