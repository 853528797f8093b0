import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import { fileForm } from '../../../test/fixtures/audits/images.js';
import { PDF_MIN } from '../../../test/fixtures/certificates.js';
import {
  GOOD_ANSWERS,
  publishedTemplate,
  review,
  saveAnswers,
  sendQuestionnaire,
  submit,
} from '../../../test/fixtures/questionnaires.js';

const t = useTestApp();

it('shows a supplier its own questionnaires only; another’s answer 404 as if absent, and no internal note ever', async () => {
  const a = await supplierAccount(t);
  const b = await supplierAccount(t);
  const templateid = await publishedTemplate(t);
  const mine = (await sendQuestionnaire(t, a.supplierid, templateid)).assignmentid;
  const theirs = (await sendQuestionnaire(t, b.supplierid, templateid)).assignmentid;
  // B's questionnaire answered, submitted and reviewed with an internal note.
  const saved = await saveAnswers(
    t,
    theirs,
    GOOD_ANSWERS.map((x) => (x.code === 'T1' ? { code: 'T1', value: 'B secret answer' } : x)),
    { token: b.token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const form = fileForm(PDF_MIN, 'b.pdf', 'application/pdf');
  const up = await t.api({
    method: 'POST',
    url: `/api/v1/questionnaires/assignments/${theirs}/answers/F1/file`,
    ...form,
    key: null,
    headers: { ...form.headers, ...bearer(b.token) },
  });
  expect(up.statusCode, up.body).toBe(200);
  const fileid = up.json().data.files[0].fileid as number;
  expect((await submit(t, theirs, { token: b.token })).statusCode).toBe(200);
  expect(
    (await review(t, theirs, { decision: 'changes', comments: 'Fix it', internalnote: 'B internal' }))
      .statusCode,
  ).toBe(200);

  const asA = { key: null, headers: bearer(a.token) };
  const notFound = { success: false, error: 'Questionnaire assignment not found' };
  const reads = [
    ['GET', `/api/v1/questionnaires/assignments/${theirs}`, undefined],
    [
      'PUT',
      `/api/v1/questionnaires/assignments/${theirs}/answers`,
      { answers: [{ code: 'Q1', value: 'no' }] },
    ],
    ['POST', `/api/v1/questionnaires/assignments/${theirs}/submit`, undefined],
  ] as const;
  for (const [method, url, payload] of reads) {
    const res = await t.api({ method, url, payload, ...asA });
    expect(res.statusCode, `${method} ${url}`).toBe(404);
    expect(res.json()).toEqual(notFound);
  }
  const file = await t.api({
    method: 'GET',
    url: `/api/v1/questionnaires/assignments/${theirs}/files/${fileid}`,
    ...asA,
  });
  expect(file.statusCode).toBe(404);
  // B's file id through A's own assignment: not A's file.
  const crossed = await t.api({
    method: 'GET',
    url: `/api/v1/questionnaires/assignments/${mine}/files/${fileid}`,
    ...asA,
  });
  expect(crossed.json()).toEqual({ success: false, error: 'Questionnaire file not found' });
  const upload = await t.api({
    method: 'POST',
    url: `/api/v1/questionnaires/assignments/${theirs}/answers/F1/file`,
    ...form,
    key: null,
    headers: { ...form.headers, ...bearer(a.token) },
  });
  expect(upload.statusCode).toBe(404);
  // B's supplier list, and the queue filtered by B: A's own only.
  const other = await t.api({
    method: 'GET',
    url: `/api/v1/suppliers/${b.supplierid}/questionnaires`,
    ...asA,
  });
  expect(other.statusCode).toBe(404);
  const queue = await t.api({
    method: 'GET',
    url: `/api/v1/questionnaires/assignments?supplierid=${b.supplierid}&limit=200`,
    ...asA,
  });
  expect(queue.statusCode).toBe(200);
  expect(queue.json().data.every((x: { supplierid: number }) => x.supplierid === a.supplierid)).toBe(true);
  expect(queue.json().data.map((x: { assignmentid: number }) => x.assignmentid)).toContain(mine);
  // The organisation's levels only: sending, reviewing, templates' writes.
  expect((await review(t, mine, { decision: 'accept', comments: 'x' }, { token: a.token })).statusCode).toBe(
    403,
  );
  const send = await t.api({
    method: 'POST',
    url: `/api/v1/suppliers/${a.supplierid}/questionnaires`,
    payload: { templateid, due: '2099-01-01' },
    ...asA,
  });
  expect(send.statusCode).toBe(403);
  expect((await t.api({ method: 'GET', url: '/api/v1/questionnaires', ...asA })).statusCode).toBe(403);

  // B itself sees the comments but never the internal note, nor the score preview.
  // Nor B's answers anywhere A reads.
  for (const url of [
    '/api/v1/questionnaires/assignments?limit=200',
    `/api/v1/suppliers/${a.supplierid}/questionnaires`,
  ]) {
    expect((await t.api({ method: 'GET', url, ...asA })).body).not.toContain('B secret answer');
  }
  const own = await t.api({
    method: 'GET',
    url: `/api/v1/questionnaires/assignments/${theirs}`,
    key: null,
    headers: bearer(b.token),
  });
  expect(own.json().data.reviews[0]).not.toHaveProperty('internalnote');
  expect(own.json().data).not.toHaveProperty('preview');
  expect(own.body).not.toContain('B internal');
  // Nor in its history.
  const history = await t.api({
    method: 'GET',
    url: `/api/v1/history/supplier/${b.supplierid}`,
    key: null,
    headers: bearer(b.token),
  });
  expect(history.statusCode, history.body).toBe(200);
  expect(history.body).not.toContain('B internal');
  // The organisation sees it.
  const staff = await t.api({ method: 'GET', url: `/api/v1/questionnaires/assignments/${theirs}` });
  expect(staff.json().data.reviews[0].internalnote).toBe('B internal');
});
