import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import {
  publishedTemplate,
  readAssignment,
  review,
  saveAnswers,
  sendQuestionnaire,
  submit,
} from '../../../test/fixtures/questionnaires.js';
import { approvalOf, ruleOf, statusOf } from '../../../test/fixtures/approval.js';

// The approval and the questionnaires together, through the API only: the supplier's portal user answers and
// submits, a manager reviews, and the approval follows in the reviewer's own request (the triggers on saqs).
const t = useTestApp();

const SECTIONS = [
  {
    title: 'Safety',
    questions: [
      {
        code: 'H1',
        text: 'HACCP plan in place?',
        kind: 'yesno',
        required: true,
        weight: 3,
        critical: true,
        good: ['yes'],
      },
      {
        code: 'P1',
        text: 'Pest control visits',
        kind: 'choice',
        options: ['Monthly', 'Never'],
        required: true,
        weight: 1,
        good: ['Monthly'],
      },
    ],
  },
];

/** A low-risk supplier with its portal user, sent the small template; the assignment's id and who answers. */
async function sent() {
  const s = await supplierAccount(t, { risk: 1 });
  const templateid = await publishedTemplate(t, { sections: SECTIONS });
  const { assignmentid } = await sendQuestionnaire(t, s.supplierid, templateid);
  return { s, id: assignmentid, who: { token: s.token } };
}

describe('the approval follows the questionnaire answered through the API', () => {
  it('pending while answered and submitted; approved the moment a good one is accepted', async () => {
    const { s, id, who } = await sent();
    expect(await statusOf(t, s.supplierid)).toBe('pending');
    const created = await t.api({ method: 'GET', url: `/api/v1/suppliers/${s.supplierid}` });
    expect(created.json().data.supplier.approvalstatus).toBe('pending');

    let res = await saveAnswers(
      t,
      id,
      [
        { code: 'H1', value: 'yes' },
        { code: 'P1', value: 'Monthly' },
      ],
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    res = await submit(t, id, who);
    expect(res.statusCode, res.body).toBe(200);
    expect((await ruleOf(t, s.supplierid, 'questionnaire')).input).toMatchObject({ latest: 'Submitted' });
    expect(await statusOf(t, s.supplierid)).toBe('pending');

    res = await review(t, id, { decision: 'accept', comments: 'Thank you' });
    expect(res.statusCode, res.body).toBe(200);
    const approval = await approvalOf(t, s.supplierid);
    expect(approval).toMatchObject({ approvalstatus: 'approved', reasons: [] });
    expect(approval.rules.find((r) => r.rule === 'questionnaire_score')!.input).toMatchObject({
      score: 100,
      critical: false,
    });
    // The supplier's read carries it too.
    const read = await t.api({ method: 'GET', url: `/api/v1/suppliers/${s.supplierid}` });
    expect(read.json().data.supplier.approvalstatus).toBe('approved');
    // The supplier reads its own status, the same.
    const own = await t.api({
      method: 'GET',
      url: `/api/v1/suppliers/${s.supplierid}/approval`,
      key: null,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.approvalstatus).toBe('approved');
  });

  it('a critical question answered badly: accepted, scored, and the supplier conditional', async () => {
    const { s, id, who } = await sent();
    await saveAnswers(
      t,
      id,
      [
        { code: 'H1', value: 'no' },
        { code: 'P1', value: 'Monthly' },
      ],
      who,
    );
    expect((await submit(t, id, who)).statusCode).toBe(200);
    const res = await review(t, id, { decision: 'accept', comments: 'Accepted with a HACCP plan to follow' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readAssignment(t, id)).json().data).toMatchObject({ status: 'Accepted', critical: true });
    expect(await approvalOf(t, s.supplierid)).toMatchObject({
      approvalstatus: 'conditional',
      reasons: ['questionnaire with a critical answer'],
    });
  });

  it('a rejected questionnaire leaves the supplier pending', async () => {
    const { s, id, who } = await sent();
    await saveAnswers(
      t,
      id,
      [
        { code: 'H1', value: 'yes' },
        { code: 'P1', value: 'Never' },
      ],
      who,
    );
    expect((await submit(t, id, who)).statusCode).toBe(200);
    expect((await review(t, id, { decision: 'reject', comments: 'No pest control' })).statusCode).toBe(200);
    expect(await approvalOf(t, s.supplierid)).toMatchObject({
      approvalstatus: 'pending',
      reasons: ['no accepted questionnaire in force (latest: Rejected)'],
    });
  });
});
