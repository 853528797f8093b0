import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { cursorList } from '../../http/lists.js';
import { idCursor } from '../../http/paging.js';
import { postOrPut } from '../../http/routes.js';
import { Ok, responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { ackRoutes } from './ack.routes.js';
import { boardRoutes } from './board.routes.js';
import { alertsRoutes } from './alerts.routes.js';
import { incidentReportRoutes } from './report.routes.js';
import type { IncidentWorkers } from './incidents.workers.js';
import * as repo from './incidents.repository.js';
import {
  CloseIncidentBody,
  CreateIncidentBody,
  Incident,
  INCIDENT_CLOSED,
  INCIDENT_NOT_FOUND,
  IncidentList,
  IncidentParams,
  ListIncidentsQuery,
  NotifyAnswer,
  RescopeAnswer,
  tags,
  UpdateIncidentBody,
} from './incidents.schemas.js';
import * as service from './incidents.service.js';

const cursors = idCursor('i');
const DESCRIPTION = 'docs/incidents.md';

/** The incidents' routes (docs/incidents.md). */
export async function incidentsRoutes(
  app: App,
  ctx: Pick<AppContext, 'counts' | 'reads' | 'config' | 'db' | 'clock'>,
  workers: { incidents: IncidentWorkers },
): Promise<void> {
  const { counts, reads, config } = ctx;
  await ackRoutes(app, workers.incidents);
  await alertsRoutes(app, ctx);
  await incidentReportRoutes(app, ctx);
  await boardRoutes(app);

  const read = service.visibleIncident;

  app.post(
    '/incidents',
    {
      config: { level: 3 },
      schema: {
        operationId: 'createIncident',
        tags,
        summary: 'Open an incident, recall, withdrawal or mock recall: its affected set traced at once',
        description:
          'The scope’s lots (and the lots of its GTINs at its site in its window) are traced forward; the ' +
          'affected set (lots, specs, suppliers, sites and wholesalers with the quantity each received) is frozen ' +
          'with the incident and each party stored. A recall or withdrawal on GTINs holds their catalogue items. ' +
          DESCRIPTION,
        body: CreateIncidentBody,
        response: responses({ 201: Ok(Incident) }),
      },
    },
    async (request, reply) => {
      const userid = principalOf(request).userid ?? null;
      const id = await service.openIncident(request.db, request.body, userid);
      reply.code(201);
      return { success: true as const, data: await read(request.db, id, null) };
    },
  );

  app.get(
    '/incidents',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listIncidents',
        tags,
        summary: 'Incidents, newest first (a supplier: those that reach its company, its own part)',
        querystring: ListIncidentsQuery,
        response: responses({ 200: IncidentList }),
      },
    },
    async (request) => {
      const q = request.query;
      const filter = {
        status: q.status ?? null,
        kind: q.kind ?? null,
        company: companyScope(request) ?? null,
      };
      return cursorList(request, { counts, reads }, q, {
        rows: (db, at) => repo.listIncidents(db, filter, at),
        count: (db) => repo.countIncidents(db, filter),
        // Counts change as workers send and parties answer: counted afresh.
        countKey: null,
        cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.incidentid) },
      });
    },
  );

  app.get(
    '/incidents/:incidentid',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getIncident',
        tags,
        summary: 'One incident with its affected set, counts, accounted share and measures',
        params: IncidentParams,
        response: responses({ 200: Ok(Incident) }, [404]),
      },
    },
    async (request) => ({
      success: true as const,
      data: await read(request.db, request.params.incidentid, companyScope(request) ?? null),
    }),
  );

  postOrPut(app, '/incidents/:incidentid', {
    config: { level: 2, openapi: { atLeastOneField: true } },
    schema: {
      operationId: 'updateIncident',
      tags,
      summary: 'Change an incident’s title, description, severity or acknowledgement time (partial)',
      params: IncidentParams,
      body: UpdateIncidentBody,
      response: responses({ 200: Ok(Incident) }, [404, 409]),
    },
    handler: async (request) => {
      const id = request.params.incidentid;
      const b = request.body;
      const fields: Record<string, unknown> = {};
      if (b.title !== undefined) fields.title = b.title;
      if (b.description !== undefined) fields.description = b.description;
      if (b.severity !== undefined) fields.severity = b.severity;
      if (Object.keys(fields).length === 0 && b.ackwithin === undefined)
        throw new ValidationError('No valid fields to update');
      await request.db.transaction(async (tx) => {
        const incident = await repo.lockIncident(tx, id);
        if (!incident) throw new NotFound(INCIDENT_NOT_FOUND);
        if (incident.status === 'closed') throw new Conflict(INCIDENT_CLOSED);
        if (b.ackwithin !== undefined) fields.ackwithin = service.ackSeconds(b.ackwithin, incident.kind);
        await repo.updateIncident(tx, id, fields);
      });
      return { success: true as const, data: await read(request.db, id, null) };
    },
  });

  app.post(
    '/incidents/:incidentid/rescope',
    {
      config: { level: 2 },
      schema: {
        operationId: 'rescopeIncident',
        tags,
        summary: 'Trace the scope again (new events may have arrived) and show what changed',
        description:
          'Parties the trace now reaches are added (notify again to send them their notice), those it no longer ' +
          'reaches leave the scope (their notice and reports stay), quantities are updated.',
        params: IncidentParams,
        response: responses({ 200: RescopeAnswer }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      const changes = await service.rescope(request.db, id);
      const [added, removed, changed] = await Promise.all([
        service.partiesById(request.db, id, changes.added),
        service.partiesById(request.db, id, changes.removed),
        service.partiesById(request.db, id, changes.changed),
      ]);
      return {
        success: true as const,
        data: { incident: await read(request.db, id, null), changes: { added, removed, changed } },
      };
    },
  );

  app.post(
    '/incidents/:incidentid/notify',
    {
      config: { level: 2 },
      schema: {
        operationId: 'notifyIncident',
        tags,
        summary: 'Send a notice to every party in scope not yet notified (webhook to a wholesaler, email)',
        description:
          'One notice per party: `incident.notice` to a wholesaler’s webhook (signed, retried, logged), an email ' +
          'to the party’s contact, each with its acknowledgement link. Queued in one transaction: a second call ' +
          'sends only to parties still without a notice. The incident moves from open to notifying.',
        params: IncidentParams,
        response: responses({ 200: NotifyAnswer }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      const queued = await request.db.transaction((tx) => service.notify(tx, id, config.portalUrl));
      workers.incidents.kick();
      return { success: true as const, data: { incident: await read(request.db, id, null), queued } };
    },
  );

  app.post(
    '/incidents/:incidentid/contain',
    {
      config: { level: 2 },
      schema: {
        operationId: 'containIncident',
        tags,
        summary: 'Mark the incident contained (the product is out of trade)',
        params: IncidentParams,
        response: responses({ 200: Ok(Incident) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      await request.db.transaction((tx) => service.contain(tx, id));
      return { success: true as const, data: await read(request.db, id, null) };
    },
  );

  app.post(
    '/incidents/:incidentid/close',
    {
      config: { level: 3 },
      schema: {
        operationId: 'closeIncident',
        tags,
        summary: 'Close the incident with its closure note: holds released, links no longer accepted',
        params: IncidentParams,
        body: CloseIncidentBody,
        response: responses({ 200: Ok(Incident) }, [404, 409]),
      },
    },
    async (request) => {
      const id = request.params.incidentid;
      await request.db.transaction((tx) => service.close(tx, id, request.body.closurenote));
      return { success: true as const, data: await read(request.db, id, null) };
    },
  );
}
