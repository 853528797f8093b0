import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { epcisClient } from '../../../test/fixtures/epcis.js';
import { captureChain, commission, getTrace, ship } from '../../../test/fixtures/trace-chain.js';
import { wrongCheckDigit } from '../../../test/fixtures/gs1.js';
import type { LotSummary } from './trace.schemas.js';

const t = useTestApp();
const loc = (gln: string) => `https://id.gs1.org/414/${gln}`;
const lotOf = (link: string) => decodeURIComponent(link.split('/10/')[1]!);

const summary = async (
  gtin: string,
  lot: string,
  as: { key?: string | null; headers?: Record<string, string> } = { key: t.key[1] },
) => {
  const res = await t.api({
    method: 'GET',
    url: `/api/v1/trace/lots/${gtin}/${encodeURIComponent(lot)}`,
    ...as,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as LotSummary;
};
const amounts = (rows: { at?: { id: string } | null; to?: { id: string } | null; quantity: number }[]) =>
  Object.fromEntries(rows.map((r) => [(r.at ?? r.to)?.id, r.quantity]));

describe('GET /trace/lots/{gtin}/{lot}', () => {
  it('the harvest lot: product, supplier and origin, made, received, shipped and on hand per place', async () => {
    const c = await captureChain(t);
    const s = await summary(c.apples.gtin, lotOf(c.H));
    expect(s.lot).toMatchObject({ id: c.H, gtin: c.apples.gtin, lot: lotOf(c.H), bestbefore: '2026-12-31' });
    expect(s.product).toEqual({ psid: c.apples.psid, productname: 'Bramley apples', gtin: c.apples.gtin });
    expect(s.supplier).toMatchObject({ companyid: c.farm.supplierid });
    expect(s.origin).toMatchObject({ id: loc(c.farm.gln), siteid: c.farm.siteid });
    expect(s.made).toEqual({ quantity: 1000, uom: 'KGM' });
    expect(amounts(s.received)).toEqual({ [loc(c.dc.gln)]: 1000, [loc(c.copacker.gln)]: 1000 });
    expect(amounts(s.shipped)).toEqual({ [loc(c.dc.gln)]: 1000, [loc(c.copacker.gln)]: 1000 });
    // 600 of the 1,000 went into the pies: 400 left at the co-packer; nothing at the farm or the DC.
    expect(amounts(s.onhand)).toEqual({
      [loc(c.farm.gln)]: 0,
      [loc(c.dc.gln)]: 0,
      [loc(c.copacker.gln)]: 400,
    });
    expect(s.first).toMatchObject({
      eventID: c.events.made.eventID,
      time: '2026-09-01T06:00:00.000Z',
      at: loc(c.farm.gln),
    });
    expect(s.last).toMatchObject({ eventID: c.events.made2.eventID });
    expect(s.eventcount).toBe(6);
  });

  it('a finished lot made by a transformation: made at the co-packer, shipped to the stores and the wholesaler', async () => {
    const c = await captureChain(t);
    const o2 = await summary(c.pie.gtin, lotOf(c.O2));
    expect(o2.made).toEqual({ quantity: 300, uom: 'KGM' });
    expect(o2.origin).toMatchObject({ id: loc(c.copacker.gln) });
    expect(o2.supplier).toMatchObject({ companyid: c.copacker.supplierid });
    expect(amounts(o2.shipped)).toEqual({ [loc(c.wholesaler.gln)]: 100 });
    const o1 = await summary(c.pie.gtin.replace(/^0/, ''), lotOf(c.O1));
    expect(amounts(o1.shipped)).toEqual({ [loc(c.S1)]: 200, [loc(c.S2)]: 300 });
    expect(amounts(o1.onhand)).toEqual({ [loc(c.copacker.gln)]: 0 });
  });

  it('a lot without events: nulls and zero counts, not 404', async () => {
    const c = await captureChain(t);
    const s = await summary(c.apples.gtin, 'NEVER-SEEN');
    expect(s).toMatchObject({
      made: null,
      origin: null,
      first: null,
      last: null,
      eventcount: 0,
      received: [],
      shipped: [],
    });
    expect(s.product).toMatchObject({ psid: c.apples.psid });
  });

  it('the supplier scope counts only events at its own sites', async () => {
    const c = await captureChain(t);
    const s = await summary(c.apples.gtin, lotOf(c.H), c.farm.as);
    expect(s.eventcount).toBe(3);
    expect(amounts(s.received)).toEqual({ [loc(c.dc.gln)]: 1000 });
    const other = await summary(c.apples.gtin, lotOf(c.H), c.copacker.as);
    // The co-packer received H and used it, but H's specification is the farm's: not named to it.
    expect(other.product).toBeNull();
    expect(other.eventcount).toBe(3);
  });

  it('a lot with characters a URL escapes round-trips', async () => {
    const c = await captureChain(t);
    const lot = 'A/B%1&?';
    await epcisClient(t).capture([
      commission(
        '2026-09-10T08:00:00.000Z',
        `https://id.gs1.org/01/${c.apples.gtin}/10/${encodeURIComponent(lot)}`,
        7,
        c.farm.gln,
        '2027-01-01',
      ),
    ]);
    const s = await summary(c.apples.gtin, lot);
    expect(s.made).toEqual({ quantity: 7, uom: 'KGM' });
    expect(s.lot.lot).toBe(lot);
  });
});

describe('bad and hostile requests answer 400 in the envelope', () => {
  it('refuses a whole product, a place, bad bounds and depth, unknown parameters', async () => {
    const c = await captureChain(t);
    const cases: [Record<string, string>, RegExp][] = [
      [{ epc: `https://id.gs1.org/01/${c.apples.gtin}` }, /whole product/],
      [
        {
          epc: `urn:epc:idpat:sgtin:${c.apples.gtin.slice(1, 8)}.${c.apples.gtin[0]}${c.apples.gtin.slice(8, 13)}.*`,
        },
        /whole product/,
      ],
      [{ epc: loc(c.dc.gln) }, /place/],
      [{ epc: c.H, from: 'yesterday' }, /^from must be/],
      [{ epc: c.H, to: '2026-02-30' }, /^to must be/],
      [{ epc: c.H, depth: '-1' }, /depth/],
      [{ epc: c.H, depth: '101' }, /depth/],
      [{ epc: c.H, depth: 'all' }, /depth/],
      [{}, /epc/],
      [{ epc: '' }, /epc/],
      [{ epc: 'x'.repeat(2049) }, /epc/],
    ];
    for (const [params, message] of cases) {
      const res = await getTrace(t, 'forward', params);
      expect(res.statusCode, JSON.stringify(params)).toBe(400);
      expect(res.json()).toEqual({ success: false, error: expect.stringMatching(message) });
    }
    for (const [gtin, lot] of [
      [wrongCheckDigit(c.apples.gtin), 'L1'],
      ['12345', 'L1'],
      [c.apples.gtin, 'x'.repeat(21)],
      [c.apples.gtin, 'tab\there'],
    ]) {
      const res = await t.api({
        method: 'GET',
        url: `/api/v1/trace/lots/${gtin}/${encodeURIComponent(lot!)}`,
        key: t.key[1],
      });
      expect(res.statusCode, `${gtin} ${lot}`).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('a serial is traced as sent in any form: its shipment, counted one', async () => {
    const c = await captureChain(t);
    const serial = `https://id.gs1.org/01/${c.pie.gtin}/21/SN-${Date.now()}`;
    await epcisClient(t).capture([ship('2026-09-07T08:00:00.000Z', { epc: serial }, c.copacker.gln, c.S1)]);
    const res = await getTrace(t, 'forward', {
      epc: serial.replace('https://id.gs1.org', 'https://brand.example'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().data;
    expect(g.nodes[0]).toMatchObject({ id: serial, type: 'serial', gtin: c.pie.gtin, psid: c.pie.psid });
    expect(g.edges).toEqual([
      expect.objectContaining({
        kind: 'ship',
        epc: serial,
        from: loc(c.copacker.gln),
        to: loc(c.S1),
        quantity: 1,
      }),
    ]);
  });

  it('needs a key; a private identifier is traced as captured', async () => {
    const c = await captureChain(t);
    expect((await getTrace(t, 'forward', { epc: c.H }, { key: null })).statusCode).toBe(401);
    const res = await getTrace(t, 'backward', { epc: 'urn:example:lot:1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nodes).toEqual([
      expect.objectContaining({ id: 'urn:example:lot:1', type: 'other' }),
    ]);
  });
});
