import { json, type Bodies, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the sites' operations (test/fixtures/scope-fixture.ts); `{siteid}`: suppliers'. */
export const bodies: Bodies = {
  createCompanySite: () =>
    json({ sitename: 'Scope plant', address1: '2 Quay', city: 'Hull', postcode: 'HU1 1AB', countryid: 826 }),
  updateCompanySite: () => json({ postcode: 'HU1 3CC' }),
};

export const queries: Queries = {
  listSites: (ids) => `companyid=${ids.supplierid}`,
};
