import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { Id, NullableTimestamp, NullNum, NullStr, Ok, responses } from '../../http/schemas.js';
import { NUTRITION_FIELDS, nutritionProblem } from './nutrition-rules.js';
import * as specs from './spec.repository.js';
import { INVALID_PSID, PsidParams } from './spec.schemas.js';

const tags = ['Products'];
// Text in, so that a value is never rounded through a float: JSON numbers are turned into their text.
const Decimal = Type.Optional(
  Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: 40,
    description: 'A non-negative decimal (JSON number or text), stored to 4 places; null clears it',
  }),
);
const values = Object.fromEntries(NUTRITION_FIELDS.map((f) => [f, Decimal]));
const AddBody = Type.Object({ psid: Id('The product spec'), ...values });
const UpdateBody = Type.Object(values, { description: 'Any of the 21 fields; others are ignored' });
const VALUE_FIELDS = NUTRITION_FIELDS.filter((f) => f !== 'portionsize');
const NutritionRecord = Type.Object({
  psid: Type.Integer(),
  statusid: Type.Integer(),
  portionsize: NullNum(),
  ...Object.fromEntries(VALUE_FIELDS.map((f) => [f, NullStr('Exactly 4 decimals')])),
  productname: Type.String(),
  productcode: Type.String(),
  copysupplierdeclarationdate: NullableTimestamp,
  copytechnicalsignoffdate: NullableTimestamp,
  statuslevel: Type.String(),
  companyname: Type.String(),
});
const messages = {
  params: INVALID_PSID,
  fields: Object.fromEntries(
    NUTRITION_FIELDS.map((f) => [f, `Invalid value for ${f}: must be a decimal number`]),
  ),
};
const NOT_FOUND_RECORD = 'No nutritional info record for this psid. Add one with addNutritionalInfo.';

/** The given fields, checked as exact decimals; null (clear) is kept. */
function readValues(body: Record<string, unknown>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
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
      config: { level: 1, messages },
      schema: {
        operationId: 'getNutritionalInfo',
        tags,
        summary: 'Read a product’s nutrition per 100 g and per portion',
        params: PsidParams,
        response: responses({ 200: Ok(NutritionRecord) }, [404]),
      },
    },
    async (request) => {
      const psid = request.params.psid;
      const { rows } = await db.query<Static<typeof NutritionRecord>>(
        `SELECT s.psid, s.statusid, u.portionsize::float8 AS portionsize,
                ${VALUE_FIELDS.map((f) => `u.${f}::text AS ${f}`).join(', ')}, ${specs.PRODUCT_HEADER_COLUMNS},
                api_ts(s.supplierdeclarationdate) AS copysupplierdeclarationdate,
                api_ts(s.technicalsignoffdate) AS copytechnicalsignoffdate
           ${specs.PRODUCT_HEADER_JOINS} JOIN nutrition u ON u.psid = s.psid WHERE s.psid = $1`,
        [psid],
      );
      if (rows[0]) return { success: true as const, data: rows[0] };
      if (!(await specs.specExists(db, psid))) throw new NotFound('Product not found');
      throw new NotFound(NOT_FOUND_RECORD);
    },
  );

  app.post(
    '/products/addNutritionalInfo',
    {
      config: { level: 2, messages },
      schema: {
        operationId: 'addNutritionalInfo',
        tags,
        summary: 'Record a product’s nutritional information',
        body: AddBody,
        response: responses({ 201: Ok(Type.Object({ psid: Type.Integer() })) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { psid, ...rest } = request.body as Record<string, unknown> & { psid: number };
      const given = Object.entries(readValues(rest)).filter(([, v]) => v !== null);
      await db.transaction(async (tx) => {
        if (!(await specs.specIsActive(tx, psid))) throw new NotFound('Product spec not found or inactive');
        const { rowCount } = await tx.query(
          `INSERT INTO nutrition (psid${given.map(([c]) => `, ${c}`).join('')})
           VALUES ($1${given.map((_, i) => `, $${i + 2}::numeric`).join('')}) ON CONFLICT (psid) DO NOTHING`,
          [psid, ...given.map(([, v]) => v)],
        );
        if (rowCount === 0) {
          throw new Conflict('Nutritional info record already exists for this psid. Use update instead.');
        }
      });
      return reply.code(201).send({ success: true as const, data: { psid } });
    },
  );

  const update = {
    config: { level: 2 as const, messages },
    schema: {
      operationId: 'updateNutritionalInfo',
      tags,
      summary: 'Change some of a product’s nutritional values',
      params: PsidParams,
      body: Type.Optional(UpdateBody),
      response: responses({ 200: Ok(Type.Object({ message: Type.String(), psid: Type.Integer() })) }, [404]),
    },
  };
  const handler = async (request: { params: { psid: number }; body?: Record<string, unknown> }) => {
    const psid = request.params.psid;
    const given = Object.entries(readValues(request.body ?? {}));
    if (given.length === 0) throw new ValidationError('No valid nutritional fields provided for update');
    await db.transaction(async (tx) => {
      if (!(await specs.specIsActive(tx, psid))) throw new NotFound('Product spec not found or inactive');
      const { rowCount } = await tx.query(
        `UPDATE nutrition SET ${given.map(([c], i) => `${c} = $${i + 2}::numeric`).join(', ')}, lastupdated = now()
          WHERE psid = $1`,
        [psid, ...given.map(([, v]) => v)],
      );
      if (rowCount === 0) throw new NotFound(NOT_FOUND_RECORD);
    });
    return { success: true as const, data: { message: 'Nutritional info updated successfully', psid } };
  };
  app.post('/products/updateNutritionalInfo/:psid', update, handler);
  app.put(
    '/products/updateNutritionalInfo/:psid',
    { ...update, schema: { ...update.schema, operationId: 'updateNutritionalInfoPut' } },
    handler,
  );
}
