import type { App } from '../../app-context.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { pick } from '../../lib/pick.js';
import * as repo from '../sites/sites.repository.js';
import { GLN_MESSAGES } from '../sites/sites.schemas.js';
import { addSite, changeSite } from '../sites/sites.service.js';
import { CreateSiteBody, SITE_FIELDS, SiteParams, SiteWritten, UpdateSiteBody } from './sites.schemas.js';
import { SupplierIdParams } from './suppliers.schemas.js';

const tags = ['Suppliers'];
const SUPPLIER_NOT_FOUND = 'Supplier not found or already inactive';
const SITE_NOT_FOUND = 'Site not found or already inactive';

/**
 * A supplier's portal user may add and correct its own company's sites (docs/suppliers.md, "Sites"); another
 * company's supplierid answers as a missing supplier. Deactivating a site stays with the organisation.
 */
const ownSupplier = {
  owner: async (_q: unknown, id: number) => id,
  in: 'params',
  field: 'supplierid',
} as const;

export function sitesRoutes(app: App) {
  app.post(
    '/suppliers/:supplierid/sites',
    {
      config: { idempotent: true, level: 2, supplier: ownSupplier, messages: GLN_MESSAGES },
      schema: {
        operationId: 'createSite',
        tags,
        summary: 'Add a site (a physical place: factory, depot, farm) to an active supplier',
        params: SupplierIdParams,
        body: CreateSiteBody,
        response: responses({ 201: SiteWritten }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { supplierid } = request.params;
      const siteid = await addSite(request.db, supplierid, request.body, true);
      if (siteid === undefined) throw new NotFound(SUPPLIER_NOT_FOUND);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Site added successfully', supplierid, siteid });
    },
  );

  app.put(
    '/suppliers/:supplierid/sites/:siteid',
    {
      config: {
        level: 2,
        supplier: ownSupplier,
        messages: GLN_MESSAGES,
        openapi: { atLeastOneField: true },
      },
      schema: {
        operationId: 'updateSite',
        tags,
        summary: 'Change some fields of an active site (also POST + X-HTTP-Method-Override: PUT)',
        params: SiteParams,
        body: UpdateSiteBody,
        response: responses({ 200: SiteWritten }, [404, 409]),
      },
    },
    async (request) => {
      const { supplierid, siteid } = request.params;
      const fields = pick((request.body ?? {}) as UpdateSiteBody, SITE_FIELDS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided to update');
      if (!(await repo.isActiveSupplier(request.db, supplierid))) throw new NotFound(SUPPLIER_NOT_FOUND);
      if (!(await changeSite(request.db, supplierid, siteid, fields))) throw new NotFound(SITE_NOT_FOUND);
      return { success: true as const, message: 'Site updated successfully', supplierid, siteid };
    },
  );

  app.delete(
    '/suppliers/:supplierid/sites/:siteid',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteSite',
        tags,
        summary: 'Deactivate a site other than the default one (soft delete)',
        params: SiteParams,
        response: responses({ 200: SiteWritten }, [404, 409]),
      },
    },
    async (request) => {
      const { supplierid, siteid } = request.params;
      if (!(await repo.isActiveSupplier(request.db, supplierid))) throw new NotFound(SUPPLIER_NOT_FOUND);
      const result = await repo.deactivateSite(request.db, supplierid, siteid);
      if (result === 'missing') throw new NotFound(SITE_NOT_FOUND);
      if (result === 'default') throw new Conflict('The default site cannot be deactivated');
      return { success: true as const, message: 'Site deactivated successfully', supplierid, siteid };
    },
  );
}
