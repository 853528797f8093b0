import { Type, type Static } from 'typebox';
import { forEach } from '../../lib/pick.js';
import { Id, NullableTimestamp, NullNum, NullStr } from '../../http/schemas.js';
import { NUTRITION_FIELDS } from './nutrition-rules.js';
import { INVALID_PSID } from './spec.schemas.js';
import { component } from '../../http/openapi.js';

// A JSON number or text, read as text so that a value sent as text is never rounded through a float.
const Decimal = Type.Optional(
  Type.Unsafe<string | number | null>({
    type: ['string', 'number', 'null'],
    maxLength: 40,
    description: 'A non-negative decimal (JSON number or text), stored to 4 places; null clears it',
  }),
);
const values = forEach(NUTRITION_FIELDS, () => Decimal);
export const AddNutritionBody = Type.Object(
  { psid: Id('The product spec'), ...values },
  {
    // Spec 11 of the demo data set (`foodtrace seed demo`, default seed) has no nutrition record yet: whole milk,
    // per 100 ml and per 250 ml glass.
    examples: [
      {
        psid: 11,
        portionsize: '250',
        kj100gcontains: '268',
        kjperportion: '670',
        kcal100gcontains: '64',
        kcalperportion: '160',
        fat100gcontains: '3.6',
        fatperportion: '9',
        saturates100gcontains: '2.3',
        saturatesperportion: '5.75',
        carbs100gcontains: '4.7',
        carbsperportion: '11.75',
        sugar100gcontains: '4.7',
        sugarperportion: '11.75',
        fibre100gcontains: '0',
        fibreperportion: '0',
        protein100gcontains: '3.4',
        proteinperportion: '8.5',
        water100gcontains: '87.5',
        waterperportion: '218.75',
        sodium100gcontains: '0.044',
        sodiumperportion: '0.11',
      },
    ],
  },
);
export const UpdateNutritionBody = Type.Object(values, {
  description: 'Any of the 21 fields; others are ignored',
});
/** Nutrition values by field, as exact decimal text (null clears one). */
export type NutritionValues = Static<typeof UpdateNutritionBody>;

/** The 20 values other than the portion size: read back as text with exactly 4 decimals. */
export const VALUE_FIELDS = NUTRITION_FIELDS.filter((f) => f !== 'portionsize');
const SALT_FIELDS = ['salt100gcontains', 'saltperportion'] as const;
export const NutritionRecord = component(
  'Nutrition',
  Type.Object({
    psid: Type.Integer(),
    statusid: Type.Integer(),
    portionsize: NullNum(),
    ...forEach(VALUE_FIELDS, () => NullStr('Exactly 4 decimals')),
    // Read-only extensions (EU FIC 1169/2011): derived on reading, ignored when sent.
    ...forEach(SALT_FIELDS, () =>
      NullStr('Sodium × 2.5, rounded half up to exactly 4 decimals; null when sodium is not recorded'),
    ),
    productname: Type.String(),
    productcode: Type.String(),
    copysupplierdeclarationdate: NullableTimestamp,
    copytechnicalsignoffdate: NullableTimestamp,
    statuslevel: Type.String(),
    companyname: Type.String(),
    warnings: Type.Array(Type.String(), {
      description:
        'Plain sentences for figures that cannot all be true (energy, sugars, saturates, composition); never blocks a save',
    }),
  }),
);
export type NutritionRecord = Static<typeof NutritionRecord>;
/** A record as stored: without the figures derived on reading it. */
export type StoredNutrition = Omit<NutritionRecord, (typeof SALT_FIELDS)[number] | 'warnings'>;

export const nutritionMessages = {
  params: INVALID_PSID,
  fields: forEach(NUTRITION_FIELDS, (f) => `Invalid value for ${f}: must be a decimal number`),
};
export const NO_NUTRITION_RECORD =
  'No nutritional info record for this psid. Add one with addNutritionalInfo.';
