import type { Queryable } from '../../db/index.js';
import type { HistoryEntity } from '../../app-context.js';
import type { HistoryEntry } from './history.schemas.js';
import { changesOf } from './render.js';

/** Whether the record exists, or ever did (its history says so). */
export async function everExisted(
  q: Queryable,
  entity: string,
  def: Pick<HistoryEntity, 'table' | 'id'>,
  id: number,
): Promise<boolean> {
  const { rows } = await q.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${def.table} WHERE ${def.id} = $1)
         OR EXISTS (SELECT 1 FROM history WHERE entity = $2 AND entityid = $1) AS found`,
    [id, entity],
  );
  return rows[0]!.found;
}

interface Row extends Omit<HistoryEntry, 'changes'> {
  old: Record<string, unknown> | null;
  new: Record<string, unknown> | null;
}

/** One page of a record's history, oldest first, after `afterId`; one more row than asked tells of a next page. */
export async function historyPage(
  q: Queryable,
  entity: string,
  id: number,
  afterId: number,
  limit: number,
): Promise<{ entries: HistoryEntry[]; more: boolean }> {
  const { rows } = await q.query<Row>(
    `SELECT historyid, entity, entityid, action, part, partid, old, new, userid, via, requestid, reason,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
       FROM history WHERE entity = $1 AND entityid = $2 AND historyid > $3
      ORDER BY historyid LIMIT $4`,
    [entity, id, afterId, limit + 1],
  );
  const entries = rows
    .slice(0, limit)
    .map(({ old, new: now, ...r }) => ({ ...r, changes: changesOf(r.part, old, now) }));
  return { entries, more: rows.length > limit };
}
