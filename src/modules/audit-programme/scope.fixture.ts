import { DEFAULT_RULES } from '../../../test/fixtures/audit-programme.js';
import { json, type Bodies, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the audit programme's operations (all refused to the supplier scope). */
export const bodies: Bodies = {
  updateAuditProgrammeRules: () => json(DEFAULT_RULES),
  planAuditProgramme: (ids) => json({ days: 30, userid: ids.userid }),
  assignPlannedAudit: (ids) => json({ userid: ids.userid }),
};

export const queries: Queries = {
  listAuditProgramme: (ids) => `supplierid=${ids.supplierid}`,
};
