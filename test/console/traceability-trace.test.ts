import { describe, expect, it } from 'vitest';
import {
  arrowText,
  custody,
  edgeRows,
  layout,
  levelsOf,
  mergeTraces,
  type Merged,
} from '../../console/src/pages/traceability/trace-graph.js';
import type { TraceEdge, TraceGraph, TraceNode } from '../../console/src/pages/traceability/trace-types.js';

const GTIN = '04012345111118';
const H = `https://id.gs1.org/01/${GTIN}/10/H1`;
const A = `https://id.gs1.org/01/${GTIN}/10/A1`;
const B = `https://id.gs1.org/01/${GTIN}/10/B1`;
const place = (gln: string, name: string, level = 0): TraceNode => ({
  id: `https://id.gs1.org/414/${gln}`,
  type: 'location',
  level,
  gln,
  name,
});
const FARM = place('5012345000015', 'Green Farm');
const DC = place('5012345000022', 'Hull DC');
const COPACK = place('5012345000039', 'Co-packer');
const STORES = ['Store 1', 'Store 2', 'Store 3'].map((n, i) => place(`501234500010${i}`, n, 1));
const WHOLESALER = { ...place('5012345000206', 'Fresh Wholesale', 1), type: 'party', wholesalerid: 7 };
const lot = (id: string, l: string, level: number, productname = 'Oats'): TraceNode => ({
  id,
  type: 'lot',
  level,
  gtin: GTIN,
  lot: l,
  productname,
});
const NO_AFFECTED = { specs: [], suppliers: [], sites: [], wholesalers: [] };
let n = 0;
const edge = (e: Partial<TraceEdge> & Pick<TraceEdge, 'kind' | 'epc'>): TraceEdge => ({
  eventID: `ni:///sha-256;${n++}`,
  from: null,
  to: null,
  time: '2026-11-20T08:00:00.000Z',
  quantity: null,
  uom: null,
  bizStep: null,
  location: null,
  ...e,
});

/** The chain, forward from the harvest lot H, and its backward trace (the farm where it was made). */
function chain(): { backward: TraceGraph; forward: TraceGraph } {
  const made = edge({ kind: 'observe', epc: H, from: FARM.id, to: H, quantity: 1000, uom: 'KGM' });
  const toDc = { eventID: 'ship-1', epc: H, from: FARM.id, to: DC.id, quantity: 1000, uom: 'KGM' };
  const toCopack = { eventID: 'ship-2', epc: H, from: DC.id, to: COPACK.id, quantity: 900, uom: 'KGM' };
  const transform = { eventID: 'tf-1', time: '2026-11-23T08:00:00.000Z', location: COPACK.id };
  const forwardEdges: TraceEdge[] = [
    made,
    edge({ kind: 'ship', ...toDc, time: '2026-11-20T08:00:00.000Z', bizStep: 'shipping' }),
    edge({ kind: 'receive', ...toDc, eventID: 'rcv-1', time: '2026-11-21T08:00:00.000Z' }),
    edge({ kind: 'ship', ...toCopack, time: '2026-11-22T08:00:00.000Z' }),
    edge({ kind: 'transform', epc: H, from: H, to: A, quantity: 900, uom: 'KGM', ...transform }),
    edge({ kind: 'transform', epc: H, from: H, to: B, quantity: 900, uom: 'KGM', ...transform }),
    ...[300, 200].map((q, i) =>
      edge({ kind: 'ship', epc: A, from: COPACK.id, to: STORES[i]!.id, quantity: q, uom: 'XCS' }),
    ),
    edge({ kind: 'ship', epc: B, from: COPACK.id, to: STORES[2]!.id, quantity: 250, uom: 'XCS' }),
    edge({ kind: 'ship', epc: B, from: COPACK.id, to: WHOLESALER.id, quantity: 150, uom: 'XCS' }),
  ].map((e) => ({ ...e, time: e.time }));
  return {
    backward: {
      root: H,
      direction: 'backward',
      nodes: [lot(H, 'H1', 0), FARM],
      edges: [made],
      affected: { ...NO_AFFECTED, suppliers: [{ companyid: 5, name: 'Green Farm Ltd' }] },
      truncated: false,
    },
    forward: {
      root: H,
      direction: 'forward',
      nodes: [
        lot(H, 'H1', 0),
        lot(A, 'A1', 1, 'Oat bars'),
        lot(B, 'B1', 1, 'Oat bites'),
        FARM,
        DC,
        COPACK,
        ...STORES,
        WHOLESALER,
      ],
      edges: forwardEdges,
      affected: {
        ...NO_AFFECTED,
        suppliers: [{ companyid: 5, name: 'Green Farm Ltd' }],
        wholesalers: [{ wholesalerid: 7, name: 'Fresh Wholesale', gln: WHOLESALER.gln! }],
      },
      truncated: false,
    },
  };
}

const stopOf = (m: Merged, key: string) => custody(m).stops.get(key)!;

describe('a lot’s traces drawn as one graph of custody stops', () => {
  it('merges both traces once each: backward nodes below zero, the affected lists joined', () => {
    const { backward, forward } = chain();
    const m = mergeTraces(backward, forward);
    // The observe edge both traces give is one edge.
    expect(m.edges.filter((e) => e.kind === 'observe')).toHaveLength(1);
    expect(m.edges).toHaveLength(forward.edges.length);
    expect(m.nodes.get(A)!.level).toBe(1);
    expect(m.affected.suppliers).toEqual([{ companyid: 5, name: 'Green Farm Ltd' }]);
    expect(m.affected.wholesalers).toHaveLength(1);
    const onlyBack = mergeTraces(
      { ...backward, nodes: [...backward.nodes, lot(`${H}X`, 'X', 2)] },
      { ...forward, truncated: true },
    );
    expect(onlyBack.nodes.get(`${H}X`)!.level).toBe(-2);
    expect(onlyBack.truncated).toBe(true);
  });

  it('the harvest lot at the farm, the DC and the co-packer; its two lots at the stores and the wholesaler', () => {
    const { backward, forward } = chain();
    const m = mergeTraces(backward, forward);
    const { stops, arrows } = custody(m);
    expect([...stops.keys()].sort()).toEqual(
      [
        `${H} @ ${FARM.id}`,
        `${H} @ ${DC.id}`,
        `${H} @ ${COPACK.id}`,
        `${A} @ ${COPACK.id}`,
        `${B} @ ${COPACK.id}`,
        `${A} @ ${STORES[0]!.id}`,
        `${A} @ ${STORES[1]!.id}`,
        `${B} @ ${STORES[2]!.id}`,
        `${B} @ ${WHOLESALER.id}`,
      ].sort(),
    );
    expect(stopOf(m, `${H} @ ${FARM.id}`).made?.quantity).toBe(1000);
    expect(stopOf(m, `${H} @ ${FARM.id}`).root).toBe(true);
    // The shipment and its receipt are one arrow; its amount is the shipment's.
    const toDc = arrows.find((a) => a.to === `${H} @ ${DC.id}`)!;
    expect(toDc.edges.map((e) => e.kind)).toEqual(['ship', 'receive']);
    expect(arrowText(toDc, 'en-GB')).toEqual({ amount: '1,000 kg', when: '20 Nov 2026' });
    const toStore1 = arrows.find((a) => a.to === `${A} @ ${STORES[0]!.id}`)!;
    expect(arrowText(toStore1, 'en-GB').amount).toBe('300 cases');
    const made = arrows.filter((a) => a.kind === 'transform');
    expect(made).toHaveLength(2);
    expect(arrowText(made[0]!, 'en-GB')).toEqual({ amount: 'Transformed: 900 kg', when: '23 Nov 2026' });

    const l = layout(stops, arrows, levelsOf(stops.values()));
    const col = (key: string) => l.boxes.find((b) => b.stop.key === key)!.column;
    // Left to right: farm, DC, co-packer (the lot), co-packer (the lots made), the stores.
    expect(col(`${H} @ ${FARM.id}`)).toBe(0);
    expect(col(`${H} @ ${DC.id}`)).toBe(1);
    expect(col(`${H} @ ${COPACK.id}`)).toBe(2);
    expect(col(`${A} @ ${COPACK.id}`)).toBe(3);
    expect(col(`${B} @ ${WHOLESALER.id}`)).toBe(4);
    expect(l.columns).toBe(5);
    expect(l.lines).toHaveLength(arrows.length);
    expect(l.lines.some((x) => x.back)).toBe(false);
    // No two boxes overlap.
    for (const a of l.boxes)
      for (const b of l.boxes)
        if (a !== b) expect(a.x === b.x && a.y === b.y, `${a.stop.key} / ${b.stop.key}`).toBe(false);
    // A's stores sit next to each other, apart from B's (the sweep keeps a flow together).
    const rowsAt4 = l.boxes
      .filter((b) => b.column === 4)
      .sort((a, b) => a.y - b.y)
      .map((b) => b.stop.object);
    expect(rowsAt4).toHaveLength(4);
    expect(rowsAt4[0]).toBe(rowsAt4[1]);
    expect(rowsAt4[2]).toBe(rowsAt4[3]);
  });

  it('collapses a side from a level on, counting what is hidden next to each box', () => {
    const { backward, forward } = chain();
    const m = mergeTraces(backward, forward);
    const { stops, arrows } = custody(m);
    expect(levelsOf(stops.values())).toEqual({ back: 0, forward: 1 });
    const l = layout(stops, arrows, { back: 0, forward: 0 });
    expect(l.boxes.map((b) => b.stop.object).every((o) => o === H)).toBe(true);
    expect(l.columns).toBe(3);
    // The co-packer's box hides the two lots made there.
    expect(l.boxes.find((b) => b.stop.key === `${H} @ ${COPACK.id}`)!.hidden).toBe(2);
    expect(l.lines.every((x) => x.from && x.to)).toBe(true);
  });

  it('a cycle ends: its closing arrow is drawn back, every stop still has a column', () => {
    const m = mergeTraces(
      {
        root: H,
        direction: 'backward',
        nodes: [lot(H, 'H1', 0)],
        edges: [],
        affected: NO_AFFECTED,
        truncated: false,
      },
      {
        root: H,
        direction: 'forward',
        nodes: [lot(H, 'H1', 0), DC, COPACK],
        edges: [
          edge({ kind: 'ship', epc: H, from: DC.id, to: COPACK.id, quantity: 1, uom: 'KGM' }),
          edge({ kind: 'ship', epc: H, from: COPACK.id, to: DC.id, quantity: 1, uom: 'KGM' }),
        ],
        affected: NO_AFFECTED,
        truncated: false,
      },
    );
    const { stops, arrows } = custody(m);
    const l = layout(stops, arrows, levelsOf(stops.values()));
    expect(l.boxes).toHaveLength(2);
    expect(l.lines.filter((x) => x.back)).toHaveLength(1);
  });

  it('packed into a pallet (SSCC), shipped as the pallet, unpacked at the store: one line of stops', () => {
    const P = 'https://id.gs1.org/00/340123450000000018';
    const pallet: TraceNode = { id: P, type: 'container', level: 1, sscc: '340123450000000018' };
    const store = STORES[0]!;
    const m = mergeTraces(
      {
        root: H,
        direction: 'backward',
        nodes: [lot(H, 'H1', 0)],
        edges: [],
        affected: NO_AFFECTED,
        truncated: false,
      },
      {
        root: H,
        direction: 'forward',
        nodes: [lot(H, 'H1', 0), pallet, DC, store],
        edges: [
          edge({ kind: 'aggregate', epc: H, from: H, to: P, location: DC.id, quantity: 40, uom: 'XCS' }),
          edge({ kind: 'ship', epc: P, from: DC.id, to: store.id, time: '2026-11-21T08:00:00.000Z' }),
          edge({
            kind: 'disaggregate',
            epc: H,
            from: P,
            to: H,
            location: store.id,
            time: '2026-11-22T08:00:00.000Z',
          }),
        ],
        affected: NO_AFFECTED,
        truncated: false,
      },
    );
    const { stops, arrows } = custody(m);
    const l = layout(stops, arrows, levelsOf(stops.values()));
    const columns = Object.fromEntries(l.boxes.map((b) => [b.stop.key, b.column]));
    expect(columns).toEqual({
      [`${H} @ ${DC.id}`]: 0,
      [`${P} @ ${DC.id}`]: 1,
      [`${P} @ ${store.id}`]: 2,
      [`${H} @ ${store.id}`]: 3,
    });
    expect(
      arrowText(
        arrows.find((a) => a.kind === 'aggregate')!,
        'en-GB',
      ).amount,
    ).toBe('Packed: 40 cases');
    expect(edgeRows(m, 'en-GB')[1]).toMatchObject({
      what: 'Shipped: Pallet or case (SSCC 340123450000000018)',
    });
  });

  it('a lot with no events is its root alone', () => {
    const empty = (direction: string): TraceGraph => ({
      root: H,
      direction,
      nodes: [lot(H, 'H1', 0)],
      edges: [],
      affected: NO_AFFECTED,
      truncated: false,
    });
    const { stops, arrows } = custody(mergeTraces(empty('backward'), empty('forward')));
    expect([...stops.values()]).toMatchObject([{ object: H, place: null, root: true }]);
    const l = layout(stops, arrows, { back: 0, forward: 0 });
    expect(l.boxes).toHaveLength(1);
    expect(l.width).toBeGreaterThan(0);
  });

  it('the table: every edge in words, with its business step and the places by name and GLN', () => {
    const { backward, forward } = chain();
    const rows = edgeRows(mergeTraces(backward, forward), 'en-GB');
    expect(rows).toHaveLength(forward.edges.length);
    const first = rows.find((r) => r.eventID === 'ship-1')!;
    expect(first).toMatchObject({
      when: '20 Nov 2026',
      what: 'Shipped: Oats, lot H1',
      from: `Green Farm, GLN ${FARM.gln}`,
      to: `Hull DC, GLN ${DC.gln}`,
      quantity: '1,000 kg',
      bizStep: 'Shipping',
      level: 0,
    });
    expect(rows.find((r) => r.to.startsWith('Oat bars'))).toMatchObject({
      what: 'Transformed at Co-packer: Oats, lot H1',
      from: 'Oats, lot H1',
      to: 'Oat bars, lot A1',
    });
    expect(rows[0]).toMatchObject({ what: 'Made: Oats, lot H1', from: `Green Farm, GLN ${FARM.gln}` });
    // Oldest first.
    expect(rows.map((r) => r.time)).toEqual([...rows.map((r) => r.time)].sort());
  });
});
