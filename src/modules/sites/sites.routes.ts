import type { App, AppContext } from '../../app-context.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { offsetList } from '../../http/lists.js';
import { searchPattern } from '../../http/paging.js';
import { companyScope } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { pick } from '../../lib/pick.js';
import * as repo from './sites.repository.js';
import { addSite, changeSiteById } from './sites.service.js';
import {
  CreateSiteBody,
  DEFAULT_SITE,
  GLN_MESSAGES,
  ListSitesQuery,
  SITE_COLUMNS,
  SITE_GONE,
  SITE_NOT_FOUND,
  SiteIdParams,
  SiteList,
  SiteRecord,
  tags,
  UpdateSiteBody,
} from './sites.schemas.js';

/** The supplier scope's owner check of a site id in the path: another company's site answers as a missing one. */
const ownSite = { owner: repo.siteOwner, in: 'params', field: 'siteid' } as const;

/**
 * The supplier scope creates sites of its own company only: it sends no `companyid` (403 naming it), and every
 * other field of the body is its to send.
 */
const ownCompanyCreate = {
  owner: async (_q: unknown, id: number) => id,
  in: 'body',
  field: 'companyid',
  fields: new Set<string>(SITE_COLUMNS),
} as const;

/** Every site, the organisation's own places and suppliers' (docs/traceability-events.md, "Sites, GLNs and GTINs"). */
export function sitesRoutes(app: App, lists: Pick<AppContext, 'counts' | 'reads'>) {
  app.get(
    '/sites',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listSites',
        tags,
        summary: 'Sites, the organisation’s first, a page at a time (the supplier scope: its own)',
        description: 'Active sites unless `active=0`; filters by company, type, GLN and part of the name.',
        querystring: ListSitesQuery,
        response: responses({ 200: SiteList }),
      },
    },
    async (request) => {
      const { query } = request;
      // The supplier scope lists its own company's sites, whatever companyid it sends (as the other lists do).
      const companyid = companyScope(request) ?? query.companyid ?? null;
      const filter = {
        companyid,
        sitetype: query.sitetype ?? null,
        gln: query.gln ?? null,
        active: query.active ?? 1,
        search: searchPattern(query.search),
      };
      return offsetList(request, lists, query, {
        rows: (db, at) => repo.listSites(db, filter, at),
        count: (db) => repo.countSites(db, filter),
        countKey: ['sites', filter],
      });
    },
  );

  app.post(
    '/sites',
    {
      config: { idempotent: true, level: 2, supplier: ownCompanyCreate, messages: GLN_MESSAGES },
      schema: {
        operationId: 'createCompanySite',
        tags,
        summary: 'Add a site: the organisation’s (dc, store, office) or a supplier’s (site)',
        description:
          'Without `companyid` the site is the organisation’s (company 1), or in the supplier scope the caller’s ' +
          'own company’s. A GLN already on an active site: 409.',
        body: CreateSiteBody,
        response: responses({ 201: Ok(SiteRecord) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { companyid: asked, ...site } = request.body;
      const companyid = companyScope(request) ?? asked ?? ORGANISATION_ID;
      const siteid = await addSite(request.db, companyid, site);
      if (siteid === undefined) throw new NotFound('Company not found or inactive');
      const created = await repo.findSite(request.db, siteid);
      return reply.code(201).send({ success: true as const, data: created! });
    },
  );

  app.get(
    '/sites/:siteid',
    {
      config: { level: 1, supplier: ownSite },
      schema: {
        operationId: 'getSite',
        tags,
        summary: 'One site, active or not',
        params: SiteIdParams,
        response: responses({ 200: Ok(SiteRecord) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findSite(request.db, request.params.siteid);
      if (!found) throw new NotFound(SITE_NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.put(
    '/sites/:siteid',
    {
      config: {
        level: 2,
        supplier: ownSite,
        messages: GLN_MESSAGES,
        openapi: { atLeastOneField: true },
      },
      schema: {
        operationId: 'updateCompanySite',
        tags,
        summary: 'Change some fields of an active site (also POST + X-HTTP-Method-Override: PUT)',
        params: SiteIdParams,
        body: UpdateSiteBody,
        response: responses({ 200: Ok(SiteRecord) }, [404, 409]),
      },
    },
    async (request) => {
      const { siteid } = request.params;
      const fields = pick((request.body ?? {}) as UpdateSiteBody, SITE_COLUMNS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided to update');
      await changeSiteById(request.db, siteid, fields, SITE_GONE);
      return { success: true as const, data: (await repo.findSite(request.db, siteid))! };
    },
  );

  app.delete(
    '/sites/:siteid',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteCompanySite',
        tags,
        summary: 'Deactivate a site other than a default one (soft delete); its GLN may then be reused',
        params: SiteIdParams,
        response: responses({ 200: Ok(SiteRecord) }, [404, 409]),
      },
    },
    async (request) => {
      const { siteid } = request.params;
      const site = await repo.activeSite(request.db, siteid);
      const result = site ? await repo.deactivateSite(request.db, site.companyid, siteid) : 'missing';
      if (result === 'missing') throw new NotFound(SITE_GONE);
      if (result === 'default') throw new Conflict(DEFAULT_SITE);
      return { success: true as const, data: (await repo.findSite(request.db, siteid))! };
    },
  );
}
