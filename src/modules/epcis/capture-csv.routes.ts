import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App } from '../../app-context.js';
import type { Db } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { BULK_MAX_BYTES, BULK_MAX_ROWS, registerBulkParsers } from '../../http/bulk.js';
import { bulkImport, type BulkImport } from '../../http/bulk-import.js';
import { csvText, sendCsv } from '../../http/csv-answer.js';
import { AppError, ValidationError } from '../../http/errors.js';
import { media } from '../../http/openapi.js';
import { checkRow, type RowCheck } from '../../http/row-check.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { documentEventHashes } from '../../lib/epcis/document-hash.js';
import { validateEpcisDocument } from '../../lib/epcis/validate.js';
import { companyGlns } from './capture.repository.js';
import { foreignPlaceField } from './event-rows.js';
import { CAPTURE_PATH } from './capture.routes.js';
import { tags } from './capture.schemas.js';
import { captureDocument, type Capturer } from './capture.service.js';
import {
  SHIPMENT_COLUMNS,
  SHIPMENT_FIELD_MESSAGES,
  ShipmentRow,
  SHIPMENTS_TEMPLATE,
  ShipmentsCsvResponse,
} from './capture-csv.schemas.js';
import { shipmentEvent, shipmentsDocument } from './shipment-rows.js';

type Json = Record<string, unknown>;
type Ids = { eventID: string; captureID: string };

const NOT_MULTIPART = 'Send the shipments as a CSV file in the multipart/form-data field "file"';
const COLUMNS = new Set<string>(SHIPMENT_COLUMNS);

/** A row as its shipping event, or every problem of it (its unknown columns, its cells, its values). */
function readShipmentRow(request: FastifyRequest, row: Json): RowCheck<Json> {
  const unknown = Object.keys(row).filter((c) => !COLUMNS.has(c));
  if (unknown.length > 0) {
    const message = `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')}: the columns are ${SHIPMENT_COLUMNS.join(', ')}`;
    return { ok: false, message, problems: [{ fields: unknown, message }] };
  }
  const checked = checkRow<ShipmentRow>(request, ShipmentRow, row);
  if (!checked.ok) return checked;
  const built = shipmentEvent(checked.value);
  if (!built.ok) return { ok: false, message: built.problems[0]!.message, problems: built.problems };
  return { ok: true, value: built.event };
}

/**
 * What the capture would refuse (GS1's schema, the CBV), per event: null for a good one. The events are validated
 * as one document first, each on its own only when that fails, so that a bad row fails alone and the others go.
 */
function gs1Problems(events: Json[]): (string | null)[] {
  const now = new Date();
  if (validateEpcisDocument(shipmentsDocument(events, now)).ok) return events.map(() => null);
  return events.map((e) => {
    const valid = validateEpcisDocument(shipmentsDocument([e], now));
    return valid.ok ? null : valid.message;
  });
}

/**
 * The shipments CSV's part of the bulk pipeline (http/bulk-import.ts): each row checked on its own, the events
 * against GS1's schema, a supplier's rows from another's site refused one by one, then every good row captured in
 * one document through the capture service (one capture, one `epcis.captured`), each event named by its CBV 2.0
 * hash.
 */
function shipmentImport(db: Db, caller: Capturer): BulkImport<Json, Json, Ids> {
  const captures: { captureid: number; storedcount: number }[] = [];
  const capture = async (events: Json[]): Promise<Ids[]> => {
    const doc = shipmentsDocument(events, new Date());
    const hashes = documentEventHashes(doc);
    events.forEach((e, k) => (e.eventID = hashes[k]));
    const captured = await captureDocument(db, doc, caller, 'csv');
    captures.push(captured);
    return hashes.map((eventID) => ({ eventID, captureID: String(captured.captureid) }));
  };
  return {
    what: 'shipment',
    nameField: 'lot',
    columns: SHIPMENT_COLUMNS,
    batchRows: BULK_MAX_ROWS,
    checkRow: readShipmentRow,
    checkBatch: async (events) => {
      const problems = gs1Problems(events);
      // The same check as a document's (event-rows.ts), row by row: a row from another's site fails alone.
      const own = caller.supplier ? await companyGlns(db, caller.companyid) : null;
      return events.map((value, k) => {
        const gs1 = problems[k];
        if (gs1) return { ok: false as const, message: gs1, problems: [{ fields: [], message: gs1 }] };
        const field = own && foreignPlaceField(value, own);
        if (!field) return { ok: true as const, value };
        const message = `Insufficient permissions for ${field}`;
        return { ok: false as const, message, problems: [{ fields: ['from_gln'], message }] };
      });
    },
    insertBatch: capture,
    insertOne: async (event) => (await capture([event]))[0]!,
    failedProblem: (err) => ({
      fields: [],
      message: err instanceof AppError ? err.message : 'Database error during shipment capture',
    }),
    finish: (reply) => {
      const first = captures[0];
      if (first) reply.header('location', `${CAPTURE_PATH}/${first.captureid}`);
      return {
        captureID: first ? String(first.captureid) : null,
        storedCount: captures.reduce((n, c) => n + c.storedcount, 0),
      };
    },
  };
}

const LOCATION = {
  Location: {
    description: 'The capture of the good rows: `/api/v1/epcis/capture/{captureID}`',
    required: true,
    schema: { type: 'string' },
  },
};

const FILE =
  'CSV, UTF-8 (a BOM is fine), comma-separated, a header row of the columns ' +
  `${SHIPMENT_COLUMNS.join(', ')} (any order and case), then one row per shipment of a lot`;

/** POST /epcis/capture/csv and its template: the shipments CSV of suppliers who cannot write EPCIS. */
export async function captureCsvRoutes(app: App) {
  app.get(
    '/epcis/capture/csv/template',
    {
      config: {
        level: 0,
        openapi: {
          responses: {
            200: {
              description: 'The template: an attachment named shipments_template.csv',
              content: {
                'text/csv': media.csv('Header row and one example row', csvText(SHIPMENTS_TEMPLATE)),
              },
            },
          },
        },
      },
      schema: {
        operationId: 'getShipmentsCsvTemplate',
        tags,
        summary: 'Download the CSV template of captureShipmentsCsv (no key needed)',
        response: { 200: Type.String({ description: 'text/csv attachment shipments_template.csv' }) },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, 'shipments_template.csv', SHIPMENTS_TEMPLATE, { cacheControl: 'no-cache' }),
  );

  // The upload's parsers in a scope of their own, so that POST /epcis/capture keeps refusing anything but JSON.
  await app.register(async (scope) => {
    await registerBulkParsers(scope);
    scope.post(
      '/epcis/capture/csv',
      {
        bodyLimit: BULK_MAX_BYTES,
        config: {
          level: 2,
          // A supplier captures shipments from its own sites only: checked row by row.
          supplier: 'company',
          messages: { fields: SHIPMENT_FIELD_MESSAGES },
          openapi: {
            body: { content: { 'multipart/form-data': media.upload(FILE, BULK_MAX_BYTES) } },
            responses: { 201: { headers: LOCATION } },
          },
        },
        schema: {
          operationId: 'captureShipmentsCsv',
          tags,
          summary: 'Capture shipments from a CSV file (multipart field `file`): one shipping event per row',
          description:
            'Each row becomes a GS1 EPCIS 2.0 shipping ObjectEvent (docs/traceability-events.md, "The shipments ' +
            'CSV"). Rows succeed or fail on their own: the good rows are captured together in one capture ' +
            '(`captureID`, `Location`), the failed rows come back in `retry_payload`. A row captured before ' +
            'succeeds again without a second event (`storedCount`). A supplier may send only rows whose ' +
            '`from_gln` is one of its own sites (others fail: `Insufficient permissions for bizLocation`). At most ' +
            '10,000 rows and 20 MB (413). 201 when a row was captured, else 200.',
          response: responses({ 200: ShipmentsCsvResponse, 201: ShipmentsCsvResponse }, [413]),
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new ValidationError(NOT_MULTIPART);
        const scoped = companyScope(request);
        const caller = { companyid: scoped ?? ORGANISATION_ID, supplier: scoped !== undefined };
        return bulkImport(request, reply, shipmentImport(request.db, caller));
      },
    );
  });
}
