import type { Queryable } from '../../db/index.js';
import { ValidationError } from '../../http/errors.js';
import { normaliseGtin } from '../../lib/gs1.js';
import { trace } from '../trace/trace.service.js';
import { bound, traceRoot } from '../trace/trace-input.js';
import type { TraceGraph } from '../trace/trace.schemas.js';
import { contactsOf, lotsOfScope, siteGln } from './scope.repository.js';
import type { AffectedSet, IncidentScope } from './incidents.schemas.js';

/** At most this many lots are traced for one incident: more is a scope to narrow. */
export const MAX_ROOTS = 200;

/** A party as scoping finds it, before it is stored. */
export interface PartySeed {
  kind: 'wholesaler' | 'site' | 'supplier';
  refid: number;
  companyid: number | null;
  name: string;
  email: string | null;
  received: number | null;
  uom: string | null;
}

export interface Scoped {
  roots: string[];
  affected: AffectedSet;
  parties: PartySeed[];
  truncated: boolean;
  ms: number;
}

/** The lots a scope names or finds: its lots as given, and the lots of its GTINs (at its site, in its window). */
export async function rootsOf(db: Queryable, scope: IncidentScope): Promise<string[]> {
  const roots = new Set<string>();
  for (const epc of scope.lots ?? []) roots.add(traceRoot(epc));
  const gtins = (scope.gtins ?? []).map((g) => {
    const gtin = normaliseGtin(g);
    if (gtin === undefined) throw new ValidationError(`scope.gtins: ${g} is not a GTIN (wrong check digit)`);
    return gtin;
  });
  const from = bound('scope.from', scope.from);
  const to = bound('scope.to', scope.to);
  if (gtins.length > 0 || scope.siteid !== undefined) {
    let gln: string | null = null;
    if (scope.siteid !== undefined) {
      gln = await siteGln(db, scope.siteid);
      if (gln === null)
        throw new ValidationError(`scope.siteid: site ${scope.siteid} does not exist or has no GLN`);
    }
    for (const epc of await lotsOfScope(db, { gtins, gln, from, to, limit: MAX_ROOTS + 1 })) roots.add(epc);
  }
  if (roots.size === 0)
    throw new ValidationError(
      scope.lots || scope.gtins || scope.siteid
        ? 'scope finds no lot: no events name its GTINs at that site in that window'
        : 'scope must name lots, gtins or a siteid',
    );
  if (roots.size > MAX_ROOTS)
    throw new ValidationError(`scope reaches more than ${MAX_ROOTS} lots: narrow it (siteid, from, to)`);
  return [...roots];
}

/**
 * The affected set of an incident: every root traced forward (the whole organisation's view), merged; each party
 * with what it received: for a place, the quantities of the receiving events into it, else of the shipments to it,
 * else (an origin) of what was made there; in the unit of most of them (docs/incidents.md).
 */
export async function scopeIncident(db: Queryable, scope: IncidentScope): Promise<Scoped> {
  const started = performance.now();
  const roots = await rootsOf(db, scope);
  const graphs: TraceGraph[] = [];
  for (const root of roots) {
    graphs.push(
      await trace(db, {
        root,
        direction: 'forward',
        depth: null,
        company: null,
        from: null,
        to: null,
        glns: null,
      }),
    );
  }
  const merged = merge(roots, graphs);
  const contacts = await contactsOf(db, {
    siteids: merged.affected.sites.map((s) => s.siteid),
    wholesalerids: merged.affected.wholesalers.map((w) => w.wholesalerid),
    companyids: merged.affected.suppliers.map((s) => s.companyid),
  });
  const parties: PartySeed[] = [
    ...merged.affected.wholesalers.map((w) => ({
      kind: 'wholesaler' as const,
      refid: w.wholesalerid,
      companyid: null,
      name: w.name,
      email: contacts.wholesalers.get(w.wholesalerid) ?? null,
      received: w.received,
      uom: w.uom,
    })),
    ...merged.affected.sites.map((s) => ({
      kind: 'site' as const,
      refid: s.siteid,
      companyid: s.companyid,
      name: s.name,
      email: contacts.sites.get(s.siteid) ?? null,
      received: s.received,
      uom: s.uom,
    })),
    ...merged.affected.suppliers.map((c) => ({
      kind: 'supplier' as const,
      refid: c.companyid,
      companyid: c.companyid,
      name: c.name,
      email: contacts.companies.get(c.companyid) ?? null,
      received: null,
      uom: null,
    })),
  ];
  return { roots, ...merged, parties, ms: Math.round(performance.now() - started) };
}

type Amounts = Map<string, number>; // uom ('' for a count) → quantity

function add(into: Map<string, Amounts>, place: string, quantity: number | null, uom: string | null) {
  const amounts = into.get(place) ?? new Map<string, number>();
  amounts.set(uom ?? '', (amounts.get(uom ?? '') ?? 0) + (quantity ?? 1));
  into.set(place, amounts);
}

/** The unit most of a place's quantity is in, and that quantity. */
function mainAmount(amounts: Amounts | undefined): { received: number | null; uom: string | null } {
  if (amounts === undefined) return { received: null, uom: null };
  const [uom, quantity] = [...amounts].sort((a, b) => b[1] - a[1])[0]!;
  return { received: quantity, uom: uom === '' ? null : uom };
}

/** The traces of the roots as one affected set, with each place's quantity received. */
export function merge(
  roots: readonly string[],
  graphs: readonly TraceGraph[],
): { affected: AffectedSet; truncated: boolean } {
  const received = new Map<string, Amounts>();
  const shipped = new Map<string, Amounts>();
  const made = new Map<string, Amounts>();
  const nodes = new Map<string, TraceGraph['nodes'][number]>();
  for (const g of graphs) {
    for (const n of g.nodes) if (!nodes.has(n.id)) nodes.set(n.id, n);
    for (const e of g.edges) {
      if (e.kind === 'receive' && e.to) add(received, e.to, e.quantity, e.uom);
      else if (e.kind === 'ship' && e.to) add(shipped, e.to, e.quantity, e.uom);
      else if (e.kind === 'observe' && e.from && nodes.get(e.from)?.type !== undefined) {
        const from = nodes.get(e.from)!;
        if (from.type === 'location' || from.type === 'party') add(made, e.from, e.quantity, e.uom);
      }
    }
  }
  // A place's quantity: received there, else shipped to it, else made there; summed over the GLNs of one site.
  const bySite = new Map<number, Amounts>();
  const byWholesaler = new Map<number, Amounts>();
  for (const n of nodes.values()) {
    if (n.type !== 'location' && n.type !== 'party') continue;
    const amounts = received.get(n.id) ?? shipped.get(n.id) ?? made.get(n.id);
    if (amounts === undefined) continue;
    const into =
      n.siteid !== undefined
        ? [bySite, n.siteid]
        : n.wholesalerid !== undefined
          ? [byWholesaler, n.wholesalerid]
          : null;
    if (into === null) continue;
    const [map, id] = into as [Map<number, Amounts>, number];
    const sum = map.get(id) ?? new Map<string, number>();
    for (const [uom, q] of amounts) sum.set(uom, (sum.get(uom) ?? 0) + q);
    map.set(id, sum);
  }
  const first = <T>(pick: (g: TraceGraph) => T[], key: (t: T) => number | string) => {
    const seen = new Map<number | string, T>();
    for (const g of graphs) for (const t of pick(g)) if (!seen.has(key(t))) seen.set(key(t), t);
    return [...seen.values()];
  };
  const rootSet = new Set(roots);
  const lots = [...nodes.values()]
    .filter((n) => n.type === 'lot' || n.type === 'serial' || n.type === 'container' || n.type === 'other')
    .sort((a, b) => Number(rootSet.has(b.id)) - Number(rootSet.has(a.id)) || a.level - b.level)
    .map((n) => ({
      epc: n.id,
      gtin: n.gtin ?? null,
      lot: n.lot ?? n.serial ?? n.sscc ?? null,
      psid: n.psid ?? null,
      productname: n.productname ?? null,
    }));
  return {
    affected: {
      lots,
      specs: first(
        (g) => g.affected.specs,
        (s) => s.psid,
      ).sort((a, b) => a.psid - b.psid),
      suppliers: first(
        (g) => g.affected.suppliers,
        (s) => s.companyid,
      ).sort((a, b) => a.companyid - b.companyid),
      sites: first(
        (g) => g.affected.sites,
        (s) => s.siteid,
      )
        .sort((a, b) => a.siteid - b.siteid)
        .map((s) => ({ ...s, ...mainAmount(bySite.get(s.siteid)) })),
      wholesalers: first(
        (g) => g.affected.wholesalers,
        (w) => w.wholesalerid,
      )
        .sort((a, b) => a.wholesalerid - b.wholesalerid)
        .map((w) => ({ ...w, ...mainAmount(byWholesaler.get(w.wholesalerid)) })),
    },
    truncated: graphs.some((g) => g.truncated),
  };
}
