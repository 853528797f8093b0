import { Type, type Static, type TSchema } from 'typebox';
import { component } from '../../http/openapi.js';
import { Id, NullInt, Nullable, NullStr } from '../../http/schemas.js';
import { composeLabel, LABEL_NUTRIENTS } from '../../lib/label/label.js';
import { RI_NUTRIENTS } from '../../lib/label/reference-intakes.js';
import { FOP_NUTRIENTS } from '../../lib/label/front-of-pack.js';
import { INVALID_PSID } from '../products/spec.schemas.js';

export const INVALID_VERSION = 'Invalid version: must be a positive integer';
export const INVALID_PART = 'Invalid part: must be fop or nutriscore';
export const VERSION_NOT_FOUND = 'Version not found';
export const NO_FROZEN_LABEL = 'Version predates the label: no label was frozen with it';

export const LabelQuery = Type.Object({
  version: Type.Optional(Id('An approved version number; default the working copy')),
});
export const SvgQuery = Type.Object({
  ...LabelQuery.properties,
  part: Type.Optional(
    Type.String({
      enum: ['fop', 'nutriscore'],
      default: 'fop',
      description: 'fop: the front of pack traffic-light strip (default); nutriscore: the Nutri-Score badge',
    }),
  ),
});
export const labelMessages = {
  params: INVALID_PSID,
  fields: { version: INVALID_VERSION, part: INVALID_PART },
};

/** T | null as a type list (src/http/schemas.ts `Nullable`), described. */
const OrNull = <T extends TSchema>(schema: T, description?: string) =>
  Nullable(description ? ({ ...schema, description } as T) : schema);
const Record = <K extends readonly string[]>(keys: K, value: () => TSchema, description?: string) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, value()])), description ? { description } : {});

const Figures = Record(
  LABEL_NUTRIENTS,
  () => NullStr('Exactly 4 decimals'),
  'kJ, kcal and g; salt is sodium × 2.5',
);
const PercentRi = OrNull(Type.Object({ percent: Type.Integer(), text: Type.String() }));
const RiTable = Record(RI_NUTRIENTS, () => PercentRi);
const Colour = () => NullStr('green, amber or red; null without the figure');
const Colours = Record(FOP_NUTRIENTS, Colour);
const Component = {
  component: Type.String(),
  value: Type.Union([Type.String(), Type.Boolean()]),
  points: Type.Integer(),
  max: Type.Integer(),
};

/** The example's spec: an oat bar with a compound-free list, a 150 g portion and its Nutri-Score inputs. */
const EXAMPLE_INPUT = {
  productname: 'Oat bar',
  uom: 'g',
  weight: '150',
  isdrink: null,
  ingredients: [
    { name: 'Oats', percent: 55, quid: true, allergens: ['oats'] },
    { name: 'Butter', percent: 25, allergens: ['milk'] },
    { name: 'Golden syrup', percent: 20 },
  ],
  nutriscorecategory: 'general',
  fruitvegpulsespct: '0',
  nonnutritivesweeteners: false,
  allergens: { oats: 1, gluten: 1, milk: 1, sesame: 2 },
  nutrition: {
    portionsize: '150',
    kj100gcontains: '1361.0000',
    kcal100gcontains: '325.0000',
    fat100gcontains: '15.0000',
    saturates100gcontains: '1.5000',
    carbs100gcontains: '40.0000',
    sugar100gcontains: '5.1000',
    fibre100gcontains: '3.0000',
    protein100gcontains: '6.0000',
    sodium100gcontains: '0.2000',
  },
};

export const Label = component(
  'ProductLabel',
  Type.Object(
    {
      psid: Type.Integer(),
      versionno: NullInt(
        'The approved version shown; for the working copy, the latest when it is the approved one',
      ),
      approved: Type.Boolean({
        description: 'Whether this is an approved version (or the working copy of an approved spec)',
      }),
      draft: Type.Boolean({
        description: 'The working copy of a spec not approved: what the PDF watermarks DRAFT',
      }),
      productname: NullStr(),
      ingredients: Type.Object({
        statement: OrNull(
          Type.Object({
            text: Type.String(),
            html: Type.String({ description: 'The text, HTML-escaped, the allergens in <strong>' }),
            emphasis: Type.Array(Type.Object({ start: Type.Integer(), end: Type.Integer() }), {
              description: 'The emphasised spans of `text`: [start, end) in UTF-16 code units',
            }),
            maycontain: NullStr('“May contain: …” from the allergens declared May'),
          }),
          'EU FIC arts. 18–22 (docs/label.md); null when the spec records no ingredient list',
        ),
        derivedallergens: Type.Array(
          Type.Object({ allergen: Type.String(), ingredients: Type.Array(Type.String()) }),
        ),
        mismatches: Type.Array(
          Type.Object({
            allergen: Type.String(),
            kind: Type.String({ enum: ['undeclared', 'unused'] }),
            ingredients: Type.Array(Type.String()),
            message: Type.String(),
          }),
        ),
      }),
      nutrition: Type.Object({
        basis: Type.String({ enum: ['per 100 g', 'per 100 ml'] }),
        portionsize: NullStr('g for a food, ml for a drink'),
        per100: Figures,
        perportion: OrNull(
          Figures,
          'Null without a portion size; a missing figure is per 100 × portion ÷ 100',
        ),
        ri: Type.Object(
          { per100: RiTable, perportion: OrNull(RiTable) },
          { description: '%RI, EU FIC Annex XIII part B' },
        ),
        fop: Type.Object(
          {
            kind: Type.String({ enum: ['food', 'drink'] }),
            per100: Colours,
            perportion: OrNull(Colours, 'With the per portion rule for a portion over 100 g (150 ml)'),
          },
          { description: 'UK front of pack colours (FSA 2016)' },
        ),
        energycheck: Type.Array(Type.Object({ kind: Type.String(), message: Type.String() })),
      }),
      nutriscore: Type.Object(
        {
          score: NullInt(),
          grade: NullStr('A to E; null when not computed'),
          negative: Type.Optional(Type.Array(Type.Object(Component))),
          positive: Type.Optional(Type.Array(Type.Object({ ...Component, counted: Type.Boolean() }))),
          negativetotal: Type.Optional(Type.Integer()),
          positivetotal: Type.Optional(Type.Integer()),
          notes: Type.Optional(Type.Array(Type.String())),
          missing: Type.Optional(Type.Array(Type.String(), { description: 'The inputs not recorded' })),
          invalid: Type.Optional(
            Type.Array(Type.String(), { description: 'The inputs recorded but unusable' }),
          ),
        },
        { description: 'The 2022/2023 Nutri-Score (docs/label.md)' },
      ),
    },
    {
      examples: [
        {
          psid: 12,
          versionno: 1,
          approved: true,
          draft: false,
          productname: 'Oat bar',
          ...composeLabel(EXAMPLE_INPUT),
        },
      ],
    },
  ),
);
export type LabelAnswer = Static<typeof Label>;
