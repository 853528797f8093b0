import { Type, type Static } from 'typebox';
import { Id } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['History'];
export const HISTORY_MAX_PAGE = 1000;

/** The path's parameters: `entity` one of the modules' history entities (AppContext.declared). */
export const historyParams = (entityNames: readonly string[]) =>
  Type.Object({
    entity: Type.String({ maxLength: 50, description: entityNames.join(', ') }),
    id: Id(),
  });

export const HistoryQuery = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: HISTORY_MAX_PAGE,
      default: 100,
      description: 'Entries per page, at most 1000',
    }),
  ),
  cursor: Type.Optional(
    Type.String({ maxLength: 100, description: 'pagination.next_cursor of the previous page' }),
  ),
});

const Value = Type.Unknown({ description: 'As the read endpoints show it; "[redacted]" for secrets' });

export const HistoryEntry = component(
  'HistoryEntry',
  Type.Object({
    historyid: Type.Integer({ format: 'int64' }),
    entity: Type.String(),
    entityid: Type.Integer(),
    action: Type.Union(
      ['create', 'update', 'delete', 'restore', 'status_change'].map((a) => Type.Literal(a)),
    ),
    part: Type.String({
      description: 'What inside the entity changed: spec, allergens, nutrition, site, saq, answer…',
    }),
    partid: Type.Union([Type.Integer(), Type.Null()], {
      description: 'siteid, itemid of an answer, docid of a photo',
    }),
    changes: Type.Array(Type.Object({ field: Type.String(), old: Value, new: Value })),
    userid: Type.Union([Type.Integer(), Type.Null()], { description: 'null: the system itself' }),
    via: Type.Union([Type.String(), Type.Null()], { description: 'key:<id> or token; null for the system' }),
    at: Type.String({ description: 'UTC, ISO 8601 with milliseconds' }),
    requestid: Type.Union([Type.String(), Type.Null()]),
    reason: Type.Union([Type.String(), Type.Null()], { description: 'The request’s X-Change-Reason header' }),
  }),
);
export type HistoryEntry = Static<typeof HistoryEntry>;

export const HistoryPage = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(HistoryEntry),
  pagination: Type.Object({
    limit: Type.Integer(),
    next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
  }),
});
