import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { ownCompany, reportCompany, csvDocs } from './common.js';
import { sendCsv } from '../../http/csv-answer.js';
import { tags } from './reports.schemas.js';
import { specStatusReport } from './specs.repository.js';
import { SPEC_STATUS_CSV_COLUMNS, SpecStatusQuery, SpecStatusResponse } from './specs.schemas.js';

/** GET /reports/specs/status. */
export function specReportsRoutes(app: App, { reads, clock }: Pick<AppContext, 'reads' | 'clock'>) {
  app.get(
    '/reports/specs/status',
    {
      config: { level: 1, supplier: ownCompany, openapi: csvDocs(SPEC_STATUS_CSV_COLUMNS) },
      schema: {
        operationId: 'reportSpecStatus',
        tags,
        summary:
          'Specs per status, median days in each (from the history), missing allergen or nutrition records',
        description:
          'Every figure is defined in docs/reports.md. With `format=csv`: a row per status, then a total.',
        querystring: SpecStatusQuery,
        response: responses({ 200: SpecStatusResponse }, [404]),
      },
    },
    async (request, reply) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const companyid = await reportCompany(db, request, request.query.companyid);
      const data = await specStatusReport(db, companyid ?? null, clock());
      if (request.query.format === 'csv') {
        const { statuses, ...total } = data;
        const rows = [...statuses.map((s) => ({ part: 'status', ...s })), { part: 'total', ...total }];
        return sendCsv(reply, 'spec_status.csv', { columns: SPEC_STATUS_CSV_COLUMNS, rows });
      }
      return { success: true as const, data };
    },
  );
}
