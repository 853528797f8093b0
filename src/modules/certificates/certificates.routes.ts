import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { ownerQuery } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import { pick } from '../../lib/pick.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import * as repo from './certificates.repository.js';
import {
  Accreditation,
  ACCREDITATION_NOT_FOUND,
  AccreditationDeleted,
  AccreditationParams,
  CreateAccreditationBody,
  DATES_MESSAGE,
  FIELD_NAMES,
  NO_FIELDS,
  SUPPLIER_NOT_FOUND,
  SupplierParams,
  tags,
  UpdateAccreditationBody,
} from './certificates.schemas.js';
import { documentRoutes } from './document.routes.js';
import { dayOf } from '../../worker/day-reminders.js';
import type { CertificateReminders } from './reminders.js';
import { reportRoutes } from './report.routes.js';

/** The supplier scope's owner check of a certificate id in the path. */
export const accreditationOwner = {
  owner: ownerQuery(repo.ACCREDITATION_OWNER),
  in: 'params',
  field: 'accreditationid',
} as const;

/** Refuses a site that is not the supplier's, and dates in the wrong order (400, naming the field). */
async function checkCertificate(
  q: Queryable,
  companyid: number,
  f: { standard?: number; siteid?: number | null; issuedate?: string | null; expirydate?: string | null },
) {
  await assertLookupIds(q, [{ field: 'standard', table: 'standards', value: f.standard }]);
  if (typeof f.siteid === 'number' && !(await repo.isSiteOf(q, f.siteid, companyid))) {
    throw new ValidationError(`Invalid siteid: ${f.siteid} is not a site of this supplier`);
  }
  // Dates are YYYY-MM-DD, so their text order is their calendar order.
  if (f.issuedate && f.expirydate && !(f.expirydate > f.issuedate)) throw new ValidationError(DATES_MESSAGE);
}

/** Certificates (accreditations) of suppliers: docs/certificates.md. */
export async function certificatesRoutes(
  app: App,
  ctx: AppContext,
  { reminders }: { reminders: CertificateReminders },
) {
  const { config, clock } = ctx;

  const read = (request: FastifyRequest, id: number) =>
    repo.findCertificate(request.db, id, { today: dayOf(clock), publicUrl: config.publicUrl });
  /** The certificate as it is once written and its reminders evaluated. */
  async function written(request: FastifyRequest, id: number) {
    await reminders.afterWrite(id);
    const found = await read(request, id);
    if (!found) throw new NotFound(ACCREDITATION_NOT_FOUND);
    return found;
  }

  app.post(
    '/suppliers/:supplierid/accreditations',
    {
      config: {
        idempotent: true,
        level: 2,
        supplier: { owner: async (_q, id) => id, in: 'params', field: 'supplierid' },
      },
      schema: {
        operationId: 'createAccreditation',
        tags,
        summary: 'Record a certificate of a supplier (the supplier scope: its own company)',
        params: SupplierParams,
        body: CreateAccreditationBody,
        response: responses({ 201: Ok(Accreditation) }, [404]),
      },
    },
    async (request, reply) => {
      const companyid = request.params.supplierid;
      const id = await request.db.transaction(async (tx) => {
        if (!(await repo.lockActiveSupplier(tx, companyid))) throw new NotFound(SUPPLIER_NOT_FOUND);
        await checkCertificate(tx, companyid, request.body);
        return repo.insertCertificate(tx, companyid, request.body);
      });
      return reply.code(201).send({ success: true as const, data: await written(request, id) });
    },
  );

  app.put(
    '/accreditations/:accreditationid',
    {
      config: { level: 2, supplier: accreditationOwner, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateAccreditation',
        tags,
        summary: 'Change some of a certificate’s fields (also POST + X-HTTP-Method-Override: PUT)',
        params: AccreditationParams,
        body: UpdateAccreditationBody,
        response: responses({ 200: Ok(Accreditation) }, [404]),
      },
    },
    async (request) => {
      const id = request.params.accreditationid;
      const fields = pick(request.body, FIELD_NAMES);
      if (Object.keys(fields).length === 0) throw new ValidationError(NO_FIELDS);
      await request.db.transaction(async (tx) => {
        const current = await repo.lockCertificate(tx, id);
        if (!current) throw new NotFound(ACCREDITATION_NOT_FOUND);
        await checkCertificate(tx, current.companyid, { ...current, ...fields });
        await repo.updateCertificate(tx, id, fields);
      });
      return { success: true as const, data: await written(request, id) };
    },
  );

  app.delete(
    '/accreditations/:accreditationid',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteAccreditation',
        tags,
        summary: 'Delete a certificate (soft: its history, reminders and document are kept)',
        params: AccreditationParams,
        response: responses({ 200: Ok(AccreditationDeleted) }, [404]),
      },
    },
    async (request) => {
      const id = request.params.accreditationid;
      if (!(await repo.deleteCertificate(request.db, id))) throw new NotFound(ACCREDITATION_NOT_FOUND);
      return { success: true as const, data: { accreditationid: id, deleted: true as const } };
    },
  );

  await documentRoutes(app, ctx, { read, accreditationOwner, afterWrite: (id) => reminders.afterWrite(id) });
  reportRoutes(app, ctx);
}
