import type { Db } from './types.js';

/** Who makes the changes of a request: recorded with each history entry (migrations/0050_history.sql). */
export interface ChangeContext {
  userid: number;
  /** `key:<id>` or `token`. */
  via: string;
  requestid: string;
  reason: string | null;
}

/** How a statement carrying its change context begins (see `withChangeContext`). */
export const CONTEXT_COMMENT = '/*ft:';

/**
 * A statement that declares its context itself, from `Queryable.changeContext`, and so stays a prepared
 * statement: the hot path (the answer PUT) does, the rest need not.
 */
const DECLARES = "set_config('ft.change'";

/** Statements that may write; a plain SELECT never does in this code base. */
const WRITES = /^\s*(insert|update|delete|with|merge)\b/i;

/**
 * The database as a request that changes things sees it (`request.db`): every transaction starts by
 * declaring who is acting (the transaction-local setting `ft.change`, sent with BEGIN at no extra round
 * trip), and a write outside a transaction says it in a comment the history trigger reads. Reads run as
 * they are.
 */
export function withChangeContext(db: Db, context: ChangeContext): Db {
  const json = JSON.stringify(context);
  const settings = { 'ft.change': json };
  // A single write outside a transaction carries its context in a leading comment, which the trigger reads
  // from current_query(): one round trip, as without the history (a transaction of its own would take three),
  // but a statement parsed anew each time. Base64, so that nothing in the context can end the comment. Made
  // when first needed: a request whose writes run in transactions, or declare their context (the answer PUT),
  // never needs it.
  let comment: string | undefined;
  return {
    kind: db.kind,
    stats: () => db.stats(),
    changeContext: json,
    query<T>(sql: string, params?: readonly unknown[]) {
      if (!WRITES.test(sql) || sql.includes(DECLARES)) return db.query<T>(sql, params);
      comment ??= `${CONTEXT_COMMENT}${Buffer.from(json, 'utf8').toString('base64')}*/ `;
      return db.query<T>(comment + sql, params);
    },
    transaction: (fn, extra) => db.transaction(fn, { ...extra, ...settings }),
    exec: (sql) => db.exec(sql),
    listen: (channel, onMessage) => db.listen(channel, onMessage),
    close: () => db.close(),
  };
}
