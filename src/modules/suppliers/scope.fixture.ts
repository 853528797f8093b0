import { multipart, newSupplier } from '../../../test/fixtures/suppliers.js';
import { uniqueEmail } from '../../../test/helpers.js';
import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the suppliers' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createSupplier: () => json(newSupplier()),
  createSupplierBulk: () => {
    const row = newSupplier();
    return multipart(`${Object.keys(row).join(',')}\r\n${Object.values(row).join(',')}\r\n`);
  },
  updateSupplier: () => json({ comments: 'Reviewed' }),
  createSite: () =>
    json({ sitename: 'Scope depot', address1: '1 Quay', city: 'Hull', postcode: 'HU1 1AA', countryid: 826 }),
  updateSite: () => json({ postcode: 'HU1 2BB' }),
  createPortalUser: () =>
    json({
      firstname: 'Sam',
      lastname: 'Second',
      emailaddress: uniqueEmail('scope-portal'),
      mobileno: '07700 900011',
    }),
};

export const queries: Queries = {
  listSuppliers: (ids) => `search=${encodeURIComponent(ids.companyname)}`,
};

export const pathIds: PathIds = { supplierid: 'supplierid', siteid: 'siteid', userid: 'userid' };
