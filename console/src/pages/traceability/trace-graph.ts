/**
 * A lot's backward and forward traces as one left-to-right picture (docs/console.md, "A lot"): origins → this lot →
 * destinations. Each box is a stop of the goods' custody: one object (a lot, a serial, a pallet) at one place
 * (`Oat flakes, lot L1 at Hull DC`); each arrow is what moved it there (a shipment and its receipt between two
 * places, a transformation of inputs into outputs, a packing into a pallet and out), with its quantity and date.
 * Levels are the API's object generations, negative for the backward side, so a side can be collapsed from a
 * level on. Pure, unit-tested in test/console/traceability-trace.test.ts.
 */
import { formatNumber } from '../../ui/format.js';
import { cbvWords, quantityWords } from './words.js';
import { isPlace, type Affected, type TraceEdge, type TraceGraph, type TraceNode } from './trace-types.js';

export interface Merged {
  root: string;
  /** Every node by id, its `level` signed: backward-only nodes negative. */
  nodes: Map<string, TraceNode>;
  /** Every edge once (an edge both traces give, once), by time. */
  edges: TraceEdge[];
  affected: Affected;
  truncated: boolean;
}

const edgeKey = (e: TraceEdge) => `${e.kind}|${e.eventID}|${e.epc}|${e.from ?? ''}|${e.to ?? ''}`;

function unionBy<T>(a: T[], b: T[], key: (t: T) => unknown): T[] {
  const seen = new Map<unknown, T>();
  for (const t of [...a, ...b]) if (!seen.has(key(t))) seen.set(key(t), t);
  return [...seen.values()];
}

/** The two traces of one root as one graph. */
export function mergeTraces(backward: TraceGraph, forward: TraceGraph): Merged {
  const nodes = new Map<string, TraceNode>();
  for (const n of backward.nodes) nodes.set(n.id, { ...n, level: -Math.abs(n.level) });
  for (const n of forward.nodes) nodes.set(n.id, { ...n, level: Math.abs(n.level) });
  const edges = unionBy(backward.edges, forward.edges, edgeKey).sort(
    (a, b) => a.time.localeCompare(b.time) || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  const a = backward.affected;
  const b = forward.affected;
  return {
    root: forward.root || backward.root,
    nodes,
    edges,
    affected: {
      specs: unionBy(a.specs, b.specs, (s) => s.psid),
      suppliers: unionBy(a.suppliers, b.suppliers, (s) => s.companyid),
      sites: unionBy(a.sites, b.sites, (s) => s.siteid),
      wholesalers: unionBy(a.wholesalers, b.wholesalers, (w) => w.wholesalerid),
    },
    truncated: backward.truncated || forward.truncated,
  };
}

const KIND_ORDER = ['observe', 'ship', 'receive', 'aggregate', 'disaggregate', 'transform'];

/** An object in words: "Oat flakes, lot L1", "GTIN 0…, serial 7", "Pallet (SSCC …)". */
export function objectText(n: TraceNode | undefined, id: string): { product: string; which: string } {
  if (!n) return { product: id, which: '' };
  if (n.sscc) return { product: `Pallet or case (SSCC ${n.sscc})`, which: '' };
  const product = n.productname || (n.gtin ? `GTIN ${n.gtin}` : n.id);
  const which = n.lot ? `lot ${n.lot}` : n.serial ? `serial ${n.serial}` : n.gtin ? 'all lots' : '';
  return { product, which };
}

/** A place in words: our name for it, else its GLN; with its GLN when `withGln`. */
export function placeName(n: TraceNode | undefined, id: string | null, withGln = false): string {
  if (!id) return 'Not said';
  if (!n) return id;
  const name = n.name && n.name !== n.gln ? n.name : undefined;
  if (!name) return n.gln ? `GLN ${n.gln}` : n.id;
  return withGln && n.gln ? `${name}, GLN ${n.gln}` : name;
}

/** Any node in words, for the table's _From_ and _To_. */
export function nodeText(m: Merged, id: string | null): string {
  if (!id) return 'Not said';
  const n = m.nodes.get(id);
  if (!n || isPlace(n)) return placeName(n, id, true);
  const { product, which } = objectText(n, id);
  return which ? `${product}, ${which}` : product;
}

export function amountText(quantity: number | null | undefined, uom: string | null | undefined): string {
  if (quantity === null || quantity === undefined) return '';
  return quantityWords(quantity, uom ?? undefined, (n) => formatNumber(n, 3));
}

export function dayOf(iso: string, locale?: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

const KIND_WORDS: Record<string, string> = {
  ship: 'Shipped',
  receive: 'Received',
  transform: 'Transformed',
  aggregate: 'Packed',
  disaggregate: 'Unpacked',
  observe: 'Seen',
};
export const kindWords = (kind: string) => KIND_WORDS[kind] ?? kind;

/** One row of the table: an edge as a person reads it. */
export interface EdgeRow {
  key: string;
  eventID: string;
  time: string;
  when: string;
  what: string;
  from: string;
  to: string;
  quantity: string;
  bizStep: string;
  /** The signed level of the object moved. */
  level: number;
}

export function edgeRows(m: Merged, locale?: string): EdgeRow[] {
  return m.edges.map((e) => {
    const obj = m.nodes.get(e.epc);
    const { product, which } = objectText(obj, e.epc);
    const where = e.location ? ` at ${placeName(m.nodes.get(e.location), e.location)}` : '';
    // An observation from a place is the object made there (commissioned); else the object seen at one.
    const verb = e.kind === 'observe' && isPlace(m.nodes.get(e.from ?? '')) ? 'Made' : kindWords(e.kind);
    return {
      key: edgeKey(e),
      eventID: e.eventID,
      time: e.time,
      when: dayOf(e.time, locale),
      what: `${verb}${e.kind === 'transform' || e.kind.endsWith('aggregate') ? where : ''}: ${product}${which ? `, ${which}` : ''}`,
      from: nodeText(m, e.from),
      to: nodeText(m, e.to),
      quantity: amountText(e.quantity, e.uom),
      bizStep: e.bizStep ? cbvWords('bizStep', e.bizStep).text : '',
      level: obj?.level ?? 0,
    };
  });
}

/** A stop of custody: one object at one place (null: the place was not said). */
export interface Stop {
  key: string;
  object: string;
  place: string | null;
  level: number;
  root: boolean;
  /** Made or commissioned here (an observe edge from the place, action ADD): its quantity and date. */
  made?: TraceEdge;
}

/** What moved goods from one stop to the next: one or more edges of one kind. */
export interface Arrow {
  key: string;
  from: string;
  to: string;
  kind: string;
  edges: TraceEdge[];
}

const stopKey = (object: string, place: string | null) => `${object} @ ${place ?? ''}`;

/** The stops and arrows of a merged trace. */
export function custody(m: Merged): { stops: Map<string, Stop>; arrows: Arrow[] } {
  const stops = new Map<string, Stop>();
  const arrows = new Map<string, Arrow>();
  const stop = (object: string, place: string | null): Stop => {
    const key = stopKey(object, place);
    let s = stops.get(key);
    if (!s) {
      s = { key, object, place, level: m.nodes.get(object)?.level ?? 0, root: object === m.root };
      stops.set(key, s);
    }
    return s;
  };
  const arrow = (from: Stop, to: Stop, kind: string, e: TraceEdge) => {
    // A shipment and its receipt are one movement.
    const k = kind === 'receive' ? 'ship' : kind;
    const key = `${from.key} → ${to.key} ${k}`;
    let a = arrows.get(key);
    if (!a) arrows.set(key, (a = { key, from: from.key, to: to.key, kind: k, edges: [] }));
    a.edges.push(e);
  };
  for (const e of m.edges) {
    switch (e.kind) {
      case 'ship':
        if (e.from) {
          if (e.to) arrow(stop(e.epc, e.from), stop(e.epc, e.to), e.kind, e);
          else stop(e.epc, e.from);
        }
        break;
      case 'receive':
        if (e.to) {
          if (e.from) arrow(stop(e.epc, e.from), stop(e.epc, e.to), e.kind, e);
          else stop(e.epc, e.to);
        }
        break;
      case 'transform':
      case 'aggregate':
      case 'disaggregate':
        if (e.from && e.to)
          arrow(stop(e.from, e.location ?? null), stop(e.to, e.location ?? null), e.kind, e);
        break;
      default: {
        // observe: place → object (made there), or object → place (seen there).
        const fromPlace = isPlace(m.nodes.get(e.from ?? ''));
        const object = fromPlace ? e.to : e.from;
        const place = fromPlace ? e.from : e.to;
        if (object) {
          const s = stop(object, place);
          if (fromPlace && !s.made) s.made = e;
        }
      }
    }
  }
  if (![...stops.values()].some((s) => s.root)) stop(m.root, null);
  return { stops, arrows: [...arrows.values()] };
}

/** How many levels each side shows: a side's stops beyond are collapsed. */
export interface Shown {
  back: number;
  forward: number;
}

/** The levels a trace has on each side (0 when a side has none). */
export function levelsOf(stops: Iterable<Stop>): Shown {
  let back = 0;
  let forward = 0;
  for (const s of stops) {
    back = Math.max(back, -s.level);
    forward = Math.max(forward, s.level);
  }
  return { back, forward };
}

export const isShown = (s: Stop, shown: Shown) => s.level >= -shown.back && s.level <= shown.forward;

export const BOX = { width: 200, height: 78, gap: 140, vgap: 22, pad: 12 };

export interface Box {
  stop: Stop;
  x: number;
  y: number;
  column: number;
  /** Stops next to this one that are collapsed. */
  hidden: number;
}
export interface Line {
  arrow: Arrow;
  from: Box;
  to: Box;
  /** Drawn against the flow (it closes a cycle). */
  back: boolean;
}
export interface Layout {
  boxes: Box[];
  lines: Line[];
  width: number;
  height: number;
  columns: number;
}

/**
 * Where each shown stop goes: its column the longest path from a stop nothing leads to (arrows closing a cycle left
 * out), its place in the column by the mean place of its neighbours (two sweeps), the columns centred.
 */
export function layout(stops: Map<string, Stop>, arrows: Arrow[], shown: Shown): Layout {
  const visible = [...stops.values()].filter((s) => isShown(s, shown));
  const on = new Set(visible.map((s) => s.key));
  const drawn = arrows.filter((a) => on.has(a.from) && on.has(a.to) && a.from !== a.to);
  const out = new Map<string, Arrow[]>();
  for (const a of drawn) (out.get(a.from) ?? out.set(a.from, []).get(a.from)!).push(a);
  // The stops in a steady order: by level, then by key; the first of a flow first.
  visible.sort((a, b) => a.level - b.level || a.key.localeCompare(b.key));

  // Arrows closing a cycle, found by a depth-first walk (iterative: a long chain needs no deep stack).
  const backArrows = new Set<string>();
  const state = new Map<string, 1 | 2>();
  for (const s of visible) {
    if (state.has(s.key)) continue;
    const stack: [string, number][] = [[s.key, 0]];
    state.set(s.key, 1);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const next = out.get(top[0])?.[top[1]++];
      if (!next) {
        state.set(top[0], 2);
        stack.pop();
      } else if (state.get(next.to) === 1) backArrows.add(next.key);
      else if (!state.has(next.to)) {
        state.set(next.to, 1);
        stack.push([next.to, 0]);
      }
    }
  }
  const forwardArrows = drawn.filter((a) => !backArrows.has(a.key));

  // Longest path, in topological order (Kahn).
  const column = new Map(visible.map((s) => [s.key, 0]));
  const indegree = new Map(visible.map((s) => [s.key, 0]));
  for (const a of forwardArrows) indegree.set(a.to, indegree.get(a.to)! + 1);
  const queue = visible.filter((s) => indegree.get(s.key) === 0).map((s) => s.key);
  for (let i = 0; i < queue.length; i++) {
    const k = queue[i]!;
    for (const a of out.get(k) ?? []) {
      if (backArrows.has(a.key)) continue;
      column.set(a.to, Math.max(column.get(a.to)!, column.get(k)! + 1));
      indegree.set(a.to, indegree.get(a.to)! - 1);
      if (indegree.get(a.to) === 0) queue.push(a.to);
    }
  }

  const columns: string[][] = [];
  for (const s of visible) (columns[column.get(s.key)!] ??= []).push(s.key);
  for (let c = 0; c < columns.length; c++) columns[c] ??= [];
  const rowOf = new Map<string, number>();
  const place = () => columns.forEach((col) => col.forEach((k, i) => rowOf.set(k, i)));
  place();
  const preds = new Map<string, string[]>();
  const succs = new Map<string, string[]>();
  for (const a of forwardArrows) {
    (preds.get(a.to) ?? preds.set(a.to, []).get(a.to)!).push(a.from);
    (succs.get(a.from) ?? succs.set(a.from, []).get(a.from)!).push(a.to);
  }
  const sweep = (order: number[], by: Map<string, string[]>) => {
    for (const c of order) {
      const mean = (k: string) => {
        const n = by.get(k) ?? [];
        return n.length ? n.reduce((t, x) => t + rowOf.get(x)!, 0) / n.length : rowOf.get(k)!;
      };
      const means = new Map(columns[c]!.map((k) => [k, mean(k)]));
      columns[c]!.sort((a, b) => means.get(a)! - means.get(b)!);
      columns[c]!.forEach((k, i) => rowOf.set(k, i));
    }
  };
  const lr = columns.map((_, i) => i);
  sweep(lr.slice(1), preds);
  sweep([...lr].reverse().slice(1), succs);
  sweep(lr.slice(1), preds);

  const tallest = Math.max(1, ...columns.map((c) => c.length));
  const stepX = BOX.width + BOX.gap;
  const stepY = BOX.height + BOX.vgap;
  const boxes = new Map<string, Box>();
  columns.forEach((col, c) => {
    const offset = ((tallest - col.length) * stepY) / 2;
    col.forEach((k, i) => {
      boxes.set(k, {
        stop: stops.get(k)!,
        column: c,
        x: BOX.pad + c * stepX,
        y: BOX.pad + offset + i * stepY,
        hidden: 0,
      });
    });
  });
  // Collapsed neighbours, counted once each.
  const hiddenNext = new Map<string, Set<string>>();
  for (const a of arrows) {
    for (const [mine, theirs] of [
      [a.from, a.to],
      [a.to, a.from],
    ] as const) {
      if (on.has(mine) && !on.has(theirs))
        (hiddenNext.get(mine) ?? hiddenNext.set(mine, new Set()).get(mine)!).add(theirs);
    }
  }
  for (const [k, set] of hiddenNext) boxes.get(k)!.hidden = set.size;
  return {
    boxes: [...boxes.values()],
    lines: drawn.map((a) => ({
      arrow: a,
      from: boxes.get(a.from)!,
      to: boxes.get(a.to)!,
      back: backArrows.has(a.key),
    })),
    width: BOX.pad * 2 + columns.length * stepX - BOX.gap,
    height: BOX.pad * 2 + tallest * stepY - BOX.vgap,
    columns: columns.length,
  };
}

/** What an arrow says: how much (the shipments' sum per unit, else the receipts'), and when (the first). */
export function arrowText(a: Arrow, locale?: string): { amount: string; when: string } {
  const ships = a.edges.filter((e) => e.kind === 'ship');
  const counted = a.kind === 'ship' && ships.length > 0 ? ships : a.edges.filter((e) => e.kind !== 'ship');
  // One amount per event and unit: a transformation's edge per input × output repeats its quantity.
  const perEvent = new Map<string, TraceEdge>();
  for (const e of counted) perEvent.set(`${e.eventID}|${e.uom ?? ''}`, e);
  const sums = new Map<string, number>();
  for (const e of perEvent.values())
    if (e.quantity !== null && e.quantity !== undefined)
      sums.set(e.uom ?? '', (sums.get(e.uom ?? '') ?? 0) + e.quantity);
  const amount = [...sums].map(([uom, q]) => amountText(q, uom || null)).join(' + ');
  const first = a.edges.reduce((t, e) => (e.time < t ? e.time : t), a.edges[0]!.time);
  const events = perEvent.size;
  const label =
    a.kind === 'ship'
      ? events > 1
        ? `${events} shipments`
        : ''
      : `${kindWords(a.kind)}${events > 1 ? ` (${events})` : ''}`;
  return { amount: [label, amount].filter(Boolean).join(': '), when: dayOf(first, locale) };
}
