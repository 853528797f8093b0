import { PDF_MIN, soonExpiring } from '../../../test/fixtures/certificates.js';
import { fileForm } from '../../../test/fixtures/audits/images.js';
import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the certificates' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createAccreditation: () => json(soonExpiring()),
  updateAccreditation: () => json({ grade: 'A', scope: 'Oatcakes' }),
  uploadAccreditationDocument: () => fileForm(PDF_MIN, 'renewed.pdf', 'application/pdf'),
};

export const pathIds: PathIds = { accreditationid: 'accreditationid' };
