import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the actions' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  // On the world's item answered pass: 422 for the organisation (the supplier scope may not raise actions).
  createAuditAction: (ids) =>
    json({ description: 'Matrix action', assignee: ids.userid, duedate: '2026-05-01', priority: 'low' }),
  // The supplier scope may move the status of an action assigned to it, and only that.
  updateAction: () => json({ status: 'in_progress' }),
};

export const pathIds: PathIds = { id: { '/api/v1/actions/': 'actionid' } };
