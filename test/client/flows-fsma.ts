import { expect } from 'vitest';
import { epcisDocument, lotLink, shippingEvent, uniqueLot } from '../fixtures/epcis.js';
import { uniqueGln } from '../fixtures/gs1.js';
import { ok, type ClientTest } from './harness.js';

/** A lot's FSMA 204 records in each format, and the completeness view of shipping events. */
export async function fsmaFlow(ct: ClientTest) {
  const { api } = ct;
  const { gtin, lot } = uniqueLot();
  const gln = uniqueGln();
  const event = shippingEvent({ gtin, lot, gln, to: uniqueGln(), eventTime: '2026-10-05T10:00:00.000Z' });
  expect((await api.POST('/api/v1/epcis/capture', { body: epcisDocument([event]) })).response.status).toBe(
    202,
  );

  const tlc = lotLink(gtin, lot);
  const body = ok(await api.GET('/api/v1/fsma204/records', { params: { query: { tlc, format: 'json' } } }));
  // The operation also answers CSV and XLSX: the JSON envelope is the object with `success`.
  if (typeof body !== 'object' || !('success' in body)) throw new Error('format=json answered no JSON');
  const records = body.data;
  expect(records.map((r) => [r.criticalTrackingEvent, r.traceabilityLotCode])).toEqual([
    ['Shipping', `(01)${gtin}(10)${lot}`],
  ]);
  const text = await api.GET('/api/v1/fsma204/records', { params: { query: { tlc } }, parseAs: 'text' });
  expect(text.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(text.data).toMatch(/^Critical tracking event,Traceability lot code,/);
  const xlsx = await api.GET('/api/v1/fsma204/records', {
    params: { query: { from: '2026-10-05', to: '2026-10-06', format: 'xlsx' } },
    parseAs: 'blob',
  });
  expect(xlsx.response.status).toBe(200);
  expect((xlsx.data as Blob).size).toBeGreaterThan(0);
  const bad = await api.GET('/api/v1/fsma204/records', {
    params: { query: { tlc: `https://id.gs1.org/01/${gtin}` } },
  });
  expect(bad.response.status).toBe(400);

  const view = ok(
    await api.GET('/api/v1/traceability/completeness', {
      params: { query: { from: '2026-10-01', to: '2026-10-31' } },
    }),
  );
  expect(view.data).toMatchObject({ from: '2026-10-01T00:00:00.000Z', to: '2026-10-31T00:00:00.000Z' });
  const missing = await api.GET('/api/v1/traceability/completeness', {
    params: { query: { companyid: 999999 } },
  });
  expect(missing.response.status).toBe(404);
}
