import type { Queryable } from '../../db/index.js';
import { ValidationError } from '../../http/errors.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { userCompany } from './actions.repository.js';

/**
 * An assignee is an active user of the organisation or of the audited supplier: never another supplier's user,
 * who would then read this supplier's action (docs/actions.md).
 */
export async function assertAssignee(q: Queryable, userid: number, companyid: number): Promise<void> {
  const user = await userCompany(q, userid);
  if (!user) throw new ValidationError(`Invalid assignee: ${userid} does not exist`);
  if (user.active !== 1) throw new ValidationError(`Invalid assignee: ${userid} is inactive`);
  if (user.companyid !== ORGANISATION_ID && user.companyid !== companyid) {
    throw new ValidationError(
      `Invalid assignee: ${userid} is not a user of the organisation or of the audited supplier`,
    );
  }
}
