import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { smallTemplate } from '../../../test/fixtures/questionnaires.js';
import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the questionnaires' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  createQuestionnaire: () => json(smallTemplate()),
  updateQuestionnaire: () => json({ name: 'Renamed' }),
  // The default template (its id 1, seeded by the migration) and its codes.
  sendQuestionnaire: () => json({ templateid: 1, due: '2099-01-01' }),
  saveQuestionnaireAnswers: () => json({ answers: [{ code: 'FSM1', value: 'yes' }] }),
  uploadQuestionnaireFile: () => fileForm(PNG_1x1, 'certificate.png', 'image/png'),
  reviewQuestionnaire: () => json({ decision: 'accept', comments: 'Fine' }),
};

export const queries: Queries = {
  listQuestionnaireAssignments: (ids) => `supplierid=${ids.supplierid}`,
};

export const pathIds: PathIds = {
  assignmentid: 'assignmentid',
  fileid: 'fileid',
  code: () => 'CRT4',
  templateid: () => '1',
};
