import type { Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the label (test/fixtures/scope-fixture.ts): the badge, the other SVG part. */
export const queries: Queries = { getProductLabelSvg: () => 'part=nutriscore' };
