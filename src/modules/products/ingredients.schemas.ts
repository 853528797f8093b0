import { Type, type Static, type TSchema } from 'typebox';
import { ALLERGEN_CODES } from '../../lib/label/allergens.js';
import { NullableInt } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { INVALID_PSID } from './spec.schemas.js';

/** Bounds of a list (docs/label.md): a recipe's ingredients, not a data dump. */
export const INGREDIENT_NAME_MAX = 200;
export const INGREDIENTS_MAX = 100;
export const SUB_INGREDIENTS_MAX = 50;
/** The body limit of PUT /products/{psid}/ingredients: a full list of the bounds above fits well inside it. */
export const INGREDIENTS_BODY_MAX = 256 * 1024;

/** A name is printed on a label: no control characters (NUL included) and no lone surrogates. */
const Name = Type.String({
  maxLength: INGREDIENT_NAME_MAX,
  pattern: '^[^\\u0000-\\u001f\\u007f\\ud800-\\udfff]*$',
  description: 'As printed on the label; not empty, no control characters',
});

const fields = {
  name: Name,
  percent: Type.Optional(
    Type.Unsafe<number | string | null>({
      type: ['number', 'string', 'null'],
      maxLength: 20,
      description:
        'Share by weight, a decimal from 0 to 100 (number or text): of the food at the top level, of its ' +
        'compound ingredient for a sub-ingredient. The percents of one level add up to 100 at most.',
    }),
  ),
  quid: Type.Optional(
    Type.Boolean({
      description: 'State the percentage on the label (QUID, EU FIC art. 22); needs a percent',
    }),
  ),
  origin: Type.Optional(
    NullableInt({ minimum: 1, description: 'Country of origin: an id of GET /lookups/countries' }),
  ),
  allergens: Type.Optional(
    Type.Array(Type.String({ maxLength: 40 }), {
      maxItems: ALLERGEN_CODES.length,
      description: `Allergen codes the ingredient carries: ${ALLERGEN_CODES.join(', ')}`,
    }),
  ),
};

const ingredient = (ingredients: TSchema, description: string) =>
  // additionalProperties false: the validator drops other fields (removeAdditional) rather than storing them.
  Type.Object(
    { ...fields, ingredients: Type.Optional(ingredients) },
    { description, additionalProperties: false },
  );

/**
 * A sub-ingredient. Its own `ingredients` are accepted by the schema only to be refused by `ingredientProblems`
 * with the message naming it (a list is two levels deep at most).
 */
const SubIngredient = ingredient(
  Type.Array(Type.Object({}), {
    maxItems: SUB_INGREDIENTS_MAX,
    description: 'Refused when not empty: an ingredient list is two levels deep at most',
  }),
  'An ingredient of a compound ingredient',
);

export const Ingredient = ingredient(
  Type.Array(SubIngredient, {
    maxItems: SUB_INGREDIENTS_MAX,
    description: 'Its ingredients, when compound (in the order given)',
  }),
  'An ingredient of the food',
);

/** Croissant-like example; countries: 250 France, 372 Ireland (GET /lookups/countries). */
const EXAMPLE = [
  { name: 'Wheat flour', percent: 52, allergens: ['wheat'], origin: 250 },
  { name: 'Butter', percent: 25, quid: true, allergens: ['milk'], origin: 372 },
  { name: 'Water', percent: 15 },
  {
    name: 'Chocolate',
    percent: 8,
    ingredients: [
      { name: 'Sugar', percent: 45 },
      { name: 'Cocoa mass', percent: 40 },
      { name: 'Soya lecithin', percent: 15, allergens: ['soya'] },
    ],
  },
];

export const IngredientList = component(
  'Ingredients',
  Type.Array(Ingredient, {
    maxItems: INGREDIENTS_MAX,
    description:
      'The ingredients in the order of the recipe (the label orders them by percent when all have one)',
    examples: [EXAMPLE],
  }),
);
export type IngredientList = Static<typeof IngredientList>;

export const ingredientMessages = { params: INVALID_PSID };
