import { describe, expect, it } from 'vitest';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import type { ShipmentRow } from './capture-csv.schemas.js';
import { despatchAdviceUri, shipmentEvent, shipmentsDocument, shipTime } from './shipment-rows.js';

const row: ShipmentRow = {
  gtin: '4012345000016',
  lot: 'L/1"A"',
  quantity: 12.5,
  uom: 'KGM',
  best_before: '2027-05-31',
  ship_date: '2026-11-28',
  from_gln: '4012345000016',
  to_gln: '4012345000023',
  despatch_advice: 'DA7/1',
};

describe('shipmentEvent', () => {
  it('maps a row to a shipping ObjectEvent that GS1’s schema accepts', () => {
    const built = shipmentEvent(row);
    expect(built).toEqual({
      ok: true,
      event: {
        type: 'ObjectEvent',
        eventTime: '2026-11-28T00:00:00.000Z',
        eventTimeZoneOffset: '+00:00',
        action: 'OBSERVE',
        bizStep: 'shipping',
        disposition: 'in_transit',
        readPoint: { id: 'https://id.gs1.org/414/4012345000016' },
        bizLocation: { id: 'https://id.gs1.org/414/4012345000016' },
        quantityList: [
          { epcClass: 'https://id.gs1.org/01/04012345000016/10/L%2F1%22A%22', quantity: 12.5, uom: 'KGM' },
        ],
        bizTransactionList: [
          { type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:4012345000016:DA7%2F1' },
        ],
        sourceList: [{ type: 'location', source: 'https://id.gs1.org/414/4012345000016' }],
        destinationList: [{ type: 'location', destination: 'https://id.gs1.org/414/4012345000023' }],
        'cbvmda:bestBeforeDate': '2027-05-31',
      },
    });
    if (!built.ok) return;
    const valid = validateEpcisDocument(shipmentsDocument([built.event], new Date('2026-11-28T08:00:00Z')));
    expect(valid.ok, JSON.stringify(valid)).toBe(true);
  });

  it('leaves out what the row leaves out: no best-before, no despatch advice', () => {
    const { best_before: _b, despatch_advice: _d, ...bare } = row;
    const built = shipmentEvent(bare);
    expect(built.ok && Object.keys(built.event)).toEqual([
      'type',
      'eventTime',
      'eventTimeZoneOffset',
      'action',
      'bizStep',
      'disposition',
      'readPoint',
      'bizLocation',
      'quantityList',
      'sourceList',
      'destinationList',
    ]);
  });

  it('names every value its schema cannot judge: check digits, real dates', () => {
    const built = shipmentEvent({
      ...row,
      gtin: '4012345000017',
      best_before: '2027-02-30',
      ship_date: '2026-13-01',
      from_gln: '4012345000017',
      to_gln: '4012345000024',
    });
    expect(built).toEqual({
      ok: false,
      problems: [
        { fields: ['gtin'], message: 'Invalid gtin: 4012345000017 has a wrong check digit' },
        { fields: ['best_before'], message: 'Invalid best_before: 2027-02-30 is not a date' },
        { fields: ['ship_date'], message: 'Invalid ship_date: 2026-13-01 is not a real date or time' },
        { fields: ['from_gln'], message: 'Invalid from_gln: 4012345000017 has a wrong check digit' },
        { fields: ['to_gln'], message: 'Invalid to_gln: 4012345000024 has a wrong check digit' },
      ],
    });
  });

  it('pads GTIN-8, -12 and -13 to 14 digits in the lot’s Digital Link', () => {
    for (const gtin of ['96385074', '036000291452', '4012345000016']) {
      const built = shipmentEvent({ ...row, gtin, lot: 'A1' });
      const q = built.ok ? (built.event.quantityList as { epcClass: string }[])[0]! : undefined;
      expect(q?.epcClass).toBe(`https://id.gs1.org/01/${gtin.padStart(14, '0')}/10/A1`);
    }
  });
});

describe('shipTime', () => {
  it('reads a date alone as midnight UTC, a date and time with its zone as that instant and offset', () => {
    expect(shipTime('2026-11-28')).toEqual({
      eventTime: '2026-11-28T00:00:00.000Z',
      eventTimeZoneOffset: '+00:00',
    });
    expect(shipTime('2026-11-28T07:55:00+01:00')).toEqual({
      eventTime: '2026-11-28T06:55:00.000Z',
      eventTimeZoneOffset: '+01:00',
    });
    expect(shipTime('2026-11-28 23:30Z')).toEqual({
      eventTime: '2026-11-28T23:30:00.000Z',
      eventTimeZoneOffset: '+00:00',
    });
    expect(shipTime('2026-11-28T07:55:00.123456-05:00')?.eventTime).toBe('2026-11-28T12:55:00.123Z');
  });

  it('refuses a time without zone, and times or zones that do not exist', () => {
    for (const text of [
      '2026-11-28T07:55:00',
      '2026-11-28T24:00:00Z',
      '2026-11-28T07:60Z',
      '2026-11-28T07:55+15:00',
      '2026-02-29',
      '28/11/2026',
      '',
    ])
      expect(shipTime(text), text).toBeNull();
  });
});

describe('despatchAdviceUri', () => {
  it('writes the CBV GLN-based business transaction URN, the number percent-encoded', () => {
    expect(despatchAdviceUri('4012345000016', 'DA-1001')).toBe('urn:epcglobal:cbv:bt:4012345000016:DA-1001');
    expect(despatchAdviceUri('4012345000016', "A:B/C?D'(E)")).toBe(
      'urn:epcglobal:cbv:bt:4012345000016:A%3AB%2FC%3FD%27%28E%29',
    );
  });
});
