import type { Queryable } from '../../db/index.js';

/**
 * Writes of a varying set of columns: the spec, its newline and company (updateProduct), a spec's allergen
 * and nutrition records. The column names are the caller's fixed list (from the schemas, never from input);
 * only the columns of that list that `values` gives are written, every value a bound parameter.
 */
type Table = 'product_specs' | 'newlines' | 'companies' | 'allergens' | 'nutrition';
/** A cast for the bound values (nutrition: decimal text read as numeric, never through a float). */
type Cast = '' | '::numeric';

function given(values: Record<string, unknown>, columns: readonly string[]) {
  const names = columns.filter((c) => values[c] !== undefined);
  return { names, params: names.map((c) => values[c]) };
}

/**
 * `UPDATE table SET <given columns>, lastupdated = now() WHERE key = $1`; the number of rows changed.
 * With no column given nothing runs (0), so the row's `lastupdated` stays as it was.
 */
export async function updateColumns(
  q: Queryable,
  table: Table,
  key: { column: string; value: number },
  columns: readonly string[],
  values: Record<string, unknown>,
  cast: Cast = '',
): Promise<number> {
  const { names, params } = given(values, columns);
  if (names.length === 0) return 0;
  const sets = names.map((c, i) => `${c} = $${i + 2}${cast}`);
  const { rowCount } = await q.write(
    `UPDATE ${table} SET ${[...sets, 'lastupdated = now()'].join(', ')} WHERE ${key.column} = $1`,
    [key.value, ...params],
  );
  return rowCount;
}

/** `INSERT INTO table (psid, <given columns>)` unless the spec has its row already: whether it inserted. */
export async function insertOncePerPsid(
  q: Queryable,
  table: 'allergens' | 'nutrition',
  psid: number,
  columns: readonly string[],
  values: Record<string, unknown>,
  cast: Cast = '',
): Promise<boolean> {
  const { names, params } = given(values, columns);
  const { rowCount } = await q.write(
    `INSERT INTO ${table} (psid${names.map((c) => `, ${c}`).join('')})
     VALUES ($1${names.map((_, i) => `, $${i + 2}${cast}`).join('')}) ON CONFLICT (psid) DO NOTHING`,
    [psid, ...params],
  );
  return rowCount > 0;
}
