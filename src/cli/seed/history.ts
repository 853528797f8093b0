import type { Tx } from '../../db/index.js';

/** A table whose rows the history records one by one (history_capture's arguments, migrations/0050_history.sql). */
export interface Tracked {
  table: string;
  entity: string;
  part: string;
  /** The column holding the entity's id, and the one holding the part's id if any. */
  id: string;
  partId?: string;
  /** The table's row triggers to set aside for the insert: its `history`, and any that has nothing to do then. */
  triggers: string[];
}

export const ANSWERS: Tracked = {
  table: 'audit_answers',
  entity: 'audit',
  part: 'answer',
  id: 'auditid',
  partId: 'itemid',
  triggers: ['history'],
};
/**
 * A spec's allergen or nutrition record. Added to a New spec (as the seed adds them), it changes nothing of it: its
 * `*_changed` trigger (spec_record_changed) would only lock the spec.
 */
const specRecord = (table: 'allergens' | 'nutrition'): Tracked => ({
  table,
  entity: 'product',
  part: table,
  id: 'psid',
  triggers: ['history', `${table}_changed`],
});
export const ALLERGEN_RECORDS = specRecord('allergens');
export const NUTRITION_RECORDS = specRecord('nutrition');

/**
 * Runs `insert` (an INSERT without RETURNING) and writes each new row's history entry as the table's row trigger
 * would (a create: the row without its bookkeeping, the seed as actor, in the rows' order), for all the rows in one
 * statement. Those triggers, made for the API's one row at a time, were most of the seed's time on these tables
 * (docs/performance.md, "Figures behind the code"); they are off for this one statement only, inside the seed's
 * transaction, so they cannot stay off. The seed runs on an empty database: the lock this takes on the table holds
 * nobody up.
 */
export async function insertTracked(q: Tx, t: Tracked, insert: string, params: unknown[]) {
  const triggers = (action: string) => t.triggers.map((name) => `${action} TRIGGER ${name}`).join(', ');
  await q.exec(`ALTER TABLE ${t.table} ${triggers('DISABLE')}`);
  await q.query(
    `WITH made AS (${insert} RETURNING *)
     INSERT INTO history (entity, entityid, action, part, partid, old, new, userid, via, requestid, reason)
     SELECT '${t.entity}', m.${t.id}, 'create', '${t.part}', ${t.partId ? `m.${t.partId}` : 'NULL::integer'},
            NULL, to_jsonb(m) - history_bookkeeping(),
            (c.ctx ->> 'userid')::integer, c.ctx ->> 'via', c.ctx ->> 'requestid', c.ctx ->> 'reason'
       FROM made m, (SELECT history_actor() AS ctx) c`,
    params,
  );
  await q.exec(`ALTER TABLE ${t.table} ${triggers('ENABLE')}`);
}
