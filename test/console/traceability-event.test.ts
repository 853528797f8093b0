import { describe, expect, it } from 'vitest';
import { describeEvent, glnsOf, gtinsOf } from '../../console/src/pages/traceability/describe.js';
import { goodsText, placeText, samePlace, type Names } from '../../console/src/pages/traceability/texts.js';
import {
  cbvWords,
  eventTimeText,
  quantityWords,
  whatHappened,
} from '../../console/src/pages/traceability/words.js';

const GTIN = '05012345123455'; // urn:epc:class:lgtin:5012345.012345.…
const GLN = '5012345000015'; // urn:epc:id:sgln:5012345.00001.0
const TO = '5012345000022';

/** A shipping event as a supplier sends it: EPCIS 1.x URNs, a despatch advice, a best before date. */
const shipping = {
  type: 'ObjectEvent',
  eventID: 'urn:uuid:6f2a0a0c-1111-4d2e-9d36-000000000001',
  eventTime: '2026-11-27T10:00:00.000Z',
  eventTimeZoneOffset: '+01:00',
  recordTime: '2026-11-27T10:05:00.000Z',
  action: 'OBSERVE',
  bizStep: 'urn:epcglobal:cbv:bizstep:shipping',
  disposition: 'in_transit',
  readPoint: { id: 'urn:epc:id:sgln:5012345.00001.0' },
  bizLocation: { id: `https://id.gs1.org/414/${GLN}` },
  quantityList: [{ epcClass: 'urn:epc:class:lgtin:5012345.012345.L123', quantity: 240, uom: 'KGM' }],
  epcList: ['urn:epc:id:sgtin:5012345.012345.1', 'urn:epc:id:sgtin:5012345.012345.2'],
  sourceList: [{ type: 'owning_party', source: 'urn:epc:id:pgln:5012345.00001' }],
  destinationList: [
    { type: 'https://ref.gs1.org/cbv/SDT-location', destination: `https://id.gs1.org/414/${TO}` },
  ],
  bizTransactionList: [{ type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:5012345000008:DA-1001' }],
  ilmd: { 'cbvmda:bestBeforeDate': '2027-03-01', 'cbvmda:lotNumber': 'L123' },
};

const names: Names = {
  sites: {
    [GLN]: { sitename: 'Oat mill', companyname: 'Mill Ltd', companyid: 12 },
    [TO]: { sitename: 'Rugby DC', companyname: 'Us', companyid: 1 },
  },
  products: { [GTIN]: 'Oat biscuits' },
};

describe('the traceability event, read for a person', () => {
  it('says what, when, where and why of a shipping event, whatever the form of its codes', () => {
    const d = describeEvent(shipping);
    expect(d.what).toBe('Goods observed');
    expect(d.typeWords).toBe('Object event');
    expect(d.bizStep).toEqual({ text: 'Shipping', standard: true });
    expect(d.disposition).toEqual({ text: 'In transit', standard: true });
    expect(d.goods).toEqual([
      { gtin: GTIN, serials: 2 },
      { gtin: GTIN, lot: 'L123', quantity: 240, uom: 'KGM' },
    ]);
    // An SGLN URN and a Digital Link are one GLN.
    expect(d.readPoint).toMatchObject({ gln: GLN });
    expect(d.bizLocation).toMatchObject({ gln: GLN });
    expect(d.sources).toEqual([
      {
        type: { text: 'Owning party', standard: true },
        place: { id: 'urn:epc:id:pgln:5012345.00001', gln: GLN },
      },
    ]);
    expect(d.destinations[0]!.type.text).toBe('Location');
    expect(d.transactions).toEqual([
      { type: { text: 'Despatch advice', standard: true }, number: 'DA-1001', issuer: '5012345000008' },
    ]);
    expect(d.details).toEqual([
      { label: 'Best before', value: '2027-03-01' },
      { label: 'Lot number', value: 'L123' },
    ]);
    // A shipment's best before beside the event's fields (ilmd is for goods made): read there too.
    const shipped = { ...shipping, ilmd: undefined, 'cbvmda:bestBeforeDate': '2027-04-01' };
    expect(describeEvent(shipped).details).toEqual([{ label: 'Best before', value: '2027-04-01' }]);
    expect(glnsOf(d)).toEqual([GLN, TO]);
    expect(gtinsOf(d)).toEqual([GTIN]);
  });

  it('puts our names on sites and products, and the identifier when it is none of ours', () => {
    const d = describeEvent(shipping);
    expect(goodsText(d.goods[1]!, names)).toBe(`Oat biscuits (GTIN ${GTIN}), lot L123: 240 kg`);
    expect(goodsText(d.goods[0]!, { sites: {}, products: {} })).toBe(
      `GTIN ${GTIN}, all lots: 2 serial items`,
    );
    expect(placeText(d.bizLocation!, names)).toBe(`Oat mill (Mill Ltd), GLN ${GLN}`);
    expect(placeText(d.destinations[0]!.place, names)).toBe(`Rugby DC, GLN ${TO}`);
    expect(placeText({ id: 'urn:example:dock-7' }, names)).toBe('urn:example:dock-7');
    // A supplier's default site, named after its company, is not named twice.
    const mill = { sitename: 'Mill Ltd', companyname: 'Mill Ltd', companyid: 12 };
    expect(placeText({ id: 'x', gln: GLN }, { sites: { [GLN]: mill }, products: {} })).toBe(
      `Mill Ltd, GLN ${GLN}`,
    );
    expect(placeText({ id: 'x', gln: GLN, extension: 'D7' }, { sites: {}, products: {} })).toBe(
      `GLN ${GLN}, location D7 within it`,
    );
  });

  it('shows the time as the clock read where it happened, with its offset', () => {
    expect(eventTimeText('2026-11-27T10:00:00.000Z', '+01:00', 'en-GB')).toBe(
      '27 Nov 2026, 11:00:00 (UTC+01:00)',
    );
    expect(eventTimeText('2026-11-27T10:00:00.000Z', '-05:30', 'en-GB')).toBe(
      '27 Nov 2026, 04:30:00 (UTC-05:30)',
    );
    expect(eventTimeText('not a date', '+00:00')).toBe('not a date');
  });

  it('reads the CBV in words, and a value of one’s own as sent', () => {
    expect(cbvWords('bizStep', 'https://ref.gs1.org/cbv/BizStep-receiving').text).toBe('Receiving');
    expect(cbvWords('bizStep', 'cbv:BizStep-commissioning').text).toBe('Commissioning');
    expect(cbvWords('disposition', 'urn:epcglobal:cbv:disp:in_progress').text).toBe('In progress');
    expect(cbvWords('bizStep', 'https://example.com/steps/harvesting')).toEqual({
      text: 'https://example.com/steps/harvesting',
      standard: false,
    });
    expect(whatHappened('AggregationEvent', 'ADD')).toBe('Goods packed into a container');
    expect(whatHappened('TransformationEvent', undefined)).toBe(
      'Goods transformed: inputs made into outputs',
    );
    expect(whatHappened('example:MyEvent', 'ADD')).toBe('example:MyEvent');
    expect(quantityWords(1, 'XCS', String)).toBe('1 case');
    expect(quantityWords(3, 'ZZZ', String)).toBe('3 (unit ZZZ)');
    expect(quantityWords(5, undefined, String)).toBe('5 items');
  });

  it('reads a transformation’s inputs and outputs, an aggregation’s container, and an error declaration', () => {
    const t = describeEvent({
      type: 'TransformationEvent',
      eventTime: '2026-11-27T10:00:00Z',
      eventTimeZoneOffset: '+00:00',
      inputQuantityList: [{ epcClass: `https://id.gs1.org/01/${GTIN}/10/OATS-9`, quantity: 500, uom: 'KGM' }],
      outputEPCList: ['urn:epc:id:sgtin:5012345.012345.7'],
      transformationID: 'urn:example:batch:77',
      errorDeclaration: {
        declarationTime: '2026-11-28T09:00:00Z',
        reason: 'incorrect_data',
        correctiveEventIDs: ['urn:uuid:abc'],
      },
    });
    expect(t.inputs).toEqual([{ gtin: GTIN, lot: 'OATS-9', quantity: 500, uom: 'KGM' }]);
    expect(t.outputs).toEqual([{ gtin: GTIN, serials: 1 }]);
    expect(t.errorDeclaration).toEqual({
      declarationTime: '2026-11-28T09:00:00Z',
      reason: { text: 'Incorrect data', standard: true },
      correctiveEventIDs: ['urn:uuid:abc'],
    });
    const a = describeEvent({
      type: 'AggregationEvent',
      action: 'ADD',
      parentID: 'urn:epc:id:sscc:5012345.0000000001',
      childQuantityList: [{ epcClass: 'urn:epc:class:lgtin:5012345.012345.L123', quantity: 12, uom: 'XCS' }],
    });
    expect(a.parent).toEqual({ sscc: '050123450000000015' });
    expect(a.goods).toEqual([{ gtin: GTIN, lot: 'L123', quantity: 12, uom: 'XCS' }]);
  });

  it('never throws on hostile or broken JSON', () => {
    for (const bad of [
      {},
      { type: 5, quantityList: 'x', epcList: [null, 3, {}], readPoint: [] },
      { ilmd: [] },
    ]) {
      expect(() => describeEvent(bad as Record<string, unknown>)).not.toThrow();
    }
    expect(describeEvent({}).what).toBe('Event');
  });

  it('says one place once: an SGLN URN and a Digital Link of one GLN are the same place', () => {
    const d = describeEvent(shipping);
    expect(samePlace(d.readPoint!, d.bizLocation!)).toBe(true);
    expect(samePlace(d.readPoint!, d.destinations[0]!.place)).toBe(false);
    expect(samePlace({ id: 'urn:example:a' }, { id: 'urn:example:a' })).toBe(true);
  });
});
