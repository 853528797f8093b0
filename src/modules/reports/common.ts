import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/index.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { companyScope, type SupplierAccess } from '../../http/scope.js';
import { csvAlternative } from '../../http/csv-answer.js';
import type { OperationDocs } from '../../http/openapi.js';
import { supplierExists } from './reports.repository.js';
import { SUPPLIER_NOT_FOUND } from './reports.schemas.js';

/**
 * The supplier scope names `companyid` in the query: another company's is replaced by one that cannot exist
 * (http/scope.ts), so it gets the 404 of a missing supplier; absent, the handler takes the caller's own.
 */
export const ownCompany: SupplierAccess = { owner: async (_q, id) => id, in: 'query', field: 'companyid' };

/** The company a report is confined to: the one asked for (which must be a supplier), or the scope's own. */
export async function reportCompany(
  q: Queryable,
  request: FastifyRequest,
  asked: number | undefined,
): Promise<number | undefined> {
  if (asked !== undefined && !(await supplierExists(q, asked))) throw new NotFound(SUPPLIER_NOT_FOUND);
  return asked ?? companyScope(request);
}

/** A date range whose ends are in order; null for an open end. */
export function dateRange(from: string | undefined, to: string | undefined) {
  if (from !== undefined && to !== undefined && from > to) {
    throw new ValidationError(`Invalid date range: from (${from}) is after to (${to})`);
  }
  return { from: from ?? null, to: to ?? null };
}

/** The OpenAPI note of a report's `?format=csv` alternative (documentation only): its header row. */
export function csvDocs(columns: readonly string[]): OperationDocs {
  return csvAlternative(
    'With format=csv: an attachment, a header row then one row per line of the report',
    columns,
  );
}
