import type { App, AppContext } from '../../app-context.js';
import { pick } from '../../lib/pick.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import * as repo from './suppliers.repository.js';
import {
  DeletedSupplier,
  SupplierIdParams,
  UPDATABLE_FIELDS,
  UPDATABLE_NAMES,
  UpdatedSupplier,
  UpdateSupplierBody,
} from './suppliers.schemas.js';

const tags = ['Suppliers'];
const NOT_FOUND = 'Supplier not found or already inactive';

export function suppliersWriteRoutes(app: App, { auth }: Pick<AppContext, 'auth'>) {
  app.put(
    '/suppliers/:supplierid',
    {
      config: { level: 2, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateSupplier',
        tags,
        summary:
          'Update some of an active supplier’s company fields (also POST + X-HTTP-Method-Override: PUT)',
        params: SupplierIdParams,
        body: UpdateSupplierBody,
        response: responses({ 200: UpdatedSupplier }, [404]),
      },
    },
    async (request) => {
      const id = request.params.supplierid;
      const fields = pick(request.body ?? {}, UPDATABLE_NAMES);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided to update');
      await assertLookupIds(
        request.db,
        UPDATABLE_FIELDS.filter((f) => f.lookup).map((f) => ({
          field: f.name,
          table: f.lookup!,
          value: fields[f.name as keyof typeof fields] as number | undefined,
        })),
      );
      const updated = await repo.updateSupplier(request.db, id, fields);
      if (!updated) throw new NotFound(NOT_FOUND);
      return {
        success: true as const,
        message: 'Supplier updated successfully',
        supplierid: id,
        vendorcode: updated.vendorcode,
        companyname: updated.companyname,
      };
    },
  );

  app.delete(
    '/suppliers/:supplierid',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteSupplier',
        tags,
        summary: 'Deactivate a supplier with its sites and portal users (soft delete)',
        params: SupplierIdParams,
        response: responses({ 200: DeletedSupplier }, [404]),
      },
    },
    async (request) => {
      const id = request.params.supplierid;
      // Its users' API keys, if any, stop working at once.
      await auth.changeCredentials(request.db, async (tx) => {
        if (!(await repo.deactivateSupplier(tx, id))) throw new NotFound(NOT_FOUND);
      });
      return { success: true as const, message: 'Supplier deleted successfully', supplierid: id };
    },
  );
}
