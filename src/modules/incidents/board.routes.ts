import type { App } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { IncidentParams, tags } from './incidents.schemas.js';
import { PartyList, Reconciliation, Timeline } from './board.schemas.js';
import { visibleIncident as read } from './incidents.service.js';
import * as partiesRepo from './parties.repository.js';
import { reconciliation } from './reconcile.js';

/** An incident's board: its parties, its reconciliation and its timeline (a supplier: its own part). */
export async function boardRoutes(app: App): Promise<void> {
  app.get(
    '/incidents/:incidentid/parties',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listIncidentParties',
        tags,
        summary: 'The board: each party, its notice (sent, delivered, acknowledged, overdue), its quantities',
        params: IncidentParams,
        response: responses({ 200: PartyList }, [404]),
      },
    },
    async (request) => {
      const company = companyScope(request) ?? null;
      await read(request.db, request.params.incidentid, company);
      return {
        success: true as const,
        data: await partiesRepo.listParties(request.db, request.params.incidentid, company),
      };
    },
  );

  app.get(
    '/incidents/:incidentid/reconciliation',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getIncidentReconciliation',
        tags,
        summary: 'Quantity received (from the events) against quantity reported, per party and in total',
        params: IncidentParams,
        response: responses({ 200: Reconciliation }, [404]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      const company = companyScope(request) ?? null;
      await read(request.db, id, company);
      const [parties, reports] = await Promise.all([
        partiesRepo.listParties(request.db, id, company),
        partiesRepo.reportsInOrder(request.db, id),
      ]);
      const mine = new Set(parties.map((p) => p.partyid));
      const inOrder = reports
        .filter((r) => mine.has(r.partyid))
        .map((r) => ({ partyid: r.partyid, at: new Date(r.at), reported: Number(r.reported) }));
      return { success: true as const, data: reconciliation(parties, inOrder) };
    },
  );

  app.get(
    '/incidents/:incidentid/timeline',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getIncidentTimeline',
        tags,
        summary:
          'Every step stamped, and the measures: time to scope, to notify all, to the last acknowledgement',
        params: IncidentParams,
        response: responses({ 200: Timeline }, [404]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      const company = companyScope(request) ?? null;
      const incident = await read(request.db, id, company);
      const steps = await partiesRepo.timelineSteps(request.db, id, company);
      return {
        success: true as const,
        data: {
          steps: steps.map((s) => ({ ...s, at: new Date(s.at).toISOString() })),
          measures: incident.measures,
        },
      };
    },
  );
}
