import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the audits' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createAudit: (ids) => json({ companyid: ids.supplierid, userid: 1, audit_date: '2026-03-14' }),
  saveAuditItemResponse: () => json({ result: 'pass', notes: 'Checked' }),
  uploadAuditPhoto: () => fileForm(PNG_1x1),
  completeAudit: () => json({}),
};

export const pathIds: PathIds = {
  auditid: 'auditid',
  sectionid: 'sectionid',
  itemid: 'itemid',
  docid: 'docid',
};
