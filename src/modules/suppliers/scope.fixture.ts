import { multipart, newSupplier } from '../../../test/fixtures/suppliers.js';
import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the suppliers' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createSupplier: () => json(newSupplier()),
  createSupplierBulk: () => {
    const row = newSupplier();
    return multipart(`${Object.keys(row).join(',')}\r\n${Object.values(row).join(',')}\r\n`);
  },
  updateSupplier: () => json({ comments: 'Reviewed' }),
};

export const queries: Queries = {
  listSuppliers: (ids) => `search=${encodeURIComponent(ids.companyname)}`,
};

export const pathIds: PathIds = { supplierid: 'supplierid' };
