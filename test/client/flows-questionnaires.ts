import { expect } from 'vitest';
import { formData, type components } from '../../client/index.js';
import { PDF_MIN } from '../fixtures/certificates.js';
import { smallTemplate } from '../fixtures/questionnaires.js';
import { newSupplier } from '../fixtures/suppliers.js';
import { ok, type ClientTest } from './harness.js';

type TemplateInput = components['schemas']['QuestionnaireQuestion'];

/** A questionnaire template written, published and sent; answered with a file, submitted and reviewed. */
export async function questionnairesFlow(ct: ClientTest) {
  const { api } = ct;
  const body = smallTemplate() as { name: string; sections: { title: string; questions: TemplateInput[] }[] };
  const created = ok(await api.POST('/api/v1/questionnaires', { body }));
  const templatePath = { templateid: created.data.templateid };
  ok(
    await api.PUT('/api/v1/questionnaires/{templateid}', {
      params: { path: templatePath },
      body: { name: 'Client questionnaire' },
    }),
  );
  const published = ok(
    await api.POST('/api/v1/questionnaires/{templateid}/publish', { params: { path: templatePath } }),
  );
  expect(published.data).toMatchObject({ status: 'published', published_version: 1 });
  const list = ok(await api.GET('/api/v1/questionnaires'));
  expect(list.data.some((x) => x.templateid === created.data.templateid)).toBe(true);
  ok(
    await api.GET('/api/v1/questionnaires/{templateid}', {
      params: { path: templatePath, query: { version: 1 } },
    }),
  );

  const { supplierid } = ok(
    await api.POST('/api/v1/suppliers/createSupplier', {
      body: newSupplier({ companyname: 'Questioned Foods' }) as components['schemas']['SupplierInput'],
    }),
  );
  const sent = ok(
    await api.POST('/api/v1/suppliers/{supplierid}/questionnaires', {
      params: { path: { supplierid } },
      body: { templateid: created.data.templateid, due: '2099-01-31' },
    }),
  );
  const path = { assignmentid: sent.data.assignmentid };
  ok(
    await api.PUT('/api/v1/questionnaires/assignments/{assignmentid}/answers', {
      params: { path },
      body: {
        answers: [
          { code: 'Q1', value: 'yes' },
          { code: 'Q2', value: 'Monthly' },
          { code: 'T1', value: 'Jo Bloggs' },
        ],
      },
    }),
  );
  const withFile = ok(
    await api.POST('/api/v1/questionnaires/assignments/{assignmentid}/answers/{code}/file', {
      params: { path: { ...path, code: 'F1' } },
      body: { file: new Blob([PDF_MIN], { type: 'application/pdf' }) },
      bodySerializer: formData,
    }),
  );
  const fileid = withFile.data.files[0]!.fileid;
  const pdf = ok(
    await api.GET('/api/v1/questionnaires/assignments/{assignmentid}/files/{fileid}', {
      params: { path: { ...path, fileid } },
      parseAs: 'blob',
    }),
  );
  expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_MIN)).toBe(true);
  ok(await api.POST('/api/v1/questionnaires/assignments/{assignmentid}/submit', { params: { path } }));
  const reviewed = ok(
    await api.POST('/api/v1/questionnaires/assignments/{assignmentid}/review', {
      params: { path },
      body: { decision: 'accept', comments: 'Thank you', internalnote: 'Low risk' },
    }),
  );
  expect(reviewed.data).toMatchObject({ status: 'Accepted', score: 100, critical: false });
  const again = await api.POST('/api/v1/questionnaires/assignments/{assignmentid}/review', {
    params: { path },
    body: { decision: 'reject', comments: 'Again' },
  });
  expect(again.response.status).toBe(409);
  const queue = ok(
    await api.GET('/api/v1/questionnaires/assignments', {
      params: { query: { supplierid, status: 'Accepted' } },
    }),
  );
  expect(queue.data.map((a) => a.assignmentid)).toEqual([sent.data.assignmentid]);
  const mine = ok(
    await api.GET('/api/v1/suppliers/{supplierid}/questionnaires', { params: { path: { supplierid } } }),
  );
  expect(mine.data).toHaveLength(2);
  ok(await api.GET('/api/v1/questionnaires/assignments/{assignmentid}', { params: { path } }));
}
