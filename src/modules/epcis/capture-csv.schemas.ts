import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { BulkRowProblems, bulkResponse } from '../../http/bulk.js';
import type { CsvTable } from '../../http/csv-answer.js';
import { Nullable } from '../../http/schemas.js';

/** GS1 AI character set 82, not starting as a spreadsheet formula would (= + - @): lots and document numbers. */
const cs82 = (max: number) => `^(?![=+\\-@])[!"%&'()*+,\\-./0-9:;<=>?A-Z_a-z]{1,${max}}$`;

/**
 * One row of the shipments CSV (docs/traceability-events.md, "The shipments CSV"): the columns in the
 * template's order. The schema checks the form of each cell; check digits, real dates and the event are
 * shipment-rows.ts's. An unknown column is refused (a misspelt optional column would otherwise be lost).
 */
export const ShipmentRow = Type.Object(
  {
    gtin: Type.String({
      pattern: '^(?:[0-9]{8}|[0-9]{12,14})$',
      maxLength: 14,
      description: 'GTIN-8, -12, -13 or -14 with its check digit',
    }),
    lot: Type.String({
      pattern: cs82(20),
      maxLength: 20,
      description: 'Batch/lot number (GS1 AI 10): 1 to 20 characters of GS1 set 82',
    }),
    quantity: Type.Number({
      exclusiveMinimum: 0,
      maximum: 1_000_000_000,
      description: 'How much of the lot was shipped, in `uom`: a positive number (a point for decimals)',
    }),
    uom: Type.String({
      pattern: '^[A-Z0-9]{2,3}$',
      maxLength: 3,
      description: 'UN/ECE Recommendation 20 unit code: KGM, LTR, H87 (piece), EA, XBX…',
    }),
    best_before: Type.Optional(
      Type.String({ format: 'date', maxLength: 10, description: 'Best-before date of the lot, YYYY-MM-DD' }),
    ),
    ship_date: Type.String({
      pattern:
        '^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[T ][0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:[0-9]{2}))?$',
      maxLength: 35,
      description:
        'YYYY-MM-DD (midnight UTC of that day), or a date and time with its zone: 2026-11-28T07:55:00+01:00',
    }),
    from_gln: Type.String({
      pattern: '^[0-9]{13}$',
      maxLength: 13,
      description: 'GLN of the site the lot left (13 digits with check digit)',
    }),
    to_gln: Type.String({
      pattern: '^[0-9]{13}$',
      maxLength: 13,
      description: 'GLN of the place it was sent to',
    }),
    despatch_advice: Type.Optional(
      Type.String({
        pattern: cs82(35),
        maxLength: 35,
        description: 'Despatch advice (DESADV) number: 1 to 35 characters of GS1 set 82',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ShipmentRow = Static<typeof ShipmentRow>;

export const SHIPMENT_COLUMNS = Object.keys(ShipmentRow.properties) as (keyof ShipmentRow)[];

/** What a bad cell is told, by column (http/validation.ts `config.messages.fields`). */
export const SHIPMENT_FIELD_MESSAGES: Record<string, string> = {
  gtin: 'Invalid gtin: 8, 12, 13 or 14 digits',
  lot: 'Invalid lot: 1 to 20 characters of GS1 set 82 (letters, digits, !"%&\'()*+,-./:;<=>?_), not starting with = + - @',
  quantity: 'Invalid quantity: a number above 0 (a point for decimals)',
  uom: 'Invalid uom: a UN/ECE Recommendation 20 code of 2 or 3 capitals or digits (KGM, LTR, H87, EA)',
  best_before: 'Invalid best_before: a date YYYY-MM-DD',
  ship_date:
    'Invalid ship_date: a date YYYY-MM-DD, or a date and time with its zone (2026-11-28T07:55:00+01:00)',
  from_gln: 'Invalid from_gln: a GLN of 13 digits',
  to_gln: 'Invalid to_gln: a GLN of 13 digits',
  despatch_advice: 'Invalid despatch_advice: 1 to 35 characters of GS1 set 82, not starting with = + - @',
};

/**
 * The template: a UTF-8 BOM, the columns, one example row that imports as it is (GS1's example company prefix
 * 4012345), as the suppliers' template does.
 */
export const SHIPMENTS_TEMPLATE: CsvTable = {
  columns: SHIPMENT_COLUMNS,
  rows: [
    {
      gtin: '04012345000016',
      lot: 'L2026-1128A',
      quantity: 240,
      uom: 'KGM',
      best_before: '2027-05-31',
      ship_date: '2026-11-28',
      from_gln: '4012345000016',
      to_gln: '4012345000023',
      despatch_advice: 'DA-1001',
    },
  ],
  bom: true,
};

export const ShipmentResult = component(
  'ShipmentCsvResult',
  Type.Object({
    row: Type.Integer({ description: 'The data row, from 1 (the header is not counted)' }),
    lot: Nullable(Type.String({ description: 'The row’s lot as sent' })),
    status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
    eventID: Type.Optional(
      Type.String({ description: 'The shipping event’s ID: its CBV 2.0 event hash (ni:///sha-256;…)' }),
    ),
    captureID: Type.Optional(Type.String({ description: 'The capture that took the row' })),
    message: Type.Optional(Type.String()),
    problems: BulkRowProblems,
  }),
);

const bulk = bulkResponse(ShipmentResult);
export const ShipmentsCsvResponse = Type.Object({
  ...bulk.properties,
  captureID: Nullable(
    Type.String({
      description:
        'The capture of the good rows (GET /epcis/capture/{captureID}); null when no row was captured',
    }),
  ),
  storedCount: Type.Integer({
    description: 'Of the rows captured, the events new to the repository (a row captured before is skipped)',
  }),
});
