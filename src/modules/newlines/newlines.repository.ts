import type { Queryable } from '../../db/index.js';
import { jsonRow, jsonRowSql } from '../../http/db-json.js';
import { ownerQuery } from '../../http/scope.js';
import { ValidationError } from '../../http/errors.js';
import { searchPattern } from '../../http/paging.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import {
  FLAGS,
  type CreateNewlineBody,
  type ListNewlinesFilters,
  type Newline,
  type NewlineSummary,
  type NewlineWithCompany,
  type UpdateNewlineBody,
} from './newlines.schemas.js';

/** The columns of a newline row (`n`, with its spec `s`); `producttype` as its id, or as text for /products. */
const newlineColumns = (producttype: 'id' | 'text') =>
  `n.newlineid, s.psid, n.companyid, n.productname, n.productcode, n.description,
  ${producttype === 'text' ? 'n.producttype::text AS producttype' : 'n.producttype'}, n.category,
  ${FLAGS.map((f) => `n.${f}::int AS ${f}`).join(', ')}, n.mcs, n.buyer, n.buyercomments,
  api_ts(n.lastupdated) AS lastupdated, api_ts(n.created) AS created, n.isactive::int AS isactive`;

export const NEWLINE_COLUMNS = newlineColumns('id');

/** Columns a create writes, in a fixed order (names never come from input). */
export const INSERT_COLUMNS = [
  'companyid',
  'siteid',
  'productname',
  'productcode',
  'description',
  'producttype',
  'category',
  ...FLAGS,
  'mcs',
  'buyer',
  'buyercomments',
] as const;

// Built once, like every hot read's statement: a text made afresh on each call is hashed whole to find its name.
const FIND_NEWLINE_SQL = `SELECT ${NEWLINE_COLUMNS} FROM newlines n LEFT JOIN product_specs s ON s.newlineid = n.newlineid
  WHERE n.newlineid = $1`;

const FIND_NEWLINE_JSON_SQL = jsonRowSql(FIND_NEWLINE_SQL);
/** findNewline as the JSON text of its row (db-json.ts): what GET /newlines/{id} sends. */
export function findNewlineJson(q: Queryable, newlineid: number): Promise<string | undefined> {
  return jsonRow(q, FIND_NEWLINE_JSON_SQL, [newlineid]);
}

export async function findNewline(q: Queryable, newlineid: number): Promise<Newline | undefined> {
  const { rows } = await q.query<Newline>(FIND_NEWLINE_SQL, [newlineid]);
  return rows[0];
}

/** The newline with its company's name and technical user, `producttype` as text (the /products views). */
export async function findNewlineWithCompany(
  q: Queryable,
  newlineid: number,
): Promise<NewlineWithCompany | undefined> {
  const { rows } = await q.query<NewlineWithCompany>(
    `SELECT ${newlineColumns('text')}, c.companyname, n.technicaluser
       FROM newlines n JOIN companies c ON c.companyid = n.companyid
       LEFT JOIN product_specs s ON s.newlineid = n.newlineid WHERE n.newlineid = $1`,
    [newlineid],
  );
  return rows[0];
}

export async function findNewlineSummary(
  q: Queryable,
  newlineid: number,
): Promise<NewlineSummary | undefined> {
  const { rows } = await q.query<NewlineSummary>(
    `SELECT n.newlineid, c.companyname, n.technicaluser, n.companyid, n.buyer, n.mcs, n.isactive::int AS active,
            api_ts(n.created) AS created, api_ts(n.lastupdated) AS lastupdated
       FROM newlines n JOIN companies c ON c.companyid = n.companyid WHERE n.newlineid = $1`,
    [newlineid],
  );
  return rows[0];
}

/** The newline's ids, its row locked for the rest of the transaction. */
export async function lockNewline(
  q: Queryable,
  newlineid: number,
): Promise<{ newlineid: number; companyid: number } | undefined> {
  const { rows } = await q.query<{ newlineid: number; companyid: number }>(
    'SELECT newlineid, companyid FROM newlines WHERE newlineid = $1 FOR UPDATE',
    [newlineid],
  );
  return rows[0];
}

/** Renames the company the newline belongs to (after a move, the new one). */
export async function renameCompanyOfNewline(q: Queryable, newlineid: number, companyname: string) {
  await q.write(
    `UPDATE companies SET companyname = $2, lastupdated = now()
      WHERE companyid = (SELECT companyid FROM newlines WHERE newlineid = $1)`,
    [newlineid, companyname],
  );
}

/**
 * Why each (companyid, siteid) pair cannot take a newline, or null when it can: the company must exist and
 * be active, the site must exist, be active and belong to it. One round trip for any number of pairs.
 */
export async function companySiteProblems(
  q: Queryable,
  pairs: { companyid: number; siteid: number }[],
): Promise<(string | null)[]> {
  if (pairs.length === 0) return [];
  const { rows } = await q.query<{
    i: number;
    company_active: number | null;
    site_company: number | null;
    site_active: number | null;
  }>(
    `SELECT p.i::int AS i, c.active::int AS company_active, s.companyid AS site_company, s.active::int AS site_active
       FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS p(companyid, siteid, i)
       LEFT JOIN companies c ON c.companyid = p.companyid
       LEFT JOIN sites s ON s.siteid = p.siteid`,
    [pairs.map((p) => p.companyid), pairs.map((p) => p.siteid)],
  );
  const out: (string | null)[] = pairs.map(() => null);
  for (const r of rows) {
    const { companyid, siteid } = pairs[r.i - 1]!;
    if (r.company_active === null) out[r.i - 1] = `Invalid companyid: ${companyid} does not exist`;
    else if (r.company_active === 0) out[r.i - 1] = `Invalid companyid: supplier ${companyid} is inactive`;
    else if (r.site_company === null) out[r.i - 1] = `Invalid siteid: ${siteid} does not exist`;
    else if (r.site_company !== companyid)
      out[r.i - 1] = `Invalid siteid: site ${siteid} does not belong to company ${companyid}`;
    else if (r.site_active === 0) out[r.i - 1] = `Invalid siteid: site ${siteid} is inactive`;
  }
  return out;
}

export async function assertCompanySite(q: Queryable, companyid: number, siteid: number): Promise<void> {
  const [problem] = await companySiteProblems(q, [{ companyid, siteid }]);
  if (problem) throw new ValidationError(problem);
}

/** The newline and its product spec; call inside a transaction. */
export async function insertNewline(
  q: Queryable,
  body: CreateNewlineBody,
  userid: number,
): Promise<{ newlineid: number; psid: number }> {
  const values = INSERT_COLUMNS.map((c) => (body as Record<string, unknown>)[c] ?? null);
  const flagStart = INSERT_COLUMNS.indexOf(FLAGS[0]);
  for (let i = flagStart; i < flagStart + FLAGS.length; i++) values[i] ??= 0;
  const { rows } = await q.write<{ newlineid: number; psid: number }>(
    `WITH n AS (
       INSERT INTO newlines (${INSERT_COLUMNS.join(', ')})
       VALUES (${INSERT_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING newlineid
     )
     INSERT INTO product_specs (newlineid, userid) SELECT newlineid, $${values.length + 1} FROM n
     RETURNING newlineid, psid`,
    [...values, userid],
  );
  return rows[0]!;
}

/** The company's default site (else its lowest active site), for a newline moved to that company. */
export async function defaultSiteOf(q: Queryable, companyid: number): Promise<number | undefined> {
  const { rows } = await q.query<{ siteid: number }>(
    `SELECT siteid FROM sites WHERE companyid = $1 AND active = 1 ORDER BY is_default DESC, siteid LIMIT 1`,
    [companyid],
  );
  return rows[0]?.siteid;
}

/**
 * Updates the given newline columns (names from the schema's fixed list). Reactivating or deactivating a
 * newline does the same to its spec, so that allergen and nutrition writes follow the newline's state.
 */
export async function updateNewline(
  q: Queryable,
  newlineid: number,
  fields: Partial<UpdateNewlineBody> & { siteid?: number; technicaluser?: string | null },
): Promise<boolean> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  const { rowCount } = await q.write(
    `UPDATE newlines SET ${[...sets, 'lastupdated = now()'].join(', ')} WHERE newlineid = $1`,
    [newlineid, ...entries.map(([, v]) => v)],
  );
  if (rowCount > 0 && fields.isactive !== undefined) {
    await q.write('UPDATE product_specs SET isactive = $2, lastupdated = now() WHERE newlineid = $1', [
      newlineid,
      fields.isactive,
    ]);
  }
  return rowCount > 0;
}

export async function deactivateNewline(q: Queryable, newlineid: number): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE newlines SET isactive = 0, lastupdated = now() WHERE newlineid = $1 AND isactive = 1',
    [newlineid],
  );
  if (rowCount === 0) return false;
  await q.write('UPDATE product_specs SET isactive = 0, lastupdated = now() WHERE newlineid = $1', [
    newlineid,
  ]);
  return true;
}

/** A newline moved to another company goes to that company's default site: a site never crosses companies. */
export async function siteForMove(q: Queryable, companyid: number): Promise<number> {
  const { rows } = await q.query<{ active: number }>(
    'SELECT active::int AS active FROM companies WHERE companyid = $1',
    [companyid],
  );
  if (rows[0] === undefined) throw new ValidationError(`Invalid companyid: ${companyid} does not exist`);
  if (rows[0].active !== 1) throw new ValidationError(`Invalid companyid: supplier ${companyid} is inactive`);
  const siteid = await defaultSiteOf(q, companyid);
  if (siteid === undefined)
    throw new ValidationError(`Invalid companyid: supplier ${companyid} has no active site`);
  return siteid;
}

/** Writes validated newline fields, moving the newline to the new company's default site if it changes. */
export async function applyNewlineUpdate(
  q: Queryable,
  current: { newlineid: number; companyid: number },
  fields: Record<string, unknown>,
): Promise<void> {
  const { companyid } = fields;
  const write: Record<string, unknown> = { ...fields };
  if (typeof companyid === 'number' && companyid !== current.companyid)
    write.siteid = await siteForMove(q, companyid);
  await updateNewline(q, current.newlineid, write);
}

const LIST_WHERE = `($1::int IS NULL OR n.companyid = $1) AND ($2::int IS NULL OR n.isactive = $2)
  AND ($3::text IS NULL OR n.productname ILIKE $3 OR n.productcode ILIKE $3)`;
// The sort key travels in the cursor as epoch microseconds: exact, where the answer's `created` is to the second.
const LIST_SELECT = `SELECT ${NEWLINE_COLUMNS}, (extract(epoch FROM n.created) * 1000000)::bigint AS sort_key
  FROM newlines n LEFT JOIN product_specs s ON s.newlineid = n.newlineid`;
// Two statements, not one with "$5 IS NULL OR …": a generic plan could not use the row comparison to start the
// index scan (newlines_created) at the cursor, and would read every row before it.
const LIST_PAGE_SQL = `${LIST_SELECT} WHERE ${LIST_WHERE}
  ORDER BY n.created DESC, n.newlineid DESC LIMIT $4 OFFSET $5`;
const LIST_AFTER_SQL = `${LIST_SELECT} WHERE ${LIST_WHERE}
    AND (n.created, n.newlineid) < (timestamptz 'epoch' + $5::bigint * interval '1 microsecond', $6::int)
  ORDER BY n.created DESC, n.newlineid DESC LIMIT $4`;
const LIST_COUNT_SQL = `SELECT count(*)::int AS total FROM newlines n WHERE ${LIST_WHERE}`;

const listParams = (f: ListNewlinesFilters) => [
  f.companyid ?? null,
  f.active ?? null,
  searchPattern(f.search),
];

/** A page of newlines, newest first: `offset` rows in, or after the `after` cursor's row. */
export async function listNewlines(
  q: Queryable,
  filters: ListNewlinesFilters,
  page: { limit: number; offset: number; after?: { key: string; id: number } },
): Promise<(Newline & { sort_key: number })[]> {
  const params = listParams(filters);
  const { rows } = page.after
    ? await q.query<Newline & { sort_key: number }>(LIST_AFTER_SQL, [
        ...params,
        page.limit,
        page.after.key,
        page.after.id,
      ])
    : await q.query<Newline & { sort_key: number }>(LIST_PAGE_SQL, [...params, page.limit, page.offset]);
  return rows;
}

/** How many newlines match the filters, on all pages. */
export async function countNewlines(q: Queryable, filters: ListNewlinesFilters): Promise<number> {
  const { rows } = await q.query<{ total: number }>(LIST_COUNT_SQL, listParams(filters));
  return rows[0]!.total;
}

/** The ids a newline write names exist (company, product type, category, buyer): else a 400 naming the field. */
export async function assertNewlineLookups(
  q: Queryable,
  f: { companyid?: number; producttype?: number | null; category?: number | null; buyer?: number | null },
): Promise<void> {
  await assertLookupIds(q, [
    { field: 'companyid', table: 'companies', value: f.companyid },
    { field: 'producttype', table: 'product_types', value: f.producttype },
    { field: 'category', table: 'categories', value: f.category },
    { field: 'buyer', table: 'users', value: f.buyer },
  ]);
}

/** The company of a newline, for the supplier scope (http/scope.ts). */
export const newlineOwner = ownerQuery('SELECT companyid FROM newlines WHERE newlineid = $1');
