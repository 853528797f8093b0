import { CONTEXT_COMMENT } from './change-context.js';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything that runs a parameterised query: the database itself or an open transaction. */
export interface Queryable {
  /**
   * The change context of the request this database serves (JSON, see db/change-context.ts), for a hot
   * single statement that declares it itself with `set_config('ft.change', …, true)`; absent otherwise.
   */
  readonly changeContext?: string;
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /**
   * A statement that changes rows, run on its own or in a transaction: on a request's database (`request.db`,
   * db/change-context.ts) outside a transaction it carries the request's change context to the history; anywhere
   * else it is `query`. Repositories run their INSERT, UPDATE and DELETE statements through it.
   */
  write<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

/** An open transaction. `transaction` inside it opens a savepoint, so nesting is safe on both engines. */
export interface Tx extends Queryable {
  /** Runs a script of several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

/** Transaction-local settings (`set_config(name, value, true)`) a transaction starts with, at no extra round trip. */
export type TxSettings = Readonly<Record<string, string>>;

/** Connections at this moment (`/metrics`): PostgreSQL's pool; PGlite's one connection and its queue. */
export interface PoolStats {
  inUse: number;
  idle: number;
  /** Queries and transactions waiting for a connection. */
  waiting: number;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'pg';
  stats(): PoolStats;
  transaction<T>(fn: (tx: Tx) => Promise<T>, settings?: TxSettings): Promise<T>;
  /** Runs a script of several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, and with an empty payload after the connection was lost and
   * found again (notifications may have been missed meanwhile); returns a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Begins a statement that PostgreSQL plans for its values on every run. Parameterised statements are otherwise
 * kept prepared on each connection (pg.ts), and after five runs PostgreSQL may settle on one generic plan for all
 * values; for a statement whose filters are optional (`$1::date IS NULL OR ...`) that plan can be several times
 * slower than one made for the values at hand. Planning costs about a millisecond: for reports, not hot paths.
 */
export const PLAN_EACH_RUN = '/*plan-each-run*/ ';

/** Statements kept prepared at most, by pg.ts's names and by PGlite's kept statements (pglite-prepared.ts). */
export const MAX_KEPT_STATEMENTS = 5000;

/**
 * Whether a statement is kept prepared, on either engine: it has parameters, and it is neither unique to one
 * request (a change context's comment, change-context.ts) nor asking to be planned for its values (PLAN_EACH_RUN).
 */
export function keepsPrepared(sql: string, params: readonly unknown[] | undefined): boolean {
  if (!params || params.length === 0) return false;
  return !sql.startsWith(CONTEXT_COMMENT) && !sql.startsWith(PLAN_EACH_RUN);
}
