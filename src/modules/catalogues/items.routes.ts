import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { offsetList } from '../../http/lists.js';
import { Ok, responses } from '../../http/schemas.js';
import { normaliseGtin } from '../../lib/gs1.js';
import { pick } from '../../lib/pick.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import * as repo from './items.repository.js';
import {
  CatalogueItem,
  CreateItemBody,
  DUPLICATE_ITEM,
  INVALID_GTIN,
  ITEM_NOT_FOUND,
  ItemList,
  ItemParams,
  ListItemsQuery,
  PsidParams,
  SPEC_NOT_FOUND,
  UpdateItemBody,
  WholesalerItemsParams,
} from './items.schemas.js';
import { latestPublication } from './publications.repository.js';
import { Publication } from './publications.schemas.js';
import { ownSpec } from './scope.js';
import { findWholesaler, lockWholesaler } from './wholesalers.repository.js';
import { tags, WHOLESALER_NOT_FOUND } from './wholesalers.schemas.js';

const messages = { unique: { catalogue_items_unique: DUPLICATE_ITEM } };

/** Catalogue items: a spec listed in one wholesaler's catalogue under a GTIN and target market. */
export async function itemsRoutes(app: App, lists: Pick<AppContext, 'counts' | 'reads'>) {
  app.post(
    '/wholesalers/:id/catalogue',
    {
      config: { level: 2, messages },
      schema: {
        operationId: 'createCatalogueItem',
        tags,
        summary: 'List a spec in a wholesaler’s catalogue under a GTIN and target market',
        params: WholesalerItemsParams,
        body: CreateItemBody,
        response: responses({ 201: Ok(CatalogueItem) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const gtin = normaliseGtin(request.body.gtin);
      if (gtin === undefined) throw new ValidationError(INVALID_GTIN);
      const item = await request.db.transaction(async (tx) => {
        if (!(await lockWholesaler(tx, request.params.id))) throw new NotFound(WHOLESALER_NOT_FOUND);
        if (!(await repo.specActive(tx, request.body.psid))) throw new NotFound(SPEC_NOT_FOUND);
        await assertLookupIds(tx, [
          { field: 'targetmarket', table: 'countries', value: request.body.targetmarket },
        ]);
        const itemid = await repo.insertItem(tx, request.params.id, { ...request.body, gtin });
        return (await repo.findItem(tx, itemid))!;
      });
      return reply.code(201).send({ success: true as const, data: item });
    },
  );

  app.get(
    '/wholesalers/:id/catalogue',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listCatalogueItems',
        tags,
        summary: 'A wholesaler’s active catalogue items (?stale=true: behind the latest version; ?status=)',
        params: WholesalerItemsParams,
        querystring: ListItemsQuery,
        response: responses({ 200: ItemList }, [404]),
      },
    },
    async (request) => {
      const { stale, status } = request.query;
      const id = request.params.id;
      const filter = { stale, status };
      return offsetList(request, lists, request.query, {
        rows: (db, at) => repo.listWholesalerItems(db, id, filter, at),
        count: (db) => repo.countWholesalerItems(db, id, filter),
        // `stale` changes when a spec is approved or published, which the workers do: counted on every page.
        countKey: null,
        check: async (db) => {
          if (!(await findWholesaler(db, id))) throw new NotFound(WHOLESALER_NOT_FOUND);
        },
      });
    },
  );

  app.get(
    '/products/:psid/catalogue',
    {
      config: { level: 1, supplier: ownSpec },
      schema: {
        operationId: 'listProductCatalogue',
        tags,
        summary: 'Everywhere a spec is listed: its active catalogue items, wholesaler by wholesaler',
        params: PsidParams,
        response: responses({ 200: Ok(Type.Array(CatalogueItem)) }, [404]),
      },
    },
    async (request) => {
      const psid = request.params.psid;
      if (!(await repo.specExists(request.db, psid))) throw new NotFound('Product not found');
      return { success: true as const, data: await repo.listSpecItems(request.db, psid) };
    },
  );

  app.get(
    '/catalogue/:itemid',
    {
      config: { level: 1 },
      schema: {
        operationId: 'getCatalogueItem',
        tags,
        summary: 'One catalogue item, withdrawn or not',
        params: ItemParams,
        response: responses({ 200: Ok(CatalogueItem) }, [404]),
      },
    },
    async (request) => {
      const item = await repo.findItem(request.db, request.params.itemid);
      if (!item) throw new NotFound(ITEM_NOT_FOUND);
      return { success: true as const, data: item };
    },
  );

  app.put(
    '/catalogue/:itemid',
    {
      config: { level: 2, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateCatalogueItem',
        tags,
        summary: 'Change an active item’s itemcode or autopublish',
        params: ItemParams,
        body: UpdateItemBody,
        response: responses({ 200: Ok(CatalogueItem) }, [404]),
      },
    },
    async (request) => {
      const fields = pick(request.body, ['itemcode', 'autopublish']);
      if (Object.values(fields).every((v) => v === undefined))
        throw new ValidationError('No valid fields provided for update');
      const itemid = request.params.itemid;
      const item = await request.db.transaction(async (tx) => {
        if (!(await repo.updateItem(tx, itemid, fields))) throw new NotFound(ITEM_NOT_FOUND);
        return (await repo.findItem(tx, itemid))!;
      });
      return { success: true as const, data: item };
    },
  );

  app.delete(
    '/catalogue/:itemid',
    {
      config: { level: 2 },
      schema: {
        operationId: 'withdrawCatalogueItem',
        tags,
        summary: 'Withdraw an item: a DELETE is published to the wholesaler if it was ever published',
        params: ItemParams,
        response: responses(
          {
            200: Ok(
              Type.Object({
                itemid: Type.Integer(),
                withdrawn: Type.Literal(true),
                publication: Type.Union([Publication, Type.Null()], {
                  description: 'The DELETE publication; null when nothing had been published',
                }),
              }),
            ),
          },
          [404],
        ),
      },
    },
    async (request) => {
      const itemid = request.params.itemid;
      const publication = await request.db.transaction(async (tx) => {
        if (!(await repo.withdrawItem(tx, itemid))) throw new NotFound(ITEM_NOT_FOUND);
        const last = await latestPublication(tx, itemid);
        return last?.command === 'DELETE' ? last : null;
      });
      return { success: true as const, data: { itemid, withdrawn: true as const, publication } };
    },
  );
}
