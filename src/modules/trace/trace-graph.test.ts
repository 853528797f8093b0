import { describe, expect, it } from 'vitest';
import { eventEdges, listPlace, type EventContext, type TraceEvent } from './trace-graph.js';

const L = 'https://id.gs1.org/01/04012345111118/10/L1';
const M = 'https://id.gs1.org/01/04012345111118/10/M1';
const S = 'https://id.gs1.org/01/04012345111118/21/S1';
const P = 'https://id.gs1.org/00/034567890000000011';
const A = 'https://id.gs1.org/414/4012345000016';
const B = 'https://id.gs1.org/414/4012345000023';

const ev = (e: Partial<TraceEvent>): TraceEvent => ({
  eventid: 'e1',
  eventtype: 'ObjectEvent',
  eventtime: '2026-09-01T08:00:00.000000Z',
  action: 'OBSERVE',
  bizstep: null,
  bizlocation: A,
  readpoint: null,
  sources: null,
  destinations: null,
  bestbefore: null,
  epcs: [],
  ...e,
});
const ctx = (
  known: string[],
  direction: 'forward' | 'backward' = 'forward',
  root = known[0]!,
): EventContext => ({
  direction,
  known: new Set(known),
  root,
  canonical: (id) => id.replace('https://brand.example', 'https://id.gs1.org'),
});
const step = (w: string) => `https://ref.gs1.org/cbv/BizStep-${w}`;

describe('eventEdges', () => {
  it('a shipment without a destination, a receipt without a source: the missing end is null', () => {
    const shipped = eventEdges(ev({ bizstep: step('shipping'), epcs: [[6, L, 5, 'KGM']] }), ctx([L]));
    expect(shipped.edges).toEqual([
      expect.objectContaining({ kind: 'ship', from: A, to: null, quantity: 5, uom: 'KGM' }),
    ]);
    const received = eventEdges(ev({ bizstep: step('receiving'), epcs: [[6, L, 5, 'KGM']] }), ctx([L]));
    expect(received.edges).toEqual([expect.objectContaining({ kind: 'receive', from: null, to: A })]);
  });

  it('a destination list prefers the location to a party, in any CBV form, and is made canonical', () => {
    const destinations = [
      { type: 'owning_party', destination: 'https://id.gs1.org/417/4012345000023' },
      { type: 'urn:epcglobal:cbv:sdt:location', destination: 'https://brand.example/414/4012345000023' },
    ];
    expect(listPlace(destinations, 'destination')).toBe('https://brand.example/414/4012345000023');
    const out = eventEdges(
      ev({ bizstep: step('shipping'), destinations, epcs: [[1, S, null, null]] }),
      ctx([S]),
    );
    expect(out.edges[0]).toMatchObject({ to: B, quantity: 1, uom: null });
    expect(listPlace('not a list', 'source')).toBeNull();
  });

  it('only the objects of the trace get edges: a shipment of two lots traced from one', () => {
    const out = eventEdges(
      ev({
        bizstep: step('shipping'),
        epcs: [
          [6, L, 5, 'KGM'],
          [6, M, 7, 'KGM'],
        ],
      }),
      ctx([L]),
    );
    expect(out.edges.map((e) => e.epc)).toEqual([L]);
    expect(out.next).toEqual([]);
  });

  it('commissioning is the place → the object; inspecting, the object → the place; no place, no edge', () => {
    expect(
      eventEdges(ev({ action: 'ADD', bizstep: step('commissioning'), epcs: [[6, L, 1, null]] }), ctx([L]))
        .edges[0],
    ).toMatchObject({ kind: 'observe', from: A, to: L });
    expect(
      eventEdges(ev({ bizstep: step('inspecting'), epcs: [[6, L, 1, null]] }), ctx([L])).edges[0],
    ).toMatchObject({ kind: 'observe', from: L, to: A });
    expect(eventEdges(ev({ bizlocation: null, epcs: [[6, L, 1, null]] }), ctx([L])).edges).toEqual([]);
  });

  it('a transformation leads forward from an input to every output, backward from an output to every input', () => {
    const made = ev({
      eventtype: 'TransformationEvent',
      action: null,
      epcs: [
        [8, L, 10, 'KGM'],
        [8, M, 5, 'KGM'],
        [9, S, 3, 'KGM'],
      ],
    });
    const fwd = eventEdges(made, ctx([L]));
    expect(fwd.edges.map((e) => [e.kind, e.from, e.to])).toEqual([['transform', L, S]]);
    expect(fwd.next).toEqual([{ id: S, time: made.eventtime }]);
    const back = eventEdges(made, ctx([S], 'backward'));
    expect(back.edges.map((e) => [e.from, e.to])).toEqual([
      [L, S],
      [M, S],
    ]);
    expect(back.next.map((r) => r.id)).toEqual([L, M]);
    // Traced the other way it leads nowhere, and says where the object was made or used.
    expect(eventEdges(made, ctx([S])).edges.map((e) => [e.kind, e.from, e.to])).toEqual([['observe', A, S]]);
    expect(eventEdges(made, ctx([L], 'backward')).edges.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['observe', L, A],
    ]);
    expect(eventEdges(made, ctx([S])).next).toEqual([]);
  });

  it('a pallet: packing leads forward to it; unpacking leads on only to what the trace put on it, unless it is the root', () => {
    const packed = ev({
      eventtype: 'AggregationEvent',
      action: 'ADD',
      epcs: [
        [2, P, null, null],
        [7, L, 5, 'KGM'],
        [7, M, 5, 'KGM'],
      ],
    });
    expect(eventEdges(packed, ctx([L])).next.map((r) => r.id)).toEqual([P]);
    expect(eventEdges(packed, ctx([L])).edges.map((e) => [e.kind, e.from, e.to])).toEqual([
      ['aggregate', L, P],
    ]);
    const unpacked = { ...packed, action: 'DELETE', eventid: 'e2' };
    // Traced from L, reached P: P's unpacking gives back L, not M.
    const fromL = eventEdges(unpacked, ctx([L, P], 'forward', L));
    expect(fromL.edges.map((e) => [e.kind, e.from, e.to])).toEqual([['disaggregate', P, L]]);
    expect(fromL.next).toEqual([]);
    // Traced from the pallet: all it held.
    expect(eventEdges(unpacked, ctx([P])).next.map((r) => r.id)).toEqual([L, M]);
    // Backward: unpacked from P leads to P; packed from the root pallet leads to its contents.
    expect(eventEdges(unpacked, ctx([L], 'backward')).next.map((r) => r.id)).toEqual([P]);
    expect(eventEdges(packed, ctx([P], 'backward')).next.map((r) => r.id)).toEqual([L, M]);
    // An AssociationEvent reads as an aggregation; an OBSERVE of the pallet just shows where it was.
    expect(eventEdges({ ...packed, eventtype: 'AssociationEvent' }, ctx([L])).next.map((r) => r.id)).toEqual([
      P,
    ]);
    expect(eventEdges({ ...packed, action: 'OBSERVE' }, ctx([P])).edges.map((e) => e.kind)).toEqual([
      'observe',
    ]);
  });
});
