import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { SUPPLIER_DEPARTMENT, SUPPLIER_PORTAL_ACCESS } from './provision.repository.js';
import type { CreatePortalUserBody } from './portal-users.schemas.js';

/** A temporary password, as provisioned: its hash for the user, the clear text for the outbox only. */
export interface Credentials {
  passwordHash: string;
  tempPassword: string;
}

/**
 * Adds a portal user to an active supplier, with its welcome email in the outbox, in one statement (as
 * createSupplier does). Undefined when there is no such active supplier. A taken email fails on the users'
 * unique index (the caller maps it).
 */
export async function insertPortalUser(
  q: Queryable,
  supplierid: number,
  user: CreatePortalUserBody,
  credentials: Credentials,
): Promise<number | undefined> {
  const { rows } = await q.write<{ userid: number }>(
    `WITH u AS (
       INSERT INTO users (companyid, departmentid, accesslevelid, emailaddress, password_hash, firstname, lastname,
                          mobileno)
       SELECT $1, ${SUPPLIER_DEPARTMENT}, ${SUPPLIER_PORTAL_ACCESS}, $2, $3, $4, $5, $6
        WHERE EXISTS (SELECT 1 FROM companies
                       WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID})
       RETURNING userid, companyid, emailaddress, firstname
     ),
     o AS (
       INSERT INTO supplier_outbox (companyid, userid, recipient, firstname, temp_password)
       SELECT companyid, userid, emailaddress, firstname, $7 FROM u
     )
     SELECT userid FROM u`,
    [
      supplierid,
      user.emailaddress,
      credentials.passwordHash,
      user.firstname,
      user.lastname,
      user.mobileno,
      credentials.tempPassword,
    ],
  );
  return rows[0]?.userid;
}

export interface PortalUserRow {
  userid: number;
  emailaddress: string;
  firstname: string;
  /** Still the welcome email's temporary password (`sha256$…`, src/lib/temp-password.ts). */
  temporary: boolean;
}

/**
 * An active user of an active supplier, locked until the caller's transaction ends (two resends queue here).
 * Undefined when the user is not that supplier's, or either is inactive.
 */
export async function lockPortalUser(
  tx: Queryable,
  supplierid: number,
  userid: number,
): Promise<PortalUserRow | undefined> {
  const { rows } = await tx.write<PortalUserRow>(
    `SELECT u.userid, u.emailaddress, u.firstname, u.password_hash LIKE 'sha256$%' AS temporary
       FROM users u JOIN companies c ON c.companyid = u.companyid
      WHERE u.userid = $2 AND u.companyid = $1 AND u.active = 1 AND c.active = 1 AND c.companyid <> ${ORGANISATION_ID}
        FOR UPDATE OF u`,
    [supplierid, userid],
  );
  return rows[0];
}

/**
 * A new temporary password for the user and a new welcome email; a welcome email still waiting is cancelled
 * first (its password no longer works). Returns the new outbox row's id.
 */
export async function requeueWelcome(
  tx: Queryable,
  supplierid: number,
  user: PortalUserRow,
  credentials: Credentials,
): Promise<number> {
  await tx.write('UPDATE users SET password_hash = $2, lastupdated = now() WHERE userid = $1', [
    user.userid,
    credentials.passwordHash,
  ]);
  await tx.write(
    `UPDATE supplier_outbox SET status = 'cancelled', temp_password = NULL, locked_until = NULL,
            last_error = 'Replaced by a resent welcome email'
      WHERE userid = $1 AND status = 'pending'`,
    [user.userid],
  );
  const { rows } = await tx.write<{ id: number }>(
    `INSERT INTO supplier_outbox (companyid, userid, recipient, firstname, temp_password)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [supplierid, user.userid, user.emailaddress, user.firstname, credentials.tempPassword],
  );
  return rows[0]!.id;
}
