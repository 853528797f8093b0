import type { App, AppContext } from '../../app-context.js';
import { NotFound } from '../../http/errors.js';
import { addJsonParser } from '../../http/json-body.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { getCapture } from './capture.repository.js';
import { captureDocument, type Captured } from './capture.service.js';
import {
  CAPTURE_MEDIA_TYPES,
  CAPTURE_NOT_FOUND,
  captureHeaders,
  CaptureJob,
  CaptureParams,
  EpcisDocumentBody,
  MAX_CAPTURE_BYTES,
  tags,
} from './capture.schemas.js';

export const CAPTURE_PATH = '/api/v1/epcis/capture';

/** The binding's capture job of a capture done (every capture is done before its 202). */
export function captureJob(c: Captured): CaptureJob {
  return {
    captureID: String(c.captureid),
    createdAt: c.created,
    finishedAt: c.created,
    running: false,
    success: true,
    captureErrorBehaviour: 'rollback',
    errors: [],
    eventCount: c.eventcount,
    storedCount: c.storedcount,
  };
}

const LOCATION = {
  Location: {
    description: 'The capture job: `/api/v1/epcis/capture/{captureID}`',
    required: true,
    schema: { type: 'string' },
  },
};

/** POST /epcis/capture and GET /epcis/capture/{captureID}: the EPCIS 2.0 REST binding's capture interface. */
export async function captureRoutes(app: App, _ctx: Pick<AppContext, 'db'>) {
  // JSON-LD is JSON: the same parser (prototype poisoning refused, nesting bounded), for these routes only.
  addJsonParser(app, 'application/ld+json');
  // A document is JSON: text is 415 here rather than a string the schema refuses.
  app.removeContentTypeParser('text/plain');

  app.post(
    '/epcis/capture',
    {
      bodyLimit: MAX_CAPTURE_BYTES,
      config: {
        level: 2,
        // A supplier captures events at its own sites only: checked per event by the service.
        supplier: 'company',
        openapi: { responses: { 202: { headers: LOCATION } } },
      },
      schema: {
        operationId: 'captureEpcisDocument',
        tags,
        summary: 'Capture an EPCIS 2.0 document: every event, or none',
        description:
          'GS1 EPCIS 2.0 REST binding: `202` with `Location` of the capture job, done by the time it is sent. ' +
          'A document that breaks GS1’s schema or the CBV is refused whole (400 naming the event index and the ' +
          'field); over 10,000 events or 20 MB, 413. An event whose eventID (or, without one, whose CBV 2.0 event ' +
          'hash) was captured before is skipped. A supplier may capture only events whose bizLocation, readPoint ' +
          'or source is one of its own sites (403 `Insufficient permissions for bizLocation`).',
        consumes: [...CAPTURE_MEDIA_TYPES],
        headers: captureHeaders,
        body: EpcisDocumentBody,
        response: responses({ 202: CaptureJob }, [413, 415]),
      },
    },
    async (request, reply) => {
      const scoped = companyScope(request);
      const format = request.headers['content-type']?.startsWith('application/ld+json') ? 'json-ld' : 'json';
      const captured = await captureDocument(
        request.db,
        request.body,
        { companyid: scoped ?? ORGANISATION_ID, supplier: scoped !== undefined },
        format,
      );
      reply.code(202).header('location', `${CAPTURE_PATH}/${captured.captureid}`);
      return captureJob(captured);
    },
  );

  app.get(
    '/epcis/capture/:captureID',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getEpcisCapture',
        tags,
        summary: 'A capture job: done, with its event count',
        description: 'The supplier scope reads its own captures only (another’s answers 404).',
        params: CaptureParams,
        response: responses({ 200: CaptureJob }, [404]),
      },
    },
    async (request) => {
      const row = await getCapture(request.db, request.params.captureID, companyScope(request) ?? null);
      if (!row) throw new NotFound(CAPTURE_NOT_FOUND);
      return captureJob(row);
    },
  );
}
