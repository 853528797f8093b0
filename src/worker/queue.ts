/**
 * The outbox tables' shared mechanics (supplier_outbox, webhook_deliveries): each has `id`, `status`
 * ('pending' | 'sending' | a final state), `attempts`, `next_attempt_at` and `locked_until`. A worker claims
 * due rows with FOR UPDATE SKIP LOCKED and a lease: several instances never take the same row, and a row
 * whose worker died (lease past) is taken again. Delivery is therefore at least once.
 */

/**
 * The claim statement of an outbox table: marks up to $1 due rows 'sending' for a lease of $2 ms and returns
 * them. `where` narrows the candidates and `set` adds assignments (SQL fragments written in code, never input).
 */
export function claimDueSql(table: string, options: { where?: string; set?: string } = {}): string {
  return `UPDATE ${table}
     SET status = 'sending', attempts = attempts + 1,
         locked_until = now() + $2 * interval '1 millisecond'${options.set ? `, ${options.set}` : ''}
   WHERE id IN (SELECT id FROM ${table}
                 WHERE next_attempt_at <= now()
                   AND (status = 'pending' OR (status = 'sending' AND locked_until < now()))
                   ${options.where ? `AND (${options.where})` : ''}
                 ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING *`;
}

/** Retry delays in ms: after the n-th failed try wait `delays[n-1]`; past the end, the last one repeats. */
export type Schedule = readonly number[];

/** Doubling from `baseMs` up to `maxMs`, as a schedule. */
export function doubling(baseMs: number, maxMs: number): Schedule {
  const delays: number[] = [];
  for (let d = baseMs; d < maxMs; d *= 2) delays.push(d);
  delays.push(maxMs);
  return delays;
}

/**
 * The wait after the `tries`-th failed try, spread by ±`jitter` (a fraction) so that endpoints or mail
 * servers coming back are not hit by every queued row at the same instant.
 */
export function retryDelay(tries: number, schedule: Schedule, jitter = 0, random = Math.random): number {
  const base = schedule[Math.min(Math.max(tries, 1), schedule.length) - 1]!;
  return Math.round(base * (1 + jitter * (2 * random() - 1)));
}
