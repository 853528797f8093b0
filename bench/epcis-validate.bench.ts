import { median, type Engine } from './lib.js';
import { validateEpcisDocument } from '../src/lib/epcis/validate.js';

/** A shipping document of `n` ObjectEvents the way a supplier's system sends them: lots, parties, ilmd, a sensor. */
function shippingDocument(n: number, urns: boolean): unknown {
  const eventList = Array.from({ length: n }, (_, i) => ({
    type: 'ObjectEvent',
    eventTime: '2026-05-01T10:00:00.000+01:00',
    eventTimeZoneOffset: '+01:00',
    action: 'OBSERVE',
    bizStep: urns ? 'urn:epcglobal:cbv:bizstep:shipping' : 'shipping',
    disposition: urns ? 'urn:epcglobal:cbv:disp:in_transit' : 'in_transit',
    readPoint: { id: 'https://id.gs1.org/414/4012345000009' },
    bizLocation: { id: 'https://id.gs1.org/414/4012345000009' },
    quantityList: [{ epcClass: `https://id.gs1.org/01/04012345111118/10/L${i}`, quantity: 120, uom: 'KGM' }],
    bizTransactionList: [{ type: 'desadv', bizTransaction: `urn:epcglobal:cbv:bt:4012345000009:D${i}` }],
    sourceList: [{ type: 'owning_party', source: 'https://id.gs1.org/417/4012345000009' }],
    destinationList: [{ type: 'owning_party', destination: 'https://id.gs1.org/417/4098765000002' }],
    // no ilmd: EPCIS 2.0 allows it only when action is ADD
    'example:bestBeforeDate': '2026-09-30',
    'example:lot': `L${i}`,
    sensorElementList: [{ sensorReport: [{ type: 'Temperature', value: 4.5, uom: 'CEL' }] }],
  }));
  return {
    '@context': [
      'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
      { example: 'https://example.com/' },
    ],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: '2026-05-01T10:00:00.000Z',
    epcisBody: { eventList },
  };
}

function measure(label: string, events: number, urns: boolean, runs: number) {
  const doc = shippingDocument(events, urns);
  const first = validateEpcisDocument(doc);
  if (!first.ok) throw new Error(`${label}: ${first.message}`);
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const started = performance.now();
    validateEpcisDocument(doc);
    times.push(performance.now() - started);
  }
  const ms = median(times);
  return {
    validation: label,
    'median ms': Math.round(ms * 10) / 10,
    'events/s': Math.round((events / ms) * 1000),
  };
}

/**
 * validateEpcisDocument alone (no database: the same on both engines): limits, CBV and GS1's JSON Schema on a
 * parsed document. The capture's target is 5,000 events/s end to end; validation must be a small part of it.
 */
export async function run(engine: Engine): Promise<Record<string, unknown>[]> {
  void engine;
  return Promise.resolve([
    measure('1,000 events, bare CBV words', 1_000, false, 21),
    measure('1,000 events, EPCIS 1.x URNs', 1_000, true, 21),
    measure('10,000 events, bare CBV words', 10_000, false, 5),
  ]);
}
