import type { PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the lookups (test/fixtures/scope-fixture.ts): one list by its name. */
export const pathIds: PathIds = { name: () => 'countries' };
