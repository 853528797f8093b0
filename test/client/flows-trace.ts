import { expect } from 'vitest';
import { epcisDocument } from '../fixtures/epcis.js';
import { uniqueGln, uniqueGtin } from '../fixtures/gs1.js';
import { ship, transform } from '../fixtures/trace-chain.js';
import { ok, type ClientTest } from './harness.js';

/** A lot made into another and shipped on, traced both ways and summed up through the typed client. */
export async function traceFlow(ct: ClientTest) {
  const { api } = ct;
  const [plant, store] = [uniqueGln(), uniqueGln()];
  const gtin = uniqueGtin(14);
  const input = `https://id.gs1.org/01/${gtin}/10/IN-${Date.now()}`;
  const output = `https://id.gs1.org/01/${gtin}/10/OUT-${Date.now()}`;
  const events = [
    transform('2026-11-20T08:00:00.000Z', [[input, 10]], [[output, 8]], plant),
    ship('2026-11-21T08:00:00.000Z', { lot: output, quantity: 8 }, plant, store),
  ];
  expect((await api.POST('/api/v1/epcis/capture', { body: epcisDocument(events) })).response.status).toBe(
    202,
  );

  const forward = ok(await api.GET('/api/v1/trace/forward', { params: { query: { epc: input } } })).data;
  expect(forward.nodes.map((n) => n.id)).toEqual(
    expect.arrayContaining([input, output, `https://id.gs1.org/414/${store}`]),
  );
  const backward = ok(
    await api.GET('/api/v1/trace/backward', { params: { query: { epc: output, depth: 1 } } }),
  ).data;
  expect(backward.edges.filter((e) => e.kind === 'transform').map((e) => e.from)).toEqual([input]);
  const lot = ok(
    await api.GET('/api/v1/trace/lots/{gtin}/{lot}', {
      params: { path: { gtin, lot: output.split('/10/')[1]! } },
    }),
  ).data;
  expect(lot).toMatchObject({ made: { quantity: 8, uom: 'KGM' }, eventcount: 2 });
  const refused = await api.GET('/api/v1/trace/forward', {
    params: { query: { epc: `https://id.gs1.org/01/${gtin}` } },
  });
  expect(refused.response.status).toBe(400);
}
