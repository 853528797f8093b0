import type { Queryable } from '../../db/index.js';
import type { Event } from './events.schemas.js';

/**
 * Numbers the changes of every transaction that has ended (events.functions.ts). `wait: false` (the webhook
 * worker's passes) returns at once when another caller is numbering them.
 */
export async function sequenceEvents(
  q: Queryable,
  { wait = true }: { wait?: boolean } = {},
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    wait ? 'SELECT sequence_events() AS n' : 'SELECT sequence_events(false) AS n',
  );
  return rows[0]!.n;
}

/** Events after `after`, in seq order, of the given types and company when given. */
export async function eventsAfter(
  q: Queryable,
  filter: { after: number; types?: string[]; companyid?: number; limit: number },
): Promise<Event[]> {
  const { rows } = await q.query<Event>(
    `SELECT 'evt_' || seq AS id, seq, type,
            to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS occurred_at,
            entity, entityid, companyid, data
       FROM events
      WHERE seq > $1 AND ($2::text[] IS NULL OR type = ANY ($2)) AND ($3::int IS NULL OR companyid = $3)
      ORDER BY seq LIMIT $4`,
    [filter.after, filter.types ?? null, filter.companyid ?? null, filter.limit],
  );
  return rows;
}
