import { Type, type Static } from 'typebox';
import type { App, AppContext } from '../../app-context.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { postOrPut } from '../../http/routes.js';
import { Id, Ok, responses } from '../../http/schemas.js';
import * as specs from './spec.repository.js';
import { INVALID_PSID, PsidParams } from './spec.schemas.js';

export const ALLERGENS = [
  'shellfish',
  'molluscs',
  'peanuts',
  'sulphurdioxide',
  'eggs',
  'nuts',
  'almonds',
  'hazelnuts',
  'walnuts',
  'cashews',
  'pecans',
  'pistachio',
  'brazil',
  'macadamia',
  'queensland',
  'fish',
  'sesame',
  'celery',
  'gluten',
  'wheat',
  'oats',
  'rye',
  'spelt',
  'kamut',
  'barley',
  'soya',
  'mustard',
  'lactose',
  'lupin',
] as const;

const tags = ['Products'];
const Value = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2, description: '0 No, 1 Yes (contains), 2 May contain' }),
);
const values = Object.fromEntries(ALLERGENS.map((a) => [a, Value]));
const AddBody = Type.Object({ psid: Id('The product spec'), ...values });
const UpdateBody = Type.Object(values, { description: 'Any of the 29 allergens; others are ignored' });
const Word = Type.Unsafe<'No' | 'Yes' | 'May'>({ type: 'string', enum: ['No', 'Yes', 'May'] });
const AllergenRecord = Type.Object({
  psid: Type.Integer(),
  ...Object.fromEntries(ALLERGENS.map((a) => [a, Word])),
  productname: Type.String(),
  productcode: Type.String(),
  statuslevel: Type.String(),
  companyname: Type.String(),
});

const messages = {
  params: INVALID_PSID,
  fields: Object.fromEntries(
    ALLERGENS.map((a) => [a, `Invalid value for ${a}: must be 0 (No), 1 (Yes) or 2 (May contain)`]),
  ),
};
const WORD_SQL = (a: string) => `(ARRAY['No','Yes','May'])[a.${a} + 1] AS ${a}`;

export async function allergenRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/products/getAllergens/:psid',
    {
      config: { level: 1, messages },
      schema: {
        operationId: 'getAllergens',
        tags,
        summary: 'Read a product’s allergens as No / Yes / May',
        params: PsidParams,
        response: responses({ 200: Ok(AllergenRecord) }, [404]),
      },
    },
    async (request) => {
      const psid = request.params.psid;
      const { rows } = await db.query<Static<typeof AllergenRecord>>(
        `SELECT s.psid, ${ALLERGENS.map(WORD_SQL).join(', ')}, ${specs.PRODUCT_HEADER_COLUMNS}
           ${specs.PRODUCT_HEADER_JOINS} JOIN allergens a ON a.psid = s.psid WHERE s.psid = $1`,
        [psid],
      );
      if (rows[0]) return { success: true as const, data: rows[0] };
      if (!(await specs.specExists(db, psid))) throw new NotFound('Product not found');
      throw new NotFound('No allergen record for this psid. Add one with addAllergens.');
    },
  );

  app.post(
    '/products/addAllergens',
    {
      config: { level: 2, messages },
      schema: {
        operationId: 'addAllergens',
        tags,
        summary: 'Record a product’s allergens (omitted ones are 0, No)',
        body: AddBody,
        response: responses({ 201: Ok(Type.Object({ psid: Type.Integer() })) }, [404, 409]),
      },
    },
    async (request, reply) => {
      const { psid, ...given } = request.body as Record<string, number>;
      const cols = ALLERGENS.filter((a) => given[a] !== undefined);
      await db.transaction(async (tx) => {
        if (!(await specs.specIsActive(tx, psid!))) throw new NotFound('Product spec not found or inactive');
        const { rowCount } = await tx.query(
          `INSERT INTO allergens (psid${cols.map((c) => `, ${c}`).join('')})
           VALUES ($1${cols.map((_, i) => `, $${i + 2}`).join('')}) ON CONFLICT (psid) DO NOTHING`,
          [psid, ...cols.map((c) => given[c])],
        );
        if (rowCount === 0)
          throw new Conflict('Allergen record already exists for this psid. Use update instead.');
      });
      return reply.code(201).send({ success: true as const, data: { psid: psid! } });
    },
  );

  postOrPut(app, '/products/updateAllergens/:psid', {
    config: { level: 2, messages },
    schema: {
      operationId: 'updateAllergens',
      tags,
      summary: 'Change some of a product’s allergens',
      params: PsidParams,
      body: Type.Optional(UpdateBody),
      response: responses({ 200: Ok(Type.Object({ message: Type.String(), psid: Type.Integer() })) }, [404]),
    },
    handler: async (request) => {
      const psid = request.params.psid;
      const body = request.body ?? {};
      const cols = ALLERGENS.filter((a) => body[a] !== undefined);
      if (cols.length === 0) throw new ValidationError('No valid allergen fields provided for update');
      await db.transaction(async (tx) => {
        if (!(await specs.specIsActive(tx, psid))) throw new NotFound('Product spec not found or inactive');
        const { rowCount } = await tx.query(
          `UPDATE allergens SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, lastupdated = now() WHERE psid = $1`,
          [psid, ...cols.map((c) => body[c])],
        );
        if (rowCount === 0)
          throw new NotFound('No allergen record for this psid. Add one with addAllergens.');
      });
      return { success: true as const, data: { message: 'Allergens updated successfully', psid } };
    },
  });
}
