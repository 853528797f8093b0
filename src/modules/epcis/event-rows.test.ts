import { describe, expect, it } from 'vitest';
import { EPC_ROLES, eventGlns, eventRow, foreignPlaceField, storedEvent } from './event-rows.js';

const GLN_A = '5012345000015';
const GLN_B = '4000001000005';

const transformation = {
  type: 'TransformationEvent',
  eventTime: '2026-11-27T10:00:00.000+01:00',
  eventTimeZoneOffset: '+01:00',
  inputEPCList: ['urn:epc:id:sgtin:4012345.011111.987'],
  inputQuantityList: [{ epcClass: 'urn:epc:class:lgtin:4012345.011111.L1', quantity: 12.5, uom: 'KGM' }],
  outputQuantityList: [{ epcClass: 'https://example.com/01/04012345222227/10/B7?x=1', quantity: 40 }],
  outputEPCList: ['https://private.example/item/1'],
  bizStep: 'urn:epcglobal:cbv:bizstep:commissioning',
  readPoint: { id: 'urn:epc:id:sgln:5012345.00001.0' },
  bizLocation: { id: `https://id.gs1.org/414/${GLN_A}/254/7` },
  sourceList: [{ type: 'owning_party', source: `urn:epc:id:pgln:4000001.00000` }],
  destinationList: [{ type: 'location', destination: 'https://private.example/dock' }],
};

describe('eventRow', () => {
  it('keeps the event as sent and derives canonical columns and every identifier with its role', () => {
    const row = eventRow(transformation, 'urn:uuid:1', {
      bizStep: 'https://ref.gs1.org/cbv/BizStep-commissioning',
    });
    // As sent, with the eventID it was given at its end.
    expect(JSON.parse(row.event)).toEqual({ ...transformation, eventID: 'urn:uuid:1' });
    expect(Object.keys(JSON.parse(row.event))).toEqual([...Object.keys(transformation), 'eventID']);
    expect(row).toMatchObject({
      eventid: 'urn:uuid:1',
      declaration: false,
      eventtype: 'TransformationEvent',
      eventtime: '2026-11-27T10:00:00.000+01:00',
      action: null,
      bizstep: 'https://ref.gs1.org/cbv/BizStep-commissioning',
      disposition: null,
      readpoint: `https://id.gs1.org/414/${GLN_A}`,
      bizlocation: `https://id.gs1.org/414/${GLN_A}/254/7`,
    });
    expect(row.glns.sort()).toEqual([GLN_B, GLN_A].sort());
    expect(row.epcs).toEqual([
      {
        role: EPC_ROLES.inputEPCList,
        epc: 'https://id.gs1.org/01/04012345111118/21/987',
        class: 'https://id.gs1.org/01/04012345111118',
        quantity: null,
        uom: null,
      },
      {
        role: EPC_ROLES.outputEPCList,
        epc: 'https://private.example/item/1',
        class: null,
        quantity: null,
        uom: null,
      },
      {
        role: EPC_ROLES.inputQuantityList,
        epc: 'https://id.gs1.org/01/04012345111118/10/L1',
        class: 'https://id.gs1.org/01/04012345111118',
        quantity: 12.5,
        uom: 'KGM',
      },
      {
        role: EPC_ROLES.outputQuantityList,
        epc: 'https://id.gs1.org/01/04012345222227/10/B7',
        class: 'https://id.gs1.org/01/04012345222227',
        quantity: 40,
        uom: null,
      },
    ]);
  });

  it('an aggregation names its parent and children; an error declaration is marked', () => {
    const row = eventRow(
      {
        type: 'AggregationEvent',
        eventTime: '2026-11-27T10:00:00Z',
        action: 'ADD',
        parentID: 'urn:epc:id:sscc:4012345.0000000001',
        childEPCs: ['urn:epc:id:sgtin:4012345.011111.1'],
        childQuantityList: [{ epcClass: 'urn:epc:idpat:sgtin:4012345.011111.*', quantity: 3 }],
        errorDeclaration: { declarationTime: '2026-11-28T00:00:00Z' },
      },
      'ni:///sha-256;00?ver=CBV2.0',
      {},
    );
    expect(row.declaration).toBe(true);
    expect(row.epcs.map((e) => [e.role, e.epc, e.class])).toEqual([
      [
        EPC_ROLES.childEPCs,
        'https://id.gs1.org/01/04012345111118/21/1',
        'https://id.gs1.org/01/04012345111118',
      ],
      [EPC_ROLES.parentID, 'https://id.gs1.org/00/040123450000000016', null],
      [
        EPC_ROLES.childQuantityList,
        'https://id.gs1.org/01/04012345111118',
        'https://id.gs1.org/01/04012345111118',
      ],
    ]);
    expect(row.glns).toEqual([]);
  });
});

describe('storedEvent', () => {
  it('keeps an event with its own eventID byte for byte; drops a recordTime sent (the repository sets it)', () => {
    const sent = {
      type: 'ObjectEvent',
      eventID: 'urn:uuid:2',
      eventTime: '2026-11-27T10:00:00Z',
      action: 'OBSERVE',
    };
    expect(storedEvent(sent, 'urn:uuid:2')).toBe(JSON.stringify(sent));
    const withRecordTime = { ...sent, recordTime: '2020-01-01T00:00:00Z' };
    expect(storedEvent(withRecordTime, 'urn:uuid:2')).toBe(JSON.stringify(sent));
    const { eventID: _, ...noId } = withRecordTime;
    expect(JSON.parse(storedEvent(noId, 'ni:///sha-256;ab?ver=CBV2.0'))).toEqual({
      type: 'ObjectEvent',
      eventTime: '2026-11-27T10:00:00Z',
      action: 'OBSERVE',
      eventID: 'ni:///sha-256;ab?ver=CBV2.0',
    });
  });
});

describe('the supplier scope’s places', () => {
  it('an event is its own when its bizLocation, readPoint or a source is one of its sites', () => {
    const own = new Set([GLN_A]);
    expect(foreignPlaceField(transformation, own)).toBeNull();
    expect(foreignPlaceField({ ...transformation, bizLocation: undefined }, own)).toBeNull();
    const elsewhere = {
      ...transformation,
      readPoint: undefined,
      bizLocation: { id: 'urn:epc:id:sgln:4000001.00000.0' },
    };
    expect(foreignPlaceField(elsewhere, own)).toBe('bizLocation');
    expect(foreignPlaceField(elsewhere, new Set([GLN_B]))).toBeNull(); // its owning party
    const destinationOnly = { type: 'ObjectEvent', destinationList: transformation.destinationList };
    expect(foreignPlaceField(destinationOnly, own)).toBe('bizLocation');
    expect(foreignPlaceField({ readPoint: { id: 'urn:epc:id:sgln:4000001.00000.0' } }, own)).toBe(
      'readPoint',
    );
    expect(foreignPlaceField({ sourceList: [{ type: 'location', source: 'x' }] }, own)).toBe('sourceList');
    // A destination is not a place of its own: a supplier cannot speak for goods merely sent to it.
    expect(eventGlns(destinationOnly)).toEqual([]);
  });
});
