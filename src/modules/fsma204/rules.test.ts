import { describe, expect, it } from 'vitest';
import { cteOf, listPlace, localDate, references, tlcSourceReference, type FsmaRow } from './records.js';
import { missingKdes, Tally } from './kde.js';

/** The pure rules of FSMA 204 records (records.ts, kde.ts). */
const STEP = (w: string) => `https://ref.gs1.org/cbv/BizStep-${w}`;

describe('cteOf', () => {
  it('maps CBV steps and event types to CTEs, and nothing else', () => {
    const e = (eventtype: string, bizstep: string | null, action: string | null = 'OBSERVE') => ({
      eventtype,
      bizstep,
      action,
    });
    expect(cteOf(e('ObjectEvent', STEP('shipping')))).toBe('Shipping');
    expect(cteOf(e('AggregationEvent', STEP('receiving')))).toBe('Receiving');
    expect(cteOf(e('TransformationEvent', null, null))).toBe('Transformation');
    expect(cteOf(e('ObjectEvent', STEP('commissioning'), 'ADD'))).toBe('Initial packing');
    expect(cteOf(e('ObjectEvent', STEP('packing'), 'ADD'))).toBe('Initial packing');
    expect(cteOf(e('ObjectEvent', STEP('commissioning'), 'OBSERVE'))).toBeNull();
    expect(cteOf(e('AggregationEvent', STEP('packing'), 'ADD'))).toBeNull();
    expect(cteOf(e('ObjectEvent', STEP('storing')))).toBeNull();
  });
});

describe('the KDE readers', () => {
  it('takes a location entry before the parties, in any of its CBV forms', () => {
    const event = {
      sourceList: [
        { type: 'owning_party', source: 'urn:epc:id:pgln:4012345.00001' },
        { type: 'urn:epcglobal:cbv:sdt:location', source: 'urn:epc:id:sgln:4012345.00002.0' },
      ],
    };
    expect(listPlace(event, 'sourceList')).toBe('urn:epc:id:sgln:4012345.00002.0');
    expect(listPlace({}, 'destinationList')).toBeNull();
    expect(listPlace({ destinationList: [{ destination: 'urn:x:y' }] }, 'destinationList')).toBe('urn:x:y');
  });

  it('names reference documents by their CBV type; one without a type is none', () => {
    expect(
      references({
        bizTransactionList: [
          { type: 'https://ref.gs1.org/cbv/BTT-po', bizTransaction: 'urn:x:po:1' },
          { type: 'urn:example:waybill', bizTransaction: 'W-2' },
          { bizTransaction: 'urn:x:untyped' },
        ],
      }),
    ).toEqual([
      { type: 'Purchase order', number: 'urn:x:po:1' },
      { type: 'urn:example:waybill', number: 'W-2' },
    ]);
  });

  it('finds a tlcSourceReference field in any namespace, in the event or its ilmd', () => {
    expect(tlcSourceReference({ 'fsma:tlcSourceReference': 'https://a.example' })).toBe('https://a.example');
    expect(tlcSourceReference({ ilmd: { 'https://x.example/tlcSourceReference': 'FFRN 1' } })).toBe('FFRN 1');
    expect(tlcSourceReference({ 'fsma:notTheTlcSourceReferenceField': 'x' })).toBeNull();
  });

  it('dates an event on the day where it happened', () => {
    expect(localDate('2030-01-10T23:30:00.000000Z', '+01:00')).toBe('2030-01-11');
    expect(localDate('2030-01-10T00:30:00.000000Z', '-05:00')).toBe('2030-01-09');
    expect(localDate('2030-01-10T00:30:00.000000Z', undefined)).toBe('2030-01-10');
  });
});

describe('missingKdes and Tally', () => {
  const lot = { epc: 'e', gtin: '1', lot: 'L', product: 'P', quantity: 1, uom: 'KGM' };
  const row = (over: Partial<FsmaRow> = {}): FsmaRow => ({
    cte: 'Shipping',
    lot,
    input: null,
    previousSource: null,
    recipient: null,
    location: null,
    tlcSource: { id: 'x', gln: null, description: null },
    tlcSourceReference: null,
    date: '2030-01-01',
    time: '2030-01-01T00:00:00.000Z',
    references: [],
    eventID: 'e1',
    ...over,
  });
  const full = {
    eventTime: '2030-01-01T00:00:00Z',
    sourceList: [{ type: 'location', source: 'urn:a' }],
    destinationList: [{ type: 'location', destination: 'urn:b' }],
    bizTransactionList: [{ type: 'desadv', bizTransaction: 'urn:d' }],
  };

  it('finds nothing missing in a complete event, and each KDE its own way', () => {
    expect(missingKdes(full, [row()])).toEqual([]);
    expect(missingKdes({ eventTime: full.eventTime }, [])).toEqual([
      'traceabilityLotCode',
      'quantityAndUnitOfMeasure',
      'productDescription',
      'immediatePreviousSource',
      'receiverLocation',
      'traceabilityLotCodeSource',
      'referenceDocument',
    ]);
    expect(missingKdes(full, [row(), row({ lot: { ...lot, uom: null } })])).toEqual([
      'quantityAndUnitOfMeasure',
    ]);
    expect(missingKdes(full, [row({ tlcSource: null })])).toEqual(['traceabilityLotCodeSource']);
    expect(missingKdes(full, [row({ tlcSource: null, tlcSourceReference: 'ref' })])).toEqual([]);
  });

  it('tallies complete events and sorts what is missing, most often first, ties in the rule’s order', () => {
    const t = new Tally();
    t.add([]);
    t.add(['referenceDocument', 'productDescription']);
    t.add(['referenceDocument']);
    expect(t.line(7, 'X')).toMatchObject({
      shipping: 3,
      complete: 1,
      share: 0.3333,
      missing: [
        { kde: 'referenceDocument', count: 2 },
        { kde: 'productDescription', count: 1 },
      ],
    });
    expect(new Tally().line(1, 'Y').share).toBeNull();
  });
});
