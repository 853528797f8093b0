import fs from 'node:fs';
import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { NotFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { auditIdMessages } from '../audits/audit-id.js';
import { auditOwner } from '../audits/audits.repository.js';
import { AUDIT_NOT_FOUND_MESSAGE, AuditParams, STATUS_COMPLETE } from '../audits/audits.schemas.js';
import * as repo from './report.repository.js';
import { keptReportFor, renderedAt, renderToFile } from './report.service.js';
import { auditExportRoutes } from './export.routes.js';
import { media } from '../../http/openapi.js';

const ownAudit = { owner: auditOwner, in: 'params', field: 'auditid' } as const;

/** Whether an If-None-Match header names `etag` (a list, weak or not, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** GET /audits/{auditid}/report.pdf (docs/audit-report.md), and the checklist export. */
export async function auditReportRoutes(
  app: App,
  { db, storage, config, reads, clock }: Pick<AppContext, 'db' | 'storage' | 'config' | 'reads' | 'clock'>,
) {
  await auditExportRoutes(app, { reads, config, clock });
  app.get(
    '/audits/:auditid/report.pdf',
    {
      config: {
        level: 1,
        messages: auditIdMessages,
        supplier: ownAudit,
        openapi: {
          responses: { 200: { description: 'The report', content: { 'application/pdf': media.binary() } } },
        },
      },
      schema: {
        operationId: 'getAuditReport',
        tags: ['Audits'],
        summary: 'The audit report as a PDF; a completed audit’s is the same bytes on every download (ETag)',
        params: AuditParams,
        response: responses(
          {
            200: Type.Unsafe<NodeJS.ReadableStream>({
              type: 'string',
              format: 'binary',
              description: 'application/pdf',
            }),
            304: Type.Unsafe<undefined>({ description: 'Not modified: the If-None-Match ETag is current' }),
          },
          [404],
        ),
      },
    },
    async (request, reply) => {
      const { auditid } = request.params;
      const header = await repo.reportHeader(db, auditid);
      if (!header) throw new NotFound(AUDIT_NOT_FOUND_MESSAGE);
      const userid = principalOf(request).userid;
      const generator = { userid, name: await repo.userName(db, userid) };
      // The file's headers go with the file only: a 304 carries its validators, not the representation's metadata.
      const pdf = () =>
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="audit-${auditid}-report.pdf"`);

      if (header.statusid !== STATUS_COMPLETE) {
        // In progress: rendered at each download, as it stands (the report says when and by whom).
        const r = await renderToFile(db, storage, header, { at: renderedAt(clock), by: generator.name });
        const body = fs.createReadStream(r.file);
        body.on('close', () => void fs.promises.rm(r.file, { force: true }));
        return pdf()
          .header('cache-control', 'no-store')
          .header('content-length', r.size)
          .header('x-page-count', r.pages)
          .send(body);
      }

      for (let attempt = 0; attempt < 2; attempt++) {
        const kept = await keptReportFor(db, storage, header, generator, clock);
        reply.header('etag', kept.etag).header('cache-control', 'private, no-cache');
        if (matches(request.headers['if-none-match'], kept.etag)) return reply.code(304).send();
        const obj = await storage.get(kept.storage_key);
        if (!obj) {
          // The stored file was removed behind our back: forget it and render again.
          await repo.forgetReport(db, auditid, kept.storage_key);
          continue;
        }
        return pdf()
          .header('content-length', kept.size_bytes)
          .header('x-page-count', kept.pages)
          .send(obj.body);
      }
      throw new Error(`The report of audit ${auditid} could not be kept in storage`);
    },
  );
}
