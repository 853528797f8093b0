import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the auth operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  changePassword: (_, w) => json({ currentpassword: w.a.password, newpassword: `${w.a.password}-renewed` }),
};

export const pathIds: PathIds = { id: { '/api/v1/auth/sendPasswordReset/': 'userid' } };
