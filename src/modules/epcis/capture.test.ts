import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { epcisDocument, shippingEvent, supplierWithGln, uniqueLot } from '../../../test/fixtures/epcis.js';
import { uniqueGln } from '../../../test/fixtures/gs1.js';

const t = useTestApp();

const capture = (payload: unknown, extra: { key?: string | null; headers?: Record<string, string> } = {}) =>
  t.api({
    method: 'POST',
    url: '/api/v1/epcis/capture',
    payload: payload as object,
    key: t.key[2],
    ...extra,
  });

async function storedEvents(eventid: string) {
  const { rows } = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM epcis_events WHERE eventid = $1',
    [eventid],
  );
  return rows[0]!.n;
}

describe('POST /epcis/capture', () => {
  it('captures a document: 202 with Location of the capture job, done, its events stored with canonical forms', async () => {
    const { gtin, lot } = uniqueLot();
    const gln = uniqueGln();
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const res = await capture(epcisDocument([shippingEvent({ gtin, lot, gln, eventID })]));
    expect(res.statusCode, res.body).toBe(202);
    const job = res.json();
    expect(job).toMatchObject({
      running: false,
      success: true,
      captureErrorBehaviour: 'rollback',
      errors: [],
    });
    expect(job).toMatchObject({ eventCount: 1, storedCount: 1 });
    expect(res.headers.location).toBe(`/api/v1/epcis/capture/${job.captureID}`);
    const status = await t.api({ method: 'GET', url: res.headers.location as string, key: t.key[1] });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual(job);
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT e.bizstep, e.disposition, e.bizlocation, e.glns, p.epc, p.class, p.quantity::float AS quantity, p.uom
         FROM epcis_events e JOIN epcis_event_epcs p USING (id) WHERE e.eventid = $1`,
      [eventID],
    );
    expect(rows).toEqual([
      {
        bizstep: 'https://ref.gs1.org/cbv/BizStep-shipping',
        disposition: 'https://ref.gs1.org/cbv/Disp-in_transit',
        bizlocation: `https://id.gs1.org/414/${gln}`,
        glns: [gln],
        epc: `https://id.gs1.org/01/${gtin}/10/${lot}`,
        class: `https://id.gs1.org/01/${gtin}`,
        quantity: 100,
        uom: 'KGM',
      },
    ]);
  });

  it('stores each event as the object sent, keys in the order sent', async () => {
    const { gtin, lot } = uniqueLot();
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const event = {
      ...shippingEvent({ gtin, lot, gln: uniqueGln(), eventID }),
      'example:z': 1,
      'example:a': 2,
    };
    const doc = epcisDocument([event], {
      '@context': [
        'https://ref.gs1.org/standards/epcis/epcis-context.jsonld',
        { example: 'https://example.com/' },
      ],
    });
    expect((await capture(doc)).statusCode).toBe(202);
    const { rows } = await t.db.query<{ kind: string; text: string }>(
      'SELECT json_typeof(event) AS kind, event::text AS text FROM epcis_events WHERE eventid = $1',
      [eventID],
    );
    expect(rows).toEqual([{ kind: 'object', text: JSON.stringify(event) }]);
  });

  it('skips an event captured before: by its eventID, or by its CBV 2.0 hash when it has none', async () => {
    const { gtin, lot } = uniqueLot();
    const gln = uniqueGln();
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const withId = shippingEvent({ gtin, lot, gln, eventID });
    const withoutId = shippingEvent({ gtin, lot, gln, quantity: 7 });
    const first = await capture(epcisDocument([withId, withoutId, withoutId]));
    expect(first.json()).toMatchObject({ eventCount: 3, storedCount: 2 });
    const again = await capture(epcisDocument([withId, withoutId]), {
      headers: { 'content-type': 'application/ld+json' },
    });
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json()).toMatchObject({ eventCount: 2, storedCount: 0 });
    expect(await storedEvents(eventID)).toBe(1);
    const { rows } = await t.db.query<{ eventid: string }>(
      `SELECT e.eventid FROM epcis_events e JOIN epcis_event_epcs p USING (id)
        WHERE p.epc = $1 AND e.eventid LIKE 'ni:///sha-256;%'`,
      [`https://id.gs1.org/01/${gtin}/10/${lot}`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.eventid).toMatch(/^ni:\/\/\/sha-256;[0-9a-f]{64}\?ver=CBV2\.0$/);
  });

  it('stores an event once when two captures of it race (several instances share one database)', async () => {
    const { gtin, lot } = uniqueLot();
    const gln = uniqueGln();
    const events = Array.from({ length: 50 }, (_, i) =>
      shippingEvent({ gtin, lot, gln, quantity: i + 1, eventID: `urn:uuid:${crypto.randomUUID()}` }),
    );
    // In opposite orders too: writes in the order sent would deadlock.
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => capture(epcisDocument(i % 2 ? events : events.toReversed()))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(answers.reduce((n, a) => n + (a.json().storedCount as number), 0)).toBe(50);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM epcis_events WHERE eventid = ANY ($1::text[])',
      [events.map((e) => e.eventID)],
    );
    expect(rows[0]!.n).toBe(50);
  });

  it('an error declaration is kept beside the event it declares, which is marked declared', async () => {
    const { gtin, lot } = uniqueLot();
    const gln = uniqueGln();
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const event = shippingEvent({ gtin, lot, gln, eventID });
    await capture(epcisDocument([event]));
    const declaration = {
      ...event,
      errorDeclaration: { declarationTime: '2026-11-28T09:00:00.000Z', reason: 'incorrect_data' },
    };
    const res = await capture(epcisDocument([declaration]));
    expect(res.json()).toMatchObject({ storedCount: 1 });
    const { rows } = await t.db.query(
      'SELECT declaration, declared FROM epcis_events WHERE eventid = $1 ORDER BY id',
      [eventID],
    );
    expect(rows).toEqual([
      { declaration: false, declared: true },
      { declaration: true, declared: false },
    ]);
    // The same declaration again is skipped.
    expect((await capture(epcisDocument([declaration]))).json()).toMatchObject({ storedCount: 0 });
  });

  it('refuses a document with one bad event whole: 400 naming the event and field, nothing written', async () => {
    const { gtin, lot } = uniqueLot();
    const gln = uniqueGln();
    const good = shippingEvent({ gtin, lot, gln, eventID: `urn:uuid:${crypto.randomUUID()}` });
    const bad = { ...shippingEvent({ gtin, lot, gln }), bizStep: 'shipped-ish' };
    const res = await capture(epcisDocument([good, bad]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: expect.stringMatching(/^Event 1: bizStep /) });
    expect(await storedEvents(good.eventID as string)).toBe(0);
    const missing = await capture(epcisDocument([{ ...good, eventTime: undefined }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/Event 0.*eventTime/);
    // A query document is not captured; nor is anything that is no EPCIS document.
    const query = await capture({ ...epcisDocument([]), type: 'EPCISQueryDocument' });
    expect(query.statusCode).toBe(400);
    for (const body of [[], '"x"', { type: 'EPCISDocument' }]) {
      const r = await capture(body, { headers: { 'content-type': 'application/json' } });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().success).toBe(false);
    }
  });

  it('refuses more than 10,000 events or 20 MB with 413, and other media types with 415', async () => {
    const { gtin, lot } = uniqueLot();
    const event = shippingEvent({ gtin, lot, gln: uniqueGln() });
    const many = await capture(epcisDocument(Array.from({ length: 10_001 }, () => event)));
    expect(many.statusCode).toBe(413);
    expect(many.json().error).toMatch(/10,001 events; at most 10,000/);
    const big = await capture(epcisDocument([{ ...event, 'ex:note': 'x'.repeat(21 * 1024 * 1024) }]));
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const text = await t.api({
      method: 'POST',
      url: '/api/v1/epcis/capture',
      payload: 'type=EPCISDocument',
      headers: { 'content-type': 'text/plain' },
      key: t.key[2],
    });
    expect(text.statusCode).toBe(415);
  });

  it('needs level 2, and refuses the rollback header’s other values', async () => {
    const doc = epcisDocument([shippingEvent({ ...uniqueLot(), gln: uniqueGln() })]);
    expect((await capture(doc, { key: t.key[1] })).statusCode).toBe(403);
    expect((await capture(doc, { key: null })).statusCode).toBe(401);
    const proceed = await capture(doc, { headers: { 'gs1-capture-error-behaviour': 'proceed' } });
    expect(proceed.statusCode).toBe(400);
    expect(proceed.json().error).toMatch(/gs1-capture-error-behaviour/i);
  });

  it('records one epcis.captured event in the feed with the capture ID and the event count', async () => {
    const doc = epcisDocument([
      shippingEvent({ ...uniqueLot(), gln: uniqueGln() }),
      shippingEvent({ ...uniqueLot(), gln: uniqueGln() }),
    ]);
    const res = await capture(doc);
    const captureID = res.json().captureID as string;
    // A change reaches the feed once every older transaction on the server has ended (other databases' too).
    const mine = async () => {
      await t.db.query('SELECT sequence_events()');
      const feed = await t.api({
        method: 'GET',
        url: '/api/v1/events?types=epcis.captured&limit=1000',
        key: t.key[1],
      });
      expect(feed.statusCode, feed.body).toBe(200);
      return feed.json().data.filter((e: { data: { captureID?: string } }) => e.data.captureID === captureID);
    };
    await expect.poll(async () => (await mine()).length, { timeout: 15_000, interval: 100 }).toBe(1);
    expect((await mine())[0]).toMatchObject({
      type: 'epcis.captured',
      data: { captureID, eventCount: 2, storedCount: 2 },
    });
  });
});

describe('the supplier scope', () => {
  it('captures events at its own sites only (403 naming the field), and reads only its own captures', async () => {
    const { gln: own, ...account } = await supplierWithGln(t);
    const { as } = account;
    const ours = await capture(epcisDocument([shippingEvent({ ...uniqueLot(), gln: own })]), as);
    expect(ours.statusCode, ours.body).toBe(202);
    const foreignEvent = shippingEvent({
      ...uniqueLot(),
      gln: uniqueGln(),
      eventID: `urn:uuid:${crypto.randomUUID()}`,
    });
    const foreign = await capture(
      epcisDocument([shippingEvent({ ...uniqueLot(), gln: own }), foreignEvent]),
      as,
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, error: 'Insufficient permissions for bizLocation' });
    expect(await storedEvents(foreignEvent.eventID as string)).toBe(0);
    const noPlace = { ...foreignEvent, bizLocation: undefined };
    const refused = await capture(epcisDocument([noPlace]), as);
    expect(refused.json()).toEqual({ success: false, error: 'Insufficient permissions for readPoint' });
    // A source that is its own site is enough (goods it sent from its plant, read elsewhere).
    const fromOwn = {
      ...foreignEvent,
      sourceList: [{ type: 'location', source: `https://id.gs1.org/414/${own}` }],
    };
    expect((await capture(epcisDocument([fromOwn]), as)).statusCode).toBe(202);

    const orgCapture = await capture(epcisDocument([shippingEvent({ ...uniqueLot(), gln: uniqueGln() })]));
    const other = await t.api({ method: 'GET', url: orgCapture.headers.location as string, ...as });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, error: 'Capture not found' });
    const mine = await t.api({ method: 'GET', url: ours.headers.location as string, ...as });
    expect(mine.statusCode).toBe(200);
  });
});
