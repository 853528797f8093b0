/**
 * The outbox tables' shared mechanics (supplier_outbox, webhook_deliveries): each has `id`, `status`
 * ('pending' | 'sending' | a final state), `attempts`, `next_attempt_at` and `locked_until`. A worker claims
 * due rows with FOR UPDATE SKIP LOCKED and a lease: several instances never take the same row, and a row
 * whose worker died (lease past) is taken again. Delivery is therefore at least once.
 */

/** Whether a row of an outbox table (as `alias`) is due: pending, or claimed by a worker whose lease ran out. */
const due = (alias: string) =>
  `${alias}.next_attempt_at <= now()
   AND (${alias}.status = 'pending' OR (${alias}.status = 'sending' AND ${alias}.locked_until < now()))`;

const claimSet = (set: string | undefined) =>
  `SET status = 'sending', attempts = attempts + 1,
       locked_until = now() + $2 * interval '1 millisecond'${set ? `, ${set}` : ''}`;

/**
 * The claim statement of an outbox table: marks up to $1 due rows 'sending' for a lease of $2 ms and returns
 * them. `where` narrows the candidates and `set` adds assignments (SQL fragments written in code, never input).
 */
export function claimDueSql(table: string, options: { where?: string; set?: string } = {}): string {
  return `UPDATE ${table}
     ${claimSet(options.set)}
   WHERE id IN (SELECT id FROM ${table}
                 WHERE ${due(table)}
                   ${options.where ? `AND (${options.where})` : ''}
                 ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
  RETURNING *`;
}

/**
 * The claim statement of an outbox table whose rows go to destinations that must not hold each other up (a
 * webhook's endpoints): up to $1 due rows (lease $2 ms), taken in turns across the live groups, oldest first
 * within each, and never more of one group than $5 less what the caller already has in flight for it ($3 the
 * group ids, $4 their counts). A group whose tries hang therefore keeps at most $5 of the caller's slots, and
 * the others' rows are claimed as soon as a slot is free. `group` is the table's group column and `groups` a
 * query of the live groups' ids (SQL written in code). An index on (group, next_attempt_at, id) of the rows
 * pending or sending keeps each group's look a short range scan, however long another group's backlog.
 */
export function claimDueInTurnsSql(
  table: string,
  options: { group: string; groups: string; set?: string },
): string {
  return `UPDATE ${table}
     ${claimSet(options.set)}
   WHERE id IN (
     SELECT c.id FROM (
       SELECT x.id, x.next_attempt_at,
              coalesce(b.n, 0) + row_number() OVER (PARTITION BY g.id ORDER BY x.next_attempt_at, x.id) AS turn
         FROM (${options.groups}) AS g(id)
         LEFT JOIN unnest($3::bigint[], $4::int[]) AS b(id, n) ON b.id = g.id
        CROSS JOIN LATERAL (
          SELECT t.id, t.next_attempt_at FROM ${table} t
           WHERE t.${options.group} = g.id AND t.status IN ('pending', 'sending') AND ${due('t')}
           ORDER BY t.next_attempt_at, t.id
           LIMIT greatest($5 - coalesce(b.n, 0), 0)
           FOR UPDATE SKIP LOCKED) x) c
      ORDER BY c.turn, c.next_attempt_at, c.id
      LIMIT $1)
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
