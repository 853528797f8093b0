import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the admin operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createApiKey: (ids) => json({ name: 'scope matrix', level: 2, userid: ids.userid }),
};

export const pathIds: PathIds = { id: { '/api/v1/admin/apiKeys/': 'keyid' } };
