import { describe, expect, it } from 'vitest';
import { EXAMPLE_SHIPPING } from './capture.schemas.js';
import { EPCISQueryDocument } from './query.schemas.js';
import { useTestApp } from '../../../test/helpers.js';
import {
  epcisDocument,
  lgtin,
  lotLink,
  sgln,
  shippingEvent,
  uniqueLot,
  type Event,
  epcisClient,
} from '../../../test/fixtures/epcis.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';

const t = useTestApp();
const uuid = () => `urn:uuid:${crypto.randomUUID()}`;
const { capture, query, eventList, ids } = epcisClient(t);

/** Four events at one new site, of different kinds, roles and vocabulary forms. */
async function fourEvents() {
  const gln = uniqueGln();
  const other = uniqueGln();
  const { gtin, lot } = uniqueLot();
  const lot2 = `${lot}-B`;
  const [a, b, c, d] = [uuid(), uuid(), uuid(), uuid()];
  const at = { bizLocation: { id: sgln(gln) } };
  await capture([
    { ...shippingEvent({ gtin, lot, gln, eventID: a, eventTime: '2026-01-01T10:00:00.000Z' }) },
    {
      type: 'ObjectEvent',
      eventID: b,
      eventTime: '2026-01-02T10:00:00.000+02:00',
      eventTimeZoneOffset: '+02:00',
      action: 'ADD',
      bizStep: 'urn:epcglobal:cbv:bizstep:commissioning',
      disposition: 'https://ref.gs1.org/cbv/Disp-active',
      readPoint: { id: `https://example.com/414/${other}` },
      epcList: [`urn:epc:id:sgtin:${gtin.slice(1, 8)}.${gtin[0]}${gtin.slice(8, 13)}.S1`],
      ...at,
    },
    {
      type: 'AggregationEvent',
      eventID: c,
      eventTime: '2026-01-03T10:00:00.000Z',
      eventTimeZoneOffset: '+00:00',
      action: 'ADD',
      bizStep: 'packing',
      parentID: `https://id.gs1.org/01/${gtin}/21/P1`,
      childEPCs: [`https://id.gs1.org/01/${gtin}/21/S2`],
      childQuantityList: [{ epcClass: lotLink(gtin, lot2), quantity: 5, uom: 'KGM' }],
      ...at,
    },
    {
      type: 'TransformationEvent',
      eventID: d,
      eventTime: '2026-01-04T10:00:00.000Z',
      eventTimeZoneOffset: '+00:00',
      inputQuantityList: [{ epcClass: lgtin(gtin, lot), quantity: 10, uom: 'KGM' }],
      outputEPCList: [`https://id.gs1.org/01/${gtin}/21/S3`],
      ...at,
    },
  ]);
  return {
    gln,
    other,
    gtin,
    lot,
    lot2,
    a,
    b,
    c,
    d,
    site: { EQ_bizLocation: `https://id.gs1.org/414/${gln}` },
  };
}

describe('the OpenAPI examples', () => {
  it('are true: the capture example’s event comes back as the query example shows it, its hash included', async () => {
    const example = (EPCISQueryDocument as unknown as { examples: [{ epcisBody: unknown }] }).examples[0];
    const shown = (example.epcisBody as { queryResults: { resultsBody: { eventList: Event[] } } })
      .queryResults.resultsBody.eventList[0]!;
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/epcis/capture',
      payload: epcisDocument([EXAMPLE_SHIPPING]),
      key: t.key[2],
    });
    expect(res.statusCode, res.body).toBe(202);
    const got = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events?EQ_eventID=${encodeURIComponent(shown.eventID as string)}`,
      key: t.key[1],
    });
    const [event] = got.json().epcisBody.queryResults.resultsBody.eventList as Event[];
    expect({ ...event, recordTime: undefined }).toEqual({ ...shown, recordTime: undefined });
  });
});

describe('GET /epcis/events', () => {
  it('filters by every parameter of the binding, values of one parameter joined by |', async () => {
    const { gln, other, gtin, lot, lot2, a, b, c, d, site } = await fourEvents();
    const q = (extra: Record<string, string>) => ids({ ...site, ...extra });
    expect(await q({})).toEqual([a, b, c, d]);
    expect(await q({ eventType: 'AggregationEvent|TransformationEvent' })).toEqual([c, d]);
    expect(
      await q({ GE_eventTime: '2026-01-02T08:00:00Z', LT_eventTime: '2026-01-03T10:00:00.000Z' }),
    ).toEqual([b]);
    // An offset written with an unencoded + (read as a space) is taken as it was meant.
    const plus = await query(`EQ_bizLocation=${sgln(gln)}&GE_eventTime=2026-01-03T12:00:00+02:00`);
    expect(eventList(plus).map((e) => e.eventID)).toEqual([c, d]);
    const before = new Date(Date.now() - 3_600_000).toISOString();
    const after = new Date(Date.now() + 3_600_000).toISOString();
    expect(await q({ GE_recordTime: before, LT_recordTime: after })).toEqual([a, b, c, d]);
    expect(await q({ LT_recordTime: before })).toEqual([]);
    expect(await q({ GE_recordTime: after })).toEqual([]);
    expect(await q({ EQ_action: 'ADD' })).toEqual([b, c]);
    expect(await q({ EQ_action: 'OBSERVE|DELETE' })).toEqual([a]);
    expect(await q({ EQ_bizStep: 'shipping|packing' })).toEqual([a, c]);
    expect(await q({ EQ_disposition: 'active' })).toEqual([b]);
    expect(await q({ EQ_readPoint: `https://id.gs1.org/414/${other}` })).toEqual([b]);
    expect(await q({ EQ_readPoint: sgln(gln) })).toEqual([a]);
    expect(await ids({ EQ_bizLocation: `https://id.gs1.org/414/${uniqueGln()}` })).toEqual([]);
    const serial = (s: string) => `https://id.gs1.org/01/${gtin}/21/${s}`;
    expect(await q({ MATCH_epc: `${serial('S1')}|${serial('S2')}|${serial('P1')}` })).toEqual([b, c]);
    expect(await q({ MATCH_anyEPC: `${serial('P1')}|${serial('S3')}` })).toEqual([c, d]);
    expect(await q({ MATCH_epcClass: lotLink(gtin, lot2) })).toEqual([c]);
    expect(await q({ MATCH_epcClass: lotLink(gtin, lot) })).toEqual([a]);
    expect(await q({ MATCH_anyEPCClass: lotLink(gtin, lot) })).toEqual([a, d]);
    expect(await q({ EQ_eventID: `${d}|${b}` })).toEqual([b, d]);
    // Parameters together: all must hold.
    expect(
      await q({ MATCH_anyEPCClass: lotLink(gtin, lot), EQ_action: 'OBSERVE', eventType: 'ObjectEvent' }),
    ).toEqual([a]);
  });

  it('matches identifiers and CBV values in any of their forms, and a class matches its lots and serials', async () => {
    const { gln, gtin, lot, a, b, c, d } = await fourEvents();
    const site = { EQ_bizLocation: sgln(gln) };
    // A lot as an LGTIN URN, a Digital Link on id.gs1.org or on another host: one lot.
    for (const form of [lgtin(gtin, lot), lotLink(gtin, lot), `https://example.org/01/${gtin}/10/${lot}`])
      expect(await ids({ ...site, MATCH_anyEPCClass: form }), form).toEqual([a, d]);
    for (const form of [
      'shipping',
      'https://ref.gs1.org/cbv/BizStep-shipping',
      'urn:epcglobal:cbv:bizstep:shipping',
    ])
      expect(await ids({ ...site, EQ_bizStep: form }), form).toEqual([a]);
    for (const form of ['commissioning', 'urn:epcglobal:cbv:bizstep:commissioning'])
      expect(await ids({ ...site, EQ_bizStep: form })).toEqual([b]);
    expect(await ids({ ...site, EQ_disposition: 'urn:epcglobal:cbv:disp:in_transit' })).toEqual([a]);
    // The class: a GTIN's Digital Link, an sgtin pattern, a Digital Link on another host.
    const idpat = `urn:epc:idpat:sgtin:${gtin.slice(1, 8)}.${gtin[0]}${gtin.slice(8, 13)}.*`;
    for (const form of [`https://id.gs1.org/01/${gtin}`, idpat, `https://example.com/01/${gtin}`]) {
      expect(await ids({ ...site, MATCH_anyEPCClass: form }), form).toEqual([a, c, d]);
      expect(await ids({ ...site, MATCH_anyEPC: form }), form).toEqual([b, c, d]);
      expect(await ids({ ...site, MATCH_epc: form }), form).toEqual([b, c]);
    }
    // A lot matches that lot only; a serial that serial only.
    expect(await ids({ ...site, MATCH_anyEPCClass: lotLink(gtin, `${lot}-C`) })).toEqual([]);
    expect(await ids({ ...site, MATCH_anyEPC: `https://id.gs1.org/01/${gtin}/21/S9` })).toEqual([]);
  });

  it('pages through Link to the end: every event once, in eventTime then capture order', async () => {
    const gln = uniqueGln();
    const { gtin, lot } = uniqueLot();
    const sent = Array.from({ length: 23 }, (_, i) => {
      const eventTime = `2026-02-0${1 + (i % 4)}T0${i % 3}:00:00.${String(i % 2).padStart(3, '0')}Z`;
      return shippingEvent({ gtin, lot, gln, eventID: uuid(), eventTime });
    });
    await capture(sent);
    const expected = [...sent]
      .map((e, i) => ({ id: e.eventID as string, time: Date.parse(e.eventTime as string), i }))
      .sort((x, y) => x.time - y.time || x.i - y.i)
      .map((x) => x.id);
    const seen: string[] = [];
    let url: string | undefined =
      `/api/v1/epcis/events?EQ_bizLocation=${encodeURIComponent(sgln(gln))}&perPage=5`;
    let pages = 0;
    while (url) {
      const res = await t.api({ method: 'GET', url, key: t.key[1] });
      expect(res.statusCode, res.body).toBe(200);
      seen.push(...eventList(res).map((e) => e.eventID as string));
      const link = res.headers.link as string | undefined;
      if (link)
        expect(link).toMatch(
          /^<\/api\/v1\/epcis\/events\?EQ_bizLocation=.*&perPage=5&nextPageToken=[\w-]+>; rel="next"$/,
        );
      url = link ? /^<([^>]+)>/.exec(link)![1] : undefined;
      pages++;
    }
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
    // The default page is 30; 23 fit in one, with no Link.
    const all = await query({ EQ_bizLocation: sgln(gln) });
    expect(eventList(all)).toHaveLength(23);
    expect(all.headers.link).toBeUndefined();
  });

  it('answers every field as sent, recordTime and a computed eventID added, in a document GS1’s schema accepts', async () => {
    const gln = uniqueGln();
    const { gtin, lot } = uniqueLot();
    const event = {
      ...shippingEvent({ gtin, lot, gln }),
      action: 'ADD',
      'ex:temperature': { 'ex:value': 4.5, 'ex:unit': 'CEL' },
      ilmd: { 'ex:harvestDate': '2026-01-01' },
    };
    await capture([event], {
      '@context': [
        'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
        { ex: 'https://example.org/ex/' },
      ],
    });
    const res = await query({ EQ_bizLocation: sgln(gln) });
    const doc = res.json();
    expect(doc).toMatchObject({ type: 'EPCISQueryDocument', schemaVersion: '2.0' });
    expect(doc['@context']).toEqual([
      'https://ref.gs1.org/standards/epcis/epcis-context.jsonld',
      { ex: 'https://example.org/ex/' },
    ]);
    expect(doc.epcisBody.queryResults.queryName).toBe('SimpleEventQuery');
    const [got] = eventList(res);
    const { eventID, recordTime, ...rest } = got!;
    expect(rest).toEqual(event);
    expect(Object.keys(rest)).toEqual(Object.keys(event));
    expect(eventID).toMatch(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/);
    expect(Date.parse(recordTime as string)).toBeGreaterThan(Date.now() - 600_000);
    expect(validateEpcisDocument(doc)).toMatchObject({ ok: true, kind: 'EPCISQueryDocument' });
    // The same event by its computed ID.
    const one = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent(eventID as string)}`,
      key: t.key[1],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(eventList(one)).toEqual([got]);
    // The hash unencoded in the query string, its `?` and `=` included.
    const raw = await query(`EQ_eventID=${eventID as string}`);
    expect(eventList(raw).map((e) => e.eventID)).toEqual([eventID]);
  });
});

describe('GET /epcis/events/{eventID} and error declarations', () => {
  it('answers the event and its error declaration, both under one eventID; the query shows both too', async () => {
    const gln = uniqueGln();
    const eventID = uuid();
    const event = shippingEvent({ ...uniqueLot(), gln, eventID });
    await capture([event]);
    const declaration = {
      ...event,
      errorDeclaration: { declarationTime: '2026-11-28T09:00:00.000Z', reason: 'incorrect_data' },
    };
    await capture([declaration]);
    const res = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent(eventID)}`,
      key: t.key[1],
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = eventList(res).map(({ recordTime: _, ...e }) => e);
    expect(list).toEqual([event, declaration]);
    expect(await ids({ EQ_eventID: eventID })).toEqual([eventID, eventID]);
    const missing = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent(uuid())}`,
      key: t.key[1],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, error: 'Event not found' });
  });
});

describe('the binding’s lists', () => {
  it('lists event types, business steps and dispositions as Collections', async () => {
    const get = async (path: string) => {
      const res = await t.api({ method: 'GET', url: `/api/v1/epcis/${path}`, key: t.key[1] });
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await get('eventTypes')).toEqual({
      '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
      type: 'Collection',
      member: [
        'ObjectEvent',
        'AggregationEvent',
        'TransactionEvent',
        'TransformationEvent',
        'AssociationEvent',
      ],
    });
    const steps = await get('bizSteps');
    expect(steps.type).toBe('Collection');
    expect(steps.member).toEqual(expect.arrayContaining(['shipping', 'receiving', 'commissioning']));
    const dispositions = await get('dispositions');
    expect(dispositions.member).toEqual(expect.arrayContaining(['in_transit', 'active', 'expired']));
  });
});
