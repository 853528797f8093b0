import type { Queryable } from '../../db/index.js';
import type { ApprovalStatus, SpecGuard } from './approval.schemas.js';

/** What the spec guard says of approving a spec: its supplier's status when neither approved nor conditional. */
export interface GuardFinding {
  mode: Exclude<SpecGuard, 'off'>;
  supplierid: number;
  companyname: string;
  status: ApprovalStatus;
}

/**
 * The spec guard (docs/approval.md, "Effects"): the products workflow asks it before a spec moves to Approved.
 * Undefined when the guard is off or the spec's supplier is approved or conditional (or has no approval row).
 */
export async function specGuard(q: Queryable, psid: number): Promise<GuardFinding | undefined> {
  const { rows } = await q.query<GuardFinding>(
    `SELECT r.specguard AS mode, a.companyid AS supplierid, c.companyname, a.status
       FROM product_specs s
       JOIN newlines n ON n.newlineid = s.newlineid
       JOIN supplier_approvals a ON a.companyid = n.companyid
       JOIN companies c ON c.companyid = a.companyid
      CROSS JOIN approval_rules r
      WHERE s.psid = $1 AND r.specguard <> 'off' AND a.status NOT IN ('approved', 'conditional')`,
    [psid],
  );
  return rows[0];
}

/** The guard's words: the 422's message (block) and the warning (warn). */
export const guardMessage = (f: GuardFinding) =>
  `Supplier ${f.companyname} is ${f.status} (approval status): neither approved nor conditional`;
