/**
 * The incidents API's calls (docs/incidents.md; `/api/v1/incidents`): the incident, its parties' board, its
 * reconciliation and timeline, the report, and the public acknowledgement by token.
 */
import { api, download, ok } from '../../api.js';
import type {
  AckView,
  Incident,
  Measures,
  NewIncident,
  Party,
  Reconciliation,
  Report,
  Step,
} from './types.js';

export type * from './types.js';

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
