import { json, type Bodies, type PathIds, type Queries } from '../../../test/fixtures/scope-fixture.js';

/** The scope matrix's requests of the products' operations (test/fixtures/scope-fixture.ts). */
export const bodies: Bodies = {
  updateNewline: () => json({ description: 'Reworded' }),
  updateProduct: () => json({ productdescription: 'Crisp oatcakes', shelflife: '120 days' }),
  addAllergens: (ids) => json({ psid: ids.psid, eggs: 1 }),
  updateAllergens: () => json({ sesame: 2 }),
  addNutritionalInfo: (ids) => json({ psid: ids.psid, kcal100gcontains: '450' }),
  updateNutritionalInfo: () => json({ fibre100gcontains: '3.5' }),
  transitionProduct: () => json({ to: 'Submitted', comment: 'Ready for review' }),
  putIngredients: () =>
    json([
      { name: 'Oats', percent: 90, allergens: ['oats'] },
      { name: 'Salt', percent: 10 },
    ]),
};

export const queries: Queries = {
  listProducts: (ids) => `companyid=${ids.supplierid}&search=${ids.productcode}`,
};

export const pathIds: PathIds = {
  psid: 'psid',
  // Version numbers of a spec: 1, which A's and B's specs do not have yet (never approved).
  n: 'versionno',
  a: 'versionno',
  b: 'versionno',
};
