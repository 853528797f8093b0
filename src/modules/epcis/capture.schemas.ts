import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { Id } from '../../http/schemas.js';
import { EPCIS_CONTEXT } from '../../lib/epcis/context-terms.js';

export const tags = ['Traceability events'];
export const CAPTURE_NOT_FOUND = 'Capture not found';
/** A document of up to 10,000 events (EPCIS_LIMITS) fits in 20 MB; a larger body is 413 before it is read. */
export const MAX_CAPTURE_BYTES = 20 * 1024 * 1024;
export const CAPTURE_MEDIA_TYPES = ['application/json', 'application/ld+json'] as const;

/** One shipping event, as GS1's examples write it: what the OpenAPI document shows (capture and query) and its test sends. */
export const EXAMPLE_SHIPPING = {
  type: 'ObjectEvent',
  eventTime: '2026-11-28T07:55:00.000Z',
  eventTimeZoneOffset: '+00:00',
  action: 'OBSERVE',
  bizStep: 'shipping',
  disposition: 'in_transit',
  readPoint: { id: 'urn:epc:id:sgln:5012345.00001.0' },
  quantityList: [{ epcClass: 'urn:epc:class:lgtin:5012345.012345.L123', quantity: 240, uom: 'KGM' }],
  bizTransactionList: [{ type: 'desadv', bizTransaction: 'urn:epcglobal:cbv:bt:5012345000008:DA-1001' }],
};

const EXAMPLE_DOCUMENT = {
  '@context': [EPCIS_CONTEXT],
  type: 'EPCISDocument',
  schemaVersion: '2.0',
  creationDate: '2026-11-28T08:00:00.000Z',
  epcisBody: { eventList: [EXAMPLE_SHIPPING] },
};

export const EpcisDocumentBody = Type.Object(
  {
    type: Type.String({ maxLength: 30, description: '`EPCISDocument`' }),
    epcisBody: Type.Object({}, { additionalProperties: true, description: '`{ eventList: [...] }`' }),
  },
  {
    additionalProperties: true,
    description:
      'A GS1 EPCIS 2.0 document (JSON or JSON-LD), validated against GS1’s published EPCIS 2.0 JSON Schema and the ' +
      'CBV 2.0; up to 10,000 events and 20 MB (docs/traceability-events.md)',
    examples: [EXAMPLE_DOCUMENT],
  },
);

export const CaptureParams = Type.Object({ captureID: Id('The capture’s ID, from the Location of its 202') });

export const CaptureJob = component(
  'CaptureJob',
  Type.Object(
    {
      captureID: Type.String({ description: 'The capture’s ID' }),
      createdAt: Type.String({ format: 'date-time' }),
      finishedAt: Type.String({ format: 'date-time' }),
      running: Type.Boolean({
        description: 'Always false: a document is captured before the answer is sent',
      }),
      success: Type.Boolean({
        description: 'Always true: a refused document is answered 400, 403 or 413 and leaves nothing',
      }),
      captureErrorBehaviour: Type.Literal('rollback', {
        description: 'A document is captured whole or not at all',
      }),
      errors: Type.Array(Type.Object({}, { additionalProperties: true }), {
        description: 'Always empty: a capture either stores its document or is refused',
        examples: [[]],
      }),
      eventCount: Type.Integer({ description: 'Events in the document' }),
      storedCount: Type.Integer({
        description: 'Of which new: an event already captured (same eventID, or same event hash) is skipped',
      }),
    },
    { description: 'A capture job, as the EPCIS 2.0 REST binding describes it (GET /capture/{captureID})' },
  ),
);
export type CaptureJob = Static<typeof CaptureJob>;

export const captureHeaders = Type.Object({
  'gs1-capture-error-behaviour': Type.Optional(
    Type.Literal('rollback', {
      description: 'Only `rollback` (the default): a document with one bad event is refused whole',
    }),
  ),
});
