/**
 * One lot's summary (GET /trace/lots/{gtin}/{lot}) from the edges of its own events: where it was made, what was
 * received and shipped where, and what is left at each place as the events say. Pure.
 */
import { EPC_ROLES } from '../epcis/event-rows.js';
import type { TraceEvent } from './trace-graph.js';
import type { LotSummary, TraceGraph, TraceNode } from './trace.schemas.js';

const isoMs = (t: string) => new Date(t).toISOString();
const DESTROYED = 'https://ref.gs1.org/cbv/BizStep-destroying';

/** Sums by (place, unit), in the order places first appear. */
class Tally {
  private readonly sums = new Map<string, { place: string | null; uom: string | null; quantity: number }>();
  add(place: string | null, uom: string | null, quantity: number) {
    const key = `${place}\u0000${uom}`;
    const s = this.sums.get(key);
    if (s) s.quantity += quantity;
    else this.sums.set(key, { place, uom, quantity });
  }
  rows() {
    return [...this.sums.values()];
  }
}

/**
 * `graph`: the lot's trace to depth 0 (its own events); `events`: those events, for what the graph does not carry:
 * the quantity of the lot a transformation used up.
 */
export function lotSummary(graph: TraceGraph, events: readonly TraceEvent[]): LotSummary {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const lot = nodes.get(graph.root)!;
  const node = (id: string | null): TraceNode | null => (id === null ? null : (nodes.get(id) ?? null));
  const own = graph.edges.filter((e) => e.epc === graph.root);
  const made = new Tally();
  const received = new Tally();
  const shipped = new Tally();
  const onhand = new Tally();
  let origin: string | null = null;
  for (const e of own) {
    const q = e.quantity ?? 0;
    if (e.kind === 'observe' && e.to === graph.root) {
      // Commissioned or made here.
      made.add(null, e.uom, q);
      onhand.add(e.from, e.uom, q);
      origin ??= e.from;
    } else if (e.kind === 'receive') {
      received.add(e.to, e.uom, q);
      onhand.add(e.to, e.uom, q);
    } else if (e.kind === 'ship') {
      shipped.add(e.to, e.uom, q);
      onhand.add(e.from, e.uom, -q);
    } else if (e.kind === 'observe' && e.bizStep === DESTROYED) {
      onhand.add(e.to, e.uom, -q);
    }
  }
  for (const ev of events) {
    if (ev.eventtype !== 'TransformationEvent') continue;
    for (const [role, id, quantity, uom] of ev.epcs) {
      if (id !== graph.root) continue;
      if (role === EPC_ROLES.inputQuantityList) onhand.add(ev.bizlocation, uom, -Number(quantity ?? 0));
      else if (role === EPC_ROLES.inputEPCList) onhand.add(ev.bizlocation, null, -1);
    }
  }
  const firstReceived = own.find((e) => e.kind === 'receive');
  origin ??= firstReceived?.from ?? firstReceived?.to ?? own[0]?.location ?? own[0]?.from ?? null;
  const at = (rows: ReturnType<Tally['rows']>) =>
    rows.flatMap((r) => {
      const place = node(r.place);
      return place === null ? [] : [{ at: place, quantity: r.quantity, uom: r.uom }];
    });
  const moment = (ev: TraceEvent | undefined) =>
    ev === undefined
      ? null
      : {
          eventID: ev.eventid,
          time: isoMs(ev.eventtime),
          bizStep: ev.bizstep,
          at: ev.bizlocation ?? ev.readpoint,
        };
  const madeRows = made.rows();
  const spec = lot.psid === undefined ? null : graph.affected.specs.find((s) => s.psid === lot.psid);
  const originNode = node(origin);
  const originCompany =
    originNode?.companyid !== undefined && originNode.companyid !== 1 ? originNode.companyid : lot.companyid;
  const supplier = graph.affected.suppliers.find((s) => s.companyid === originCompany) ?? null;
  return {
    lot,
    product: spec ? { psid: spec.psid, productname: spec.productname, gtin: spec.gtin } : null,
    supplier,
    origin: originNode,
    made:
      madeRows.length === 0
        ? null
        : // In the first unit it was made in (a lot is counted in one unit; another would not add up).
          {
            quantity: madeRows.filter((r) => r.uom === madeRows[0]!.uom).reduce((s, r) => s + r.quantity, 0),
            uom: madeRows[0]!.uom,
          },
    received: at(received.rows()),
    shipped: shipped.rows().map((r) => ({ to: node(r.place), quantity: r.quantity, uom: r.uom })),
    onhand: at(onhand.rows()),
    // The events come oldest first.
    first: moment(events[0]),
    last: moment(events[events.length - 1]),
    eventcount: events.length,
  };
}
