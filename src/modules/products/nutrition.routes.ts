import { Type } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { postOrPut } from '../../http/routes.js';
import { Ok, responses } from '../../http/schemas.js';
import { NUTRITION_FIELDS, nutritionProblem } from './nutrition-rules.js';
import * as repo from './nutrition.repository.js';
import { derivedNutrition } from './nutrition-warnings.js';
import {
  AddNutritionBody,
  NO_NUTRITION_RECORD,
  nutritionMessages as messages,
  NutritionRecord,
  UpdateNutritionBody,
  type NutritionValues,
} from './nutrition.schemas.js';
import { withActiveSpec } from './spec.repository.js';
import { PsidParams } from './spec.schemas.js';
import { ownSpec, ownSpecInBody } from './supplier-access.js';

const tags = ['Products'];

/** The given fields, checked as exact decimals; null (clear) is kept. */
function readValues(body: NutritionValues): NutritionValues {
  const out: NutritionValues = {};
  for (const f of NUTRITION_FIELDS) {
    const v = body[f];
    if (v === undefined) continue;
    if (v !== null) {
      const problem = nutritionProblem(f, String(v));
      if (problem) throw new ValidationError(problem);
    }
    out[f] = v === null ? null : String(v).trim();
  }
  return out;
}

export async function nutritionRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getNutritionalInfo/:psid',
    {
      config: { level: 1, messages, supplier: ownSpec },
      schema: {
        operationId: 'getNutritionalInfo',
        tags,
        summary: 'Read a product’s nutrition per 100 g and per portion',
        description:
          'A product whose nutrition was never recorded is 404 `Product not found` too. Also gives salt ' +
          '(sodium × 2.5) and `warnings` for figures that cannot all be true: both read-only.',
        params: PsidParams,
        response: responses({ 200: Ok(NutritionRecord) }, [404]),
      },
    },
    async (request) => {
      const record = await repo.findNutrition(db, request.params.psid);
      if (!record) throw new NotFound('Product not found');
      return { success: true as const, data: { ...record, ...derivedNutrition(record) } };
    },
  );

  app.post(
    '/products/addNutritionalInfo',
    {
      config: {
        idempotent: true,
        level: 2,
        messages,
        supplier: ownSpecInBody,
      },
      schema: {
        operationId: 'addNutritionalInfo',
        tags,
        summary: 'Record a product’s nutritional information',
        body: AddNutritionBody,
        response: responses({ 201: Ok(Type.Object({ psid: Type.Integer() })) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { psid, ...rest } = request.body;
      const values = readValues(rest);
      await withActiveSpec(request.db, psid, async (tx) => {
        if (!(await repo.insertNutrition(tx, psid, values)))
          throw new Conflict('Nutritional info record already exists for this psid. Use update instead.');
      });
      return reply.code(201).send({ success: true as const, data: { psid } });
    },
  );

  postOrPut(app, '/products/updateNutritionalInfo/:psid', {
    config: { level: 2, messages, supplier: ownSpec },
    schema: {
      operationId: 'updateNutritionalInfo',
      tags,
      summary: 'Change some of a product’s nutritional values',
      params: PsidParams,
      body: Type.Optional(UpdateNutritionBody),
      response: responses({ 200: Ok(Type.Object({ message: Type.String(), psid: Type.Integer() })) }, [404]),
    },
    handler: async (request) => {
      const psid = request.params.psid;
      const values = readValues(request.body ?? {});
      if (Object.keys(values).length === 0)
        throw new ValidationError('No valid nutritional fields provided for update');
      await withActiveSpec(request.db, psid, async (tx) => {
        if (!(await repo.updateNutrition(tx, psid, values))) throw new NotFound(NO_NUTRITION_RECORD);
      });
      return { success: true as const, data: { message: 'Nutritional info updated successfully', psid } };
    },
  });
}
