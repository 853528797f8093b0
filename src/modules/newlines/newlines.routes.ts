import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { pick } from '../../lib/pick.js';
import { principalOf } from '../../http/auth.js';
import { sendJsonData } from '../../http/db-json.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { newlinesBulkRoutes } from './bulk.routes.js';
import { newlinesListRoutes } from './list.routes.js';
import * as repo from './newlines.repository.js';
import {
  CreateNewlineBody,
  IdParams,
  INVALID_ID,
  NEWLINE_FIELD_MESSAGES,
  Newline,
  UPDATABLE_NEWLINE_FIELDS,
  UpdateNewlineBody,
} from './newlines.schemas.js';

const tags = ['Newlines'];
const Created = Ok(Type.Object({ message: Type.String(), newlineid: Type.Integer(), psid: Type.Integer() }));
const Updated = Ok(Type.Object({ message: Type.String(), data: Newline, accordionHeader: Type.Literal(1) }));
const Deleted = Ok(Type.Object({ message: Type.String(), newlineid: Type.Integer() }));
const messages = { params: INVALID_ID, fields: NEWLINE_FIELD_MESSAGES };

export async function newlinesRoutes(app: App, ctx: AppContext) {
  const { db } = ctx;

  app.get(
    '/newlines/:id',
    {
      config: { level: 1, messages, supplier: { owner: repo.newlineOwner, in: 'params', field: 'id' } },
      schema: {
        operationId: 'getNewlineById',
        tags,
        summary: 'Read a newline (inactive ones too, with isactive 0)',
        params: IdParams,
        response: responses({ 200: Ok(Newline) }, [404]),
      },
    },
    async (request, reply) => {
      const newline = await repo.findNewlineJson(db, request.params.id);
      if (!newline) throw new NotFound('Newline not found');
      return sendJsonData(reply, newline);
    },
  );

  app.post(
    '/newlines',
    {
      config: {
        idempotent: true,
        level: 2,
        messages,
      },
      schema: {
        operationId: 'createNewline',
        tags,
        summary: 'Create a newline and its product spec',
        body: CreateNewlineBody,
        response: responses({ 201: Created }),
      },
    },
    async (request, reply) => {
      const body = request.body;
      await repo.assertCompanySite(request.db, body.companyid, body.siteid);
      await assertLookupIds(request.db, [
        { field: 'producttype', table: 'product_types', value: body.producttype },
        { field: 'category', table: 'categories', value: body.category },
        { field: 'buyer', table: 'users', value: body.buyer },
      ]);
      const ids = await request.db.transaction((tx) =>
        repo.insertNewline(tx, body, principalOf(request).userid),
      );
      return reply
        .code(201)
        .send({ success: true as const, data: { message: 'Newline created successfully', ...ids } });
    },
  );

  app.put(
    '/newlines/:id',
    {
      config: { level: 2, messages, openapi: { atLeastOneField: true } },
      schema: {
        operationId: 'updateNewlineById',
        tags,
        summary: 'Update some of a newline’s fields (also POST with X-HTTP-Method-Override: PUT)',
        params: IdParams,
        body: Type.Optional(UpdateNewlineBody),
        response: responses({ 200: Updated }, [404]),
      },
    },
    async (request) => {
      const id = request.params.id;
      const body = request.body ?? {};
      const fields = pick(body, UPDATABLE_NEWLINE_FIELDS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided for update');
      await repo.assertNewlineLookups(request.db, fields);
      const row = await request.db.transaction(async (tx) => {
        const current = await repo.findNewline(tx, id);
        if (!current) throw new NotFound('Newline not found after update');
        await repo.applyNewlineUpdate(tx, current, fields);
        return repo.findNewline(tx, id);
      });
      if (!row) throw new NotFound('Newline not found after update');
      return {
        success: true as const,
        data: { message: 'Newline updated successfully', data: row, accordionHeader: 1 as const },
      };
    },
  );

  app.delete(
    '/newlines/:id',
    {
      config: { level: 4, messages },
      schema: {
        operationId: 'deleteNewline',
        tags,
        summary: 'Deactivate a newline and its spec (soft delete; Admin)',
        params: IdParams,
        response: responses({ 200: Deleted }, [404]),
      },
    },
    async (request) => {
      const id = request.params.id;
      const done = await request.db.transaction((tx) => repo.deactivateNewline(tx, id));
      if (!done) throw new NotFound('Newline not found or already inactive');
      return { success: true as const, data: { message: 'Newline deleted successfully', newlineid: id } };
    },
  );

  await newlinesBulkRoutes(app);
  await newlinesListRoutes(app, ctx);
}
