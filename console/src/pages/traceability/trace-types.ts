/**
 * The trace API's answers as the console reads them (docs/traceability-events.md, "Trace"): `GET /trace/forward`,
 * `GET /trace/backward` and `GET /trace/lots/{gtin}/{lot}`. Structural, so that the pure code (trace-graph.ts)
 * and its tests need no server; the typed client's schemas are assignable to them.
 */
export type EdgeKind = 'ship' | 'receive' | 'transform' | 'aggregate' | 'disaggregate' | 'observe';

export interface TraceNode {
  id: string;
  type: string;
  /** Object generations from the root (0: the root and the places its own edges name). */
  level: number;
  gtin?: string | null;
  lot?: string | null;
  serial?: string | null;
  sscc?: string | null;
  psid?: number | null;
  productname?: string | null;
  bestbefore?: string | null;
  companyid?: number | null;
  suppliername?: string | null;
  gln?: string | null;
  name?: string | null;
  siteid?: number | null;
  sitetype?: string | null;
  wholesalerid?: number | null;
}

export interface TraceEdge {
  eventID: string;
  kind: EdgeKind | string;
  from: string | null;
  to: string | null;
  epc: string;
  time: string;
  quantity?: number | null;
  uom?: string | null;
  bizStep?: string | null;
  location?: string | null;
}

export interface Affected {
  specs: { psid: number; productname: string | null; gtin: string | null; companyid: number | null }[];
  suppliers: { companyid: number; name: string }[];
  sites: { siteid: number; gln: string | null; name: string; companyid: number; sitetype: string | null }[];
  wholesalers: { wholesalerid: number; name: string; gln: string | null }[];
}

export interface TraceGraph {
  root: string;
  direction: 'forward' | 'backward' | string;
  nodes: TraceNode[];
  edges: TraceEdge[];
  affected: Affected;
  truncated: boolean;
}

export interface Amount {
  quantity: number | null;
  uom: string | null;
}

export interface LotEvent {
  eventID: string;
  time: string;
  bizStep: string | null;
  /** The place's node id (a trace's nodes name it), or null. */
  at: string | null;
}

export interface TraceLot {
  lot: TraceNode;
  product: { psid: number; productname: string | null; gtin: string | null } | null;
  supplier: { companyid: number; name: string } | null;
  origin: TraceNode | null;
  made: Amount | null;
  received: (Amount & { at: TraceNode })[];
  shipped: (Amount & { to: TraceNode | null })[];
  onhand: (Amount & { at: TraceNode })[];
  first: LotEvent | null;
  last: LotEvent | null;
  eventcount: number;
}

export const isPlace = (n: TraceNode | undefined) => n?.type === 'location' || n?.type === 'party';
