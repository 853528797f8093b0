import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { NotFound, ValidationError } from '../../http/errors.js';
import { postOrPut } from '../../http/routes.js';
import { Ok, responses } from '../../http/schemas.js';
import * as newlines from '../newlines/newlines.repository.js';
import { NewlineSummary, NewlineWithCompany } from '../newlines/newlines.schemas.js';
import { INVALID_NEWLINEID, NewlineidParams, UpdateNewlineViewBody } from './newline.schemas.js';
import { namesOf, pick } from '../../lib/pick.js';
import { PRODUCT_FIELD_MESSAGES } from './spec.schemas.js';

const tags = ['Products'];
const UPDATE_FIELDS = namesOf(UpdateNewlineViewBody.properties);

export async function productNewlineRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getNewline/:newlineid',
    {
      config: {
        level: 1,
        messages: { params: INVALID_NEWLINEID },
        supplier: { owner: newlines.newlineOwner, in: 'params', field: 'newlineid' },
      },
      schema: {
        operationId: 'getNewline',
        tags,
        summary: 'Read a newline’s summary: company, technical user, buyer, state',
        params: NewlineidParams,
        response: responses({ 200: Ok(NewlineSummary) }, [404]),
      },
    },
    async (request) => {
      const summary = await newlines.findNewlineSummary(db, request.params.newlineid);
      if (!summary) throw new NotFound('Newline not found');
      return { success: true as const, data: summary };
    },
  );

  postOrPut(app, '/products/updateNewline/:newlineid', {
    config: {
      level: 2,
      messages: { params: INVALID_NEWLINEID, fields: PRODUCT_FIELD_MESSAGES },
      openapi: { atLeastOneField: true },
    },
    schema: {
      operationId: 'updateNewline',
      tags,
      summary: 'Update a newline’s fields, its company’s name and its technical user',
      description: 'POST; PUT (or POST with X-HTTP-Method-Override: PUT) does the same.',
      params: NewlineidParams,
      body: Type.Optional(UpdateNewlineViewBody),
      response: responses(
        {
          200: Type.Object({ success: Type.Literal(true), message: Type.String(), data: NewlineWithCompany }),
        },
        [404],
      ),
    },
    handler: async (request) => {
      const id = request.params.newlineid;
      const fields = pick(request.body ?? {}, UPDATE_FIELDS);
      if (Object.keys(fields).length === 0) throw new ValidationError('No valid fields provided for update');
      const { companyname, ...newlineFields } = fields;
      await newlines.assertNewlineLookups(request.db, fields);
      const row = await request.db.transaction(async (tx) => {
        const current = await newlines.lockNewline(tx, id);
        if (!current) throw new NotFound('Newline not found');
        await newlines.applyNewlineUpdate(tx, current, newlineFields);
        if (companyname !== undefined) await newlines.renameCompanyOfNewline(tx, id, companyname);
        return newlines.findNewlineWithCompany(tx, id);
      });
      if (!row) throw new NotFound('Newline not found');
      return { success: true as const, message: 'Newline updated successfully', data: row };
    },
  });
}
