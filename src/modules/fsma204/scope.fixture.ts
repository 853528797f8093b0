import type { Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the FSMA 204 routes: one company's CTEs (another's answers as a missing one, 404). */
export const queries: Queries = {
  getFsma204Records: (ids) => `companyid=${ids.supplierid}&from=2026-11-01&to=2026-12-01`,
  getTraceabilityCompleteness: (ids) => `companyid=${ids.supplierid}&from=2026-11-01&to=2026-12-01`,
};
