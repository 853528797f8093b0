import type { Queryable } from '../../db/index.js';
import { jsonRow, jsonRowSql } from '../../http/db-json.js';
import { ALLERGENS, type AllergenRecord, type AllergenValues } from './allergens.schemas.js';
import { insertOncePerPsid, updateColumns } from './columns.js';
import { PRODUCT_HEADER_COLUMNS, PRODUCT_HEADER_JOINS } from './spec.repository.js';

const WORDS = ALLERGENS.map((a) => `(ARRAY['No','Yes','May'])[a.${a} + 1] AS ${a}`).join(', ');

// Built once: a statement text made afresh on each call costs a hash of its whole text to find its prepared name.
const FIND_ALLERGENS_SQL = `SELECT s.psid, ${WORDS}, ${PRODUCT_HEADER_COLUMNS}
  ${PRODUCT_HEADER_JOINS} JOIN allergens a ON a.psid = s.psid WHERE s.psid = $1`;

const FIND_ALLERGENS_MANY_SQL = FIND_ALLERGENS_SQL.replace(
  'WHERE s.psid = $1',
  'WHERE s.psid = ANY($1::int[])',
);

const FIND_ALLERGENS_JSON_SQL = jsonRowSql(FIND_ALLERGENS_SQL);
/** findAllergens as the JSON text of its row (db-json.ts): what getAllergens sends. */
export function findAllergensJson(q: Queryable, psid: number): Promise<string | undefined> {
  return jsonRow(q, FIND_ALLERGENS_JSON_SQL, [psid]);
}

/** The spec's allergens as No / Yes / May, with its names; undefined when none were recorded. */
export async function findAllergens(q: Queryable, psid: number): Promise<AllergenRecord | undefined> {
  const { rows } = await q.query<AllergenRecord>(FIND_ALLERGENS_SQL, [psid]);
  return rows[0];
}

/** findAllergens of many specs in one statement (the seed's approvals), by psid. */
export async function findAllergensOf(q: Queryable, psids: number[]): Promise<Map<number, AllergenRecord>> {
  const { rows } = await q.query<AllergenRecord>(FIND_ALLERGENS_MANY_SQL, [psids]);
  return new Map(rows.map((r) => [r.psid, r]));
}

/** Records the spec's allergens (those not given are 0, No); false when it has a record already. */
export function insertAllergens(q: Queryable, psid: number, values: AllergenValues): Promise<boolean> {
  return insertOncePerPsid(q, 'allergens', psid, ALLERGENS, values);
}

/** Changes the given allergens; false when the spec has no allergen record. */
export async function updateAllergens(q: Queryable, psid: number, values: AllergenValues): Promise<boolean> {
  return (await updateColumns(q, 'allergens', { column: 'psid', value: psid }, ALLERGENS, values)) > 0;
}
