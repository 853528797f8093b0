import type { Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the audit export (test/fixtures/scope-fixture.ts). */
export const queries: Queries = { exportAudit: () => 'format=xlsx' };
