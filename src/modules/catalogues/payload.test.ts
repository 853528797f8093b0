import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_MAP,
  gs1Allergens,
  gs1Base,
  gs1Nutrients,
  NUTRIENT_MAP,
  offProduct,
  type VersionSnapshot,
} from './payload.js';
import { ALLERGENS } from '../products/allergens.schemas.js';
import { NUTRITION_FIELDS } from '../products/nutrition-rules.js';
import { composeLabel, type LabelInput } from '../../lib/label/label.js';

const version: VersionSnapshot = {
  versionno: 3,
  approved_at: '2026-11-20 10:00:00',
  spec: {
    productname: 'Seeded loaf',
    companyname: 'Hill Bakery',
    vendorcode: 'HILL0001',
    weight: '800',
    uom: 1,
  },
  allergens: {
    psid: 7,
    wheat: 'Yes',
    gluten: 'Yes',
    sesame: 'May',
    milk: 'No',
    almonds: 'May',
    nuts: 'May',
    lactose: 'Yes',
  },
  nutrition: {
    portionsize: 40,
    kj100gcontains: '1050.0000',
    kcal100gcontains: '250.0000',
    fat100gcontains: '4.2000',
    sodium100gcontains: '0.4000',
    water100gcontains: null,
    kjperportion: '420.0000',
    sodiumperportion: '0.1600',
  },
};

describe('the GS1 payload', () => {
  it('maps every one of our 30 allergen fields and 10 nutrients', () => {
    expect(Object.keys(ALLERGEN_MAP).sort()).toEqual([...ALLERGENS].sort());
    expect(Object.keys(ALLERGEN_MAP)).toHaveLength(30);
    expect(new Set(Object.values(ALLERGEN_MAP).map((a) => a.code)).size).toBe(30);
    const nutrients = NUTRITION_FIELDS.filter((f) => f.endsWith('100gcontains')).map((f) =>
      f.replace('100gcontains', ''),
    );
    expect(Object.keys(NUTRIENT_MAP).sort()).toEqual(nutrients.sort());
  });

  it('declares Yes as CONTAINS and May as MAY_CONTAIN; No is absent, never FREE_FROM', () => {
    // In the order of our fields (docs/catalogues.md).
    expect(gs1Allergens(version.allergens)).toEqual([
      { code: 'AN', name: 'Tree nuts', containment: 'MAY_CONTAIN' },
      { code: 'SA', name: 'Almonds', containment: 'MAY_CONTAIN' },
      { code: 'AS', name: 'Sesame seeds', containment: 'MAY_CONTAIN' },
      { code: 'AW', name: 'Cereals containing gluten', containment: 'CONTAINS' },
      { code: 'UW', name: 'Wheat', containment: 'CONTAINS' },
      { code: 'ML', name: 'Lactose', containment: 'CONTAINS' },
    ]);
    expect(JSON.stringify(gs1Base(version))).not.toContain('FREE_FROM');
  });

  it('gives nutrients with GS1 codes and units, salt as SALTEQ from sodium', () => {
    expect(gs1Nutrients(version.nutrition, '100gcontains')).toEqual([
      { code: 'ENER-', value: 1050, unit: 'KJO' },
      { code: 'ENER-', value: 250, unit: 'E14' },
      { code: 'FAT', value: 4.2, unit: 'GRM' },
      { code: 'NA', value: 0.4, unit: 'GRM' },
      { code: 'SALTEQ', value: 1, unit: 'GRM' },
    ]);
    expect(gs1Base(version)).toMatchObject({
      productname: 'Seeded loaf',
      brandowner: { name: 'Hill Bakery', vendorcode: 'HILL0001' },
      netcontent: { value: '800', uom: 'GRM' },
      nutrients: {
        portionsize: 40,
        perportion: [
          { code: 'ENER-', value: 420, unit: 'KJO' },
          { code: 'NA', value: 0.16, unit: 'GRM' },
          { code: 'SALTEQ', value: 0.4, unit: 'GRM' },
        ],
      },
      versionno: 3,
      approvedat: '2026-11-20 10:00:00',
    });
  });
});

describe('the Open Food Facts product', () => {
  it('tags Yes as allergens and May as traces, deduplicated, with nutriments per 100 g and serving', () => {
    expect(offProduct(version, '4006381333931')).toEqual({
      code: '4006381333931',
      product_name: 'Seeded loaf',
      brands: 'Hill Bakery',
      quantity: '800 g',
      serving_size: '40 g',
      allergens_tags: ['en:gluten', 'en:milk'],
      traces_tags: ['en:nuts', 'en:sesame-seeds'],
      nutrition_data_per: '100g',
      nutriments: {
        'energy-kj_100g': 1050,
        'energy-kj_serving': 420,
        'energy-kcal_100g': 250,
        fat_100g: 4.2,
        sodium_100g: 0.4,
        salt_100g: 1,
        sodium_serving: 0.16,
        salt_serving: 0.4,
      },
    });
  });

  it('does not list as a trace what is already an allergen', () => {
    const p = offProduct({ ...version, allergens: { wheat: 'Yes', oats: 'May', walnuts: 'May' } }, null);
    expect(p.allergens_tags).toEqual(['en:gluten']);
    expect(p.traces_tags).toEqual(['en:nuts']);
    expect(p.code).toBeNull();
  });
});

const NO_INPUTS: LabelInput = {
  productname: null,
  uom: null,
  weight: null,
  isdrink: null,
  ingredients: null,
  nutriscorecategory: null,
  fruitvegpulsespct: null,
  nonnutritivesweeteners: null,
  allergens: null,
  nutrition: null,
};

describe('what the frozen label adds', () => {
  const label = composeLabel({
    productname: 'Seeded loaf',
    uom: 'g',
    weight: '800',
    isdrink: null,
    ingredients: [
      { name: 'Wheat flour', percent: 60, allergens: ['wheat'] },
      { name: 'Water', percent: 30 },
      { name: 'Butter', percent: 10, quid: true, allergens: ['milk'] },
    ],
    nutriscorecategory: 'general',
    fruitvegpulsespct: null,
    nonnutritivesweeteners: null,
    allergens: { wheat: 'Yes', gluten: 'Yes', milk: 'Yes', sesame: 'May' },
    nutrition: {
      kj100gcontains: '1050',
      sugar100gcontains: '3',
      saturates100gcontains: '0.8',
      sodium100gcontains: '0.4',
      protein100gcontains: '9',
      fibre100gcontains: '4',
    },
  });
  const labelled = { ...version, label };

  it('gives the GS1 payload the ingredient statement and the Nutri-Score', () => {
    expect(label.nutriscore).toMatchObject({ grade: 'C', score: 3 });
    expect(gs1Base(labelled)).toMatchObject({
      ingredientstatement: {
        text: 'Wheat flour, Water, Butter (milk) (10%)',
        html: '<strong>Wheat</strong> flour, Water, Butter (<strong>milk</strong>) (10%)',
        maycontain: 'May contain: sesame seeds',
      },
      nutriscore: { grade: 'C', score: 3 },
    });
  });

  it('gives the Open Food Facts product ingredients_text, allergens between underscores, and the Nutri-Score', () => {
    expect(offProduct(labelled, null)).toMatchObject({
      ingredients_text: '_Wheat_ flour, Water, Butter (_milk_) (10%)',
      nutriscore_grade: 'c',
      nutriscore_score: 3,
    });
  });

  it('adds nothing a version does not have: no label, no statement, no letter', () => {
    const keys = (o: object) => Object.keys(o);
    expect(keys(gs1Base({ ...version, label: null }))).toEqual(keys(gs1Base(version)));
    expect(keys(offProduct({ ...version, label: null }, null))).toEqual(keys(offProduct(version, null)));
    const bare = composeLabel(NO_INPUTS);
    expect(keys(gs1Base({ ...version, label: bare }))).toEqual(keys(gs1Base(version)));
    expect(keys(offProduct({ ...version, label: bare }, null))).toEqual(keys(offProduct(version, null)));
  });
});
