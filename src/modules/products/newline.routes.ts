import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { NullableText, NullInt, NullStr, Ok, responses, Timestamp } from '../../http/schemas.js';
import { assertLookupIds } from '../lookups/lookups.repository.js';
import { applyNewlineUpdate, NEWLINE_COLUMNS } from '../newlines/newlines.repository.js';
import { Newline, UpdateNewlineBody } from '../newlines/newlines.schemas.js';
import { PRODUCT_FIELD_MESSAGES } from './spec.routes.js';
import { INVALID_NEWLINEID, NewlineidParams } from './spec.schemas.js';

const tags = ['Products'];

const NewlineSummary = Type.Object({
  newlineid: Type.Integer(),
  companyname: Type.String(),
  technicaluser: NullStr(),
  companyid: Type.Integer(),
  buyer: NullInt(),
  mcs: NullInt(),
  active: Type.Integer(),
  created: Timestamp,
  lastupdated: Timestamp,
});

const { producttype: _producttype, ...newlineRead } = Newline.properties;
const NewlineRow = Type.Object({
  ...newlineRead,
  producttype: NullStr('The product type id, as text'),
  companyname: Type.String(),
  technicaluser: NullStr(),
});
type NewlineRow = Static<typeof NewlineRow>;

const UpdateBody = Type.Object(
  {
    ...UpdateNewlineBody.properties,
    companyname: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: 'Renames the newline’s company' }),
    ),
    technicaluser: Type.Optional(NullableText(200)),
  },
  { description: 'Any of these fields; flags accept true/false, producttype and mcs accept digits as text' },
);
const UPDATE_FIELDS = Object.keys(UpdateBody.properties);

async function findNewlineRow(q: Queryable, newlineid: number): Promise<NewlineRow | undefined> {
  const { rows } = await q.query<NewlineRow>(
    `SELECT ${NEWLINE_COLUMNS.replace('n.producttype,', 'n.producttype::text AS producttype,')}, c.companyname, n.technicaluser
       FROM newlines n JOIN companies c ON c.companyid = n.companyid
       LEFT JOIN product_specs s ON s.newlineid = n.newlineid WHERE n.newlineid = $1`,
    [newlineid],
  );
  return rows[0];
}

export async function productNewlineRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getNewline/:newlineid',
    {
      config: { level: 1, messages: { params: INVALID_NEWLINEID } },
      schema: {
        operationId: 'getNewline',
        tags,
        summary: 'Read a newline’s summary: company, technical user, buyer, state',
        params: NewlineidParams,
        response: responses({ 200: Ok(NewlineSummary) }, [404]),
      },
    },
    async (request) => {
      const { rows } = await db.query<Static<typeof NewlineSummary>>(
        `SELECT n.newlineid, c.companyname, n.technicaluser, n.companyid, n.buyer, n.mcs, n.isactive::int AS active,
                api_ts(n.created) AS created, api_ts(n.lastupdated) AS lastupdated
           FROM newlines n JOIN companies c ON c.companyid = n.companyid WHERE n.newlineid = $1`,
        [request.params.newlineid],
      );
      if (!rows[0]) throw new NotFound('Newline not found');
      return { success: true as const, data: rows[0] };
    },
  );

  const update = {
    config: { level: 2 as const, messages: { params: INVALID_NEWLINEID, fields: PRODUCT_FIELD_MESSAGES } },
    schema: {
      operationId: 'updateNewline',
      tags,
      summary: 'Update a newline’s fields, its company’s name and its technical user',
      description: 'POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same.',
      params: NewlineidParams,
      body: Type.Optional(UpdateBody),
      response: responses(
        { 200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: NewlineRow }) },
        [404],
      ),
    },
  };
  const handler = async (request: { params: { newlineid: number }; body?: Static<typeof UpdateBody> }) => {
    const id = request.params.newlineid;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fields = Object.fromEntries(
      UPDATE_FIELDS.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]),
    );
    if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided for update');
    const { companyname, ...newlineFields } = fields;
    await assertLookupIds(db, [
      { field: 'companyid', table: 'companies', value: fields.companyid as number },
      { field: 'producttype', table: 'product_types', value: fields.producttype as number | null },
      { field: 'category', table: 'categories', value: fields.category as number | null },
      { field: 'buyer', table: 'users', value: fields.buyer as number | null },
    ]);
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ newlineid: number; companyid: number }>(
        'SELECT newlineid, companyid FROM newlines WHERE newlineid = $1 FOR UPDATE',
        [id],
      );
      if (!rows[0]) throw new NotFound('Newline not found');
      await applyNewlineUpdate(tx, rows[0], newlineFields);
      if (companyname !== undefined) {
        await tx.query(
          `UPDATE companies SET companyname = $2, lastupdated = now()
            WHERE companyid = (SELECT companyid FROM newlines WHERE newlineid = $1)`,
          [id, companyname],
        );
      }
      return findNewlineRow(tx, id);
    });
    if (!row) throw new NotFound('Newline not found');
    return { success: true as const, message: 'Newline updated successfully', data: row };
  };
  app.post('/products/updateNewline/:newlineid', update, handler);
  app.put(
    '/products/updateNewline/:newlineid',
    { ...update, schema: { ...update.schema, operationId: 'updateNewlinePut' } },
    handler,
  );
}
