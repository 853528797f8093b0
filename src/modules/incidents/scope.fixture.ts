import { json, type Bodies, type PathIds } from '../../../test/fixtures/scope-fixture.js';

/**
 * The scope matrix's requests of the incidents (test/fixtures/scope-fixture.ts). The world holds no incident: the
 * organisation's writes make one of a lot without events (its root alone); a supplier is refused them, and finds no
 * incident of its own (src/modules/incidents/scope.test.ts has one that reaches a supplier).
 */
export const bodies: Bodies = {
  createIncident: () =>
    json({
      kind: 'mock',
      title: 'Matrix exercise',
      hazard: 'other',
      severity: 3,
      scope: { lots: ['https://id.gs1.org/01/04012345111118/10/SCOPE-1'] },
    }),
  updateIncident: () => json({ title: 'Matrix exercise, renamed' }),
  closeIncident: () => json({ closurenote: 'Matrix done' }),
  acknowledgeIncidentNotice: () => json({ onhand: 1, sold: 0, destroyed: 0, returned: 0 }),
};

export const pathIds: PathIds = {
  incidentid: () => '999999',
  token: () => 'A'.repeat(43),
};
