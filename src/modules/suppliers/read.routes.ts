import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { cursorList, type PageAt } from '../../http/lists.js';
import { idCursor } from '../../http/paging.js';
import { sortCursor, sortOf, type SortedAfter } from '../../http/sorting.js';
import type { Queryable } from '../../db/index.js';
import { companyScope } from '../../http/scope.js';
import { Ok, responses } from '../../http/schemas.js';
import { findCertificates } from '../certificates/certificates.repository.js';
import { dayOf } from '../../worker/day-reminders.js';
import { SUPPLIER_TEMPLATE, supplierCsvTemplate } from './csv-template.js';
import { sendCsv } from '../../http/csv-answer.js';
import * as repo from './suppliers.repository.js';
import { ListQuery, SupplierDetail, SupplierIdParams, SupplierList } from './suppliers.schemas.js';
import { media } from '../../http/openapi.js';

const tags = ['Suppliers'];

const cursors = idCursor('s');
const sortedCursors = sortCursor('ss');

export function suppliersReadRoutes(
  app: App,
  { db, config, clock, counts, reads }: Pick<AppContext, 'db' | 'config' | 'clock' | 'counts' | 'reads'>,
) {
  app.get(
    '/suppliers/getSupplierCsvTemplate',
    {
      config: {
        level: 0,
        openapi: {
          responses: {
            200: {
              description: 'The template: an attachment named supplier_template.csv',
              content: { 'text/csv': media.csv('Header row and one example row', supplierCsvTemplate()) },
            },
          },
        },
      },
      schema: {
        operationId: 'getSupplierCsvTemplate',
        tags,
        summary: 'Download the CSV template of createSupplierBulk (no key needed)',
        response: { 200: Type.String({ description: 'text/csv attachment supplier_template.csv' }) },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, 'supplier_template.csv', SUPPLIER_TEMPLATE, { cacheControl: 'no-cache' }),
  );

  app.get(
    '/suppliers',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'listSuppliers',
        tags,
        summary: 'List suppliers, filtered, sorted and paged (page/limit or cursor)',
        querystring: ListQuery,
        response: responses({ 200: SupplierList }),
      },
    },
    async (request) => {
      const { page, limit, cursor, sort: sortName, ...filters } = request.query;
      const filter = { ...filters, only: companyScope(request) };
      const countKey = ['suppliers', filter.search, filter.active, filter.country, filter.risk, filter.only];
      const count = (db: Queryable) => repo.countSuppliers(db, filter);
      const sort = sortOf(repo.SUPPLIER_SORTS, sortName);
      if (sort) {
        return cursorList(
          request,
          { counts, reads },
          { page, limit, cursor },
          {
            rows: (db, at: PageAt<SortedAfter>) => repo.listSortedSuppliers(db, filter, sort, at),
            count,
            countKey,
            cursor: {
              decode: (c) => sortedCursors.decode(c, sort),
              of: (last) => sortedCursors.encode(sort, last.sort_key, last.supplierid),
            },
          },
        );
      }
      return cursorList(
        request,
        { counts, reads },
        { page, limit, cursor },
        {
          rows: (db, at) => repo.listSuppliers(db, filter, at),
          count,
          countKey,
          cursor: { decode: cursors.decode, of: (last) => cursors.encode(last.supplierid) },
        },
      );
    },
  );

  app.get(
    '/suppliers/:supplierid',
    {
      // A supplier is its own company: its id is the owner.
      config: { level: 1, supplier: { owner: async (_q, id) => id, in: 'params', field: 'supplierid' } },
      schema: {
        operationId: 'getSupplier',
        tags,
        summary: 'Read a supplier (active or not) with its sites, SAQ, portal users and accreditations',
        params: SupplierIdParams,
        response: responses({ 200: Ok(SupplierDetail) }, [404]),
      },
    },
    async (request) => {
      const id = request.params.supplierid;
      const supplier = await repo.findSupplier(db, id);
      if (!supplier) throw new NotFound('Supplier not found');
      return {
        success: true as const,
        data: {
          supplier,
          accreditations: await findCertificates(db, id, {
            today: dayOf(clock),
            publicUrl: config.publicUrl,
          }),
        },
      };
    },
  );
}
