import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './types.js';

/** Who makes the changes of a request: recorded with each history entry (migrations/0050_history.sql). */
export interface ChangeContext {
  userid: number;
  /** `key:<id>` or `token`. */
  via: string;
  requestid: string;
  reason: string | null;
}

const storage = new AsyncLocalStorage<ChangeContext>();

/** Runs `fn` (and everything it starts) as changes made by `context`. */
export function runWithChangeContext<T>(context: ChangeContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Statements that may write; a plain SELECT never does in this code base. */
const WRITES = /^\s*(insert|update|delete|with|merge)\b/i;

const settingsOf = (context: ChangeContext) => ({ 'ft.change': JSON.stringify(context) });

/**
 * The database as modules see it: inside a request that changes things, every transaction first declares
 * who is acting (a transaction-local setting the history trigger reads), and a write outside a transaction
 * becomes a transaction of its own that does the same. Reads, and work outside requests, run as they are.
 */
export function withChangeContext(db: Db): Db {
  return {
    kind: db.kind,
    query<T>(sql: string, params?: readonly unknown[]) {
      const context = storage.getStore();
      if (!context || !WRITES.test(sql)) return db.query<T>(sql, params);
      return db.transaction((tx) => tx.query<T>(sql, params), settingsOf(context));
    },
    transaction(fn, settings) {
      const context = storage.getStore();
      return db.transaction(fn, context ? { ...settings, ...settingsOf(context) } : settings);
    },
    exec: (sql) => db.exec(sql),
    listen: (channel, onMessage) => db.listen(channel, onMessage),
    close: () => db.close(),
  };
}
