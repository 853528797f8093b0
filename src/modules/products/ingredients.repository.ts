import type { Queryable } from '../../db/index.js';
import type { Ingredient } from '../../lib/label/ingredients.js';

/** The spec's ingredient list ([] when none recorded) and whether it is active; undefined for no spec `psid`. */
export async function findIngredients(
  q: Queryable,
  psid: number,
): Promise<{ list: Ingredient[]; active: boolean } | undefined> {
  const { rows } = await q.query<{ ingredients: Ingredient[] | null; active: boolean }>(
    'SELECT ingredients, isactive = 1 AS active FROM product_specs WHERE psid = $1',
    [psid],
  );
  return rows[0] && { list: rows[0].ingredients ?? [], active: rows[0].active };
}

/**
 * Replaces the spec's list (the spec's triggers record the change and move an approved spec back to New). An empty
 * list is stored as null, "not recorded", which GET answers as [] too: one state, not two.
 */
export async function writeIngredients(
  q: Queryable,
  psid: number,
  list: readonly Ingredient[],
): Promise<void> {
  // Unchanged: no write, so neither a history entry nor a status change for a PUT that repeats the list.
  await q.write(
    `UPDATE product_specs SET ingredients = $2::jsonb, lastupdated = now()
      WHERE psid = $1 AND ingredients IS DISTINCT FROM $2::jsonb`,
    [psid, list.length > 0 ? JSON.stringify(list) : null],
  );
}

/** The country ids of `ids` that are not in the countries lookup, in the order given. */
export async function unknownCountries(q: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: number }>(
    `SELECT i.id FROM unnest($1::int[]) WITH ORDINALITY AS i(id, n)
      WHERE NOT EXISTS (SELECT 1 FROM countries c WHERE c.id = i.id) ORDER BY i.n`,
    [ids],
  );
  return rows.map((r) => r.id);
}

/** The spec's declared allergens as stored (0 No, 1 Yes, 2 May); undefined when none were recorded. */
export async function declaredAllergens(
  q: Queryable,
  psid: number,
): Promise<Record<string, number> | undefined> {
  const { rows } = await q.query<{ record: Record<string, number> }>(
    'SELECT to_jsonb(a) AS record FROM allergens a WHERE a.psid = $1',
    [psid],
  );
  return rows[0]?.record;
}
