import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { NullInt, NullStr, Ok } from '../../http/schemas.js';

export const tags = ['Incidents'];

/** Bounds of one alert: what a regulator's notice lists, with room to spare. */
export const MAX_GTINS = 200;
export const MAX_LOTS = 500;
/** Lots listed per match, newest first (`truncated` says there are more). */
export const LOTS_PER_MATCH = 50;
/** Name matches answered, best first. */
export const MAX_NAME_MATCHES = 25;

const Text = (maxLength: number, description: string, example: string) =>
  Type.String({ minLength: 1, maxLength, description, examples: [example] });

export const AlertBody = Type.Object(
  {
    source: Text(200, 'Who raised the alert: a regulator, a feed, a customer', 'FSA'),
    reference: Text(200, 'Its reference at the source', 'FSA-PRIN-42-2026'),
    productname: Type.Optional(
      Text(200, 'The product as the alert names it: matched by similarity', 'Bramley Apples 1kg'),
    ),
    brand: Type.Optional(Text(200, 'The brand as the alert names it', 'Orchard Gold')),
    gtins: Type.Optional(
      Type.Array(
        Type.String({
          pattern: '^([0-9]{8}|[0-9]{12,14})$',
          maxLength: 14,
          description: 'GTIN-8, -12, -13 or -14 (check digit verified)',
          examples: ['04012345111118'],
        }),
        {
          maxItems: MAX_GTINS,
          description: 'Products named by the alert: matched exactly (as GTIN-14)',
        },
      ),
    ),
    lots: Type.Optional(
      Type.Array(
        Type.String({
          minLength: 1,
          maxLength: 2048,
          description:
            'A lot: a GS1 Digital Link on any host (`https://id.gs1.org/01/04012345111118/10/L123`), an EPC URN ' +
            '(`urn:epc:class:lgtin:4012345.011111.L123`), a GS1 element string (`(01)04012345111118(10)L123`), ' +
            'or a lot number alone (`L123`), which is taken as a lot of each of `gtins`',
          examples: ['https://id.gs1.org/01/04012345111118/10/L123'],
        }),
        { maxItems: MAX_LOTS, description: 'Lots named by the alert: matched exactly' },
      ),
    ),
    published: Type.Optional(
      Type.String({
        maxLength: 40,
        description: 'When the source published it: an ISO 8601 date or date-time',
        examples: ['2026-11-28'],
      }),
    ),
  },
  { additionalProperties: false },
);
export type AlertBody = Static<typeof AlertBody>;

const LotRef = Type.Object({
  epc: Type.String({ description: 'Canonical GS1 Digital Link of the lot (as `POST /incidents` takes it)' }),
  gtin: Type.String({ description: 'GTIN-14' }),
  lot: Type.String({ description: 'The lot number' }),
});

export const AlertMatch = component(
  'AlertMatch',
  Type.Object(
    {
      psid: NullInt('Our specification (null: a product known only from events, no spec has its GTIN)'),
      productname: NullStr('The specification’s product name'),
      brand: NullStr('The specification’s brand'),
      gtin: NullStr('The specification’s GTIN-14 (null: it has none)'),
      companyid: NullInt('The specification’s supplier'),
      suppliername: NullStr('The supplier’s name'),
      score: Type.Number({
        minimum: 0,
        maximum: 1,
        description: '1 for a GTIN or lot matched exactly; a name match’s similarity (0.3 and up)',
      }),
      by: Type.Unsafe<'lot' | 'gtin' | 'name'>({
        type: 'string',
        enum: ['lot', 'gtin', 'name'],
        description:
          '`lot`: a lot the alert names has events; `gtin`: the alert names the GTIN; `name`: product name and brand',
      }),
      lots: Type.Array(LotRef, {
        description:
          'By lot: the alert’s lots of this GTIN that have events. By GTIN (no lot of it named) or by name: the ' +
          `lots of its GTIN seen in events, the latest event first, at most ${LOTS_PER_MATCH}`,
      }),
      truncated: Type.Boolean({ description: `More lots were seen than the ${LOTS_PER_MATCH} listed` }),
    },
    { description: 'A specification (or a GTIN seen in events) the alert matches' },
  ),
);
export type AlertMatch = Static<typeof AlertMatch>;

export const AlertAnswer = Type.Object({
  alert: Type.Object(
    {
      source: Type.String(),
      reference: Type.String(),
      productname: NullStr(),
      brand: NullStr(),
      gtins: Type.Array(Type.String(), { description: 'As GTIN-14, each once' }),
      lots: Type.Array(Type.String(), {
        description: 'As canonical Digital Links; a lot number alone as sent',
      }),
      published: NullStr('As sent'),
    },
    { description: 'The alert as read' },
  ),
  matches: Type.Array(AlertMatch, {
    description:
      'Exact matches first (score 1: by lot, then by GTIN), then name matches by score; ' +
      `at most ${MAX_NAME_MATCHES} name matches`,
  }),
  unmatched: Type.Object(
    {
      gtins: Type.Array(Type.String(), { description: 'GTINs of no active spec and no event' }),
      lots: Type.Array(Type.String(), { description: 'Lots without events (a lot number alone: as sent)' }),
    },
    { description: 'What the alert names that is not ours' },
  ),
  scope: Type.Object(
    {
      lots: Type.Array(Type.String()),
      gtins: Type.Array(Type.String()),
    },
    {
      description:
        'The exact matches as `POST /incidents` takes its `scope`: the lots matched, and the GTINs matched with no ' +
        'lot of theirs named (name matches are left for a person to confirm)',
    },
  ),
});
export type AlertAnswer = Static<typeof AlertAnswer>;
export const AlertResponse = Ok(AlertAnswer);
