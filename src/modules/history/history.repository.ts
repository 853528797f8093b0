import type { Queryable } from '../../db/index.js';
import type { OwnerOf } from '../../http/scope.js';
import { ownerQuery } from '../../http/scope.js';
import { actionOwner } from '../actions/actions.repository.js';
import { auditOwner } from '../audits/audits.repository.js';
import { newlineOwner } from '../newlines/newlines.repository.js';
import { specOwner } from '../products/spec.repository.js';
import { userOwner } from '../users/users.repository.js';
import type { EntityName, HistoryEntry } from './history.schemas.js';
import { changesOf } from './render.js';

interface EntityDef {
  /** Table and id column: fixed names, never input. */
  table: string;
  id: string;
  notFound: string;
  /** The company the record belongs to, for the supplier scope. */
  owner: OwnerOf;
  level: 1 | 4;
}

export const ENTITIES: Record<EntityName, EntityDef> = {
  user: { table: 'users', id: 'userid', notFound: 'User not found', owner: userOwner, level: 1 },
  supplier: {
    table: 'companies',
    id: 'companyid',
    notFound: 'Supplier not found',
    owner: async (_q, id) => id,
    level: 1,
  },
  newline: {
    table: 'newlines',
    id: 'newlineid',
    notFound: 'Newline not found',
    owner: newlineOwner,
    level: 1,
  },
  product: { table: 'product_specs', id: 'psid', notFound: 'Product not found', owner: specOwner, level: 1 },
  audit: { table: 'audits', id: 'auditid', notFound: 'Audit not found', owner: auditOwner, level: 1 },
  // Keys are the admin's business, as GET /admin/apiKeys is.
  apikey: {
    table: 'api_keys',
    id: 'id',
    notFound: 'API key not found',
    owner: ownerQuery('SELECT u.companyid FROM api_keys k JOIN users u USING (userid) WHERE k.id = $1'),
    level: 4,
  },
  // No wholesaler belongs to a supplier; a catalogue item belongs to its spec's company (docs/catalogues.md).
  wholesaler: {
    table: 'wholesalers',
    id: 'wholesalerid',
    notFound: 'Wholesaler not found',
    owner: async () => undefined,
    level: 1,
  },
  catalogue: {
    table: 'catalogue_items',
    id: 'itemid',
    notFound: 'Catalogue item not found',
    owner: ownerQuery(
      `SELECT n.companyid FROM catalogue_items i JOIN product_specs s ON s.psid = i.psid
         JOIN newlines n ON n.newlineid = s.newlineid WHERE i.itemid = $1`,
    ),
    level: 1,
  },
  // A corrective action belongs to its audit's supplier (docs/actions.md).
  action: {
    table: 'corrective_actions',
    id: 'actionid',
    notFound: 'Action not found',
    owner: actionOwner,
    level: 1,
  },
};

/** Whether the record exists, or ever did (its history says so). */
export async function everExisted(q: Queryable, entity: EntityName, id: number): Promise<boolean> {
  const def = ENTITIES[entity];
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
  entity: EntityName,
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
