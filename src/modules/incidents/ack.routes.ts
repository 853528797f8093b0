import type { App } from '../../app-context.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import * as repo from './incidents.repository.js';
import * as partiesRepo from './parties.repository.js';
import { INCIDENT_CLOSED, tags } from './incidents.schemas.js';
import { AckAnswer, AckBody, AckParams, AckView } from './ack.schemas.js';
import type { IncidentWorkers } from './incidents.workers.js';
import { hashOf, newToken, noticeOfToken, recordReport, type TokenNotice } from './notices.repository.js';

export const LINK_NOT_FOUND = 'Acknowledgement link not found';
export const LINK_USED = 'Acknowledgement link already used';

/** The link's notice, if the link may still be used: a wrong link 404, a used one or a closed incident's 409. */
function usable(n: TokenNotice | undefined): TokenNotice {
  if (n === undefined) throw new NotFound(LINK_NOT_FOUND);
  if (n.status === 'closed') throw new Conflict(INCIDENT_CLOSED);
  if (n.used_at !== null) throw new Conflict(LINK_USED);
  return n;
}

const DESCRIPTION =
  'No key: the token is the notice’s single-purpose link (256 random bits, kept hashed), sent in its email and ' +
  'webhook message. It is used once: the report’s answer carries the next link’s token (a correction replaces ' +
  'the report; every report stays). Links stop working when the incident closes (docs/incidents.md).';

/** Acknowledgement without an account: the page behind a notice's link reads and answers here. */
export async function ackRoutes(app: App, workers: IncidentWorkers): Promise<void> {
  void workers;
  app.get(
    '/incidents/ack/:token',
    {
      config: { level: 0 },
      schema: {
        operationId: 'getIncidentNotice',
        tags,
        summary: 'What a notice’s link shows: the incident, the party, the lots, its last report',
        description: DESCRIPTION,
        params: AckParams,
        response: responses({ 200: AckView }, [404, 409]),
      },
    },
    async (request) => {
      const n = usable(await noticeOfToken(request.db, hashOf(request.params.token), false));
      const incident = (await repo.findIncident(request.db, n.incidentid, null))!;
      const party = (await partiesRepo.findParty(request.db, n.incidentid, n.partyid))!;
      return {
        success: true as const,
        data: {
          incident: {
            title: incident.title,
            kind: incident.kind,
            exercise: incident.exercise,
            hazard: incident.hazard,
            description: incident.description,
            status: incident.status,
          },
          party: { name: party!.name, kind: party!.kind },
          lots: incident.affected.lots
            .filter((l) => l.lot !== null)
            .slice(0, 200)
            .map((l) => ({ gtin: l.gtin, lot: l.lot, productname: l.productname })),
          received: party!.received,
          uom: party!.uom,
          acknowledged_at: party!.notice?.acknowledged_at ?? null,
          report: party!.report,
        },
      };
    },
  );

  app.post(
    '/incidents/ack/:token',
    {
      config: { level: 0 },
      schema: {
        operationId: 'acknowledgeIncidentNotice',
        tags,
        summary: 'Confirm receipt of a notice and report quantities on hand, sold, destroyed and returned',
        description: DESCRIPTION,
        params: AckParams,
        body: AckBody,
        response: responses({ 200: AckAnswer }, [404, 409]),
      },
    },
    async (request) => {
      const hash = hashOf(request.params.token);
      const next = newToken();
      const b = request.body;
      const report = {
        onhand: b.onhand,
        sold: b.sold,
        destroyed: b.destroyed,
        returned: b.returned,
        note: b.note ?? '',
      };
      const reportedAt = await request.db.transaction(async (tx) => {
        const n = usable(await noticeOfToken(tx, hash, true));
        return recordReport(tx, hash, n, report, next);
      });
      return {
        success: true as const,
        data: { report: { ...report, reported_at: new Date(reportedAt).toISOString() }, token: next.token },
      };
    },
  );
}
