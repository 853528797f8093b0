import { Type, type Static } from 'typebox';
import { Id, Nullable, PG_INT_MAX, Timestamp } from '../../http/schemas.js';
import { component } from '../../http/openapi.js';
import { CursorPagination, CursorQuery, MAX_PAGE_SIZE } from '../../http/paging.js';
import { SortedCursorQuery, SortQuery } from '../../http/sorting.js';

export const AUDIT_ID_MESSAGE = 'Missing or invalid audit id (auditid) parameter';
export const INVALID_RESULT_MESSAGE = 'Invalid result value — must be one of: pass, fail, flag, na';
export const NOT_IMAGE_MESSAGE = 'Only image files are allowed (JPEG, PNG, GIF, WebP)';
export const PHOTO_NOT_FOUND_MESSAGE = 'Photo not found for this audit';
export const ALREADY_COMPLETE_MESSAGE = 'Audit is already complete';
export const NOT_READY_MESSAGE = 'Could not complete audit';
export const AUDIT_NOT_FOUND_MESSAGE = 'Audit not found';

export const STATUS_IN_PROGRESS = 1;
export const STATUS_COMPLETE = 2;

const Light = Type.Union(
  [Type.Literal('grey'), Type.Literal('amber'), Type.Literal('red'), Type.Literal('green')],
  {
    description:
      'grey: nothing answered; red: a critical fail or flag; green: all answered, no fail or flag; amber: otherwise',
  },
);
const Result = Type.Union([
  Type.Literal('pass'),
  Type.Literal('fail'),
  Type.Literal('flag'),
  Type.Literal('na'),
]);

export const AuditListItem = component(
  'Audit',
  Type.Object({
    auditid: Type.Integer(),
    companyid: Type.Integer(),
    companyname: Type.String(),
    auditdate: Type.String({ description: 'YYYY-MM-DD' }),
    statusid: Type.Integer({ description: '1 In progress, 2 Complete (GET /lookups/audit_statuses)' }),
    score_pct: Nullable(Type.Number({ description: 'null until the audit is completed' })),
    traffic_light: Light,
    userid: Type.Integer({ description: 'the auditor' }),
    audit_reason: Nullable(Type.String()),
  }),
);
export type AuditListItem = Static<typeof AuditListItem>;

export const ListAuditsQuery = Type.Object({
  userid: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: PG_INT_MAX,
      description: 'Only this auditor’s audits; 0 or absent: all',
    }),
  ),
  companyid: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PG_INT_MAX,
      description:
        'Only this supplier’s audits (the supplier scope sees its own company’s whatever it sends)',
    }),
  ),
  // Additive: without either, the whole list as the contract has it.
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      description: 'Page the list: rows per page, at most 200',
    }),
  ),
  ...CursorQuery,
  // Additive (docs/audits.md): the filters and `sort` apply to the whole list and to a page alike.
  page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 1000000,
      description: 'Page the list: from 1, `limit` rows each (default 50)',
    }),
  ),
  statusid: Type.Optional(
    Id('Only audits of this status (GET /lookups/audit_statuses: 1 In progress, 2 Complete)'),
  ),
  overdue: Type.Optional(
    Type.Boolean({
      description: 'true: in progress with its audit date past (UTC); false: the others; absent: all',
    }),
  ),
  from: Type.Optional(Type.String({ format: 'date', description: 'Audit date on or after (YYYY-MM-DD)' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Audit date on or before (YYYY-MM-DD)' })),
  sort: SortQuery(
    ['auditid', 'auditdate', 'companyname', 'auditor', 'statusid', 'score_pct'],
    'Sort by this column (the supplier’s and auditor’s names any case; no score before any score).',
  ),
  ...SortedCursorQuery,
});

/** The whole list (the contract), or a page of it with `pagination` when `limit` or `cursor` is sent. */
export const AuditList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(AuditListItem),
  pagination: Type.Optional(CursorPagination),
});

// The order of `required` is the order in which a missing field is reported.
export const CreateAuditBody = Type.Object({
  companyid: Id('The supplier company audited (supplierid)'),
  userid: Id('The auditor'),
  audit_date: Type.String({ format: 'date', description: 'YYYY-MM-DD' }),
  audit_reason: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
});
export type CreateAuditBody = Static<typeof CreateAuditBody>;

export const AuditCreated = Type.Object({ message: Type.String(), auditid: Type.Integer() });

export const AuditSection = component(
  'AuditSection',
  Type.Object({
    sectionid: Type.Integer(),
    section_name: Type.String(),
    icon_class: Type.String(),
    sort_order: Type.Integer(),
    total_items: Type.Integer(),
    answered_items: Type.Integer(),
    traffic_light: Light,
  }),
);
export type AuditSection = Static<typeof AuditSection>;

export const SectionStats = Type.Object({
  sectionid: Type.Integer(),
  total_items: Type.Integer(),
  answered_items: Type.Integer(),
  traffic_light: Light,
});

export const Photo = component(
  'AuditPhoto',
  Type.Object({
    docid: Type.Integer(),
    url: Type.String({ description: 'Public link, usable as an image source without a key' }),
    filename: Type.String({ description: 'The original file name' }),
  }),
);
export type Photo = Static<typeof Photo>;

export const Answer = Type.Object({
  result: Result,
  notes: Nullable(Type.String()),
  userid: Type.Integer(),
  answered_at: Timestamp,
});

export const AuditItem = component(
  'AuditItem',
  Type.Object({
    itemid: Type.Integer(),
    sectionid: Type.Integer(),
    question: Type.String(),
    guidance: Type.String(),
    critical: Type.Boolean(),
    required: Type.Boolean(),
    sort_order: Type.Integer(),
    answer: Nullable(Answer),
    photos: Type.Array(Photo),
  }),
);
export type AuditItem = Static<typeof AuditItem>;

export const AnswerBody = Type.Object({
  result: Result,
  notes: Type.Optional(Nullable(Type.String({ maxLength: 10000 }))),
  userid: Type.Optional(Id('Who answered; defaults to the key’s user')),
});
export type AnswerBody = Static<typeof AnswerBody>;

export const CompleteBody = Type.Object({
  userid: Type.Optional(Id('Who completed the audit; defaults to the key’s user')),
});

export const Completed = Type.Object({
  success: Type.Literal(true),
  score_pct: Type.Number(),
  message: Type.String(),
});

export const AuditParams = Type.Object({ auditid: Id() });
export const SectionParams = Type.Object({ auditid: Id(), sectionid: Id() });
export const ItemParams = Type.Object({ auditid: Id(), itemid: Id() });
export const PhotoParams = Type.Object({ auditid: Id(), docid: Id() });

export const tags = ['Audits'];
