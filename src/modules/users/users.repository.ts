import type { Queryable } from '../../db/index.js';
import type { CountCache } from '../../http/count-cache.js';
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

/** Users matching the filters, by userid, one page (offset or after an id), and how many match in all. */
export async function listUsers(
  q: Queryable,
  filters: Pick<ListUsersQuery, 'companyid' | 'active' | 'search'>,
  page: { limit: number; offset: number; afterId?: number },
  counts: CountCache,
): Promise<{ items: User[]; total: number }> {
  const like = searchPattern(filters.search)?.toLowerCase() ?? null;
  const params = [filters.companyid ?? null, filters.active ?? null, like];
  const where = `($1::int IS NULL OR companyid = $1) AND ($2::int IS NULL OR active = $2)
    AND ($3::text IS NULL OR lower(firstname) LIKE $3 OR lower(lastname) LIKE $3 OR lower(emailaddress) LIKE $3)`;
  const total = await counts.get(JSON.stringify(['users', ...params]), async () => {
    const { rows } = await q.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users WHERE ${where}`,
      params,
    );
    return rows[0]!.total;
  });
  const { rows } = await q.query<User>(
    `SELECT ${USER_COLUMNS} FROM users WHERE ${where} AND userid > $4 ORDER BY userid LIMIT $5 OFFSET $6`,
    [...params, page.afterId ?? 0, page.limit, page.afterId !== undefined ? 0 : page.offset],
  );
  return { items: rows, total };
}
