import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';

export const tags = ['Events'];
export const EVENTS_MAX_PAGE = 1000;

/** GET /events' query: `types` names the feed's types (AppContext.declared). */
export const eventsQuery = (eventTypes: readonly string[]) =>
  Type.Object({
    after: Type.Optional(
      Type.Integer({
        minimum: 0,
        format: 'int64',
        default: 0,
        description: 'The last `seq` seen (next_after of the previous page)',
      }),
    ),
    types: Type.Optional(
      Type.String({ maxLength: 2000, description: `Comma-separated types: ${eventTypes.join(', ')}` }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: EVENTS_MAX_PAGE, default: 100, description: 'At most 1000' }),
    ),
  });

export const Event = component(
  'Event',
  Type.Object({
    id: Type.String({ description: 'evt_<seq>: the same wherever the event is delivered' }),
    seq: Type.Integer({
      format: 'int64',
      description: 'Increasing in the order events become visible; never reused',
    }),
    type: Type.String(),
    occurred_at: Type.String({ description: 'When the change was made: UTC, ISO 8601 with milliseconds' }),
    entity: Type.String(),
    entityid: Type.Integer(),
    companyid: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The supplier the record belongs to',
    }),
    data: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Thin: ids, part, changed_fields, and from/to for status changes; fetch the record for the rest',
    }),
  }),
);
export type Event = Static<typeof Event>;

export const EventPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Event),
  next_after: Type.Integer({
    format: 'int64',
    description: 'Send it as `after` to get the next page (the same when nothing is new)',
  }),
});
