import type { Queryable } from '../../db/index.js';
import { parseEpc } from '../../lib/epcis/identifiers.js';
import { storedId } from '../epcis/event-rows.js';
import { EPC_ROLES } from '../epcis/event-rows.js';
import { eventEdges, type Direction, type TraceEdge, type TraceEvent } from './trace-graph.js';
import {
  companiesById,
  placesByGln,
  specsByGtin,
  traceEvents,
  wholesalersListing,
  type Frontier,
  type PlaceRow,
  type SpecRow,
  type TraceWindow,
  type WholesalerRow,
} from './trace.repository.js';
import type { Affected, TraceNode, TraceGraph } from './trace.schemas.js';

/** A trace stops (and says `truncated`) past this many events, or this many objects expanded. */
export const MAX_EVENTS = 20_000;
export const MAX_OBJECTS = 5_000;

export interface TraceRequest extends TraceWindow {
  root: string;
  direction: Direction;
  /** Object generations followed from the root; null: all. */
  depth: number | null;
  /** The supplier scope's company (only its own specifications are named); null for the organisation. */
  company: number | null;
}

/** Roles an object is named in when an event says its best before date (commissioned, made, observed). */
const DATED = new Set<number>([
  EPC_ROLES.epcList,
  EPC_ROLES.quantityList,
  EPC_ROLES.outputEPCList,
  EPC_ROLES.outputQuantityList,
]);

const isoMs = (t: string) => new Date(t).toISOString();

/** The trace graph of `req.root`: objects expanded generation by generation, each once (so cycles end). */
export async function trace(db: Queryable, req: TraceRequest): Promise<TraceGraph> {
  return (await traceWithRootEvents(db, req)).graph;
}

/** The trace and the root's own events (generation 0, as read for it): the lot summary needs both. */
export async function traceWithRootEvents(
  db: Queryable,
  req: TraceRequest,
): Promise<{ graph: TraceGraph; rootEvents: TraceEvent[] }> {
  let rootEvents: TraceEvent[] = [];
  const forward = req.direction === 'forward';
  const level = new Map<string, number>([[req.root, 0]]);
  const bestbefore = new Map<string, string>();
  const edges: TraceEdge[] = [];
  const seen = new Set<string>();
  let frontier: Frontier = { ids: [req.root], times: [null] };
  let generation = 0;
  let events = 0;
  let expanded = 0;
  let truncated = false;
  // `known` is the live map: an object reached by one event of a step is known to the next.
  const ctx = { direction: req.direction, known: level, root: req.root, canonical: storedId };

  while (frontier.ids.length > 0) {
    expanded += frontier.ids.length;
    const rows = await traceEvents(db, frontier, forward, req, MAX_EVENTS - events + 1);
    if (rows.length > MAX_EVENTS - events) {
      truncated = true;
      rows.length = MAX_EVENTS - events;
    }
    events += rows.length;
    if (generation === 0) rootEvents = rows;
    const next = new Map<string, string>();
    for (const ev of rows) {
      const out = eventEdges(ev, ctx);
      for (const e of out.edges) {
        const key = `${e.eventID}\u0000${e.kind}\u0000${e.from}\u0000${e.to}\u0000${e.epc}`;
        if (seen.has(key)) continue;
        seen.add(key);
        edges.push({ ...e, time: isoMs(e.time) });
      }
      for (const r of out.next) {
        level.set(r.id, generation + 1);
        const t = next.get(r.id);
        // Forward from the earliest reach, backward up to the latest.
        if (t === undefined || (forward ? r.time < t : r.time > t)) next.set(r.id, r.time);
      }
      if (ev.bestbefore !== null)
        for (const [role, id] of ev.epcs)
          if (DATED.has(role) && !bestbefore.has(id)) bestbefore.set(id, ev.bestbefore);
    }
    generation += 1;
    if (truncated) break;
    if (req.depth !== null && generation > req.depth) break;
    if (expanded + next.size > MAX_OBJECTS) {
      truncated = next.size > 0;
      break;
    }
    frontier = { ids: [...next.keys()], times: [...next.values()] };
  }
  return { graph: await describe(db, req, { level, bestbefore, edges, truncated }), rootEvents };
}

interface Built {
  level: Map<string, number>;
  bestbefore: Map<string, string>;
  edges: TraceEdge[];
  truncated: boolean;
}

const OBJECT_TYPES = { lot: 'lot', serial: 'serial', sscc: 'container' } as const;

/** The nodes the edges name, told by what we know of them (specs, sites, wholesalers), and what a recall reaches. */
async function describe(db: Queryable, req: TraceRequest, b: Built): Promise<TraceGraph> {
  // Places take the smallest generation of the objects whose edges name them.
  const places = new Map<string, number>();
  for (const e of b.edges) {
    const at = b.level.get(e.epc) ?? 0;
    for (const end of [e.from, e.to, e.location])
      if (end !== null && !b.level.has(end)) places.set(end, Math.min(places.get(end) ?? at, at));
  }
  const objects = [...b.level.entries()].map(([id, level]) => ({ id, level, parsed: parseEpc(id) }));
  const spots = [...places.entries()].map(([id, level]) => ({ id, level, parsed: parseEpc(id) }));
  const gtins = [...new Set(objects.flatMap((o) => (o.parsed?.gtin ? [o.parsed.gtin] : [])))];
  const glns = [...new Set(spots.flatMap((p) => (p.parsed?.gln ? [p.parsed.gln] : [])))];
  const [specs, named, listing] = await Promise.all([
    specsByGtin(db, gtins).then((rows) =>
      req.company === null ? rows : rows.filter((r) => r.companyid === req.company),
    ),
    placesByGln(db, glns),
    // A supplier sees the wholesalers its own events reached, not the organisation's catalogues.
    req.glns === null ? wholesalersListing(db, gtins) : Promise.resolve([]),
  ]);
  const specOf = new Map(specs.map((s) => [s.gtin, s]));
  const siteOf = new Map(named.filter((p) => p.siteid !== null).map((p) => [p.gln, p]));
  const wholesalerOf = new Map(named.filter((p) => p.wholesalerid !== null).map((p) => [p.gln, p]));
  const listingOf = new Map<string, number[]>();
  for (const w of listing) listingOf.set(w.gtin, [...(listingOf.get(w.gtin) ?? []), w.wholesalerid]);
  const siteCompany = (place: string | undefined) => {
    const gln = place === undefined ? undefined : parseEpc(place)?.gln;
    const company = gln === undefined ? undefined : siteOf.get(gln)?.companyid;
    return company === null || company === undefined || company === 1 ? undefined : company;
  };
  // Each object's supplier: the company of the supplier's site it was made at, else of the one it first came from.
  const madeAt = new Map<string, string>();
  const cameFrom = new Map<string, string>();
  for (const e of b.edges) {
    if (e.from === null) continue;
    if (e.kind === 'observe' && e.to === e.epc) {
      if (!madeAt.has(e.epc)) madeAt.set(e.epc, e.from);
    } else if ((e.kind === 'ship' || e.kind === 'receive') && !cameFrom.has(e.epc))
      cameFrom.set(e.epc, e.from);
  }
  const supplierOf = (id: string, spec: SpecRow | undefined) =>
    siteCompany(madeAt.get(id)) ?? siteCompany(cameFrom.get(id)) ?? spec?.companyid;
  const names = new Map(
    (
      await companiesById(db, [
        ...new Set([
          ...specs.map((x) => x.companyid),
          ...[...siteOf.values()].flatMap((x) =>
            x.companyid !== null && x.companyid !== 1 ? [x.companyid] : [],
          ),
        ]),
      ])
    ).map((c) => [c.companyid, c.name]),
  );

  const nodes: TraceNode[] = [];
  for (const o of objects) {
    const p = o.parsed;
    const spec = p?.gtin === undefined ? undefined : specOf.get(p.gtin);
    const supplier = supplierOf(o.id, spec);
    nodes.push({
      id: o.id,
      type: p && p.kind in OBJECT_TYPES ? OBJECT_TYPES[p.kind as keyof typeof OBJECT_TYPES] : 'other',
      level: o.level,
      ...(p?.gtin === undefined ? {} : { gtin: p.gtin }),
      ...(p?.lot === undefined ? {} : { lot: p.lot }),
      ...(p?.serial === undefined ? {} : { serial: p.serial }),
      ...(p?.sscc === undefined ? {} : { sscc: p.sscc }),
      ...(spec === undefined ? {} : { psid: spec.psid, productname: spec.productname }),
      ...(supplier === undefined ? {} : { companyid: supplier, suppliername: names.get(supplier) ?? '' }),
      ...(b.bestbefore.has(o.id) ? { bestbefore: b.bestbefore.get(o.id)! } : {}),
      ...(p?.gtin !== undefined && listingOf.has(p.gtin) ? { wholesalerids: listingOf.get(p.gtin)! } : {}),
    });
  }
  for (const s of spots) {
    const gln = s.parsed?.gln ?? null;
    const site = gln === null ? undefined : siteOf.get(gln);
    const wholesaler = gln === null ? undefined : wholesalerOf.get(gln);
    nodes.push({
      id: s.id,
      type: s.parsed?.kind === 'party' ? 'party' : 'location',
      level: s.level,
      gln,
      name: site?.name ?? wholesaler?.name ?? gln ?? s.id,
      ...(site === undefined
        ? {}
        : { siteid: site.siteid!, companyid: site.companyid!, sitetype: site.sitetype! }),
      ...(wholesaler === undefined ? {} : { wholesalerid: wholesaler.wholesalerid! }),
    });
  }
  return {
    root: req.root,
    direction: req.direction,
    nodes,
    edges: b.edges,
    affected: affected(specs, [...siteOf.values()], [...wholesalerOf.values()], listing, names),
    truncated: b.truncated,
  };
}

function affected(
  specs: SpecRow[],
  sites: PlaceRow[],
  reached: PlaceRow[],
  listing: WholesalerRow[],
  names: ReadonlyMap<number, string>,
): Affected {
  const wholesalers = new Map(
    listing.map((w) => [w.wholesalerid, { wholesalerid: w.wholesalerid, name: w.name, gln: w.gln }]),
  );
  for (const w of reached)
    wholesalers.set(w.wholesalerid!, { wholesalerid: w.wholesalerid!, name: w.name, gln: w.gln });
  return {
    specs: specs
      .map((s) => ({ psid: s.psid, productname: s.productname, gtin: s.gtin, companyid: s.companyid }))
      .sort((a, b) => a.psid - b.psid),
    // The specs' suppliers and the companies of the suppliers' sites reached.
    suppliers: [...names].map(([companyid, name]) => ({ companyid, name })),
    sites: sites
      .map((s) => ({
        siteid: s.siteid!,
        gln: s.gln,
        name: s.name,
        companyid: s.companyid!,
        sitetype: s.sitetype!,
      }))
      .sort((a, b) => a.siteid - b.siteid),
    wholesalers: [...wholesalers.values()].sort((a, b) => a.wholesalerid - b.wholesalerid),
  };
}
