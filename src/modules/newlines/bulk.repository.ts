import type { Queryable, Tx } from '../../db/index.js';
import { INSERT_COLUMNS } from './newlines.repository.js';
import type { CreateNewlineBody } from './newlines.schemas.js';

/** Lookup columns checked for a whole batch at once: field → table. */
const LOOKUPS = [
  ['producttype', 'product_types', 'id'],
  ['category', 'categories', 'id'],
  ['buyer', 'users', 'userid'],
] as const;

/** For each body, the first lookup id that does not exist (one query per lookup for the whole batch). */
export async function lookupProblems(q: Queryable, bodies: CreateNewlineBody[]): Promise<(string | null)[]> {
  const out: (string | null)[] = bodies.map(() => null);
  for (const [field, table, column] of LOOKUPS) {
    const wanted = [
      ...new Set(bodies.map((b) => b[field]).filter((v): v is number => typeof v === 'number')),
    ];
    if (wanted.length === 0) continue;
    const { rows } = await q.query<{ id: number }>(
      `SELECT ${column} AS id FROM ${table} WHERE ${column} = ANY($1::int[])`,
      [wanted],
    );
    const found = new Set(rows.map((r) => r.id));
    bodies.forEach((b, i) => {
      const v = b[field];
      if (out[i] === null && typeof v === 'number' && !found.has(v))
        out[i] = `Invalid ${field}: ${v} does not exist`;
    });
  }
  return out;
}

/**
 * Every valid row in three statements, whatever their number: ids are taken from the sequences first so
 * that each row's newlineid and psid are known without relying on the order of RETURNING.
 */
export async function insertAll(
  tx: Tx,
  bodies: CreateNewlineBody[],
  userid: number,
): Promise<{ newlineid: number; psid: number }[]> {
  const { rows: ids } = await tx.query<{ newlineid: number; psid: number }>(
    `SELECT nextval('newlines_newlineid_seq')::int AS newlineid, nextval('product_specs_psid_seq')::int AS psid
       FROM generate_series(1, $1::int)`,
    [bodies.length],
  );
  const records = bodies.map((b, i) => ({ ...b, newlineid: ids[i]!.newlineid, psid: ids[i]!.psid }));
  const types: Record<string, string> = {
    productname: 'text',
    productcode: 'text',
    description: 'text',
    buyercomments: 'text',
  };
  const defs = ['newlineid', 'psid', ...INSERT_COLUMNS].map((c) => `${c} ${types[c] ?? 'int'}`).join(', ');
  const cols = INSERT_COLUMNS.map((c) =>
    c in types || ['producttype', 'category', 'mcs', 'buyer'].includes(c) ? c : `coalesce(${c}, 0)`,
  );
  await tx.write(
    `WITH r AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(${defs})),
          n AS (INSERT INTO newlines (newlineid, ${INSERT_COLUMNS.join(', ')})
                SELECT newlineid, ${cols.join(', ')} FROM r RETURNING newlineid)
     INSERT INTO product_specs (psid, newlineid, userid) SELECT r.psid, r.newlineid, $2 FROM r JOIN n USING (newlineid)`,
    [JSON.stringify(records), userid],
  );
  return ids;
}
