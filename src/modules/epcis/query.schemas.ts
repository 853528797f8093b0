import { Type } from 'typebox';
import { EPCIS_CONTEXT } from '../../lib/epcis/context-terms.js';
import { eventHash } from '../../lib/epcis/event-hash.js';
import { EXAMPLE_SHIPPING } from './capture.schemas.js';
import { DEFAULT_PER_PAGE, MAX_PARAM_CHARS, MAX_PER_PAGE } from './query-params.js';

export const EVENT_NOT_FOUND = 'Event not found';

const values = (what: string) =>
  Type.Optional(
    Type.String({
      maxLength: MAX_PARAM_CHARS,
      description: `${what}; several separated by \`|\` (any of them)`,
    }),
  );
const time = (description: string) =>
  Type.Optional(
    Type.String({
      maxLength: 64,
      description: `${description} (RFC 3339, e.g. 2026-11-28T08:00:00.000+01:00)`,
    }),
  );
const ids = (what: string) =>
  values(
    `${what}: an EPC URN or a GS1 Digital Link on any host (the same identifier either way); a class without a ` +
      'lot or serial (`https://id.gs1.org/01/{gtin}`, `urn:epc:idpat:sgtin:P.I.*`) matches its lots and serials',
  );

/**
 * The SimpleEventQuery parameters of the binding. The handler reads them from the address itself (query-params.ts):
 * a parameter given twice or not listed here is refused there, naming it.
 */
export const EventsQuery = Type.Object({
  eventType: values(
    '`ObjectEvent`, `AggregationEvent`, `TransactionEvent`, `TransformationEvent`, `AssociationEvent`',
  ),
  GE_eventTime: time('Events at or after this time'),
  LT_eventTime: time('Events before this time'),
  GE_recordTime: time('Events recorded at or after this time'),
  LT_recordTime: time('Events recorded before this time'),
  EQ_action: values('`ADD`, `OBSERVE`, `DELETE`'),
  EQ_bizStep: values(
    'A CBV business step: bare word, GS1 Web URI or 1.x URN (one and the same), or your own URI',
  ),
  EQ_disposition: values('A CBV disposition: bare word, GS1 Web URI or 1.x URN, or your own URI'),
  EQ_readPoint: values('A read point: SGLN URN or Digital Link (`/414/{gln}`), or your own URI'),
  EQ_bizLocation: values('A business location: SGLN URN or Digital Link (`/414/{gln}`), or your own URI'),
  MATCH_epc: ids('An identifier of `epcList` or `childEPCs`'),
  MATCH_anyEPC: ids('An identifier of `epcList`, `childEPCs`, `parentID`, `inputEPCList` or `outputEPCList`'),
  MATCH_epcClass: ids('A class or lot of `quantityList` or `childQuantityList`'),
  MATCH_anyEPCClass: ids('A class or lot of any quantity list (also input and output)'),
  EQ_eventID: values('An eventID (as sent, or the CBV 2.0 hash given to an event sent without one)'),
  perPage: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PER_PAGE,
      default: DEFAULT_PER_PAGE,
      description: `Events per page, at most ${MAX_PER_PAGE}`,
    }),
  ),
  nextPageToken: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'From the `Link` of the previous page (opaque; the link carries it with the filters)',
    }),
  ),
});

/** The capture's example event as a query answers it: with the hash it was given and its recordTime. */
const EXAMPLE_EVENT = {
  ...EXAMPLE_SHIPPING,
  eventID: eventHash(EXAMPLE_SHIPPING, [EPCIS_CONTEXT]),
  recordTime: '2026-11-28T08:00:01.000Z',
};

export const EPCISQueryDocument = Type.Object(
  {
    '@context': Type.Array(Type.Unknown(), {
      description: 'The EPCIS 2.0 context, then the namespaces of the captures the events came from',
    }),
    type: Type.Literal('EPCISQueryDocument'),
    schemaVersion: Type.Literal('2.0'),
    creationDate: Type.String({ format: 'date-time' }),
    epcisBody: Type.Object({
      queryResults: Type.Object({
        queryName: Type.Literal('SimpleEventQuery'),
        resultsBody: Type.Object({
          eventList: Type.Array(Type.Object({}, { additionalProperties: true }), {
            description:
              'Each event as captured, every field as sent, with `recordTime` and (when it was sent without ' +
              'one) the `eventID` it was given: the CBV 2.0 event hash',
          }),
        }),
      }),
    }),
  },
  {
    description: 'GS1 EPCIS 2.0 query document (REST binding): the events matching the query, oldest first',
    examples: [
      {
        '@context': [EPCIS_CONTEXT],
        type: 'EPCISQueryDocument',
        schemaVersion: '2.0',
        creationDate: '2026-11-28T08:05:00.000Z',
        epcisBody: {
          queryResults: { queryName: 'SimpleEventQuery', resultsBody: { eventList: [EXAMPLE_EVENT] } },
        },
      },
    ],
  },
);

export const EventParams = Type.Object({
  eventID: Type.String({ minLength: 1, maxLength: 2048, description: 'The eventID, URL-encoded' }),
});

export const Collection = Type.Object(
  {
    '@context': Type.Array(Type.String()),
    type: Type.Literal('Collection'),
    member: Type.Array(Type.String()),
  },
  {
    description:
      'A list of the binding (`Collection`): the event types, business steps or dispositions known',
    examples: [
      { '@context': [EPCIS_CONTEXT], type: 'Collection', member: ['ObjectEvent', 'AggregationEvent'] },
    ],
  },
);
