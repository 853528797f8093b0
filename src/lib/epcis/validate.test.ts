import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EPCIS_LIMITS, isDateTime, validateEpcisDocument } from './validate.js';

const fixtures = fileURLToPath(new URL('../../../test/fixtures/epcis/', import.meta.url));
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8'));
const files = (dir: string): string[] =>
  fs
    .readdirSync(path.join(fixtures, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.jsonl?d?$/.test(f) && !f.endsWith('README.md'))
    .map((f) => path.join(dir, f))
    .sort();

/**
 * Documents of the OpenEPCIS corpus that GS1's own schema and CBV refuse: the corpus is wrong there, and the
 * refusal names the fault. (EPCIS 2.0 allows persistentDisposition only in Object and Transformation events;
 * "Molar_concentration" and "EffectiveDoseRate" are no GS1 measurement types and are not URIs.)
 */
const REFUSED_BY_GS1: Record<string, string> = {
  'AggregationEvent_with_persistentDisposition.json':
    'Event 1: persistentDisposition is not a field of an AggregationEvent',
  'SensorData_with_combined_events.json':
    'Event 7: sensorElementList[0].sensorReport[1].type "Molar_concentration" is not a CBV 2.0 measurement type',
  'TransactionEvent_with_userExtensions.json':
    'Event 0: sensorElementList[0].sensorReport[0].type "EffectiveDoseRate" is not a CBV 2.0 measurement type',
};

/** Each invalid document of the corpus, and the event and field its refusal must name. */
const INVALID: Record<string, [number | null, string, string]> = {
  'Combination_of_events_with_missing_mandatory_fields.json': [0, 'action', 'Event 0: action is required.'],
  'Combination_of_multiple_invalid_fields.json': [
    0,
    'bizStep',
    'Event 0: bizStep "transforming" is not a CBV 2.0 business step',
  ],
  'Combination_of_non_standard_bizStep_and_disposition.json': [
    0,
    'bizStep',
    'Event 0: bizStep "transforming"',
  ],
  'EPCISDocument_without_context.json': [null, '@context', 'The document: @context is required.'],
  'ObjectEvent_with_ilmd_field_without_namespace.json': [
    0,
    'ilmd.materialType',
    'Event 0: ilmd.materialType is not a field',
  ],
  'ObjectEvent_with_invalid_action.json': [
    0,
    'action',
    'Event 0: action "CREATE" must be one of OBSERVE, ADD, DELETE.',
  ],
  'ObjectEvent_with_invalid_certificationInfo.json': [
    0,
    'certificationInfo[0]',
    'Event 0: certificationInfo[0] must be a string.',
  ],
  'ObjectEvent_with_invalid_eventTime_format.json': [
    0,
    'eventTime',
    'Event 0: eventTime "22-07-2026" is not a date and time',
  ],
  'ObjectEvent_with_non_standard_bizStep.json': [0, 'bizStep', 'Event 0: bizStep "transforming"'],
  'ObjectEvent_with_non_standard_bizStep_in_second_event.json': [
    1,
    'bizStep',
    'Event 1: bizStep "transforming"',
  ],
  'ObjectEvent_with_non_standard_disposition.json': [
    0,
    'disposition',
    'Event 0: disposition "in_transport" is not a CBV 2.0 disposition',
  ],
  'ObjectEvent_with_quantity_as_text.json': [
    0,
    'quantityList[0].quantity',
    'Event 0: quantityList[0].quantity must be a number.',
  ],
  'ObjectEvent_with_unknown_field_in_quantityList.json': [
    0,
    'quantityList[0].weight',
    'Event 0: quantityList[0].weight is not a field',
  ],
  'ObjectEvent_without_action_and_eventTime.json': [0, 'eventTime', 'Event 0: eventTime is required.'],
  'ObjectEvent_without_identifier_list.json': [
    0,
    'epcList',
    'Event 0: epcList, quantityList, or sensorElementList with readPoint, is required in an ObjectEvent.',
  ],
};

describe('EPCIS 2.0 documents against GS1 schema and CBV: the corpora', () => {
  it("accepts every one of GS1's own JSON-LD examples (47)", () => {
    const all = files('gs1');
    expect(all).toHaveLength(47);
    for (const file of all) expect(validateEpcisDocument(read(file)), file).toMatchObject({ ok: true });
  });

  it('accepts the OpenEPCIS capture documents, but the three GS1 refuses, naming their fault', () => {
    const all = files('openepcis/Documents');
    expect(all).toHaveLength(38);
    let accepted = 0;
    for (const file of all) {
      const result = validateEpcisDocument(read(file));
      const refused = REFUSED_BY_GS1[path.basename(file)];
      if (refused === undefined) {
        expect(result, file).toMatchObject({ ok: true });
        accepted++;
      } else expect(result.ok ? '' : result.message, file).toContain(refused);
    }
    expect(accepted).toBe(35);
  });

  it('refuses every OpenEPCIS invalid document (15), naming the event index and the field', () => {
    const all = files('openepcis/Invalid');
    expect(all.map((f) => path.basename(f))).toEqual(Object.keys(INVALID).sort());
    for (const file of all) {
      const [eventIndex, field, message] = INVALID[path.basename(file)]!;
      const result = validateEpcisDocument(read(file));
      expect(result, file).toMatchObject({ ok: false, reason: 'invalid', eventIndex, field });
      expect(result.ok ? '' : result.message, file).toContain(message);
    }
  });

  it('gives the canonical CBV values of each event, and reads a 1.x URN the schema alone would refuse', () => {
    const doc = minimalDocument(3);
    const events = (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    events[1]!.bizStep = 'urn:epcglobal:cbv:bizstep:receiving';
    events[1]!.disposition = 'https://ref.gs1.org/cbv/Disp-in_progress';
    events[2]!.bizStep = 'https://example.com/steps/harvesting';
    events[0]!.sensorElementList = [
      { sensorReport: [{ type: 'https://gs1.org/voc/Temperature', value: 4 }] },
    ];
    events[2]!.bizTransactionList = [
      { type: 'urn:epcglobal:cbv:btt:desadv', bizTransaction: 'urn:epcglobal:cbv:bt:0614141073467:1' },
    ];
    const result = validateEpcisDocument(doc);
    expect(result).toMatchObject({ ok: true, kind: 'EPCISDocument' });
    if (!result.ok) return;
    expect(result.vocabulary).toEqual([
      {
        bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
        disposition: 'https://ref.gs1.org/cbv/Disp-in_transit',
        'sensorElementList[0].sensorReport[0].type': 'https://gs1.org/voc/Temperature',
      },
      {
        bizStep: 'https://ref.gs1.org/cbv/BizStep-receiving',
        disposition: 'https://ref.gs1.org/cbv/Disp-in_progress',
      },
      {
        bizStep: 'https://example.com/steps/harvesting',
        disposition: 'https://ref.gs1.org/cbv/Disp-in_transit',
        'bizTransactionList[0].type': 'https://ref.gs1.org/cbv/BTT-desadv',
      },
    ]);
    // The document itself is left as sent.
    expect(events[1]!.bizStep).toBe('urn:epcglobal:cbv:bizstep:receiving');
  });
});

function minimalDocument(events: number): Record<string, unknown> {
  const eventList = Array.from({ length: events }, (_, i) => ({
    type: 'ObjectEvent',
    eventTime: '2024-05-01T10:00:00.000+01:00',
    eventTimeZoneOffset: '+01:00',
    epcList: [`urn:epc:id:sgtin:4012345.011111.${i}`],
    action: 'OBSERVE',
    bizStep: 'shipping',
    disposition: 'in_transit',
    readPoint: { id: 'urn:epc:id:sgln:4012345.00001.0' },
  }));
  return {
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld'],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: '2024-05-01T10:00:00.000Z',
    epcisBody: { eventList },
  };
}

describe('EPCIS documents: hostile input is refused cleanly', () => {
  it('refuses more than 10,000 events as too large (a 413), and takes 10,000', () => {
    expect(validateEpcisDocument(minimalDocument(10_001))).toEqual({
      ok: false,
      reason: 'tooLarge',
      message: 'The document holds 10,001 events; at most 10,000 are accepted in one document.',
      eventIndex: null,
      field: null,
    });
    expect(validateEpcisDocument(minimalDocument(EPCIS_LIMITS.maxEvents))).toMatchObject({ ok: true });
  });

  it('refuses nesting 10,000 deep without overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let i = 0; i < 10_000; i++) deep = { 'example:x': deep };
    const doc = minimalDocument(2);
    (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList[1]!['example:ext'] = deep;
    const result = validateEpcisDocument(doc);
    expect(result).toMatchObject({ ok: false, reason: 'invalid', eventIndex: 1 });
    expect(result.ok ? '' : result.message).toMatch(
      /^Event 1: example:ext(\.example:x)+ is nested deeper than 32 levels\.$/,
    );
    let arrays: unknown = [];
    for (let i = 0; i < 10_000; i++) arrays = [arrays];
    expect(validateEpcisDocument({ ...minimalDocument(1), 'example:deep': arrays })).toMatchObject({
      ok: false,
      eventIndex: null,
    });
  });

  it('refuses a huge string, naming where it is', () => {
    const doc = minimalDocument(1);
    (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList[0]!.readPoint = {
      id: `urn:x:${'a'.repeat(70_000)}`,
    };
    expect(validateEpcisDocument(doc)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Event 0: readPoint.id is longer than 65,536 characters.',
      eventIndex: 0,
      field: 'readPoint.id',
    });
  });

  it('refuses a __proto__ key (as JSON.parse makes it, an own key) and is not polluted', () => {
    const doc = JSON.parse(
      JSON.stringify(minimalDocument(1)).replace('"action"', '"__proto__":{"polluted":true},"action"'),
    ) as unknown;
    expect(validateEpcisDocument(doc)).toMatchObject({ ok: false, eventIndex: 0, field: '__proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const ilmd = JSON.parse(
      JSON.stringify(minimalDocument(1)).replace(
        '"action"',
        '"ilmd":{"constructor":{"prototype":{"x":1}}},"action"',
      ),
    ) as unknown;
    expect(validateEpcisDocument(ilmd)).toMatchObject({
      ok: false,
      eventIndex: 0,
      field: 'ilmd.constructor',
    });
  });

  it('refuses what is no EPCIS document, and no object at all', () => {
    for (const value of [null, 42, 'EPCISDocument', [], { type: 'Other' }])
      expect(validateEpcisDocument(value)).toMatchObject({ ok: false, reason: 'invalid', eventIndex: null });
    expect(validateEpcisDocument({ ...minimalDocument(0), epcisBody: { eventList: 'x' } })).toMatchObject({
      ok: false,
      message: 'The document: epcisBody.eventList must be an array.',
    });
  });

  it('names the event of a fault deep in a sensor report, and a bad offset', () => {
    const doc = minimalDocument(3);
    const events = (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    events[2]!.sensorElementList = [{ sensorReport: [{ type: 'Temperature', value: 'hot' }] }];
    expect(validateEpcisDocument(doc)).toMatchObject({
      ok: false,
      message: 'Event 2: sensorElementList[0].sensorReport[0].value must be a number.',
      eventIndex: 2,
      field: 'sensorElementList[0].sensorReport[0].value',
    });
    events[2]!.sensorElementList = undefined;
    events[1]!.eventTimeZoneOffset = '+25:00';
    expect(validateEpcisDocument(doc)).toMatchObject({
      message: 'Event 1: eventTimeZoneOffset "+25:00" is not an offset from UTC such as +01:00 or -05:00.',
      eventIndex: 1,
      field: 'eventTimeZoneOffset',
    });
    events[1] = 7 as never;
    expect(validateEpcisDocument(doc)).toMatchObject({ message: 'Event 1: the event must be an object.' });
    events[1] = { ...events[0]!, type: 'Foo' };
    expect(validateEpcisDocument(doc)).toMatchObject({
      message:
        'Event 1: type "Foo" is no EPCIS event type (ObjectEvent, AggregationEvent, TransactionEvent, TransformationEvent, AssociationEvent) and not a URI.',
      field: 'type',
    });
  });

  it("says the standard's rules across fields as rules, not as one of the schema's branches", () => {
    const doc = minimalDocument(2);
    const events = (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList;
    events[1]!.ilmd = { 'cbvmda:lotNumber': 'L1' };
    expect(validateEpcisDocument(doc)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Event 1: ilmd is allowed only when action is ADD.',
      eventIndex: 1,
      field: 'ilmd',
    });
    events[1] = {
      type: 'AggregationEvent',
      eventTime: '2024-05-01T10:00:00Z',
      eventTimeZoneOffset: '+00:00',
      action: 'ADD',
    };
    expect(validateEpcisDocument(doc)).toMatchObject({
      message: 'Event 1: childEPCs or childQuantityList is required unless action is DELETE.',
      field: 'childEPCs',
    });
    events[1] = {
      type: 'TransformationEvent',
      eventTime: '2024-05-01T10:00:00Z',
      eventTimeZoneOffset: '+00:00',
    };
    expect(validateEpcisDocument(doc)).toMatchObject({ eventIndex: 1, field: 'inputEPCList' });
    events[1] = {
      type: 'TransformationEvent',
      eventTime: '2024-05-01T10:00:00Z',
      eventTimeZoneOffset: '+00:00',
      inputQuantityList: [
        { epcClass: 'https://id.gs1.org/01/04012345111118/10/L1', quantity: 3, uom: 'KGM' },
      ],
      outputQuantityList: [
        { epcClass: 'https://id.gs1.org/01/04012345222227/10/B7', quantity: 2, uom: 'KGM' },
      ],
    };
    expect(validateEpcisDocument(doc)).toMatchObject({ ok: true });
  });

  it('finds a repeated EPC in one pass, even among 400,000 (Ajv alone compares every pair)', () => {
    const doc = minimalDocument(2);
    const epcs = Array.from({ length: 400_000 }, (_, i) => `urn:epc:id:sgtin:4012345.011111.${i}`);
    epcs.push('urn:epc:id:sgtin:4012345.011111.7');
    (doc.epcisBody as { eventList: Record<string, unknown>[] }).eventList[1]!.epcList = epcs;
    // Compared pair by pair, 400,000 would take hours: the test's time limit is the check (a timing assertion
    // here failed on a busy machine; bench/epcis-validate.bench.ts measures it).
    expect(validateEpcisDocument(doc)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Event 1: epcList holds "urn:epc:id:sgtin:4012345.011111.7" twice (at 7 and 400000).',
      eventIndex: 1,
      field: 'epcList',
    });
    // Equal objects are equal whatever their keys' order.
    const context = [
      { a: 'https://a.example/', b: 'https://b.example/' },
      { b: 'https://b.example/', a: 'https://a.example/' },
    ];
    expect(validateEpcisDocument({ ...minimalDocument(1), '@context': context })).toMatchObject({
      ok: false,
      field: '@context',
    });
  });

  it('reads date-times as RFC 3339, the calendar checked', () => {
    expect(isDateTime('2024-02-29T23:59:60.123456789Z')).toBe(true);
    expect(isDateTime('2024-05-01T10:00:00+01:00')).toBe(true);
    expect(isDateTime('2023-02-29T10:00:00Z')).toBe(false);
    expect(isDateTime('2024-05-01T10:00Z')).toBe(false);
    expect(isDateTime('2024-05-01T24:00:00Z')).toBe(false);
    expect(isDateTime('2024-05-01')).toBe(false);
  });
});
