import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the catalogues' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createWholesaler: () =>
    json({ name: 'Matrix Wholesale', gln: '5412345000013', contactemail: 'edi@matrix.example' }),
  updateWholesaler: () => json({ name: 'Matrix Wholesale Ltd' }),
  createCatalogueItem: (ids) => json({ psid: ids.psid, gtin: '4006381333931', targetmarket: 826 }),
  updateCatalogueItem: () => json({ autopublish: true }),
  confirmPublication: () => json({ state: 'ACCEPTED' }),
};

export const pathIds: PathIds = {
  // No wholesaler or publication belongs to a supplier: the supplier scope is refused them (catalogue items use
  // {itemid}).
  id: { '/api/v1/wholesalers/': 'keyid', '/api/v1/publications/': 'keyid' },
};
