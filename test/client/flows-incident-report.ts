import { expect } from 'vitest';
import { incidentInDb } from '../fixtures/incident-rows.js';
import { ok, type ClientTest } from './harness.js';

/** An incident's report through the typed client: the PDF, and the 404 of an incident that does not exist. */
export async function incidentReportFlow(ct: ClientTest) {
  const { api } = ct;
  const { incidentid } = await incidentInDb(ct.t, 'mock', true);
  const pdf = ok(
    await api.GET('/api/v1/incidents/{incidentid}/report.pdf', {
      params: { path: { incidentid } },
      parseAs: 'blob',
    }),
  );
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  const missing = await api.GET('/api/v1/incidents/{incidentid}/report.pdf', {
    params: { path: { incidentid: 987654 } },
  });
  expect(missing.response.status).toBe(404);
}
