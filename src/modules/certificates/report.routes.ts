import type { App, AppContext } from '../../app-context.js';
import { companyScope } from '../../http/scope.js';
import { responses } from '../../http/schemas.js';
import { csvAlternative, sendCsv } from '../../http/csv-answer.js';
import { expiringCertificates, expiringSummary, type ExpiringFilter } from './report.repository.js';
import { CSV_COLUMNS, ExpiringQuery, ExpiringReport } from './report.schemas.js';
import { dayOf } from '../../worker/day-reminders.js';

/** Certificate analytics: every figure computed in SQL over the certificates themselves. */
export function reportRoutes(app: App, { reads, clock }: Pick<AppContext, 'reads' | 'clock'>) {
  app.get(
    '/reports/certificates/expiring',
    {
      config: {
        level: 1,
        supplier: 'company',
        openapi: csvAlternative(
          'With format=csv: an attachment, a header row then one row per certificate',
          CSV_COLUMNS,
        ),
      },
      schema: {
        operationId: 'reportExpiringCertificates',
        tags: ['Reports'],
        summary: 'Certificates expiring within N days (expired ones included), with totals; ?format=csv',
        querystring: ExpiringQuery,
        description: 'With `format=csv`: the rows as a text/csv attachment, one column per field.',
        response: responses({ 200: ExpiringReport }),
      },
    },
    async (request, reply) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const { within = 90, supplierid, standard, format } = request.query;
      // The supplier scope sees its own company whatever it asks for.
      const filter: ExpiringFilter = {
        asof: dayOf(clock),
        within,
        companyid: companyScope(request) ?? supplierid,
        standard,
      };
      const rows = await expiringCertificates(db, filter);
      if (format === 'csv') {
        return sendCsv(reply, `certificates_expiring_${filter.asof}.csv`, { columns: CSV_COLUMNS, rows });
      }
      return { success: true as const, data: rows, summary: await expiringSummary(db, filter) };
    },
  );
}
