import type { Queryable } from '../../db/index.js';
import { searchPattern } from '../../http/paging.js';
import { ownerQuery } from '../../http/scope.js';
import type { CreateUserBody, ListUsersQuery, UpdateUserBody, User } from './users.schemas.js';

const USER_COLUMNS = `userid, companyid, departmentid, emailaddress, accesslevelid, firstname, lastname, jobtitle,
  landlineno, mobileno, comments, logincount, api_ts(lastloggedin) AS lastloggedin, api_ts(lastupdated) AS lastupdated,
  api_ts(created) AS created, active`;

// Built once: a statement text made afresh on each call is hashed whole to find its prepared name.
const FIND_USER_SQL = `SELECT ${USER_COLUMNS} FROM users WHERE userid = $1`;

export async function findUser(q: Queryable, userid: number): Promise<User | undefined> {
  const { rows } = await q.query<User>(FIND_USER_SQL, [userid]);
  return rows[0];
}

export async function emailTaken(q: Queryable, email: string, exceptUserid?: number): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM users WHERE lower(emailaddress) = lower($1) AND userid IS DISTINCT FROM $2',
    [email, exceptUserid ?? null],
  );
  return rows.length > 0;
}

export async function insertUser(
  q: Queryable,
  user: Omit<CreateUserBody, 'password'> & { passwordHash: string },
): Promise<number> {
  const { rows } = await q.write<{ userid: number }>(
    `INSERT INTO users (emailaddress, password_hash, firstname, lastname, landlineno, mobileno, companyid, jobtitle,
                        accesslevelid, departmentid, comments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING userid`,
    [
      user.emailaddress,
      user.passwordHash,
      user.firstname,
      user.lastname,
      user.landlineno,
      user.mobileno,
      user.companyid,
      user.jobtitle,
      user.accesslevelid,
      user.departmentid,
      user.comments ?? null,
    ],
  );
  return rows[0]!.userid;
}

/** Updates the given columns (names come from the schema's fixed list, never from input). */
export async function updateUser(q: Queryable, userid: number, fields: UpdateUserBody): Promise<boolean> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  const sets = entries.map(([k], i) => `${k} = $${i + 2}`);
  const { rowCount } = await q.write(
    `UPDATE users SET ${sets.join(', ')}, lastupdated = now() WHERE userid = $1`,
    [userid, ...entries.map(([, v]) => v)],
  );
  return rowCount > 0;
}

export async function deactivateUser(q: Queryable, userid: number): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE users SET active = 0, lastupdated = now() WHERE userid = $1 AND active = 1',
    [userid],
  );
  return rowCount > 0;
}

/** The company of a user, for the supplier scope (http/scope.ts). */
export const userOwner = ownerQuery('SELECT companyid FROM users WHERE userid = $1');

type UserFilters = Pick<ListUsersQuery, 'companyid' | 'active' | 'search'>;

const LIST_WHERE = `($1::int IS NULL OR companyid = $1) AND ($2::int IS NULL OR active = $2)
  AND ($3::text IS NULL OR lower(firstname) LIKE $3 OR lower(lastname) LIKE $3 OR lower(emailaddress) LIKE $3)`;
const LIST_SQL = `SELECT ${USER_COLUMNS} FROM users WHERE ${LIST_WHERE} AND userid > $4
  ORDER BY userid LIMIT $5 OFFSET $6`;
const COUNT_SQL = `SELECT count(*)::int AS total FROM users WHERE ${LIST_WHERE}`;

const listParams = (f: UserFilters) => [
  f.companyid ?? null,
  f.active ?? null,
  searchPattern(f.search)?.toLowerCase() ?? null,
];

/** Users matching the filters, by userid, one page (`offset` rows in, or after the `after` id). */
export async function listUsers(
  q: Queryable,
  filters: UserFilters,
  page: { limit: number; offset: number; after?: number },
): Promise<User[]> {
  const { rows } = await q.query<User>(LIST_SQL, [
    ...listParams(filters),
    page.after ?? 0,
    page.limit,
    page.after !== undefined ? 0 : page.offset,
  ]);
  return rows;
}

/** How many users match the filters, on all pages. */
export async function countUsers(q: Queryable, filters: UserFilters): Promise<number> {
  const { rows } = await q.query<{ total: number }>(COUNT_SQL, listParams(filters));
  return rows[0]!.total;
}
