import type { Readable } from 'node:stream';
import { Type, type Static } from 'typebox';
import { Id, Nullable, Ok } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { COLUMNS } from './sheet.js';
import { KDES } from './kde.js';

export const tags = ['FSMA 204'];
export const COMPANY_NOT_FOUND = 'Company not found';

/** An ISO 8601 day, or a date and time with its offset (RFC 3339); the day is midnight UTC. */
const Moment = (description: string) =>
  Type.String({
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
    description,
  });

const Window = {
  from: Type.Optional(
    Moment(
      'Events at or after (eventTime): a day (`2026-11-01`, midnight UTC) or a date-time with its offset',
    ),
  ),
  to: Type.Optional(Moment('Events before (exclusive), as `from`; the window is at most 366 days')),
};

export const MAX_WINDOW_DAYS = 366;

export const WINDOW_MESSAGES = {
  from: 'Invalid from: a date (YYYY-MM-DD) or a date-time with its offset (2026-11-01T00:00:00Z)',
  to: 'Invalid to: a date (YYYY-MM-DD) or a date-time with its offset (2026-11-01T00:00:00Z)',
};

export const FORMATS = ['csv', 'xlsx', 'json'] as const;

export const RecordsQuery = Type.Object({
  tlc: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 2048,
      description:
        'A traceability lot code: a GTIN with its lot, as a GS1 Digital Link on any host (`https://id.gs1.org/01/{gtin}/10/{lot}`) ' +
        'or an EPC URN (`urn:epc:class:lgtin:…`). Without it, every CTE of the window.',
    }),
  ),
  ...Window,
  format: Type.Optional(
    Type.String({
      enum: [...FORMATS],
      default: 'csv',
      description: '`csv` (the default), `xlsx` or `json`',
    }),
  ),
  companyid: Type.Optional(
    Id(
      'Only CTEs at this company’s active sites (their GLNs); 1: the organisation’s. 404 when there is none; ' +
        'the supplier scope always sees only its own',
    ),
  ),
});
export type RecordsQuery = Static<typeof RecordsQuery>;

export const FsmaRecord = component(
  'FsmaRecord',
  Type.Object(
    Object.fromEntries(
      COLUMNS.map((c) => [
        c.key,
        c.key === 'quantity' || c.key === 'inputQuantity'
          ? Nullable(Type.Number({ description: c.heading }))
          : c.key === 'criticalTrackingEvent' ||
              c.key === 'eventDate' ||
              c.key === 'eventTime' ||
              c.key === 'eventId'
            ? Type.String({ description: c.heading })
            : Nullable(Type.String({ description: c.heading })),
      ]),
    ),
    { description: 'One row of the FSMA 204 sortable spreadsheet, by column (docs/traceability-events.md)' },
  ),
);

const RecordsEnvelope = Ok(Type.Array(FsmaRecord));
/** The JSON answer's schema; the handler sends it (and the CSV and XLSX) as a stream. */
export const RecordsResponse = Type.Unsafe<Static<typeof RecordsEnvelope> | Readable>(RecordsEnvelope);

export const CompletenessQuery = Type.Object({
  companyid: Type.Optional(
    Id(
      'Only this company’s line (1: the organisation); 404 when there is none; the supplier scope sees its own',
    ),
  ),
  ...Window,
});

const Count = (description?: string) => Type.Integer({ minimum: 0, description });
const Kde = Type.String({ enum: [...KDES] });

export const CompletenessLine = component(
  'TraceabilityCompleteness',
  Type.Object({
    companyid: Type.Integer({
      description: 'The company owning the site the events happened at; 1: the organisation',
    }),
    name: Type.String(),
    shipping: Count('Its shipping events in the window (none declared erroneous)'),
    complete: Count('Of those, the ones carrying every KDE a receiver needs (21 CFR 1.1345)'),
    share: Nullable(
      Type.Number({ minimum: 0, maximum: 1, description: 'complete / shipping; null with none' }),
    ),
    counts: Type.Object(Object.fromEntries(KDES.map((k) => [k, Count()])), {
      description: 'Shipping events missing each KDE',
    }),
    missing: Type.Array(Type.Object({ kde: Kde, count: Count() }), {
      description: 'The KDEs missing at least once, most often missing first',
    }),
  }),
);

export const CompletenessResponse = Ok(
  Type.Object({
    from: Type.String({ description: 'The window’s start (eventTime, included), UTC' }),
    to: Type.String({ description: 'Its end (excluded), UTC' }),
    suppliers: Type.Array(CompletenessLine, { description: 'Lowest share first, then by name' }),
  }),
);
