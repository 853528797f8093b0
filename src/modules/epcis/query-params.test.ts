import { describe, expect, it } from 'vitest';
import {
  decodePageToken,
  encodePageToken,
  nextPageQuery,
  parseEventQuery,
  type EventFilter,
} from './query-params.js';

const parse = (qs: string): EventFilter => parseEventQuery(new URLSearchParams(qs));
const refused = (qs: string) => {
  try {
    parse(qs);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`accepted: ${qs}`);
};

describe('parseEventQuery', () => {
  it('reads nothing as everything, 30 a page', () => {
    expect(parse('')).toMatchObject({ eventTypes: null, bizSteps: null, epcs: [], perPage: 30, after: null });
  });

  it('splits values on |, gives CBV values their GS1 Web URI and identifiers their canonical Digital Link', () => {
    const f = parse(
      'EQ_bizStep=shipping|urn:epcglobal:cbv:bizstep:receiving|https://example.com/step' +
        '&EQ_disposition=in_transit&EQ_bizLocation=urn:epc:id:sgln:4012345.00001.0' +
        '&EQ_readPoint=https://example.com/414/4012345000016&EQ_action=ADD|OBSERVE&eventType=ObjectEvent',
    );
    expect(f.bizSteps).toEqual([
      'https://ref.gs1.org/cbv/BizStep-shipping',
      'https://ref.gs1.org/cbv/BizStep-receiving',
      'https://example.com/step',
    ]);
    expect(f.dispositions).toEqual(['https://ref.gs1.org/cbv/Disp-in_transit']);
    expect(f.bizLocations).toEqual(['https://id.gs1.org/414/4012345000016']);
    expect(f.readPoints).toEqual(['https://id.gs1.org/414/4012345000016']);
    expect(f.actions).toEqual(['ADD', 'OBSERVE']);
    expect(f.eventTypes).toEqual(['ObjectEvent']);
  });

  it('tells classes from lots and serials, and gives each identifier parameter its roles', () => {
    const f = parse(
      'MATCH_anyEPCClass=urn:epc:idpat:sgtin:4012345.011111.*|urn:epc:class:lgtin:4012345.011111.L1' +
        '&MATCH_epc=https://example.com/01/04012345111118|urn:epc:id:sgtin:4012345.011111.9' +
        '&MATCH_anyEPC=urn:x:y&MATCH_epcClass=https://id.gs1.org/01/04012345111118/10/L2',
    );
    expect(f.epcs).toEqual([
      {
        roles: [1, 3],
        epcs: ['https://id.gs1.org/01/04012345111118/21/9'],
        classes: ['https://id.gs1.org/01/04012345111118'],
      },
      { roles: [1, 2, 3, 4, 5], epcs: ['urn:x:y'], classes: [] },
      { roles: [6, 7], epcs: ['https://id.gs1.org/01/04012345111118/10/L2'], classes: [] },
      {
        roles: [6, 7, 8, 9],
        epcs: ['https://id.gs1.org/01/04012345111118/10/L1'],
        classes: ['https://id.gs1.org/01/04012345111118'],
      },
    ]);
  });

  it('reads times with an offset as UTC, an unencoded + included', () => {
    const f = parse('GE_eventTime=2026-01-01T10:00:00+02:00&LT_eventTime=2026-01-01T10:00:00.5Z');
    expect(f.geEventTime).toBe('2026-01-01T08:00:00.000Z');
    expect(f.ltEventTime).toBe('2026-01-01T10:00:00.500Z');
    expect(parse('GE_recordTime=2026-01-01T10:00:00%2B02:00').geRecordTime).toBe('2026-01-01T08:00:00.000Z');
  });

  it('refuses what it cannot read, naming the parameter', () => {
    expect(refused('foo=1')).toMatch(/^Unknown query parameter "foo"; known: eventType, /);
    expect(refused('EQ_action=ADD&EQ_action=DELETE')).toBe(
      'EQ_action is given more than once: separate its values with |',
    );
    expect(refused('perPage=0')).toBe('perPage must be an integer from 1 to 1000');
    expect(refused('perPage=1001')).toBe('perPage must be an integer from 1 to 1000');
    expect(refused('perPage=1.5')).toMatch(/perPage/);
    expect(refused('GE_eventTime=2026-13-01T00:00:00Z')).toMatch(/^GE_eventTime: .* is not a date-time/);
    expect(refused('EQ_disposition=broken-ish')).toMatch(
      /^EQ_disposition: "broken-ish" is not a CBV 2.0 disposition/,
    );
    expect(refused('EQ_bizStep=')).toMatch(/EQ_bizStep: an empty value/);
    expect(refused('eventType=Nonsense')).toMatch(/^eventType: "Nonsense" is not ObjectEvent/);
    expect(refused(`EQ_eventID=${'x'.repeat(21_001)}`)).toMatch(
      /EQ_eventID is longer than 21,000 characters/,
    );
  });
});

describe('page tokens', () => {
  it('round-trip, and refuse anything they did not make', () => {
    const after = { eventtime: '2026-01-01T10:00:00.123456Z', id: '42' };
    const token = encodePageToken(after);
    expect(decodePageToken(token)).toEqual(after);
    expect(parse(`nextPageToken=${token}`).after).toEqual(after);
    const b64 = (s: string) => Buffer.from(s).toString('base64url');
    for (const bad of [
      'abc',
      '',
      `${token}=`,
      `${token}!`,
      b64('ev1|2026-01-01T10:00:00.123456Z|0'),
      b64('ev1|2026-01-01T10:00:00.123Z|4'),
      b64('ev2|2026-01-01T10:00:00.123456Z|4'),
      b64('ev1|2026-01-01T10:00:00.123456Z|4|5'),
      b64('ev1|2026-01-01T10:00:00.123456Z|9999999999999999999'),
      b64("ev1|2026-01-01T10:00:00.123456Z|4' OR 1=1"),
    ])
      expect(() => decodePageToken(bad), bad).toThrow(/nextPageToken is not one this server gave/);
  });

  it('the next page keeps the parameters in order, with the new token in place of the old', () => {
    const params = new URLSearchParams('EQ_bizStep=shipping|receiving&nextPageToken=old&perPage=5');
    expect(nextPageQuery(params, 'new')).toBe('EQ_bizStep=shipping%7Creceiving&perPage=5&nextPageToken=new');
  });
});
