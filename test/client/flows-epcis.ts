import { expect } from 'vitest';
import { epcisDocument, lotLink, shippingEvent, uniqueLot } from '../fixtures/epcis.js';
import { uniqueGln } from '../fixtures/gs1.js';
import { ok, type ClientTest } from './harness.js';

/** A lot shipped and queried back through the EPCIS 2.0 binding: capture, its job, the query pages and lists. */
export async function epcisFlow(ct: ClientTest) {
  const { api } = ct;
  const { gtin, lot } = uniqueLot();
  const gln = uniqueGln();
  const ids = [1, 2, 3].map(() => `urn:uuid:${crypto.randomUUID()}`);
  const events = ids.map((eventID, i) =>
    shippingEvent({ gtin, lot, gln, eventID, eventTime: `2026-11-2${i}T10:00:00.000Z` }),
  );
  const captured = await api.POST('/api/v1/epcis/capture', { body: epcisDocument(events) });
  expect(captured.response.status).toBe(202);
  const job = ok(captured);
  expect(job).toMatchObject({ eventCount: 3, storedCount: 3, success: true });
  expect(captured.response.headers.get('location')).toBe(`/api/v1/epcis/capture/${job.captureID}`);
  const again = ok(
    await api.GET('/api/v1/epcis/capture/{captureID}', {
      params: { path: { captureID: Number(job.captureID) } },
    }),
  );
  expect(again).toEqual(job);

  const query = { MATCH_anyEPCClass: lotLink(gtin, lot), EQ_bizStep: 'shipping|receiving', perPage: 2 };
  const first = await api.GET('/api/v1/epcis/events', { params: { query } });
  const page1 = ok(first);
  const link = first.response.headers.get('link');
  expect(link).toMatch(/; rel="next"$/);
  const nextPageToken = new URL(/^<([^>]+)>/.exec(link!)![1]!, ct.origin).searchParams.get('nextPageToken')!;
  const second = await api.GET('/api/v1/epcis/events', { params: { query: { ...query, nextPageToken } } });
  const page2 = ok(second);
  expect(second.response.headers.get('link')).toBeNull();
  const seen = [page1, page2].flatMap((d) =>
    d.epcisBody.queryResults.resultsBody.eventList.map((e) => e.eventID),
  );
  expect(seen).toEqual(ids);

  const one = ok(await api.GET('/api/v1/epcis/events/{eventID}', { params: { path: { eventID: ids[1]! } } }));
  expect(one.epcisBody.queryResults.resultsBody.eventList).toHaveLength(1);
  const types = ok(await api.GET('/api/v1/epcis/eventTypes'));
  expect(types.member).toContain('ObjectEvent');
  expect(ok(await api.GET('/api/v1/epcis/bizSteps')).member).toContain('shipping');
  expect(ok(await api.GET('/api/v1/epcis/dispositions')).member).toContain('in_transit');
}
