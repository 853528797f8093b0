import type { Bodies } from '../../../test/fixtures/scope-fixture.js';

/**
 * The scope matrix's requests of the incidents (test/fixtures/scope-fixture.ts). An alert in is the organisation's:
 * a supplier is refused (403) whatever it names.
 */
export const bodies: Bodies = {
  matchAlert: () => ({ payload: { source: 'FSA', reference: 'SCOPE-1', gtins: ['04012345111118'] } }),
};
