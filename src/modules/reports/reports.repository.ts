import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';

/** Whether `companyid` is a supplier, active or not (a former supplier's audits still report). */
export async function supplierExists(q: Queryable, companyid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM companies WHERE companyid = $1 AND companyid <> $2', [
    companyid,
    ORGANISATION_ID,
  ]);
  return rows.length > 0;
}
