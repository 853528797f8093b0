import type { App, AppContext } from '../../app-context.js';
import { principalOf } from '../../http/auth.js';
import { cursorList, type PageAt } from '../../http/lists.js';
import { sortCursor, sortOf, type SortedAfter } from '../../http/sorting.js';
import type { Queryable } from '../../db/index.js';
import type { AuditRow } from './audits.repository.js';
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
const sortedCursors = sortCursor('as');

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
      const q = request.query;
      const userid = q.userid ?? 0;
      // The supplier scope lists its own company's, whatever companyid it sends (as every list does).
      const companyid = companyScope(request) ?? q.companyid;
      const { limit, cursor, page } = q;
      const filter: pages.AuditFilter = {
        userid,
        companyid: companyid ?? null,
        ...(q.statusid !== undefined ? { statusid: q.statusid } : {}),
        ...(q.overdue !== undefined ? { overdue: q.overdue } : {}),
        ...(q.from !== undefined ? { from: q.from } : {}),
        ...(q.to !== undefined ? { to: q.to } : {}),
      };
      const sort = sortOf(pages.AUDIT_SORTS, q.sort);
      const withLights = async <R extends AuditRow>(db: Queryable, rows: R[]) => {
        const lights = await pages.sectionLightsOf(
          db,
          rows.map((a) => a.auditid),
        );
        return rows.map((a) => ({ ...a, traffic_light: auditLight(lights.get(a.auditid) ?? []) }));
      };
      if (limit !== undefined || cursor !== undefined || page !== undefined) {
        return cursorList(
          request,
          ctx,
          { limit, cursor, page },
          {
            rows: async (db, at: PageAt<SortedAfter>) =>
              withLights(db, await pages.listAuditsPage(db, filter, at, sort)),
            count: (db) => pages.countAudits(db, filter),
            // "overdue" depends on the day (the database's, UTC): the day is part of the key.
            countKey: [
              'audits',
              filter,
              filter.overdue === undefined ? null : ctx.clock().toISOString().slice(0, 10),
            ],
            cursor: sort
              ? {
                  decode: (c) => sortedCursors.decode(c, sort),
                  of: (last) => sortedCursors.encode(sort, last.sort_key, last.auditid),
                }
              : { decode: cursors.decode, of: (last) => cursors.encode(last.auditdate, last.auditid) },
          },
        );
      }
      // Read-only: the replica when there is one (db/read-router.ts).
      const db = reads.for(request);
      if (sort || Object.keys(filter).length > 2) {
        // A new filter or sort on the whole list (no paging asked): the same rows, read the new way.
        return {
          success: true as const,
          data: await withLights(db, await pages.listAuditsPage(db, filter, { limit: null }, sort)),
        };
      }
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
