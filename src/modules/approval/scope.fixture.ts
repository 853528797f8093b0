import { json, type Bodies } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the approval's operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  overrideSupplierApproval: () => json({ status: 'conditional', reason: 'Matrix override' }),
  updateApprovalRules: () => json({ specguard: 'warn' }),
};
