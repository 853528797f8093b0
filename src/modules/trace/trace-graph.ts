/**
 * The trace's rules (docs/traceability-events.md, "The trace"): what an EPCIS event says about the objects it names,
 * as edges of the trace graph, and which objects it leads the trace on to. Pure: no database, no HTTP.
 *
 * The trace follows **objects** (lots, serials, pallets): each is expanded once, by reading the events that name it
 * (from the time it was reached, forward; up to that time, backward). Places (locations, parties) are what the
 * edges connect objects to; they are never expanded, so a DC that handles thousands of lots does not pull them all
 * into the trace.
 */
import { EPC_ROLES } from '../epcis/event-rows.js';

export type Direction = 'forward' | 'backward';
export type EdgeKind = 'ship' | 'receive' | 'transform' | 'aggregate' | 'disaggregate' | 'observe';

/** An identifier an event names: [role, canonical id, quantity, uom] (epcis_event_epcs). */
export type EventEpc = [number, string, number | string | null, string | null];

type Json = Record<string, unknown>;

/** One stored event, as the repository reads it for the trace. */
export interface TraceEvent {
  eventid: string;
  eventtype: string;
  eventtime: string;
  action: string | null;
  bizstep: string | null;
  /** Canonical Digital Links of bizLocation and readPoint (or as sent when no GS1 identifier). */
  bizlocation: string | null;
  readpoint: string | null;
  sources: unknown;
  destinations: unknown;
  bestbefore: string | null;
  epcs: EventEpc[];
}

export interface TraceEdge {
  eventID: string;
  kind: EdgeKind;
  from: string | null;
  to: string | null;
  epc: string;
  time: string;
  quantity: number | null;
  uom: string | null;
  bizStep: string | null;
  location: string | null;
}

/** An object the event leads the trace on to, and the time it was reached there. */
export interface Reached {
  id: string;
  time: string;
}

const SHIP_STEPS = new Set(['shipping', 'departing']);
const RECEIVE_STEPS = new Set(['receiving', 'arriving']);
const stepWord = (bizstep: string | null): string =>
  bizstep?.startsWith('https://ref.gs1.org/cbv/BizStep-') ? bizstep.slice(32) : '';

const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The place a source or destination list names, preferring a location to a party (owning, then possessing):
 * as sent, made canonical by `canonical` (the repository's storedId).
 */
export function listPlace(list: unknown, key: 'source' | 'destination'): string | null {
  if (!Array.isArray(list)) return null;
  const entries = list.filter(isObject);
  const order = ['location', 'owning_party', 'possessing_party'];
  const typeOf = (e: Json) => {
    const t = typeof e.type === 'string' ? e.type : '';
    const word = t.replace(/^(urn:epcglobal:cbv:sdt:|https:\/\/ref\.gs1\.org\/cbv\/SDT-)/, '');
    const i = order.indexOf(word);
    return i < 0 ? order.length : i;
  };
  const best = [...entries].sort((a, b) => typeOf(a) - typeOf(b))[0];
  return best && typeof best[key] === 'string' ? (best[key] as string) : null;
}

const quantityOf = (q: EventEpc[2]): number | null => (q === null ? null : Number(q));

const INPUTS = new Set<number>([EPC_ROLES.inputEPCList, EPC_ROLES.inputQuantityList]);
const OUTPUTS = new Set<number>([EPC_ROLES.outputEPCList, EPC_ROLES.outputQuantityList]);
const CHILDREN = new Set<number>([EPC_ROLES.childEPCs, EPC_ROLES.childQuantityList]);

/** How the trace sees an event's objects. */
export interface EventContext {
  direction: Direction;
  /** Objects of the trace so far (expanded or about to be). */
  known: { has(id: string): boolean };
  /** The trace's root: a container at the root leads to all its contents. */
  root: string;
  /** Canonical form of a place named in a source or destination list. */
  canonical: (id: string) => string;
}

/**
 * The edges of one event for the objects of the trace it names, and the objects it leads on to. Events that move
 * an object the other way (a transformation's output traced forward, a pallet packed traced backward) are still
 * shown as where the object was (`observe`), without leading anywhere.
 */
export function eventEdges(ev: TraceEvent, ctx: EventContext): { edges: TraceEdge[]; next: Reached[] } {
  const edges: TraceEdge[] = [];
  const next: Reached[] = [];
  const place = ev.bizlocation ?? ev.readpoint;
  const edge = (kind: EdgeKind, from: string | null, to: string | null, e: EventEpc) =>
    edges.push({
      eventID: ev.eventid,
      kind,
      from,
      to,
      epc: e[1],
      time: ev.eventtime,
      quantity: e[0] === EPC_ROLES.epcList || e[0] === EPC_ROLES.childEPCs ? 1 : quantityOf(e[2]),
      uom: e[3],
      bizStep: ev.bizstep,
      location: ev.bizlocation,
    });
  const observe = (e: EventEpc) => {
    if (place === null) return;
    if (ev.action === 'ADD') edge('observe', place, e[1], e);
    else edge('observe', e[1], place, e);
  };
  const reach = (id: string) => {
    if (!ctx.known.has(id)) next.push({ id, time: ev.eventtime });
  };
  const mine = ev.epcs.filter((e) => ctx.known.has(e[1]));
  const forward = ctx.direction === 'forward';

  if (ev.eventtype === 'TransformationEvent') {
    const inputs = ev.epcs.filter((e) => INPUTS.has(e[0]));
    const outputs = ev.epcs.filter((e) => OUTPUTS.has(e[0]));
    const from = forward ? mine.filter((e) => INPUTS.has(e[0])) : inputs;
    const to = forward ? outputs : mine.filter((e) => OUTPUTS.has(e[0]));
    if (from.length > 0 && to.length > 0) {
      // One edge per input and output, carrying the output's quantity (what was made of it).
      for (const i of from) for (const o of to) edge('transform', i[1], o[1], o);
      for (const e of forward ? to : from) reach(e[1]);
    }
    // Made here (an output traced forward), or used up here (an input traced backward).
    for (const e of mine) {
      if (forward ? OUTPUTS.has(e[0]) : INPUTS.has(e[0])) {
        if (place !== null) edge('observe', forward ? place : e[1], forward ? e[1] : place, e);
      } else if (to.length === 0 || from.length === 0) {
        observe(e);
      }
    }
    return { edges, next };
  }

  if (ev.eventtype === 'AggregationEvent' || ev.eventtype === 'AssociationEvent') {
    const parent = ev.epcs.find((e) => e[0] === EPC_ROLES.parentID);
    const children = ev.epcs.filter((e) => CHILDREN.has(e[0]));
    if (parent && (ev.action === 'ADD' || ev.action === 'DELETE')) {
      const packing = ev.action === 'ADD';
      const parentKnown = ctx.known.has(parent[1]);
      // Along the flow: a child packed into the pallet (forward) or unpacked from it (backward) leads to the pallet.
      const childLeads = packing === forward;
      const known = children.filter((c) => ctx.known.has(c[1]));
      if (childLeads && known.length > 0) {
        for (const c of known)
          edge(
            packing ? 'aggregate' : 'disaggregate',
            packing ? c[1] : parent[1],
            packing ? parent[1] : c[1],
            c,
          );
        reach(parent[1]);
        return { edges, next };
      }
      if (!childLeads && parentKnown) {
        // The pallet leads to its contents only when it is the root: otherwise only to what the trace put in it
        // (a pallet of lots A and B traced from A does not lead to B).
        const contents = parent[1] === ctx.root ? children : known;
        for (const c of contents) {
          edge(
            packing ? 'aggregate' : 'disaggregate',
            packing ? c[1] : parent[1],
            packing ? parent[1] : c[1],
            c,
          );
          reach(c[1]);
        }
        if (contents.length > 0) return { edges, next };
      }
    }
    for (const e of mine) observe(e);
    return { edges, next };
  }

  // ObjectEvent, TransactionEvent: shipping and receiving move objects between places; anything else shows them.
  const word = stepWord(ev.bizstep);
  const source = listPlace(ev.sources, 'source');
  const destination = listPlace(ev.destinations, 'destination');
  for (const e of mine) {
    if (SHIP_STEPS.has(word)) {
      edge('ship', place ?? (source && ctx.canonical(source)), destination && ctx.canonical(destination), e);
    } else if (RECEIVE_STEPS.has(word)) {
      edge('receive', source && ctx.canonical(source), place, e);
    } else {
      observe(e);
    }
  }
  return { edges, next };
}
