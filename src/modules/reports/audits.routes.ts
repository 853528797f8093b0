import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import * as repo from './audits.repository.js';
import {
  FAILED_ITEMS_CSV_COLUMNS,
  FailedItemsQuery,
  FailedItemsResponse,
  SUMMARY_CSV_COLUMNS,
  SummaryQuery,
  SummaryResponse,
  type AuditSummary,
} from './audits.schemas.js';
import { dateRange, ownCompany, reportCompany, csvDocs } from './common.js';
import { sendCsv } from '../../http/csv-answer.js';
import { tags } from './reports.schemas.js';

/** The summary's lines as CSV rows: the totals, then buckets, sections and months (docs/reports.md). */
function summaryRows(s: AuditSummary): object[] {
  return [
    { part: 'summary', audits: s.audits, completed: s.completed, averagescore: s.averagescore },
    ...s.scorebuckets.map((b) => ({ part: 'bucket', score_from: b.from, score_to: b.to, count: b.count })),
    ...s.sections.map((x) => ({ part: 'section', ...x })),
    ...s.months.map((m) => ({ part: 'month', ...m })),
  ];
}

/** Audit analytics: GET /reports/audits/summary and /reports/audits/failedItems. */
export function auditReportsRoutes(app: App, { reads }: Pick<AppContext, 'reads'>) {
  app.get(
    '/reports/audits/summary',
    {
      config: { level: 1, supplier: ownCompany, openapi: csvDocs(SUMMARY_CSV_COLUMNS) },
      schema: {
        operationId: 'reportAuditSummary',
        tags,
        summary:
          'Audits, completions, average score, score buckets, section pass rates and months; ?format=csv',
        description: 'Every figure is defined in docs/reports.md.',
        querystring: SummaryQuery,
        response: responses({ 200: SummaryResponse }, [404]),
      },
    },
    async (request, reply) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const { from, to, format } = request.query;
      const companyid = await reportCompany(db, request, request.query.companyid);
      const data = await repo.auditSummary(db, { ...dateRange(from, to), companyid: companyid ?? null });
      if (format === 'csv')
        return sendCsv(reply, 'audit_summary.csv', { columns: SUMMARY_CSV_COLUMNS, rows: summaryRows(data) });
      return { success: true as const, data };
    },
  );

  app.get(
    '/reports/audits/failedItems',
    {
      config: { level: 1, supplier: ownCompany, openapi: csvDocs(FAILED_ITEMS_CSV_COLUMNS) },
      schema: {
        operationId: 'reportFailedItems',
        tags,
        summary: 'The checklist items most often failed or flagged in completed audits; ?format=csv',
        querystring: FailedItemsQuery,
        response: responses({ 200: FailedItemsResponse }, [404]),
      },
    },
    async (request, reply) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const { from, to, limit = 10, format } = request.query;
      const companyid = await reportCompany(db, request, request.query.companyid);
      const filter = { ...dateRange(from, to), companyid: companyid ?? null };
      const data = await repo.failedItems(db, filter, limit);
      if (format === 'csv')
        return sendCsv(reply, 'failed_items.csv', { columns: FAILED_ITEMS_CSV_COLUMNS, rows: data });
      return { success: true as const, data };
    },
  );
}
