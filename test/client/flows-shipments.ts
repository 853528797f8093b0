import { expect } from 'vitest';
import { formData } from '../../client/index.js';
import { uniqueLot } from '../fixtures/epcis.js';
import { uniqueGln } from '../fixtures/gs1.js';
import { ok, type ClientTest } from './harness.js';

/** The shipments CSV through the typed client: its template, then a file of one row built on its header. */
export async function shipmentsFlow(ct: ClientTest) {
  const { api } = ct;
  const template = await api.GET('/api/v1/epcis/capture/csv/template', { parseAs: 'text' });
  expect(template.response.headers.get('content-type')).toMatch(/^text\/csv/);
  const header = ok(template)
    .replace(/^\ufeff/, '')
    .split('\r\n')[0]!;
  const { gtin, lot } = uniqueLot();
  const row: Record<string, string> = {
    gtin,
    lot,
    quantity: '12.5',
    uom: 'KGM',
    ship_date: '2026-11-28T07:55:00+01:00',
    from_gln: uniqueGln(),
    to_gln: uniqueGln(),
    despatch_advice: 'DA-7',
  };
  const csv = `${header}\r\n${header
    .split(',')
    .map((column) => row[column] ?? '')
    .join(',')}\r\n`;
  const sent = await api.POST('/api/v1/epcis/capture/csv', {
    body: { file: new Blob([csv], { type: 'text/csv' }) },
    bodySerializer: formData,
  });
  expect(sent.response.status).toBe(201);
  const answer = ok(sent);
  expect(answer).toMatchObject({ created: 1, failed: 0, storedCount: 1 });
  expect(sent.response.headers.get('location')).toBe(`/api/v1/epcis/capture/${answer.captureID}`);
}
