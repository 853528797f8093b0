import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { listAuditActions } from '../actions/actions.repository.js';
import { auditIdMessages, photoUrl } from '../audits/audit-id.js';
import { auditOwner } from '../audits/audits.repository.js';
import { AUDIT_NOT_FOUND_MESSAGE, AuditParams } from '../audits/audits.schemas.js';
import { media } from '../../http/openapi.js';
import { csvMedia, sendCsv } from '../../http/csv-answer.js';
import { EXPORT_CSV, exportRows, exportXlsx } from './export.js';
import * as repo from './report.repository.js';

const ownAudit = { owner: auditOwner, in: 'params', field: 'auditid' } as const;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ExportQuery = Type.Object({
  format: Type.Optional(
    Type.String({ enum: ['csv', 'xlsx'], default: 'csv', description: 'csv (the default) or xlsx' }),
  ),
});

/** GET /audits/{auditid}/export (docs/reports.md): the checklist, one row per item. */
export async function auditExportRoutes(
  app: App,
  { reads, config, clock }: Pick<AppContext, 'reads' | 'config' | 'clock'>,
) {
  app.get(
    '/audits/:auditid/export',
    {
      config: {
        level: 1,
        messages: auditIdMessages,
        supplier: ownAudit,
        openapi: {
          responses: {
            200: {
              content: {
                'text/csv': csvMedia(
                  'format=csv (the default): a header row then one row per checklist item',
                  EXPORT_CSV,
                ),
                [XLSX_TYPE]: media.binary(),
              },
            },
          },
        },
      },
      schema: {
        operationId: 'exportAudit',
        tags: ['Audits'],
        summary: 'The checklist as CSV or XLSX: one row per item with its answer, photo links and actions',
        description:
          'Columns: sectionid, section, itemid, question, critical, required, result, notes, answered_by, ' +
          'answered_at, photos (public links, one per line), actions (one per line). The XLSX also has a ' +
          'sheet `Audit` with the audit’s facts.',
        params: AuditParams,
        querystring: ExportQuery,
        response: responses(
          {
            200: Type.Unsafe<Buffer | string>({
              type: 'string',
              format: 'binary',
              description: `text/csv or ${XLSX_TYPE}`,
            }),
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const { auditid } = request.params;
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const header = await repo.reportHeader(db, auditid);
      if (!header) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      const [items, photos, actions] = await Promise.all([
        repo.reportItems(db, auditid),
        repo.exportPhotos(db, auditid),
        listAuditActions(db, auditid),
      ]);
      const urls = new Map<number, string[]>();
      for (const p of photos) {
        urls.set(p.itemid, [...(urls.get(p.itemid) ?? []), photoUrl(config.publicUrl, p.token, p.filename)]);
      }
      const rows = exportRows(items, urls, actions);
      const name = `audit-${auditid}-checklist`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'xlsx') {
        const body = await exportXlsx(header, rows, clock());
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${name}.xlsx"`)
          .send(body);
      }
      return sendCsv(reply, `${name}.csv`, { columns: EXPORT_CSV, rows });
    },
  );
}
