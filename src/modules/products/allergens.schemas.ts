import { Type, type Static } from 'typebox';
import { forEach } from '../../lib/pick.js';
import { Id } from '../../http/schemas.js';
import { INVALID_PSID } from './spec.schemas.js';
import { component } from '../../http/openapi.js';
import { ALLERGEN_CODES } from '../../lib/label/allergens.js';

/** The allergen fields (the contract's 29 and milk: EU FIC 1169/2011 Annex II lists milk, and lactose is not milk). */
export const ALLERGENS = ALLERGEN_CODES;
export type Allergen = (typeof ALLERGENS)[number];

const Value = Type.Optional(
  Type.Integer({ minimum: 0, maximum: 2, description: '0 No, 1 Yes (contains), 2 May contain' }),
);
const values = forEach(ALLERGENS, () => Value);
export const AddAllergensBody = Type.Object(
  { psid: Id('The product spec'), ...values },
  {
    // Spec 11 of the demo data set (`foodtrace seed demo`, default seed) has no allergen record yet: milk.
    examples: [{ psid: 11, ...forEach(ALLERGENS, (a) => (a === 'milk' || a === 'lactose' ? 1 : 0)) }],
  },
);
export const UpdateAllergensBody = Type.Object(values, {
  description: 'Any of the allergens (the contract’s 29 and milk); others are ignored',
});
/** Allergen values by name, as the repository writes them. */
export type AllergenValues = Static<typeof UpdateAllergensBody>;

const Word = Type.Unsafe<'No' | 'Yes' | 'May'>({ type: 'string', enum: ['No', 'Yes', 'May'] });
export const AllergenRecord = component(
  'Allergens',
  Type.Object({
    psid: Type.Integer(),
    ...forEach(ALLERGENS, () => Word),
    productname: Type.String(),
    productcode: Type.String(),
    statuslevel: Type.String(),
    companyname: Type.String(),
  }),
);
export type AllergenRecord = Static<typeof AllergenRecord>;

export const allergenMessages = {
  params: INVALID_PSID,
  fields: forEach(ALLERGENS, (a) => `Invalid value for ${a}: must be 0 (No), 1 (Yes) or 2 (May contain)`),
};
export const NO_ALLERGEN_RECORD = 'No allergen record for this psid. Add one with addAllergens.';
