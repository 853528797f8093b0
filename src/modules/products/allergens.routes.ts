import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { sendJsonData } from '../../http/db-json.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { postOrPut } from '../../http/routes.js';
import { Ok, responses } from '../../http/schemas.js';
import * as repo from './allergens.repository.js';
import { ownSpec, ownSpecInBody } from './supplier-access.js';
import {
  AddAllergensBody,
  ALLERGENS,
  allergenMessages as messages,
  AllergenRecord,
  NO_ALLERGEN_RECORD,
  UpdateAllergensBody,
} from './allergens.schemas.js';
import { pick } from '../../lib/pick.js';
import { withActiveSpec } from './spec.repository.js';
import { PsidParams } from './spec.schemas.js';

const tags = ['Products'];

export async function allergenRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getAllergens/:psid',
    {
      config: { level: 1, messages, supplier: ownSpec },
      schema: {
        operationId: 'getAllergens',
        tags,
        summary: 'Read a product’s allergens as No / Yes / May',
        description: 'A product whose allergens were never recorded is 404 `Product not found` too.',
        params: PsidParams,
        response: responses({ 200: Ok(AllergenRecord) }, [404]),
      },
    },
    async (request, reply) => {
      const record = await repo.findAllergensJson(db, request.params.psid);
      // Never a list of "No" for a product not yet recorded: an unrecorded allergen is not an absent one.
      if (!record) throw new NotFound('Product not found');
      return sendJsonData(reply, record);
    },
  );

  app.post(
    '/products/addAllergens',
    {
      config: {
        idempotent: true,
        level: 2,
        messages,
        supplier: ownSpecInBody,
      },
      schema: {
        operationId: 'addAllergens',
        tags,
        summary: 'Record a product’s allergens (omitted ones are 0, No)',
        body: AddAllergensBody,
        response: responses({ 201: Ok(Type.Object({ psid: Type.Integer() })) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { psid, ...values } = request.body;
      await withActiveSpec(request.db, psid, async (tx) => {
        if (!(await repo.insertAllergens(tx, psid, values)))
          throw new Conflict('Allergen record already exists for this psid. Use update instead.');
      });
      return reply.code(201).send({ success: true as const, data: { psid } });
    },
  );

  postOrPut(app, '/products/updateAllergens/:psid', {
    config: { level: 2, messages, supplier: ownSpec },
    schema: {
      operationId: 'updateAllergens',
      tags,
      summary: 'Change some of a product’s allergens',
      params: PsidParams,
      body: Type.Optional(UpdateAllergensBody),
      response: responses({ 200: Ok(Type.Object({ message: Type.String(), psid: Type.Integer() })) }, [404]),
    },
    handler: async (request) => {
      const psid = request.params.psid;
      const values = pick(request.body ?? {}, ALLERGENS);
      if (Object.keys(values).length === 0)
        throw new ValidationError('No valid allergen fields provided for update');
      await withActiveSpec(request.db, psid, async (tx) => {
        if (!(await repo.updateAllergens(tx, psid, values))) throw new NotFound(NO_ALLERGEN_RECORD);
      });
      return { success: true as const, data: { message: 'Allergens updated successfully', psid } };
    },
  });
}
