/**
 * The incidents API as the console reads it (docs/incidents.md; `/api/v1/incidents`): the incident, its parties'
 * board, its reconciliation and timeline, and the public acknowledgement by token. Structural types, so that the
 * pure helpers (words.ts) need no server.
 */
import { api, download, ok } from '../../api.js';

export type IncidentKind = 'recall' | 'withdrawal' | 'mock';
export type Hazard = 'allergen' | 'microbiological' | 'foreign_body' | 'chemical' | 'labelling' | 'other';
export type IncidentStatus = 'open' | 'notifying' | 'contained' | 'closed';

export interface Scope {
  lots?: string[];
  gtins?: string[];
  siteid?: number;
  from?: string;
  to?: string;
}

export interface Counts {
  parties: number;
  notified: number;
  delivered: number;
  acknowledged: number;
  overdue: number;
  escalated: number;
}

export interface Measures {
  scope_ms: number;
  notify_ms: number | null;
  last_ack_ms: number | null;
}

export interface Incident {
  incidentid: number;
  kind: IncidentKind;
  exercise: boolean;
  title: string;
  hazard: Hazard;
  description: string;
  severity: number;
  scope: Scope;
  ackwithin: number;
  status: IncidentStatus;
  closurenote: string | null;
  opened_at: string;
  notify_started_at: string | null;
  contained_at: string | null;
  closed_at: string | null;
  affected: {
    lots: { epc: string; gtin: string; lot: string; psid: number | null; productname: string | null }[];
    specs: { psid: number; productname: string | null; gtin: string | null; companyid: number | null }[];
    suppliers: { companyid: number; name: string }[];
    sites: { siteid: number; gln: string | null; name: string; companyid: number; sitetype: string | null }[];
    wholesalers: { wholesalerid: number; name: string; gln: string | null }[];
  };
  truncated: boolean;
  counts: Counts;
  accounted_pct: number | null;
  measures: Measures;
}

export interface Report {
  onhand: number;
  sold: number;
  destroyed: number;
  returned: number;
  note: string;
  reported_at?: string;
}

export interface Party {
  partyid: number;
  kind: 'wholesaler' | 'site' | 'supplier';
  name: string;
  email: string | null;
  received: number | null;
  uom: string | null;
  inscope: boolean;
  notice: null | {
    sends: number;
    sent_at: string;
    due_at: string;
    delivered_at: string | null;
    webhook: string | null;
    email: string | null;
    acknowledged_at: string | null;
    overdue: boolean;
    escalated_at: string | null;
  };
  report: Report | null;
  reports: number;
  reported: number | null;
  accounted_pct: number | null;
  short: boolean;
}

export interface Reconciliation {
  received: number | null;
  reported: number | null;
  accounted: number | null;
  accounted_pct: number | null;
  short: number[];
  parties: {
    partyid: number;
    name: string;
    kind: string;
    received: number | null;
    uom: string | null;
    reported: number | null;
    accounted_pct: number | null;
    short: boolean;
  }[];
  over_time: { at: string; accounted_pct: number | null }[];
}

export interface Step {
  at: string;
  step: string;
  partyid: number | null;
  party: string | null;
  detail: string | null;
}

export interface AckView {
  incident: {
    title: string;
    kind: IncidentKind;
    exercise: boolean;
    hazard: Hazard;
    description: string;
    status: IncidentStatus;
  };
  party: { name: string; kind: string };
  lots: { gtin: string; lot: string; productname: string | null }[];
  received: number | null;
  uom: string | null;
  acknowledged_at: string | null;
  report: Report | null;
}

export interface NewIncident {
  kind: IncidentKind;
  title: string;
  hazard: Hazard;
  description: string;
  severity: number;
  scope: Scope;
  ackwithin?: string | number;
}

type Answer = { data?: unknown; error?: unknown; response: Response };
type Init = {
  params?: { path?: Record<string, string | number>; query?: Record<string, string | number> };
  body?: unknown;
  parseAs?: 'blob';
};
/**
 * The console's client, called on the incidents paths before the typed client (client/schema.d.ts) is made again
 * with them: the same credential, the same refusals (ApiError), only the paths are not checked.
 */
interface PathClient {
  GET(path: string, init?: Init): Promise<Answer>;
  POST(path: string, init?: Init): Promise<Answer>;
}
const client = () => api as unknown as PathClient;

async function data<T>(call: Promise<Answer>): Promise<T> {
  return ((await ok(call)) as { data: T }).data;
}
const at = (incidentid: number) => ({ params: { path: { incidentid } } });

export interface IncidentPage {
  incidents: Incident[];
  nextCursor: string | null;
}

export async function listIncidents(
  query: { status?: string; kind?: string; cursor?: string },
  limit = 25,
): Promise<IncidentPage> {
  const q: Record<string, string | number> = { limit };
  for (const [k, v] of Object.entries(query)) if (v) q[k] = v;
  const body = (await ok(client().GET('/api/v1/incidents', { params: { query: q } }))) as {
    data: Incident[];
    pagination?: { nextCursor?: string | null };
  };
  return { incidents: body.data, nextCursor: body.pagination?.nextCursor ?? null };
}

export const openIncident = (body: NewIncident) =>
  data<Incident>(client().POST('/api/v1/incidents', { body }));
export const getIncident = (id: number) =>
  data<Incident>(client().GET('/api/v1/incidents/{incidentid}', at(id)));
export const getParties = (id: number) =>
  data<Party[]>(client().GET('/api/v1/incidents/{incidentid}/parties', at(id)));
export const getReconciliation = (id: number) =>
  data<Reconciliation>(client().GET('/api/v1/incidents/{incidentid}/reconciliation', at(id)));
export const getTimeline = (id: number) =>
  data<{ steps: Step[]; measures: Measures }>(
    client().GET('/api/v1/incidents/{incidentid}/timeline', at(id)),
  );
export const notifyParties = (id: number) =>
  data<{ incident: Incident; queued: number }>(
    client().POST('/api/v1/incidents/{incidentid}/notify', at(id)),
  );
export const rescope = (id: number) =>
  data<{ incident: Incident; changes: { added: Party[]; removed: Party[]; changed: Party[] } }>(
    client().POST('/api/v1/incidents/{incidentid}/rescope', at(id)),
  );
export const contain = (id: number) =>
  data<Incident>(client().POST('/api/v1/incidents/{incidentid}/contain', at(id)));
export const closeIncident = (id: number, closurenote: string) =>
  data<Incident>(client().POST('/api/v1/incidents/{incidentid}/close', { ...at(id), body: { closurenote } }));

/** The incident report (PDF), saved as a file through the console's client (the user's credential). */
export const downloadReport = (id: number) =>
  download(
    client().GET('/api/v1/incidents/{incidentid}/report.pdf', { ...at(id), parseAs: 'blob' }) as Promise<{
      data?: Blob;
      error?: unknown;
      response: Response;
    }>,
    `incident-${id}.pdf`,
  );

const ack = (token: string) => ({ params: { path: { token } } });
export const getAck = (token: string) =>
  data<AckView>(client().GET('/api/v1/incidents/ack/{token}', ack(token)));
export const postAck = (token: string, report: Report) =>
  data<{ report: Report; token: string }>(
    client().POST('/api/v1/incidents/ack/{token}', { ...ack(token), body: report }),
  );
