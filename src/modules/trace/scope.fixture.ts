import type { PathIds, Queries } from '../../../test/fixtures/scope-fixture.js';

/**
 * The scope matrix's requests of the trace (test/fixtures/scope-fixture.ts): one lot whoever asks. A trace is never
 * refused; what a supplier sees of it is the events at its own sites (src/modules/trace/trace.test.ts shows a
 * supplier tracing another's lot gets the root alone).
 */
const LOT = 'https://id.gs1.org/01/04012345111118/10/SCOPE-1';
export const queries: Queries = {
  traceForward: () => `epc=${encodeURIComponent(LOT)}`,
  traceBackward: () => `epc=${encodeURIComponent(LOT)}`,
};

export const pathIds: PathIds = {
  gtin: () => '04012345111118',
  lot: () => 'SCOPE-1',
};
