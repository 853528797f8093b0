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
 * The database as a request that changes things sees it (`request.db`). A write names its change context
 * explicitly, in one of three ways, and the history trigger (`history_actor()`) reads it:
 * - a transaction (`transaction`) begins by declaring who is acting, in the transaction-local setting `ft.change`
 *   sent with BEGIN at no extra round trip: every statement in it, a SELECT of a function that writes
 *   (`catalogue_publish()`) included, is attributed;
 * - a single statement outside a transaction that changes rows runs through `write`, which carries the context in a
 *   leading comment;
 * - a hot single statement declares it itself from `changeContext` (`set_config('ft.change', $n, true)`, the answer
 *   PUT), and so stays a prepared statement.
 * `query` runs a statement as it is: outside a transaction, a statement that changes tracked rows through `query`
 * would be the system's in the history (src/modules/history/attribution.test.ts fails for one).
 */
export function withChangeContext(db: Db, context: ChangeContext): Db {
  const json = JSON.stringify(context);
  const settings = { 'ft.change': json };
  // The comment costs no round trip (a transaction of its own would take three), but makes a statement parsed anew
  // each time. Base64, so that nothing in the context can end the comment. Made when first needed: a request whose
  // writes run in transactions, or declare their context (the answer PUT), never needs it.
  let comment: string | undefined;
  return {
    kind: db.kind,
    stats: () => db.stats(),
    changeContext: json,
    query: (sql, params) => db.query(sql, params),
    write(sql, params) {
      comment ??= `${CONTEXT_COMMENT}${Buffer.from(json, 'utf8').toString('base64')}*/ `;
      return db.query(comment + sql, params);
    },
    transaction: (fn, extra) => db.transaction(fn, { ...extra, ...settings }),
    exec: (sql) => db.exec(sql),
    listen: (channel, onMessage) => db.listen(channel, onMessage),
    close: () => db.close(),
  };
}
