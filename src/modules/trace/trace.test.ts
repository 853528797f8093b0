import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { captureChain, getTrace, ship } from '../../../test/fixtures/trace-chain.js';
import { createWholesaler, link } from '../../../test/fixtures/catalogues.js';
import type { TraceGraph } from './trace.schemas.js';

const t = useTestApp();

const loc = (gln: string) => `https://id.gs1.org/414/${gln}`;
const edgesOf = (g: TraceGraph, kind: string) => g.edges.filter((e) => e.kind === kind);
const graphOf = async (direction: 'forward' | 'backward', params: Record<string, string>) => {
  const res = await getTrace(t, direction, params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TraceGraph;
};

describe('GET /trace/forward and /trace/backward on the hand-built chain', () => {
  it('forward from the harvest lot finds the finished lots, the pallet, every store and the wholesaler, with quantities', async () => {
    const c = await captureChain(t);
    const g = await graphOf('forward', { epc: c.H });
    expect(g.root).toBe(c.H);
    const byId = new Map(g.nodes.map((n) => [n.id, n]));
    // Objects: H, the two lots made of it, the pallet; not the other farm's lot X (an input beside H, not made of it).
    expect(byId.get(c.H)).toMatchObject({
      type: 'lot',
      level: 0,
      gtin: c.apples.gtin,
      psid: c.apples.psid,
      bestbefore: '2026-12-31',
    });
    expect(byId.get(c.O1)).toMatchObject({
      type: 'lot',
      level: 1,
      productname: 'Apple and pear pie',
      psid: c.pie.psid,
    });
    expect(byId.get(c.O2)).toMatchObject({ type: 'lot', level: 1 });
    expect(byId.get(c.P)).toMatchObject({ type: 'container', level: 2 });
    expect(byId.has(c.X)).toBe(false);
    // Places, named.
    expect(byId.get(loc(c.dc.gln))).toMatchObject({
      type: 'location',
      name: c.dc.sitename,
      siteid: c.dc.siteid,
      sitetype: 'dc',
      companyid: 1,
    });
    expect(byId.get(loc(c.wholesaler.gln))).toMatchObject({
      name: c.wholesaler.name,
      wholesalerid: c.wholesaler.wholesalerid,
    });
    // Where it went, with the quantities shipped.
    const shipped = edgesOf(g, 'ship').map((e) => [e.epc, e.from, e.to, e.quantity]);
    expect(shipped).toEqual(
      expect.arrayContaining([
        [c.H, loc(c.farm.gln), loc(c.dc.gln), 1000],
        [c.H, loc(c.dc.gln), loc(c.copacker.gln), 1000],
        [c.O1, loc(c.copacker.gln), loc(c.S1), 200],
        [c.O1, loc(c.copacker.gln), loc(c.S2), 300],
        [c.P, loc(c.copacker.gln), loc(c.S3), 1],
        [c.O2, loc(c.copacker.gln), loc(c.wholesaler.gln), 100],
      ]),
    );
    expect(edgesOf(g, 'transform').map((e) => [e.from, e.to, e.quantity])).toEqual([
      [c.H, c.O1, 500],
      [c.H, c.O2, 300],
    ]);
    expect(edgesOf(g, 'aggregate').map((e) => [e.from, e.to, e.quantity])).toEqual([[c.O2, c.P, 200]]);
    // Out of the pallet at the third store: back to O2 (known), not to anything else.
    expect(edgesOf(g, 'disaggregate').map((e) => [e.from, e.to, e.location])).toEqual([
      [c.P, c.O2, loc(c.S3)],
    ]);
    // Ready for a recall.
    expect(g.affected.specs.map((s) => s.psid).sort()).toEqual([c.apples.psid, c.pie.psid].sort());
    expect(g.affected.suppliers.map((s) => s.companyid).sort()).toEqual(
      [c.farm.supplierid, c.copacker.supplierid].sort(),
    );
    expect(g.affected.sites.map((s) => s.gln).sort()).toEqual(
      [c.farm.gln, c.copacker.gln, c.dc.gln, c.S1, c.S2, c.S3].sort(),
    );
    expect(g.affected.wholesalers).toEqual([
      { wholesalerid: c.wholesaler.wholesalerid, name: c.wholesaler.name, gln: c.wholesaler.gln },
    ]);
    expect(g.truncated).toBe(false);
  });

  it('each lot names its supplier (the site it was made at) and the wholesalers whose catalogues list its GTIN', async () => {
    const c = await captureChain(t);
    const listing = await createWholesaler(t);
    await link(t, listing.wholesalerid, c.pie.psid, { gtin: c.pie.gtin });
    const g = await graphOf('forward', { epc: c.H });
    const node = (id: string) => g.nodes.find((n) => n.id === id)!;
    expect(node(c.H)).toMatchObject({ companyid: c.farm.supplierid });
    // The pies were made at the co-packer's site: its supplier, whoever owns the pie's specification.
    expect(node(c.O1)).toMatchObject({
      companyid: c.copacker.supplierid,
      wholesalerids: [listing.wholesalerid],
    });
    expect(node(c.H)).not.toHaveProperty('wholesalerids');
    // Listed without being reached: a recall tells it too.
    expect(g.affected.wholesalers.map((w) => w.wholesalerid).sort()).toEqual(
      [c.wholesaler.wholesalerid, listing.wholesalerid].sort(),
    );
    const back = await graphOf('backward', { epc: c.O1 });
    expect(back.nodes.find((n) => n.id === c.X)).toMatchObject({ companyid: c.otherFarm.supplierid });
    // The supplier scope is not told the organisation's catalogues.
    const res = await getTrace(t, 'forward', { epc: c.O2 }, c.copacker.as);
    const mine = res.json().data as TraceGraph;
    expect(mine.nodes.find((n) => n.id === c.O2)).not.toHaveProperty('wholesalerids');
    expect(mine.affected.wholesalers.map((w) => w.wholesalerid)).toEqual([c.wholesaler.wholesalerid]);
  });

  it('backward from a store’s lot finds the harvest lot, the other input and where they came from', async () => {
    const c = await captureChain(t);
    const g = await graphOf('backward', { epc: c.O1 });
    const ids = new Set(g.nodes.map((n) => n.id));
    expect(ids.has(c.H) && ids.has(c.X)).toBe(true);
    expect(g.nodes.find((n) => n.id === c.H)).toMatchObject({ level: 1 });
    expect(
      edgesOf(g, 'transform')
        .map((e) => [e.from, e.to])
        .sort(),
    ).toEqual(
      [
        [c.H, c.O1],
        [c.X, c.O1],
      ].sort(),
    );
    // H's way to the co-packer, up to the transformation: made at the farm, through the DC.
    expect(
      edgesOf(g, 'ship')
        .filter((e) => e.epc === c.H)
        .map((e) => [e.from, e.to]),
    ).toEqual([
      [loc(c.farm.gln), loc(c.dc.gln)],
      [loc(c.dc.gln), loc(c.copacker.gln)],
    ]);
    expect(g.edges.find((e) => e.kind === 'observe' && e.to === c.H)?.from).toBe(loc(c.farm.gln));
    // Not O2's destinations: O2 was made beside O1, not of it.
    expect(ids.has(c.O2)).toBe(false);
    expect(ids.has(loc(c.wholesaler.gln))).toBe(false);
    expect(g.affected.suppliers.map((s) => s.companyid).sort()).toEqual(
      [c.farm.supplierid, c.otherFarm.supplierid, c.copacker.supplierid].sort(),
    );
  });

  it('a pallet at the root leads to its contents; from a lot on it, backward, to where the pallet came from', async () => {
    const c = await captureChain(t);
    const pallet = await graphOf('forward', { epc: c.P });
    expect(pallet.nodes.map((n) => n.id)).toContain(c.O2);
    const back = await graphOf('backward', { epc: c.O2, from: '2026-09-04' });
    // Unpacked at S3 from P, which was shipped from the co-packer.
    expect(edgesOf(back, 'disaggregate').map((e) => [e.from, e.to])).toEqual([[c.P, c.O2]]);
    expect(edgesOf(back, 'ship').map((e) => [e.epc, e.from])).toContainEqual([c.P, loc(c.copacker.gln)]);
  });

  it('an error declaration removes its event’s edge', async () => {
    const c = await captureChain(t);
    const wrong = c.events.toS2;
    const declared = {
      ...wrong,
      errorDeclaration: { declarationTime: '2026-09-05T00:00:00.000Z', reason: 'incorrect_data' },
    };
    const res = await t.api({
      method: 'POST',
      url: '/api/v1/epcis/capture',
      payload: {
        '@context': ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
        type: 'EPCISDocument',
        schemaVersion: '2.0',
        creationDate: '2026-09-05T00:00:00.000Z',
        epcisBody: { eventList: [declared] },
      },
      key: t.key[2],
    });
    expect(res.statusCode, res.body).toBe(202);
    const g = await graphOf('forward', { epc: c.H });
    expect(g.edges.some((e) => e.eventID === wrong.eventID)).toBe(false);
    expect(g.nodes.some((n) => n.id === loc(c.S2))).toBe(false);
    expect(g.nodes.some((n) => n.id === loc(c.S1))).toBe(true);
  });

  it('a cycle ends: a lot made into another and back', async () => {
    const c = await captureChain(t);
    // O1 made back into H (absurd, but data can say it): each object is followed once.
    const { transform } = await import('../../../test/fixtures/trace-chain.js');
    const { epcisClient } = await import('../../../test/fixtures/epcis.js');
    await epcisClient(t).capture([
      transform('2026-09-06T08:00:00.000Z', [[c.O1, 10]], [[c.H, 10]], c.copacker.gln),
    ]);
    const g = await graphOf('forward', { epc: c.H });
    expect(edgesOf(g, 'transform').map((e) => [e.from, e.to])).toContainEqual([c.O1, c.H]);
    expect(g.nodes.filter((n) => n.id === c.H)).toHaveLength(1);
    const back = await graphOf('backward', { epc: c.H });
    expect(back.nodes.map((n) => n.id)).toContain(c.O1);
  });

  it('depth, from and to narrow the trace', async () => {
    const c = await captureChain(t);
    const shallow = await graphOf('forward', { epc: c.H, depth: '0' });
    expect(edgesOf(shallow, 'ship').map((e) => e.epc)).toEqual([c.H, c.H]);
    // The lots made of it are named (the edge needs them) but not followed.
    expect(shallow.nodes.find((n) => n.id === c.O1)).toMatchObject({ level: 1 });
    expect(shallow.nodes.some((n) => n.id === loc(c.S1))).toBe(false);
    const early = await graphOf('forward', { epc: c.H, to: '2026-09-02' });
    expect(early.edges.map((e) => e.eventID).sort()).toEqual(
      [c.events.made, c.events.toDc, c.events.atDc].map((e) => e.eventID as string).sort(),
    );
    const late = await graphOf('forward', { epc: c.H, from: '2026-09-02T10:00:00+02:00' });
    expect(late.edges.some((e) => e.eventID === c.events.toDc.eventID)).toBe(false);
    expect(late.edges.some((e) => e.eventID === c.events.toCopacker.eventID)).toBe(true);
  });

  it('a lot without events answers its root alone; any identifier form finds the same lot', async () => {
    const c = await captureChain(t);
    const none = await graphOf('forward', { epc: `${c.H}-none` });
    expect(none.nodes).toEqual([expect.objectContaining({ id: `${c.H}-none`, level: 0, type: 'lot' })]);
    expect(none.edges).toEqual([]);
    const lot = c.H.split('/10/')[1]!;
    const urn = `urn:epc:class:lgtin:${c.apples.gtin.slice(1, 8)}.${c.apples.gtin[0]}${c.apples.gtin.slice(8, 13)}.${lot}`;
    const other = `https://brand.example/01/${c.apples.gtin}/10/${lot}?linkType=all`;
    const a = await graphOf('forward', { epc: urn });
    const b = await graphOf('forward', { epc: other });
    expect(a.root).toBe(c.H);
    expect(b.edges).toEqual(a.edges);
  });
});

describe('the supplier scope', () => {
  it('traces only through its own sites: the farm sees H reach the DC, not what was made of it', async () => {
    const c = await captureChain(t);
    const res = await getTrace(t, 'forward', { epc: c.H }, c.farm.as);
    expect(res.statusCode, res.body).toBe(200);
    const g = res.json().data as TraceGraph;
    expect(g.edges.map((e) => e.eventID).sort()).toEqual(
      [c.events.made, c.events.toDc, c.events.atDc].map((e) => e.eventID as string).sort(),
    );
    expect(g.nodes.some((n) => n.id === c.O1 || n.id === loc(c.S1))).toBe(false);
    expect(g.affected.wholesalers).toEqual([]);
  });

  it('cannot trace another company’s events: a stranger gets the root alone', async () => {
    const c = await captureChain(t);
    const { supplierWithGln } = await import('../../../test/fixtures/epcis.js');
    const stranger = await supplierWithGln(t);
    for (const [direction, epc] of [
      ['forward', c.H],
      ['backward', c.O1],
    ] as const) {
      const res = await getTrace(t, direction, { epc }, stranger.as);
      expect(res.statusCode, res.body).toBe(200);
      const g = res.json().data as TraceGraph;
      expect(g.edges).toEqual([]);
      expect(g.nodes.map((n) => n.id)).toEqual([epc]);
      // Not even the names of others' specifications.
      expect(g.affected).toEqual({ specs: [], suppliers: [], sites: [], wholesalers: [] });
      expect(g.nodes[0]).not.toHaveProperty('psid');
    }
    // A shipment the stranger captures at its own site from another's lot shows only its own event.
    const { epcisClient } = await import('../../../test/fixtures/epcis.js');
    await epcisClient(t).capture(
      [ship('2026-10-01T08:00:00.000Z', { lot: c.O1, quantity: 5 }, stranger.gln, c.S1)],
      {},
      stranger.as,
    );
    const mine = (await getTrace(t, 'forward', { epc: c.O1 }, stranger.as)).json().data as TraceGraph;
    expect(mine.edges.map((e) => e.from)).toEqual([loc(stranger.gln)]);
  });
});
