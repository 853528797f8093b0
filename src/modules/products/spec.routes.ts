import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Conflict, NotFound, PG, pgCode, ValidationError } from '../../http/errors.js';
import { Ok, responses } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { parseApiDate } from '../../lib/php-date.js';
import { NEWLINE_FIELD_MESSAGES } from '../newlines/newlines.schemas.js';
import * as repo from './spec.repository.js';
import {
  COMPANY_COLUMNS,
  COMPANY_FIELDS,
  DATE_FIELDS,
  INVALID_PSID,
  PRODUCT_FIELDS,
  Product,
  PsidParams,
  SPEC_FIELDS,
  SpecRow,
  UpdateProductBody,
} from './spec.schemas.js';

const tags = ['Products'];
const Updated = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  data: SpecRow,
  accordionHeader: Type.Literal(1),
});

const pick = (body: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.filter((n) => body[n] !== undefined).map((n) => [n, body[n]]));

export const PRODUCT_FIELD_MESSAGES: Record<string, string> = {
  ...NEWLINE_FIELD_MESSAGES,
  uom: 'Invalid value for uom: must be a unit of measure id or null',
  countryid: 'Invalid value for countryid: must be a country id or null',
  companycountryid: 'Invalid value for companycountryid: must be a country id or null',
  suppliertype: 'Invalid value for suppliertype: must be a supplier type id or null',
  stocklevel: 'Invalid value for stocklevel: must be an integer or null',
  price: 'Invalid value for price: must be a non-negative decimal number',
  enabled: 'Invalid value for enabled: must be 0 or 1',
  active: 'Invalid value for active: must be 0 or 1',
};

export async function specRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getProduct/:psid',
    {
      config: { level: 1, messages: { params: INVALID_PSID } },
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

  const update = {
    config: { level: 2 as const, messages: { params: INVALID_PSID, fields: PRODUCT_FIELD_MESSAGES } },
    schema: {
      operationId: 'updateProduct',
      tags,
      summary: 'Update any spec, sign-off, product and company fields of a spec, in one transaction',
      description: 'POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same.',
      params: PsidParams,
      body: Type.Optional(UpdateProductBody),
      response: responses({ 200: Updated }, [404, 409]),
    },
  };
  const handler = async (request: { params: { psid: number }; body?: UpdateProductBody }) => {
    const psid = request.params.psid;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const spec = pick(body, Object.keys(SPEC_FIELDS));
    const product = pick(body, Object.keys(PRODUCT_FIELDS));
    const company = pick(body, Object.keys(COMPANY_FIELDS));
    if (Object.keys(spec).length + Object.keys(product).length + Object.keys(company).length === 0) {
      throw new ValidationError('No valid fields provided for update');
    }
    for (const f of DATE_FIELDS) {
      const v = spec[f];
      if (typeof v !== 'string') continue;
      const parsed = parseApiDate(v);
      if (parsed === undefined)
        throw new ValidationError(`Invalid value for ${f}: must be a real date (YYYY-MM-DD or ISO 8601)`);
      spec[f] = parsed;
    }
    await assertLookupIds(db, [
      { field: 'uom', table: 'uoms', value: spec.uom as number | null },
      { field: 'countryid', table: 'countries', value: spec.countryid as number | null },
      { field: 'statusid', table: 'spec_statuses', value: spec.statusid as number },
      { field: 'producttype', table: 'product_types', value: product.producttype as number | null },
      { field: 'category', table: 'categories', value: product.category as number | null },
      { field: 'buyer', table: 'users', value: product.buyer as number | null },
      { field: 'companycountryid', table: 'countries', value: company.companycountryid as number | null },
      { field: 'suppliertype', table: 'supplier_types', value: company.suppliertype as number | null },
    ]);
    const companyCols = Object.fromEntries(Object.entries(company).map(([k, v]) => [COMPANY_COLUMNS[k]!, v]));
    try {
      const row = await db.transaction(async (tx) => {
        const ids = await repo.lockSpec(tx, psid);
        if (!ids) throw new NotFound('Product not found');
        if (ids.isactive !== 1) throw new NotFound('Product spec not found or inactive');
        await repo.updateColumns(tx, 'product_specs', { column: 'psid', value: psid }, spec);
        await repo.updateColumns(tx, 'newlines', { column: 'newlineid', value: ids.newlineid }, product);
        await repo.updateColumns(tx, 'companies', { column: 'companyid', value: ids.companyid }, companyCols);
        return repo.findSpecRow(tx, psid);
      });
      if (!row) throw new NotFound('Product not found');
      return {
        success: true as const,
        message: 'Product updated successfully',
        data: row as Static<typeof SpecRow>,
        accordionHeader: 1 as const,
      };
    } catch (err) {
      // The vendor code is unique among companies; the whole update is rolled back.
      if (pgCode(err) === PG.uniqueViolation)
        throw new Conflict(`Invalid vendorcode: ${String(company.vendorcode)} is already in use`);
      throw err;
    }
  };
  app.post('/products/updateProduct/:psid', update, handler);
  app.put(
    '/products/updateProduct/:psid',
    { ...update, schema: { ...update.schema, operationId: 'updateProductPut' } },
    handler,
  );
}
