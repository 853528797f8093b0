import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { postOrPut } from '../../http/routes.js';
import { Ok, responses } from '../../http/schemas.js';
import { normaliseGtin } from '../../lib/gs1.js';
import { parseApiDate } from '../../lib/php-date.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { namesOf, pick } from '../../lib/pick.js';
import * as repo from './spec.repository.js';
import {
  DATE_FIELDS,
  GTIN_TAKEN,
  INVALID_GTIN,
  INVALID_PSID,
  PRODUCT_FIELD_MESSAGES,
  Product,
  PsidParams,
  SpecRow,
  UpdatedProduct,
  UpdateProductBody,
  VENDORCODE_TAKEN,
} from './spec.schemas.js';
import { actorOf, ownSpec, ownSpecContent } from './supplier-access.js';
import { parseStatus } from './workflow.js';
import { assertMove, completeMove } from './workflow.service.js';

const tags = ['Products'];
const UPDATE_FIELDS = namesOf(UpdateProductBody.properties);

export async function specRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getProduct/:psid',
    {
      config: { level: 1, messages: { params: INVALID_PSID }, supplier: ownSpec },
      schema: {
        operationId: 'getProduct',
        tags,
        summary: 'Read a product (by its spec id)',
        params: PsidParams,
        response: responses({ 200: Ok(Product) }, [404]),
      },
    },
    async (request) => {
      const product = await repo.findProduct(db, request.params.psid);
      if (!product) throw new NotFound('Product not found');
      return { success: true as const, data: product };
    },
  );

  postOrPut(app, '/products/updateProduct/:psid', {
    config: {
      level: 2,
      supplier: ownSpecContent,
      messages: {
        params: INVALID_PSID,
        fields: PRODUCT_FIELD_MESSAGES,
        // The database decides (two updates may race); the whole update, spec and newline too, rolls back.
        unique: { companies_vendorcode_key: VENDORCODE_TAKEN, product_specs_gtin_active: GTIN_TAKEN },
      },
      openapi: { atLeastOneField: true },
    },
    schema: {
      operationId: 'updateProduct',
      tags,
      summary: 'Update any spec, sign-off, product and company fields of a spec, in one transaction',
      description:
        'POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same. A `statusid` follows the ' +
        'workflow of POST /products/{psid}/transition (403, 409, 422), and nothing of the update is written ' +
        'when the move is refused.',
      params: PsidParams,
      body: Type.Optional(UpdateProductBody),
      response: responses({ 200: UpdatedProduct }, [404, 409, 422]),
    },
    handler: async (request) => {
      const psid = request.params.psid;
      const fields = pick(request.body ?? {}, UPDATE_FIELDS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided for update');
      for (const f of DATE_FIELDS) {
        const v = fields[f];
        if (typeof v !== 'string') continue;
        const parsed = parseApiDate(v);
        if (parsed === undefined)
          throw new ValidationError(`Invalid value for ${f}: must be a real date (YYYY-MM-DD or ISO 8601)`);
        fields[f] = parsed;
      }
      if (typeof fields.gtin === 'string') {
        const gtin = normaliseGtin(fields.gtin);
        if (gtin === undefined) throw new ValidationError(INVALID_GTIN);
        fields.gtin = gtin;
      }
      await assertLookupIds(request.db, [
        { field: 'uom', table: 'uoms', value: fields.uom },
        { field: 'countryid', table: 'countries', value: fields.countryid },
        { field: 'statusid', table: 'spec_statuses', value: fields.statusid },
        { field: 'producttype', table: 'product_types', value: fields.producttype },
        { field: 'category', table: 'categories', value: fields.category },
        { field: 'buyer', table: 'users', value: fields.buyer },
        { field: 'companycountryid', table: 'countries', value: fields.companycountryid },
        { field: 'suppliertype', table: 'supplier_types', value: fields.suppliertype },
      ]);
      const to = fields.statusid === undefined ? undefined : parseStatus(fields.statusid);
      const who = actorOf(request);
      const row = await request.db.transaction(async (tx) => {
        const ids = await repo.lockSpec(tx, psid);
        if (!ids) throw new NotFound('Product not found');
        if (ids.isactive !== 1) throw new NotFound('Product spec not found or inactive');
        // A refused move (403, 409, or 422 once the fields are written) rolls the whole update back.
        const moving = to !== undefined && assertMove(ids.statusid, to, who);
        await repo.writeSpecFields(tx, { psid, ...ids }, fields);
        if (moving) await completeMove(tx, { psid, from: ids.statusid, to, who });
        return repo.findSpecRow(tx, psid);
      });
      if (!row) throw new NotFound('Product not found');
      return {
        success: true as const,
        message: 'Product updated successfully',
        data: row,
        accordionHeader: 1 as const,
      };
    },
  });
}

/**
 * The whole spec row as updateProduct answers it, without writing: what a spec page shows and edits. Registered
 * after the contract's product routes (the OpenAPI document lists it beside the other `/products/{psid}/…`).
 */
export async function specReadRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/:psid/spec',
    {
      config: { level: 1, messages: { params: INVALID_PSID }, supplier: ownSpec },
      schema: {
        operationId: 'getProductSpec',
        tags,
        summary:
          'Read a spec’s whole record: spec, sign-off, product and company fields (as updateProduct answers it)',
        params: PsidParams,
        response: responses({ 200: Ok(SpecRow) }, [404]),
      },
    },
    async (request) => {
      const row = await repo.findSpecRow(db, request.params.psid);
      if (!row) throw new NotFound('Product not found');
      return { success: true as const, data: row };
    },
  );
}
