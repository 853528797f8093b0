import { multipart } from '../../../test/fixtures/suppliers.js';
import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the newlines' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createNewline: (ids) =>
    json({
      companyid: ids.supplierid,
      siteid: ids.siteid,
      productname: 'Matrix crackers',
      productcode: 'MX-1',
    }),
  createNewlineBulk: (ids) =>
    multipart(
      `companyid,siteid,productname,productcode\r\n${ids.supplierid},${ids.siteid},Matrix bulk,MB-1\r\n`,
    ),
  updateNewlineById: () => json({ description: 'Reworded' }),
};

export const queries: Queries = {
  listNewlines: (ids) => `companyid=${ids.supplierid}&search=${ids.productcode}`,
};

export const pathIds: PathIds = { newlineid: 'newlineid', id: { '/api/v1/newlines/': 'newlineid' } };
