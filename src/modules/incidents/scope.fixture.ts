import type { PathIds } from '../../../test/fixtures/scope-fixture.js';

/**
 * The scope matrix's requests of the incidents' operations (test/fixtures/scope-fixture.ts). The report is the
 * organisation's only: the supplier scope is refused whatever the id; the organisation reads an id that exists
 * nowhere (404).
 */
export const pathIds: PathIds = { incidentid: () => '987654' };
