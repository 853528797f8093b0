import type { PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the history's operation (test/fixtures/scope-fixture.ts): a product's history. */
export const pathIds: PathIds = {
  entity: () => 'product',
  id: { '/api/v1/history/': 'psid' },
};
