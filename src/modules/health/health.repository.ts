import type { Queryable } from '../../db/index.js';

/** Whether the database answers: throws when it does not. */
export async function ping(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
