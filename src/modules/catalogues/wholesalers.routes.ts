import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { offsetList } from '../../http/lists.js';
import { searchPattern } from '../../http/paging.js';
import { Ok, responses } from '../../http/schemas.js';
import { isValidGln } from '../../lib/gs1.js';
import { pick } from '../../lib/pick.js';
import * as repo from './wholesalers.repository.js';
import {
  CreateWholesalerBody,
  DUPLICATE_GLN,
  INVALID_GLN,
  ListWholesalersQuery,
  tags,
  UpdateWholesalerBody,
  Wholesaler,
  WholesalerDeleted,
  WholesalerList,
  WHOLESALER_NOT_FOUND,
  WholesalerParams,
} from './wholesalers.schemas.js';

const messages = { unique: { wholesalers_gln_unique: DUPLICATE_GLN } };

/** The GLN as stored, or 400: a GS1 key is checked, never taken on trust. */
function gln(value: string): string {
  if (!isValidGln(value)) throw new ValidationError(INVALID_GLN);
  return value;
}

/** A webhook endpoint named by a wholesaler must exist: 400, as an id not in its lookup is. */
async function checkWebhook(q: Queryable, webhookid: number | null | undefined) {
  if (webhookid === undefined || webhookid === null) return;
  if (!(await repo.webhookExists(q, webhookid)))
    throw new ValidationError(`Invalid webhookid: ${webhookid} does not exist`);
}

/** Wholesalers: the parties whose catalogues list our specifications (docs/catalogues.md). */
export async function wholesalersRoutes(app: App, lists: Pick<AppContext, 'counts' | 'reads'>) {
  app.post(
    '/wholesalers',
    {
      config: { level: 3, messages },
      schema: {
        operationId: 'createWholesaler',
        tags,
        summary: 'Register a wholesaler (GLN checked, unique among active wholesalers)',
        body: CreateWholesalerBody,
        response: responses({ 201: Ok(Wholesaler) }, [409]),
      },
    },
    async (request, reply) => {
      const body = { ...request.body, gln: gln(request.body.gln) };
      await checkWebhook(request.db, body.webhookid);
      const created = await repo.insertWholesaler(request.db, body);
      return reply.code(201).send({ success: true as const, data: created });
    },
  );

  app.get(
    '/wholesalers',
    {
      config: { level: 1 },
      schema: {
        operationId: 'listWholesalers',
        tags,
        summary: 'Active wholesalers by name, a page at a time',
        querystring: ListWholesalersQuery,
        response: responses({ 200: WholesalerList }),
      },
    },
    async (request) => {
      const search = searchPattern(request.query.search);
      return offsetList(request, lists, request.query, {
        rows: (db, at) => repo.listWholesalers(db, search, at),
        count: (db) => repo.countWholesalers(db, search),
        // Counted on every page, as it always was: kept, its total could lag another instance's writes.
        countKey: null,
      });
    },
  );

  app.get(
    '/wholesalers/:id',
    {
      config: { level: 1 },
      schema: {
        operationId: 'getWholesaler',
        tags,
        summary: 'One active wholesaler',
        params: WholesalerParams,
        response: responses({ 200: Ok(Wholesaler) }, [404]),
      },
    },
    async (request) => {
      const found = await repo.findWholesaler(request.db, request.params.id);
      if (!found) throw new NotFound(WHOLESALER_NOT_FOUND);
      return { success: true as const, data: found };
    },
  );

  app.put(
    '/wholesalers/:id',
    {
      config: { level: 3, messages, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateWholesaler',
        tags,
        summary: 'Change any of name, gln, contactemail, webhookid',
        params: WholesalerParams,
        body: UpdateWholesalerBody,
        response: responses({ 200: Ok(Wholesaler) }, [404, 409]),
      },
    },
    async (request) => {
      const fields = pick(request.body, ['name', 'gln', 'contactemail', 'webhookid']);
      if (Object.values(fields).every((v) => v === undefined))
        throw new ValidationError('No valid fields provided for update');
      if (fields.gln !== undefined) fields.gln = gln(fields.gln);
      await checkWebhook(request.db, fields.webhookid);
      const updated = await repo.updateWholesaler(request.db, request.params.id, fields);
      if (!updated) throw new NotFound(WHOLESALER_NOT_FOUND);
      return { success: true as const, data: updated };
    },
  );

  app.delete(
    '/wholesalers/:id',
    {
      config: { level: 3 },
      schema: {
        operationId: 'deleteWholesaler',
        tags,
        summary: 'Delete a wholesaler (soft): its items are withdrawn, each published ones with a DELETE',
        params: WholesalerParams,
        response: responses({ 200: Ok(WholesalerDeleted) }, [404]),
      },
    },
    async (request) => {
      const id = request.params.id;
      const withdrawn = await request.db.transaction((tx) => repo.deleteWholesaler(tx, id));
      if (withdrawn === undefined) throw new NotFound(WHOLESALER_NOT_FOUND);
      return { success: true as const, data: { wholesalerid: id, deleted: true as const, withdrawn } };
    },
  );
}
