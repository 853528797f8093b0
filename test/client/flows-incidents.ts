import { expect } from 'vitest';
import { epcisDocument } from '../fixtures/epcis.js';
import { uniqueGln, uniqueGtin } from '../fixtures/gs1.js';
import { ship } from '../fixtures/trace-chain.js';
import { ok, type ClientTest } from './harness.js';

/** A mock recall of a shipped lot through the typed client: opened, notified, its board, closed. */
export async function incidentFlow(ct: ClientTest) {
  const { api } = ct;
  const lot = `https://id.gs1.org/01/${uniqueGtin(14)}/10/MOCK-${Date.now()}`;
  const store = uniqueGln();
  const site = await api.POST('/api/v1/sites', {
    body: {
      sitename: 'Client store',
      address1: '1 Quay',
      city: 'Harbourton',
      postcode: 'HB1 1AB',
      countryid: 826,
      gln: store,
      sitetype: 'store',
      contactemail: 'store@client.example',
    },
  });
  expect(site.response.status).toBe(201);
  const events = [ship('2026-11-21T08:00:00.000Z', { lot, quantity: 40 }, uniqueGln(), store)];
  expect((await api.POST('/api/v1/epcis/capture', { body: epcisDocument(events) })).response.status).toBe(
    202,
  );
  const opened = await api.POST('/api/v1/incidents', {
    body: {
      kind: 'mock',
      title: 'Client exercise',
      hazard: 'foreign_body',
      severity: 2,
      scope: { lots: [lot] },
      ackwithin: '30m',
    },
  });
  expect(opened.response.status).toBe(201);
  const incident = ok(opened).data;
  expect(incident).toMatchObject({ exercise: true, ackwithin: 1800, status: 'open' });
  expect(incident.affected.lots.map((l) => l.epc)).toContain(lot);
  const path = { params: { path: { incidentid: incident.incidentid } } };
  const notified = ok(await api.POST('/api/v1/incidents/{incidentid}/notify', path)).data;
  expect(notified.incident.status).toBe('notifying');
  const parties = ok(await api.GET('/api/v1/incidents/{incidentid}/parties', path)).data;
  expect(parties.map((p) => [p.kind, p.received, p.notice !== null])).toEqual([['site', 40, true]]);
  // The link a party gets by email (no mail server here: still in the outbox).
  const { rows } = await ct.t.db.query<{ token: string }>(
    'SELECT token FROM incident_mail_outbox WHERE incidentid = $1',
    [incident.incidentid],
  );
  const token = { params: { path: { token: rows[0]!.token } } };
  expect(ok(await api.GET('/api/v1/incidents/ack/{token}', token)).data.party.name).toBe('Client store');
  const report = ok(
    await api.POST('/api/v1/incidents/ack/{token}', {
      ...token,
      body: { onhand: 10, sold: 30, destroyed: 0, returned: 0 },
    }),
  ).data;
  expect(report.token).not.toBe(rows[0]!.token);
  const rec = ok(await api.GET('/api/v1/incidents/{incidentid}/reconciliation', path)).data;
  expect(rec.accounted_pct).toBe(100);
  const listed = ok(await api.GET('/api/v1/incidents', { params: { query: { kind: 'mock' } } })).data;
  expect(listed.map((i) => i.incidentid)).toContain(incident.incidentid);
  expect(ok(await api.GET('/api/v1/incidents/{incidentid}', path)).data.counts.acknowledged).toBe(1);
  const renamed = ok(
    await api.PUT('/api/v1/incidents/{incidentid}', { ...path, body: { severity: 1 } }),
  ).data;
  expect(renamed.severity).toBe(1);
  expect(
    ok(await api.POST('/api/v1/incidents/{incidentid}', { ...path, body: { title: 'Client exercise 2' } }))
      .data.title,
  ).toBe('Client exercise 2');
  const rescoped = ok(await api.POST('/api/v1/incidents/{incidentid}/rescope', path)).data;
  expect(rescoped.changes.added).toEqual([]);
  expect(ok(await api.POST('/api/v1/incidents/{incidentid}/contain', path)).data.status).toBe('contained');
  const timeline = ok(await api.GET('/api/v1/incidents/{incidentid}/timeline', path)).data;
  expect(timeline.steps[0]?.step).toBe('opened');
  const closed = ok(
    await api.POST('/api/v1/incidents/{incidentid}/close', {
      ...path,
      body: { closurenote: 'Exercise done' },
    }),
  ).data;
  expect(closed.status).toBe('closed');
  const again = await api.POST('/api/v1/incidents/{incidentid}/close', {
    ...path,
    body: { closurenote: 'x' },
  });
  expect(again.response.status).toBe(409);
}
