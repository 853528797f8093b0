import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { cursorList } from '../../http/lists.js';
import { keyCursor } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { auditLight } from '../../lib/traffic-light.js';
import { answerRoutes } from './answers.routes.js';
import * as repo from './audits.repository.js';
import { AuditCreated, AuditList, CreateAuditBody, ListAuditsQuery, tags } from './audits.schemas.js';
import * as pages from './list-page.repository.js';
import { completionRoutes } from './completion.routes.js';
import { photoRoutes } from './photos.routes.js';
import { sectionRoutes } from './sections.routes.js';
import { TemplateCache } from './template.js';
import { MAX_PHOTO_BYTES } from './upload.js';
import { registerUploadParser } from '../../http/multipart.js';

const cursors = keyCursor('au', 'day');

export async function auditsRoutes(app: App, ctx: AppContext) {
  const { reads } = ctx;
  // Only the photo upload takes multipart; the parser lives in this module's scope alone.
  await registerUploadParser(app, MAX_PHOTO_BYTES, 3);

  app.get(
    '/audits',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listAudits',
        tags,
        summary: 'List audits, newest audit date first, each with its overall traffic light',
        description:
          'All of them at once, as the contract has it; or, with `limit` and then `cursor` (additive), a page at a ' +
          'time, with `pagination`.',
        querystring: ListAuditsQuery,
        response: responses({ 200: AuditList }),
      },
    },
    async (request) => {
      const userid = request.query.userid ?? 0;
      // The supplier scope lists its own company's, whatever companyid it sends (as every list does).
      const companyid = companyScope(request) ?? request.query.companyid;
      const { limit, cursor } = request.query;
      if (limit !== undefined || cursor !== undefined) {
        const filter = { userid, companyid: companyid ?? null };
        // No `page`: the first page, then by cursor.
        return cursorList(
          request,
          ctx,
          { limit, cursor },
          {
            rows: async (db, at) => {
              const rows = await pages.listAuditsPage(db, filter, at);
              const lights = await pages.sectionLightsOf(
                db,
                rows.map((a) => a.auditid),
              );
              return rows.map((a) => ({ ...a, traffic_light: auditLight(lights.get(a.auditid) ?? []) }));
            },
            count: (db) => pages.countAudits(db, filter),
            countKey: ['audits', filter],
            cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.auditdate, last.auditid) },
          },
        );
      }
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      const [audits, lights] = await Promise.all([
        repo.listAudits(db, userid, companyid),
        repo.sectionLightsByAudit(db, userid, companyid),
      ]);
      const data = audits.map((a) => ({ ...a, traffic_light: auditLight(lights.get(a.auditid) ?? []) }));
      return { success: true as const, data };
    },
  );

  app.post(
    '/audits',
    {
      config: {
        idempotent: true,
        level: 2,
      },
      schema: {
        operationId: 'createAudit',
        tags,
        summary: 'Create a supplier site audit on the current checklist template',
        body: CreateAuditBody,
        response: responses({ 201: Ok(AuditCreated) }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertLookupIds(request.db, [
        { field: 'companyid', table: 'companies', value: body.companyid },
        { field: 'userid', table: 'users', value: body.userid },
      ]);
      if (!(await repo.isActiveCompany(request.db, body.companyid))) {
        throw new ValidationError(`Invalid companyid: ${body.companyid} is inactive`);
      }
      const auditid = await repo.insertAudit(request.db, body, principalOf(request).userid);
      return reply.code(201).send({
        success: true as const,
        data: { message: 'Audit created successfully', auditid },
      });
    },
  );

  const templates = new TemplateCache();
  await sectionRoutes(app, ctx, templates);
  await answerRoutes(app, ctx, templates);
  await photoRoutes(app, ctx);
  await completionRoutes(app);
}
