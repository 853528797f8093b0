import type { App, AppContext } from '../../app-context.js';
import { offsetList } from '../../http/lists.js';
import { responses } from '../../http/schemas.js';
import { ownCompany, reportCompany, csvDocs } from './common.js';
import { sendCsv } from '../../http/csv-answer.js';
import { tags } from './reports.schemas.js';
import { countScorecards, scorecards } from './scorecard.repository.js';
import {
  SCORECARD_CSV_COLUMNS,
  ScorecardQuery,
  ScorecardResponse,
  type Scorecard,
} from './scorecard.schemas.js';

/** A card as one CSV row: nested parts flattened to `<part>_<field>` (docs/reports.md). */
function csvRow(c: Scorecard): Record<string, unknown> {
  const row: Record<string, unknown> = { ...c };
  const audits = [
    ['latest', c.latest],
    ['previous1', c.previous[0]],
    ['previous2', c.previous[1]],
  ] as const;
  for (const [name, a] of audits) {
    row[`${name}_auditid`] = a?.auditid;
    row[`${name}_auditdate`] = a?.auditdate;
    row[`${name}_score`] = a?.score;
  }
  for (const part of ['actions', 'certificates', 'specs'] as const) {
    for (const [k, v] of Object.entries(c[part])) row[`${part}_${k}`] = v;
  }
  return row;
}

/** GET /reports/suppliers/scorecard. */
export function scorecardRoutes(
  app: App,
  { counts, reads, clock }: Pick<AppContext, 'counts' | 'reads' | 'clock'>,
) {
  app.get(
    '/reports/suppliers/scorecard',
    {
      config: { level: 1, supplier: ownCompany, openapi: csvDocs(SCORECARD_CSV_COLUMNS) },
      schema: {
        operationId: 'reportSupplierScorecard',
        tags,
        summary: 'Per supplier: latest scores and trend, actions, certificates, risk, specs; ?format=csv',
        description:
          'Active suppliers by name, a page at a time (or the one `companyid`, active or not). ' +
          'With `format=csv`: every matching supplier, one row each, without paging.',
        querystring: ScorecardQuery,
        response: responses({ 200: ScorecardResponse }, [404]),
      },
    },
    async (request, reply) => {
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const { format } = request.query;
      const companyid = await reportCompany(db, request, request.query.companyid);
      const filter = { companyid: companyid ?? null, asof: clock().toISOString().slice(0, 10) };
      if (format === 'csv') {
        const rows = await scorecards(db, filter, { limit: null, offset: 0 });
        return sendCsv(reply, `supplier_scorecard_${filter.asof}.csv`, {
          columns: SCORECARD_CSV_COLUMNS,
          rows: rows.map(csvRow),
        });
      }
      return offsetList(request, { counts, reads }, request.query, {
        rows: (q, at) => scorecards(q, filter, at),
        count: (q) => countScorecards(q, filter),
        // Counted on every page, as it always was: kept, its total could lag another instance's writes.
        countKey: null,
      });
    },
  );
}
