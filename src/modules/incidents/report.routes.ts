import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { NotFound } from '../../http/errors.js';
import { media } from '../../http/openapi.js';
import { responses } from '../../http/schemas.js';
import { userName } from '../audit-report/report.repository.js';
import { renderedAt } from '../audit-report/report.service.js';
import { buildIncidentReport } from './report-model.js';
import { incidentReportRows } from './report.repository.js';
import { INCIDENT_NOT_FOUND, IncidentParams, tags } from './incidents.schemas.js';

/** GET /incidents/{incidentid}/report.pdf (docs/incident-report.md). */
export async function incidentReportRoutes(app: App, { clock }: Pick<AppContext, 'clock'>) {
  app.get(
    '/incidents/:incidentid/report.pdf',
    {
      // The organisation's only: no `config.supplier` (a supplier reads its own part on its notice).
      config: {
        level: 1,
        openapi: {
          responses: {
            200: {
              description: 'The report',
              content: { 'application/pdf': media.binary() },
              headers: {
                'x-page-count': { description: 'How many pages the report has', schema: { type: 'integer' } },
              },
            },
          },
        },
      },
      schema: {
        operationId: 'getIncidentReport',
        tags,
        summary:
          'The incident report as a PDF: scope, parties, timeline, reconciliation, actions; a mock recall’s ' +
          'targets met or not',
        params: IncidentParams,
        response: responses(
          {
            200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'application/pdf' }),
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const { incidentid } = request.params;
      const rows = await incidentReportRows(request.db, incidentid);
      if (!rows) throw new NotFound(INCIDENT_NOT_FOUND);
      const by = await userName(request.db, principalOf(request).userid);
      const model = buildIncidentReport(rows, { at: renderedAt(clock), by });
      // pdfkit (a fifth of a second to load) is loaded by the first report, not at start-up.
      const { renderIncidentReport } = await import('./report-render.js');
      const { bytes, pages } = await renderIncidentReport(model);
      // Rendered at each download, as the incident stands: it changes with every notice and report.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="incident-${incidentid}-report.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-page-count', pages)
        .send(bytes);
    },
  );
}
