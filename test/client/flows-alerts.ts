import { expect } from 'vitest';
import { epcisDocument } from '../fixtures/epcis.js';
import { uniqueGln, uniqueGtin } from '../fixtures/gs1.js';
import { commission } from '../fixtures/trace-chain.js';
import { ok, type ClientTest } from './harness.js';

/** An alert in through the typed client: its lot matched exactly, ready for POST /incidents' scope. */
export async function alertsFlow(ct: ClientTest) {
  const { api } = ct;
  const gtin = uniqueGtin(14);
  const lot = `https://id.gs1.org/01/${gtin}/10/AL-${Date.now()}`;
  const captured = await api.POST('/api/v1/epcis/capture', {
    body: epcisDocument([commission('2026-11-20T08:00:00.000Z', lot, 10, uniqueGln(), '2027-01-01')]),
  });
  expect(captured.response.status).toBe(202);

  const answer = ok(
    await api.POST('/api/v1/incidents/alerts', {
      body: { source: 'FSA', reference: 'FSA-PRIN-1', gtins: [gtin], lots: [lot], published: '2026-11-28' },
    }),
  ).data;
  expect(answer.matches[0]).toMatchObject({ by: 'lot', score: 1, lots: [{ epc: lot, gtin }] });
  expect(answer.scope.lots).toEqual([lot]);
  const refused = await api.POST('/api/v1/incidents/alerts', {
    body: {
      source: 'FSA',
      reference: 'FSA-PRIN-1',
      gtins: [gtin.slice(0, 13) + ((Number(gtin[13]) + 1) % 10)],
    },
  });
  expect(refused.response.status).toBe(400);
}
