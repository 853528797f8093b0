import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import {
  GOOD_ANSWERS,
  publishedTemplate,
  readAssignment,
  review,
  saveAnswers,
  sendQuestionnaire,
  submit,
} from '../../../test/fixtures/questionnaires.js';

const t = useTestApp();

async function ready() {
  const s = await supplierAccount(t);
  const templateid = await publishedTemplate(t);
  const { assignmentid } = await sendQuestionnaire(t, s.supplierid, templateid);
  return { s, templateid, id: assignmentid };
}

async function answerAll(id: number) {
  expect((await saveAnswers(t, id, GOOD_ANSWERS)).statusCode).toBe(200);
  const form = fileForm(PNG_1x1, 'c.png', 'image/png');
  const up = await t.api({
    method: 'POST',
    url: `/api/v1/questionnaires/assignments/${id}/answers/F1/file`,
    ...form,
  });
  expect(up.statusCode, up.body).toBe(200);
}

describe('hostile input to questionnaires', () => {
  it('refuses wrong value types, unknown codes, files written as values, and oversized bodies; nothing is saved', async () => {
    const { id } = await ready();
    const cases: [unknown, string | RegExp][] = [
      [[{ code: 'Q1', value: true }], 'Invalid answer for Q1: expected "yes" or "no"'],
      [[{ code: 'Q1', value: 'YES' }], 'Invalid answer for Q1: expected "yes" or "no"'],
      [[{ code: 'Q2', value: 'Weekly' }], 'Invalid answer for Q2: expected one of its options'],
      [[{ code: 'Q3', value: 'Metal' }], 'Invalid answer for Q3: expected a list of distinct options'],
      [
        [{ code: 'Q3', value: ['Metal', 'Metal'] }],
        'Invalid answer for Q3: expected a list of distinct options',
      ],
      [[{ code: 'Q3', value: [] }], 'Invalid answer for Q3: expected a list of distinct options'],
      [[{ code: 'N1', value: '12' }], 'Invalid answer for N1: expected a number'],
      [[{ code: 'N1', value: { $gt: 1 } }], 'Invalid answer for N1: expected a number'],
      [[{ code: 'D1', value: '2026-02-30' }], 'Invalid answer for D1: expected a date, YYYY-MM-DD'],
      [[{ code: 'T1', value: '   ' }], /Invalid answer for T1: expected text/],
      [[{ code: 'T1', value: 'x'.repeat(4001) }], /Invalid answer for T1: expected text/],
      [[{ code: 'F1', value: 99 }], /Invalid answer for F1: a file is uploaded/],
      [
        [
          { code: 'Q1', value: 'yes' },
          { code: 'ZZ', value: 'yes' },
          { code: 'Q9', value: 1 },
        ],
        'Unknown question codes: ZZ, Q9',
      ],
      [
        [
          { code: 'Q1', value: 'yes' },
          { code: 'Q1', value: 'no' },
        ],
        'Each question code may be sent once',
      ],
      [[{ code: 'Q1' }], /value/],
      [[], /answers/],
      ['not a list', /answers/],
    ];
    for (const [answers, message] of cases) {
      const res = await t.api({
        method: 'PUT',
        url: `/api/v1/questionnaires/assignments/${id}/answers`,
        payload: { answers } as object,
      });
      expect(res.statusCode, JSON.stringify(answers).slice(0, 80)).toBe(400);
      if (typeof message === 'string') expect(res.json().error).toBe(message);
      else expect(res.json().error).toMatch(message);
    }
    const huge = await saveAnswers(t, id, [{ code: 'T1', value: 'x'.repeat(2 * 1024 * 1024) }]);
    expect(huge.statusCode).toBe(413);
    const read = (await readAssignment(t, id)).json().data;
    expect(read).toMatchObject({ status: 'Not started', answers: [] });
    // Ids that are no ids, and unknown ones.
    expect((await t.api({ method: 'GET', url: '/api/v1/questionnaires/assignments/abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.api({ method: 'GET', url: '/api/v1/questionnaires/assignments/99999999' })).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'GET', url: '/api/v1/questionnaires/assignments/0' })).statusCode).toBe(
      400,
    );
    const far = await t.api({
      method: 'POST',
      url: '/api/v1/questionnaires/assignments/99999999/answers/F1/file',
      ...fileForm(PNG_1x1),
    });
    expect(far.statusCode).toBe(404);
    const badCode = await t.api({
      method: 'POST',
      url: `/api/v1/questionnaires/assignments/${id}/answers/..%2Fx/file`,
      ...fileForm(PNG_1x1),
    });
    expect(badCode.statusCode).toBe(400);
  });

  it('refuses a review that is not a decision, and a send to nobody, in the past, or of no template', async () => {
    const { id, s, templateid } = await ready();
    await answerAll(id);
    expect((await submit(t, id)).statusCode).toBe(200);
    for (const body of [
      { decision: 'maybe', comments: 'x' },
      { decision: 'accept' },
      { decision: 'accept', comments: 'x'.repeat(4001) },
    ]) {
      expect((await review(t, id, body)).statusCode).toBe(400);
    }
    expect((await review(t, id, { decision: 'accept', comments: 'ok' }, { key: t.key[2] })).statusCode).toBe(
      403,
    );
    const send = (supplierid: number, payload: object) =>
      t.api({ method: 'POST', url: `/api/v1/suppliers/${supplierid}/questionnaires`, payload });
    expect((await send(99999999, { templateid, due: '2099-01-01' })).json()).toEqual({
      success: false,
      error: 'Supplier not found or inactive',
    });
    expect((await send(s.supplierid, { templateid: 99999999, due: '2099-01-01' })).json()).toEqual({
      success: false,
      error: 'Questionnaire not found',
    });
    expect((await send(s.supplierid, { templateid, due: '2001-01-01' })).json()).toEqual({
      success: false,
      error: 'due must be today or later',
    });
    expect((await send(s.supplierid, { templateid, due: 'tomorrow' })).statusCode).toBe(400);
    expect((await send(1, { templateid, due: '2099-01-01' })).statusCode).toBe(404); // the organisation itself
  });

  it('lets exactly one of concurrent submissions, and of concurrent reviews, win; replays are 409', async () => {
    const { id } = await ready();
    await answerAll(id);
    const submits = await Promise.all([submit(t, id), submit(t, id), submit(t, id)]);
    expect(submits.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const reviews = await Promise.all([
      review(t, id, { decision: 'accept', comments: 'a' }),
      review(t, id, { decision: 'reject', comments: 'b' }),
      review(t, id, { decision: 'changes', comments: 'c' }),
    ]);
    expect(reviews.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const read = (await readAssignment(t, id)).json().data;
    expect(read.reviews).toHaveLength(1);
    const winner = reviews.find((r) => r.statusCode === 200)!.json().data.status;
    expect(read.status).toBe(winner);
    // A replay of the winning review: 409 naming the state.
    const again = await review(t, id, { decision: 'accept', comments: 'a' });
    expect(again.json()).toEqual({
      success: false,
      error: `The questionnaire is ${winner}: only a submitted one is reviewed`,
    });
    // A draft save racing a submission: the save is whole or refused, never half after the submission.
    const { id: id2 } = await ready();
    await answerAll(id2);
    const [saved, submitted] = await Promise.all([
      saveAnswers(t, id2, [{ code: 'Q1', value: 'no' }]),
      submit(t, id2),
    ]);
    expect(submitted.statusCode).toBe(200);
    const final = (await readAssignment(t, id2)).json().data;
    const q1 = final.answers.find((a: { code: string }) => a.code === 'Q1').value;
    expect(q1).toBe(saved.statusCode === 200 ? 'no' : 'yes');
  });
});
