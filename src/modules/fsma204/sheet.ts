/**
 * The columns of the FSMA 204 sortable spreadsheet, in order, with the key each has in the JSON answer
 * (docs/traceability-events.md, "FSMA 204 records": what each column is taken from). Pure.
 */
import type { FsmaRow, LotRef, PlaceRef } from './records.js';

export const COLUMNS = [
  { key: 'criticalTrackingEvent', heading: 'Critical tracking event', width: 16 },
  { key: 'traceabilityLotCode', heading: 'Traceability lot code', width: 34 },
  { key: 'productDescription', heading: 'Product description', width: 30 },
  { key: 'quantity', heading: 'Quantity', width: 10 },
  { key: 'unitOfMeasure', heading: 'Unit of measure', width: 10 },
  {
    key: 'immediatePreviousSource',
    heading: 'Location description for the immediate previous source',
    width: 40,
  },
  {
    key: 'immediateSubsequentRecipient',
    heading: 'Location description for the immediate subsequent recipient',
    width: 40,
  },
  { key: 'eventLocation', heading: 'Location description for where the event took place', width: 40 },
  {
    key: 'traceabilityLotCodeSource',
    heading: 'Location description for the traceability lot code source',
    width: 40,
  },
  { key: 'traceabilityLotCodeSourceReference', heading: 'Traceability lot code source reference', width: 30 },
  { key: 'eventDate', heading: 'Date of the event', width: 12 },
  { key: 'eventTime', heading: 'Event time (UTC)', width: 24 },
  { key: 'referenceDocumentType', heading: 'Reference document type', width: 20 },
  { key: 'referenceDocumentNumber', heading: 'Reference document number', width: 30 },
  { key: 'inputTraceabilityLotCode', heading: 'Traceability lot code of the food used', width: 34 },
  { key: 'inputProductDescription', heading: 'Product description of the food used', width: 30 },
  { key: 'inputQuantity', heading: 'Quantity of the food used', width: 10 },
  { key: 'inputUnitOfMeasure', heading: 'Unit of measure of the food used', width: 10 },
  { key: 'eventId', heading: 'Event ID', width: 40 },
] as const;

export type ColumnKey = (typeof COLUMNS)[number]['key'];
export type Record204 = Record<ColumnKey, string | number | null>;
export const HEADINGS = COLUMNS.map((c) => c.heading);

/** A lot's traceability lot code as GS1 US writes it: the GTIN and the lot as element strings, `(01)…(10)…`. */
export const lotCode = (lot: LotRef | null): string | null =>
  lot === null ? null : lot.gtin !== null && lot.lot !== null ? `(01)${lot.gtin}(10)${lot.lot}` : lot.epc;

/** A place as the FDA reads it: our description (with its GLN), else `GLN …`, else the identifier as sent. */
export const placeText = (p: PlaceRef | null): string | null =>
  p === null
    ? null
    : p.description !== null
      ? `${p.description} (GLN ${p.gln})`
      : p.gln !== null
        ? `GLN ${p.gln}`
        : p.id;

/** A product as the FDA reads it: the spec's product name, else the GTIN. */
const productText = (lot: LotRef | null): string | null =>
  lot === null ? null : (lot.product ?? (lot.gtin !== null ? `GTIN ${lot.gtin}` : null));

/** One row's values, by column key (null: an empty cell). */
export function record(row: FsmaRow): Record204 {
  const join = (values: string[]) => (values.length > 0 ? values.join('; ') : null);
  return {
    criticalTrackingEvent: row.cte,
    traceabilityLotCode: lotCode(row.lot),
    productDescription: productText(row.lot),
    quantity: row.lot?.quantity ?? null,
    unitOfMeasure: row.lot?.uom ?? null,
    immediatePreviousSource: placeText(row.previousSource),
    immediateSubsequentRecipient: placeText(row.recipient),
    eventLocation: placeText(row.location),
    traceabilityLotCodeSource: placeText(row.tlcSource),
    traceabilityLotCodeSourceReference: row.tlcSourceReference,
    eventDate: row.date,
    eventTime: row.time,
    referenceDocumentType: join(row.references.map((r) => r.type)),
    referenceDocumentNumber: join(row.references.map((r) => r.number)),
    inputTraceabilityLotCode: lotCode(row.input),
    inputProductDescription: productText(row.input),
    inputQuantity: row.input?.quantity ?? null,
    inputUnitOfMeasure: row.input?.uom ?? null,
    eventId: row.eventID,
  };
}

/** The row as spreadsheet cells keyed by heading (for csvLine and exceljs). */
export function cells(r: Record204): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const c of COLUMNS) out[c.heading] = r[c.key];
  return out;
}
