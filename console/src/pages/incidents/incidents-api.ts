/**
 * The incidents API's calls (docs/incidents.md; `/api/v1/incidents`): the incident, its parties' board, its
 * reconciliation and timeline, the report, and the public acknowledgement by token.
 */
import { api, download, ok, type operations } from '../../api.js';
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

/** The data of an answer, as the console's structural types (the typed client's schemas are assignable to them). */
async function data<T>(
  call: Promise<{ data?: { data: T }; error?: unknown; response: Response }>,
): Promise<T> {
  return (await ok(call)).data;
}
const at = (incidentid: number) => ({ params: { path: { incidentid } } });

export interface IncidentPage {
  incidents: Incident[];
  nextCursor: string | null;
}

type ListQuery = NonNullable<operations['listIncidents']['parameters']['query']>;

export async function listIncidents(
  query: { status?: string; kind?: string; cursor?: string },
  limit = 25,
): Promise<IncidentPage> {
  const q: ListQuery = { limit };
  if (query.status) q.status = query.status as ListQuery['status'];
  if (query.kind) q.kind = query.kind as ListQuery['kind'];
  if (query.cursor) q.cursor = query.cursor;
  const body = await ok(api.GET('/api/v1/incidents', { params: { query: q } }));
  return { incidents: body.data, nextCursor: body.pagination.nextCursor ?? null };
}

export const openIncident = (body: NewIncident): Promise<Incident> =>
  data(api.POST('/api/v1/incidents', { body }));
export const getIncident = (id: number): Promise<Incident> =>
  data(api.GET('/api/v1/incidents/{incidentid}', at(id)));
export const getParties = (id: number): Promise<Party[]> =>
  data(api.GET('/api/v1/incidents/{incidentid}/parties', at(id)));
export const getReconciliation = (id: number): Promise<Reconciliation> =>
  data(api.GET('/api/v1/incidents/{incidentid}/reconciliation', at(id)));
export const getTimeline = (id: number): Promise<{ steps: Step[]; measures: Measures }> =>
  data(api.GET('/api/v1/incidents/{incidentid}/timeline', at(id)));
export const notifyParties = (id: number): Promise<{ incident: Incident; queued: number }> =>
  data(api.POST('/api/v1/incidents/{incidentid}/notify', at(id)));
export const rescope = (
  id: number,
): Promise<{ incident: Incident; changes: { added: Party[]; removed: Party[]; changed: Party[] } }> =>
  data(api.POST('/api/v1/incidents/{incidentid}/rescope', at(id)));
export const contain = (id: number): Promise<Incident> =>
  data(api.POST('/api/v1/incidents/{incidentid}/contain', at(id)));
export const closeIncident = (id: number, closurenote: string): Promise<Incident> =>
  data(api.POST('/api/v1/incidents/{incidentid}/close', { ...at(id), body: { closurenote } }));

/**
 * The incident report (PDF), saved as a file through the console's client (the user's credential). Its route is
 * not in the typed client yet: asked by its path, as the client would.
 */
export const downloadReport = (id: number) =>
  download(
    (
      api as unknown as {
        GET(path: string, init: object): Promise<{ data?: Blob; error?: unknown; response: Response }>;
      }
    ).GET('/api/v1/incidents/{incidentid}/report.pdf', { ...at(id), parseAs: 'blob' }),
    `incident-${id}.pdf`,
  );

const ack = (token: string) => ({ params: { path: { token } } });
export const getAck = (token: string): Promise<AckView> =>
  data(api.GET('/api/v1/incidents/ack/{token}', ack(token)));
export const postAck = (token: string, report: Report): Promise<{ report: Report; token: string }> =>
  data(api.POST('/api/v1/incidents/ack/{token}', { ...ack(token), body: report }));
