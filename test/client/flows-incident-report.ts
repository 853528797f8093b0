import { expect } from 'vitest';
import { uniqueGtin } from '../fixtures/gs1.js';
import { ok, type ClientTest } from './harness.js';

/** A mock recall opened and its report downloaded through the typed client; an incident that does not exist, 404. */
export async function incidentReportFlow(ct: ClientTest) {
  const { api } = ct;
  const lot = `https://id.gs1.org/01/${uniqueGtin(14)}/10/MOCK-${Date.now()}`;
  const incident = ok(
    await api.POST('/api/v1/incidents', {
      body: {
        kind: 'mock',
        title: 'Annual mock recall',
        hazard: 'foreign_body',
        severity: 2,
        scope: { lots: [lot] },
      },
    }),
  ).data;
  const pdf = ok(
    await api.GET('/api/v1/incidents/{incidentid}/report.pdf', {
      params: { path: { incidentid: incident.incidentid } },
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
