import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { sendJsonText } from '../../http/db-json.js';
import { NotFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { companyScope } from '../../http/scope.js';
import { cbvTerms, EVENT_TYPES } from '../../lib/epcis/cbv.js';
import { EPCIS_CONTEXT } from '../../lib/epcis/context-terms.js';
import { companyGlns } from './capture.repository.js';
import { tags } from './capture.schemas.js';
import { encodePageToken, nextPageQuery, parseEventQuery, type EventFilter } from './query-params.js';
import { CaptureContexts } from './capture-contexts.js';
import { eventById, queryEvents, type StoredEvent } from './query.repository.js';
import {
  Collection,
  EPCISQueryDocument,
  EVENT_NOT_FOUND,
  EventParams,
  EventsQuery,
} from './query.schemas.js';

export const EVENTS_PATH = '/api/v1/epcis/events';
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * The document's @context: the EPCIS context, then what the captures were sent with besides it (the namespaces of
 * their extensions), once each. Two captures giving one prefix two namespaces cannot both be said in one context:
 * the first capture's is kept.
 */
export function queryContext(contexts: readonly unknown[]): unknown[] {
  const urls: string[] = [];
  const terms: Json = {};
  for (const context of contexts) {
    for (const part of Array.isArray(context) ? context : [context]) {
      if (typeof part === 'string') {
        if (!/\/epcis-context\.jsonld$/.test(part) && !urls.includes(part)) urls.push(part);
      } else if (isObject(part)) {
        for (const [k, v] of Object.entries(part)) if (!Object.hasOwn(terms, k)) terms[k] = v;
      }
    }
  }
  return [EPCIS_CONTEXT, ...urls, ...(Object.keys(terms).length > 0 ? [terms] : [])];
}

/**
 * An event as captured (stored with its eventID), its recordTime added: the stored JSON text with one field spliced
 * in before its closing brace, never parsed and written again (a page of events is answered at the cost of
 * copying it).
 */
export function answeredEventText(row: StoredEvent): string {
  const text = row.event.trimEnd();
  return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}"recordTime":${JSON.stringify(row.recordtime)}}`;
}

/** The EPCISQueryDocument of the rows, as JSON text. */
async function queryDocument(db: Queryable, contexts: CaptureContexts, rows: StoredEvent[]): Promise<string> {
  const ids = [...new Set(rows.map((r) => r.captureid))].sort((a, b) => a - b);
  const head = JSON.stringify({
    '@context': queryContext(await contexts.of(db, ids)),
    type: 'EPCISQueryDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
  });
  return `${head.slice(0, -1)},"epcisBody":{"queryResults":{"queryName":"SimpleEventQuery","resultsBody":{"eventList":[${rows
    .map(answeredEventText)
    .join(',')}]}}}}`;
}

/** The GLNs a supplier's events must name (its active sites); null for the organisation's users. */
async function scopeOf(db: Queryable, request: FastifyRequest): Promise<string[] | null> {
  const company = companyScope(request);
  return company === undefined ? null : [...(await companyGlns(db, company))];
}

const LINK = {
  Link: {
    description:
      'When more events match: `<' +
      EVENTS_PATH +
      '?{the same parameters}&nextPageToken={token}>; rel="next"`',
    schema: { type: 'string' },
  },
};

/** The parameters of a request to GET /epcis/events, as its preValidation read them. */
const parsed = new WeakMap<FastifyRequest, { params: URLSearchParams; filter: EventFilter }>();

const collection = (member: readonly string[]) => ({
  '@context': [EPCIS_CONTEXT],
  type: 'Collection' as const,
  member: [...member],
});

/** GET /epcis/events, /epcis/events/{eventID} and the binding's lists: the EPCIS 2.0 REST binding's query interface. */
export async function queryRoutes(app: App, { db }: Pick<AppContext, 'db'>) {
  const contexts = new CaptureContexts();
  app.get(
    '/epcis/events',
    {
      config: { level: 1, supplier: 'company', openapi: { responses: { 200: { headers: LINK } } } },
      // Before the schema: its own words for an unknown, repeated or bad parameter, whatever the schema would say.
      preValidation: async (request) => {
        // Read from the address itself: every parameter as sent, twice if sent twice (an unencoded `?` inside a
        // value, as in an event hash's `?ver=CBV2.0`, stays in it).
        const at = request.url.indexOf('?');
        const params = new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
        parsed.set(request, { params, filter: parseEventQuery(params) });
      },
      schema: {
        operationId: 'queryEpcisEvents',
        tags,
        summary: 'Events matching a SimpleEventQuery, oldest first, a page at a time',
        description:
          'GS1 EPCIS 2.0 REST binding: the query parameters of SimpleEventQuery, several values of one separated ' +
          'by `|`. CBV values and identifiers match in any of their forms (docs/traceability-events.md). Ordered ' +
          'by eventTime; `perPage` (default 30, at most 1,000) events a page and a `Link` to the next while more ' +
          'match. An unknown or repeated parameter, or a value that cannot be what it names, is 400 naming it. ' +
          'The supplier scope sees only events naming one of its own sites.',
        querystring: EventsQuery,
        response: responses({ 200: EPCISQueryDocument }),
      },
    },
    async (request, reply) => {
      const { params, filter } = parsed.get(request)!;
      const rows = await queryEvents(db, filter, await scopeOf(db, request));
      const page = rows.slice(0, filter.perPage);
      const last = page[page.length - 1];
      if (rows.length > filter.perPage && last) {
        const token = encodePageToken({ eventtime: last.eventtime, id: last.id });
        reply.header('link', `<${EVENTS_PATH}?${nextPageQuery(params, token)}>; rel="next"`);
      }
      return sendJsonText(reply, await queryDocument(db, contexts, page));
    },
  );

  app.get(
    '/epcis/events/:eventID',
    {
      config: { level: 1, supplier: 'company' },
      schema: {
        operationId: 'getEpcisEvent',
        tags,
        summary: 'One event by its eventID, with its error declaration if it has one',
        description:
          'The binding’s answer for one event: an EPCISQueryDocument of the event and, when one was captured, its ' +
          'error declaration after it (both carry the same eventID). The supplier scope reads only events naming ' +
          'one of its own sites (another’s answers 404). An ID longer than 200 characters once URL-encoded is ' +
          'queried with `GET /epcis/events?EQ_eventID=`.',
        params: EventParams,
        response: responses({ 200: EPCISQueryDocument }, [404, 414]),
      },
    },
    async (request, reply) => {
      const rows = await eventById(db, request.params.eventID, await scopeOf(db, request));
      if (rows.length === 0) throw new NotFound(EVENT_NOT_FOUND);
      return sendJsonText(reply, await queryDocument(db, contexts, rows));
    },
  );

  const lists = [
    ['eventTypes', 'getEpcisEventTypes', 'The five EPCIS 2.0 event types', EVENT_TYPES],
    ['bizSteps', 'getEpcisBizSteps', 'The CBV 2.0 business steps (bare words)', cbvTerms('bizStep')],
    [
      'dispositions',
      'getEpcisDispositions',
      'The CBV 2.0 dispositions (bare words)',
      cbvTerms('disposition'),
    ],
  ] as const;
  for (const [path, operationId, summary, member] of lists) {
    app.get(
      `/epcis/${path}`,
      {
        config: { level: 1, supplier: 'company' },
        schema: {
          operationId,
          tags,
          summary,
          description:
            'As the EPCIS 2.0 REST binding lists them: a `Collection` whose `member`s are the standard terms. ' +
            'Values of your own (absolute URIs) are accepted by capture and queries but not listed.',
          response: responses({ 200: Collection }),
        },
      },
      async () => collection(member),
    );
  }
}
