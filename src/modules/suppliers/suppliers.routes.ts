import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import { responses } from '../../http/schemas.js';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, registerBulkParsers } from '../../http/bulk.js';
import { bulkImport } from '../../http/bulk-import.js';
import type { OutboxWorker } from './outbox.js';
import { suppliersReadRoutes } from './read.routes.js';
import { BulkResponse, CreatedSupplier, CreateSupplierBody } from './suppliers.schemas.js';
import {
  createSupplier,
  DB_ERROR,
  EMAIL_TAKEN,
  EMAIL_UNIQUE,
  supplierImport,
  type ProvisionDeps,
} from './suppliers.service.js';
import { suppliersWriteRoutes } from './write.routes.js';
import { sitesRoutes } from './sites.routes.js';
import { portalUsersRoutes } from './portal-users.routes.js';
import { media } from '../../http/openapi.js';

export const tags = ['Suppliers'];

export async function suppliersRoutes(
  app: App,
  ctx: AppContext,
  { outbox }: { outbox: OutboxWorker | undefined },
) {
  // Provisioning writes through the request's database (request.db), so that the history knows who.
  const deps = (request: FastifyRequest): ProvisionDeps => ({
    db: request.db,
    onCreated: () => outbox?.kick(),
  });

  app.post(
    '/suppliers/createSupplier',
    {
      config: {
        idempotent: true,
        level: 2,
        messages: { unique: { [EMAIL_UNIQUE]: EMAIL_TAKEN }, internal: DB_ERROR },
      },
      schema: {
        operationId: 'createSupplier',
        tags,
        summary: 'Create a supplier with its default site, SAQ record, portal user and welcome email',
        body: CreateSupplierBody,
        response: responses({ 201: CreatedSupplier }, [409]),
      },
    },
    async (request, reply) => {
      const ids = await createSupplier(deps(request), request.body);
      return reply
        .code(201)
        .send({ success: true as const, message: 'Supplier created successfully', ...ids });
    },
  );

  // Bulk creation takes JSON or a CSV upload: its parsers live in a scope of its own, so that the other
  // routes keep refusing anything but JSON.
  await app.register(async (scope) => {
    await registerBulkParsers(scope);
    scope.post(
      '/suppliers/createSupplierBulk',
      {
        bodyLimit: BULK_MAX_BYTES,
        config: {
          idempotent: true,
          level: 2,
          // Read by readBulkRows, not validated as a body: documented here.
          openapi: { body: { content: media.bulk(CreateSupplierBody, BULK_MAX_ROWS, BULK_MAX_BYTES) } },
        },
        schema: {
          operationId: 'createSupplierBulk',
          tags,
          summary: 'Create many suppliers from a JSON array or a CSV file (multipart field `file`)',
          description:
            'At most 10,000 rows and 20 MB. Each row succeeds or fails on its own; failed rows come back in ' +
            '`retry_payload`. 201 when at least one row was created, else 200; `success` is true either way.',
          response: responses({ 200: BulkResponse, 201: BulkResponse }, [413]),
        },
      },
      async (request, reply) => bulkImport(request, reply, supplierImport(deps(request))),
    );
  });

  suppliersReadRoutes(app, ctx);
  suppliersWriteRoutes(app, ctx);
  sitesRoutes(app);
  portalUsersRoutes(app, () => outbox?.kick());
}
