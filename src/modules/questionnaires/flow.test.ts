import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import { fileForm, PNG_1x1, SVG } from '../../../test/fixtures/audits/images.js';
import { PDF_MIN } from '../../../test/fixtures/certificates.js';
import {
  GOOD_ANSWERS,
  publishedTemplate,
  readAssignment,
  review,
  saveAnswers,
  sendQuestionnaire,
  submit,
} from '../../../test/fixtures/questionnaires.js';
import { bearer } from '../../../test/fixtures/accounts.js';

const t = useTestApp();

function upload(id: number, code: string, file: Buffer, name: string, type: string, token?: string) {
  const form = fileForm(file, name, type);
  return t.api({
    method: 'POST',
    url: `/api/v1/questionnaires/assignments/${id}/answers/${code}/file`,
    ...form,
    ...(token ? { key: null, headers: { ...form.headers, ...bearer(token) } } : {}),
  });
}

describe('a questionnaire sent, answered by the supplier, submitted and reviewed', () => {
  it('goes from Not started to Accepted with a score, the supplier answering through its portal user', async () => {
    const s = await supplierAccount(t);
    const templateid = await publishedTemplate(t);
    const sent = await sendQuestionnaire(t, s.supplierid, templateid, '2099-06-30');
    expect(sent).toMatchObject({ status: 'Not started', version: 1, due: '2099-06-30', overdue: false });
    const id = sent.assignmentid;
    const who = { token: s.token };

    // The to-do list: its own assignments (the default one made with it, and this one).
    const todo = await t.api({
      method: 'GET',
      url: '/api/v1/questionnaires/assignments',
      key: null,
      headers: bearer(s.token),
    });
    expect(todo.statusCode, todo.body).toBe(200);
    expect(todo.json().data.map((a: { assignmentid: number }) => a.assignmentid)).toContain(id);
    expect(new Set(todo.json().data.map((a: { supplierid: number }) => a.supplierid))).toEqual(
      new Set([s.supplierid]),
    );

    // A draft: some answers, then more; a null clears one.
    let res = await saveAnswers(
      t,
      id,
      [
        { code: 'Q1', value: 'no' },
        { code: 'N1', value: 4 },
      ],
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'In progress' });
    expect(res.json().data.preview).toBeUndefined(); // the score preview is the organisation's
    res = await saveAnswers(
      t,
      id,
      [...GOOD_ANSWERS, { code: 'N1', value: null }, { code: 'D1', value: '2026-01-15' }],
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers.map((a: { code: string }) => a.code)).toEqual([
      'D1',
      'Q1',
      'Q2',
      'Q3',
      'T1',
    ]);

    // Submitting without the required file: 422 naming it.
    res = await submit(t, id, who);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ success: false, error: 'Required questions not answered: F1' });

    // The file: a wrong type refused, a PDF accepted and downloaded.
    res = await upload(id, 'F1', SVG, 'x.svg', 'image/svg+xml', s.token);
    expect(res.statusCode, res.body).toBe(400);
    res = await upload(id, 'T1', PDF_MIN, 'c.pdf', 'application/pdf', s.token);
    expect(res.json()).toEqual({ success: false, error: 'Question T1 is not a file question' });
    res = await upload(id, 'F1', PDF_MIN, 'cert.pdf', 'application/pdf', s.token);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data.files[0];
    expect(file).toMatchObject({ code: 'F1', filename: 'cert.pdf', mime: 'application/pdf' });
    expect(res.json().data.answers.find((a: { code: string }) => a.code === 'F1').value).toBe(file.fileid);
    const download = await t.api({
      method: 'GET',
      url: `/api/v1/questionnaires/assignments/${id}/files/${file.fileid}`,
      key: null,
      headers: bearer(s.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF_MIN)).toBe(true);

    // The reviewer's preview before the submission.
    const staff = (await readAssignment(t, id)).json().data;
    expect(staff.preview).toEqual({ score: 100, critical: false, good: ['Q1', 'Q2', 'Q3'], notgood: [] });

    res = await submit(t, id, who);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'Submitted' });
    expect(res.json().data.submitted_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Submitted: no more answers, no second submission, no upload.
    expect((await saveAnswers(t, id, [{ code: 'Q1', value: 'no' }], who)).statusCode).toBe(409);
    expect((await submit(t, id, who)).json()).toEqual({
      success: false,
      error: 'The questionnaire is Submitted: it can no longer be answered',
    });
    expect((await upload(id, 'F1', PNG_1x1, 'p.png', 'image/png', s.token)).statusCode).toBe(409);
    // The supplier does not review its own.
    expect((await review(t, id, { decision: 'accept', comments: 'me' }, who)).statusCode).toBe(403);

    res = await review(
      t,
      id,
      { decision: 'accept', comments: 'Thank you', internalnote: 'Low risk' },
      { key: t.key[3] },
    );
    expect(res.statusCode, res.body).toBe(200);
    const reviewed = res.json().data;
    expect(reviewed).toMatchObject({ status: 'Accepted', score: 100, critical: false });
    const today = new Date().toISOString().slice(0, 10);
    const expires = new Date(`${today}T00:00:00Z`);
    expires.setUTCMonth(expires.getUTCMonth() + 12);
    expect(reviewed.expires).toBe(expires.toISOString().slice(0, 10));
    expect(reviewed.reviews).toMatchObject([
      { decision: 'accept', comments: 'Thank you', internalnote: 'Low risk' },
    ]);
    // A second review: 409.
    expect((await review(t, id, { decision: 'reject', comments: 'again' })).statusCode).toBe(409);

    // The supplier reads the comments, never the internal note.
    const mine = await readAssignment(t, id, who);
    expect(mine.json().data.reviews).toEqual([
      { decision: 'accept', comments: 'Thank you', score: 100, critical: false, created: expect.any(String) },
    ]);
    expect(mine.body).not.toContain('Low risk');
  });

  it('scores the weighted share of good answers and flags a bad critical answer; changes go back to the supplier', async () => {
    const s = await supplierAccount(t);
    const templateid = await publishedTemplate(t);
    const { assignmentid: id } = await sendQuestionnaire(t, s.supplierid, templateid);
    const who = { token: s.token };
    // Q1 (weight 3, critical) no; Q2 (1) good; Q3 (2) includes None: not good.
    await saveAnswers(
      t,
      id,
      [
        { code: 'Q1', value: 'no' },
        { code: 'Q2', value: 'Quarterly' },
        { code: 'Q3', value: ['Metal', 'None'] },
        { code: 'T1', value: 'Sam' },
      ],
      who,
    );
    await upload(id, 'F1', PNG_1x1, 'cert.png', 'image/png', s.token);
    expect((await submit(t, id, who)).statusCode).toBe(200);
    let res = await review(t, id, { decision: 'changes', comments: 'Please confirm your HACCP plan' });
    expect(res.json().data).toMatchObject({
      status: 'Changes requested',
      score: 16.67,
      critical: true,
      expires: null,
    });
    // Back to the supplier: answers again (the status stays Changes requested until submitted).
    res = await saveAnswers(
      t,
      id,
      [
        { code: 'Q1', value: 'yes' },
        { code: 'Q3', value: null },
      ],
      who,
    );
    expect(res.json().data.status).toBe('Changes requested');
    expect(res.json().data.reviews[0].comments).toBe('Please confirm your HACCP plan');
    expect((await submit(t, id, who)).statusCode).toBe(200);
    // Q3 unanswered (optional): left out. 4 of 4.
    res = await review(t, id, { decision: 'reject', comments: 'Not for us' });
    expect(res.json().data).toMatchObject({ status: 'Rejected', score: 100, critical: false, expires: null });
    expect(res.json().data.reviews.map((r: { decision: string }) => r.decision)).toEqual([
      'changes',
      'reject',
    ]);
    expect((await saveAnswers(t, id, [{ code: 'Q1', value: 'no' }], who)).statusCode).toBe(409);
  });
});
