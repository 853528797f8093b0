import type { Queryable } from '../../db/index.js';
import { insertOncePerPsid, updateColumns } from './columns.js';
import { NUTRITION_FIELDS } from './nutrition-rules.js';
import { VALUE_FIELDS, type NutritionValues, type StoredNutrition } from './nutrition.schemas.js';
import { PRODUCT_HEADER_COLUMNS, PRODUCT_HEADER_JOINS } from './spec.repository.js';

/** The spec's nutrition record with its names; undefined when none was recorded. */
const FIND_NUTRITION_SQL = `SELECT s.psid, s.statusid, u.portionsize::float8 AS portionsize,
    ${VALUE_FIELDS.map((f) => `u.${f}::text AS ${f}`).join(', ')}, ${PRODUCT_HEADER_COLUMNS},
    api_ts(s.supplierdeclarationdate) AS copysupplierdeclarationdate,
    api_ts(s.technicalsignoffdate) AS copytechnicalsignoffdate
  ${PRODUCT_HEADER_JOINS} JOIN nutrition u ON u.psid = s.psid`;

export async function findNutrition(q: Queryable, psid: number): Promise<StoredNutrition | undefined> {
  const { rows } = await q.query<StoredNutrition>(`${FIND_NUTRITION_SQL} WHERE s.psid = $1`, [psid]);
  return rows[0];
}

/** findNutrition of many specs in one statement (the seed's approvals), by psid. */
export async function findNutritionOf(q: Queryable, psids: number[]): Promise<Map<number, StoredNutrition>> {
  const { rows } = await q.query<StoredNutrition>(`${FIND_NUTRITION_SQL} WHERE s.psid = ANY($1::int[])`, [
    psids,
  ]);
  return new Map(rows.map((r) => [r.psid, r]));
}

/** Records the spec's nutrition (values as decimal text); false when it has a record already. */
export function insertNutrition(q: Queryable, psid: number, values: NutritionValues): Promise<boolean> {
  return insertOncePerPsid(q, 'nutrition', psid, NUTRITION_FIELDS, values, '::numeric');
}

/** Changes the given values (null clears one); false when the spec has no nutrition record. */
export async function updateNutrition(q: Queryable, psid: number, values: NutritionValues): Promise<boolean> {
  const key = { column: 'psid', value: psid };
  return (await updateColumns(q, 'nutrition', key, NUTRITION_FIELDS, values, '::numeric')) > 0;
}
