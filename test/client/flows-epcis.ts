import { expect } from 'vitest';
import { epcisDocument, shippingEvent, uniqueLot } from '../fixtures/epcis.js';
import { uniqueGln } from '../fixtures/gs1.js';
import { ok, type ClientTest } from './harness.js';

/** EPCIS 2.0 traceability events through the typed client: capture, the capture job. */
export async function epcisFlow(ct: ClientTest) {
  const { api } = ct;
  const doc = epcisDocument([shippingEvent({ ...uniqueLot(), gln: uniqueGln() })]);
  const captured = await api.POST('/api/v1/epcis/capture', { body: doc });
  expect(captured.response.status).toBe(202);
  const job = ok(captured);
  expect(job).toMatchObject({ success: true, eventCount: 1, storedCount: 1 });
  expect(captured.response.headers.get('location')).toBe(`/api/v1/epcis/capture/${job.captureID}`);
  const again = ok(
    await api.GET('/api/v1/epcis/capture/{captureID}', {
      params: { path: { captureID: Number(job.captureID) } },
    }),
  );
  expect(again).toEqual(job);
}
