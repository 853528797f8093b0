import { Type, type Static } from 'typebox';
import { CursorPagination, CursorQuery, Page } from '../../http/paging.js';
import { Id, NullInt, NullStr, NullableTimestamp, PG_INT_MAX, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';

export const tags = ['Corrective actions'];

export const ACTION_NOT_FOUND = 'Action not found';
export const NOT_FAILED_OR_FLAGGED = 'Corrective actions are for failed or flagged items';
export const VERIFIED_IS_FINAL = 'A verified action cannot be changed';
export const VERIFY_NEEDS_DONE = 'Only a done action can be verified';
export const VERIFY_NEEDS_NOTE = 'Missing required field: verificationnote';
export const VERIFY_NEEDS_LEVEL = 'Insufficient permissions: verifying an action needs level 3';
export const NOT_ASSIGNED = 'Insufficient permissions: the action is not assigned to you';
export const NO_VALID_FIELDS = 'No valid fields provided for update';

export const STATUSES = ['open', 'in_progress', 'done', 'verified'] as const;
export type ActionStatus = (typeof STATUSES)[number];
export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

const Status = Type.Union(
  [Type.Literal('open'), Type.Literal('in_progress'), Type.Literal('done'), Type.Literal('verified')],
  { description: 'open → in_progress → done → verified (verified: level 3, with a verificationnote; final)' },
);
const PriorityField = Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')]);
const DueDate = Type.String({ format: 'date', description: 'YYYY-MM-DD' });
const Description = Type.String({ minLength: 1, maxLength: 2000 });

// The order of `required` is the order in which a missing field is reported.
export const CreateActionBody = Type.Object({
  description: Description,
  assignee: Id('The user who is to carry it out: the organisation’s or the audited supplier’s'),
  duedate: DueDate,
  priority: PriorityField,
});
export type CreateActionBody = Static<typeof CreateActionBody>;

export const UpdateActionBody = Type.Object(
  {
    description: Type.Optional(Description),
    assignee: Type.Optional(Id()),
    duedate: Type.Optional(DueDate),
    priority: Type.Optional(PriorityField),
    status: Type.Optional(Status),
    verificationnote: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  },
  {
    // A note is recorded only when verifying, which only a done action can be.
    examples: [
      { status: 'verified', verificationnote: 'New probe thermometer seen, calibration record signed' },
    ],
  },
);
export type UpdateActionBody = Static<typeof UpdateActionBody>;
/** What the supplier scope may send to an action assigned to it (docs/actions.md). */
export const SUPPLIER_FIELDS: ReadonlySet<string> = new Set(['status']);

export const ItemActionParams = Type.Object({ auditid: Id(), itemid: Id() });
export const ActionParams = Type.Object({ id: Id() });

export const ListActionsQuery = Type.Object({
  status: Type.Optional(Status),
  assignee: Type.Optional(Id()),
  priority: Type.Optional(PriorityField),
  companyid: Type.Optional(Type.Integer({ minimum: 1, maximum: PG_INT_MAX })),
  overdue: Type.Optional(
    Type.Boolean({ description: 'true: past due and not done; false: the others; absent: all' }),
  ),
  ...Page,
  ...CursorQuery,
});
export type ListActionsQuery = Static<typeof ListActionsQuery>;

export const Action = component(
  'CorrectiveAction',
  Type.Object({
    actionid: Type.Integer(),
    auditid: Type.Integer(),
    itemid: Type.Integer(),
    companyid: Type.Integer({ description: 'The audited supplier' }),
    question: Type.String({ description: 'The checklist item' }),
    result: Type.String({
      description: 'The item’s current answer (fail or flag when the action was raised)',
    }),
    description: Type.String(),
    assignee: Type.Integer(),
    assignee_name: Type.String(),
    duedate: Type.String({ description: 'YYYY-MM-DD' }),
    priority: PriorityField,
    status: Status,
    overdue: Type.Boolean({ description: 'Past its due date (UTC) and neither done nor verified' }),
    verificationnote: NullStr(),
    verified_by: NullInt(),
    verified_at: NullableTimestamp,
    automatic: Type.Boolean({ description: 'Raised by the audit’s completion for a critical fail' }),
    created_by: Type.Integer(),
    created: Timestamp,
    lastupdated: Timestamp,
  }),
);
export type Action = Static<typeof Action>;

export const ActionList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Action),
  pagination: CursorPagination,
});
