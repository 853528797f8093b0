import type { Queryable } from '../db/index.js';

/** An outbox table of mails (MailOutboxTable): its name and what finishing a row also assigns. */
export interface OutboxTable {
  table: string;
  onFinish?: string;
}

/** Puts a row whose try failed back in the queue, due again in `delayMs`. */
export async function retryLater(
  q: Queryable,
  t: OutboxTable,
  id: number,
  message: string,
  delayMs: number,
): Promise<void> {
  await q.query(
    `UPDATE ${t.table}
        SET status = 'pending', locked_until = NULL, last_error = $2,
            next_attempt_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 AND status = 'sending'`,
    [id, message, delayMs],
  );
}

/** Marks a row sent or cancelled, with the table's own assignments (`onFinish`). */
export async function finishMail(
  q: Queryable,
  t: OutboxTable,
  id: number,
  status: 'sent' | 'cancelled',
  error: string | null,
): Promise<void> {
  await q.query(
    `UPDATE ${t.table}
        SET status = $2, locked_until = NULL, last_error = $3,
            sent_at = CASE WHEN $2 = 'sent' THEN now() END${t.onFinish ? `, ${t.onFinish}` : ''}
      WHERE id = $1`,
    [id, status, error],
  );
}
