import { uniqueEmail } from '../../../test/helpers.js';
import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The access level of supplier portal users (migrations/0040_auth.sql). */
const SUPPLIER_PORTAL = 6;

/** The scope matrix's requests of the users' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createUser: (ids) =>
    json({
      emailaddress: uniqueEmail('scope'),
      password: 'scope-user-pass-1',
      firstname: 'Sam',
      lastname: 'Scope',
      landlineno: null,
      mobileno: null,
      companyid: ids.supplierid,
      jobtitle: 'Quality',
      accesslevelid: SUPPLIER_PORTAL,
      departmentid: 1,
    }),
  updateUser: () => json({ jobtitle: 'Quality lead' }),
};

export const queries: Queries = {
  getUserByQuery: (ids) => `userId=${ids.userid}`,
  listUsers: (ids) => `companyid=${ids.supplierid}`,
};

export const pathIds: PathIds = { id: { '/api/v1/users/': 'userid' } };
