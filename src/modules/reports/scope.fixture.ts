import type { Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the reports (test/fixtures/scope-fixture.ts). */
export const queries: Queries = {
  // The analytics name one supplier: another company's answers as a missing supplier (404).
  reportAuditSummary: (ids) => `companyid=${ids.supplierid}`,
  reportFailedItems: (ids) => `companyid=${ids.supplierid}`,
  reportSupplierScorecard: (ids) => `companyid=${ids.supplierid}`,
  reportSpecStatus: (ids) => `companyid=${ids.supplierid}`,
};
