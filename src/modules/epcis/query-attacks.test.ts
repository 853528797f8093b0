// GET /epcis/events and /epcis/events/{eventID} against the supplier scope and hostile input.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { bearer, supplierAccount } from '../../../test/fixtures/accounts.js';
import {
  lotLink,
  sgln,
  shippingEvent,
  supplierWithGln,
  uniqueLot,
  epcisClient,
} from '../../../test/fixtures/epcis.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';

const t = useTestApp();
const uuid = () => `urn:uuid:${crypto.randomUUID()}`;
const { capture, query, eventList, ids } = epcisClient(t);

/** Four events at one new site, of different kinds, roles and vocabulary forms. */
describe('the supplier scope', () => {
  it('sees only events naming its own sites; another’s eventID is 404', async () => {
    const { gln: own, ...account } = await supplierWithGln(t);
    const { as } = account;
    const { gtin, lot } = uniqueLot();
    const mine = uuid();
    const theirs = uuid();
    const sentToUs = uuid();
    await capture(
      [shippingEvent({ gtin, lot, gln: own, eventID: mine, eventTime: '2026-03-01T00:00:00Z' })],
      {},
      as,
    );
    const elsewhere = uniqueGln();
    await capture([
      shippingEvent({ gtin, lot, gln: elsewhere, eventID: theirs, eventTime: '2026-03-02T00:00:00Z' }),
      shippingEvent({
        gtin,
        lot,
        gln: elsewhere,
        to: own,
        eventID: sentToUs,
        eventTime: '2026-03-03T00:00:00Z',
      }),
    ]);
    const lotQuery = { MATCH_anyEPCClass: lotLink(gtin, lot) };
    expect(await ids(lotQuery)).toEqual([mine, theirs, sentToUs]);
    // Its own site as bizLocation, or as the destination of a shipment to it.
    expect(await ids(lotQuery, as)).toEqual([mine, sentToUs]);
    expect(await ids({ EQ_bizLocation: sgln(elsewhere) }, as)).toEqual([sentToUs]);
    const other = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent(theirs)}`,
      ...as,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, error: 'Event not found' });
    const own1 = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent(mine)}`,
      ...as,
    });
    expect(own1.statusCode).toBe(200);
    expect(await ids({ EQ_eventID: theirs }, as)).toEqual([]);
    // A supplier whose sites have no GLN sees no event at all.
    const noGln = await supplierAccount(t);
    expect(await ids(lotQuery, { key: null, headers: bearer(noGln.token) })).toEqual([]);
  });
});

describe('hostile and bad input', () => {
  it('refuses unknown, repeated and malformed parameters with 400 naming them, never 500', async () => {
    const bad: [string, RegExp][] = [
      ['EQ_bizstep=shipping', /Unknown query parameter "EQ_bizstep"/],
      ['limit=5', /Unknown query parameter "limit"/],
      [
        'EQ_bizStep=shipping&EQ_bizStep=receiving',
        /^EQ_bizStep is given more than once: separate its values with \|$/,
      ],
      ['GE_eventTime=yesterday', /GE_eventTime: "yesterday" is not a date-time/],
      ['LT_eventTime=2026-02-30T00:00:00Z', /LT_eventTime/],
      ['perPage=0', /^perPage must be an integer from 1 to 1000$/],
      ['perPage=1001', /perPage/],
      ['perPage=ten', /perPage/],
      ['EQ_action=CREATE', /EQ_action: "CREATE" must be one of ADD, OBSERVE, DELETE/],
      ['EQ_bizStep=shipped-ish', /EQ_bizStep: "shipped-ish" is not a CBV 2.0 business step/],
      ['EQ_bizStep=shipping||receiving', /EQ_bizStep: an empty value/],
      ['eventType=Object%20Event', /eventType/],
      ['nextPageToken=abc', /nextPageToken is not one this server gave/],
      [
        `nextPageToken=${Buffer.from("ev1|2026-01-01T00:00:00.000000Z|1' OR 1=1").toString('base64url')}`,
        /nextPageToken/,
      ],
      [
        `nextPageToken=${Buffer.from('ev1|2026-13-45T00:00:00.000000Z|5').toString('base64url')}`,
        /nextPageToken/,
      ],
      [
        `nextPageToken=${Buffer.from('ev1|2026-01-01T00:00:00.000000Z|99999999999999999999').toString('base64url')}`,
        /nextPageToken/,
      ],
      [`EQ_eventID=${'x'.repeat(30_000)}`, /EQ_eventID is longer than 21,000 characters/],
      [
        `MATCH_epc=${Array.from({ length: 101 }, (_, i) => `a:${i}`).join('|')}`,
        /MATCH_epc: at most 100 values/,
      ],
    ];
    for (const [qs, message] of bad) {
      const res = await query(qs);
      expect(res.statusCode, `${qs.slice(0, 80)} → ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json().error, qs.slice(0, 80)).toMatch(message);
    }
  });

  it('takes SQL-ish text, long values and unicode as values that match nothing', async () => {
    const odd = [
      "x' OR '1'='1",
      "'; DROP TABLE epcis_events; --",
      'urn:epc:id:sgtin:%00',
      'https://id.gs1.org/01/00000000000000/10/ÄÖÜ✓😀',
      `urn:x:${'y'.repeat(2_000)}`,
      '日本語:値',
    ];
    for (const v of odd) {
      for (const name of [
        'EQ_readPoint',
        'EQ_bizLocation',
        'MATCH_epc',
        'MATCH_anyEPC',
        'MATCH_epcClass',
        'MATCH_anyEPCClass',
        'EQ_eventID',
      ]) {
        const res = await query({ [name]: v });
        expect(res.statusCode, `${name}=${v.slice(0, 40)}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(eventList(res), name).toEqual([]);
      }
    }
    const long = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${encodeURIComponent("'; SELECT 1; --")}`,
      key: t.key[1],
    });
    expect(long.statusCode).toBe(404);
    const tooLong = await t.api({
      method: 'GET',
      url: `/api/v1/epcis/events/${'x'.repeat(2_000)}`,
      key: t.key[1],
    });
    expect(tooLong.statusCode).toBe(414);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM epcis_events');
    expect(rows[0]!.n).toBeGreaterThan(0);
  });

  it('needs a key: 401 without one', async () => {
    expect((await query({}, { key: null })).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', url: '/api/v1/epcis/eventTypes', key: null })).statusCode).toBe(401);
  });
});
