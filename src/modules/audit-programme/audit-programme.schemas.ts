import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { Page, Pagination } from '../../http/paging.js';
import { Id, NullBool, NullInt, NullNum, NullStr, PG_INT_MAX, Words } from '../../http/schemas.js';
import { SortQuery } from '../../http/sorting.js';

export const tags = ['Audit programme'];

const Months = (description: string) => Type.Integer({ minimum: 1, maximum: 120, description });

/** The decision table (docs/approval.md, "Audit programme"): what GET answers and PUT replaces whole. */
export const Rules = Type.Object(
  {
    high_months: Months('High risk (risk level 3): months between audits'),
    medium_months: Months('Medium risk (risk level 2): months between audits'),
    low_months: Months('Low risk (risk level 1): months between audits'),
    unrated_months: Months('A supplier without a risk level: months between audits'),
    score_below: Type.Number({
      minimum: 0,
      maximum: 100,
      description: 'A last audit scoring under this (%) multiplies the risk interval by score_factor',
    }),
    score_factor: Type.Number({
      minimum: 0.01,
      maximum: 1,
      description: 'The factor of a low score (0.5: halved), rounded to whole months, at least 1',
    }),
    grade_cd_months: Months('A live BRCGS Food Safety certificate graded C or D: months at most'),
    grade_aab_months: Months('A live BRCGS Food Safety certificate graded AA, A or B: months at most'),
    first_audit_days: Type.Integer({
      minimum: 0,
      maximum: 3650,
      description: 'A site never audited is due this many days after it was added',
    }),
    unannounced: Type.Boolean({
      description: 'Planned audits are unannounced unless the plan says otherwise',
    }),
  },
  {
    additionalProperties: false,
    examples: [
      {
        high_months: 12,
        medium_months: 18,
        low_months: 36,
        unrated_months: 12,
        score_below: 75,
        score_factor: 0.5,
        grade_cd_months: 6,
        grade_aab_months: 12,
        first_audit_days: 90,
        unannounced: false,
      },
    ],
  },
);
export type Rules = Static<typeof Rules>;

export const RulesRead = Type.Object({
  ...Rules.properties,
  updated: Type.String({ description: 'When the table was last changed (ISO 8601)' }),
  updated_by: NullInt('Who changed it last; null: never changed'),
});

export const RulesSaved = Type.Object({
  ...RulesRead.properties,
  sites_moved: Type.Integer({ description: 'Sites whose due date, interval or reasons the change moved' }),
});

export const STATES = ['due', 'overdue', 'planned'] as const;
export type State = (typeof STATES)[number];

export const SORTS = ['date', 'due_date', 'companyname', 'sitename'] as const;

export const ProgrammeQuery = Type.Object(
  {
    status: Type.Optional(
      Words(
        STATES,
        'planned: an open planned audit; overdue: not planned and past its due date; due: not planned, due today or later',
      ),
    ),
    from: Type.Optional(
      Type.String({
        format: 'date',
        description: 'Date on or after (YYYY-MM-DD): the planned date, else the due date',
      }),
    ),
    to: Type.Optional(Type.String({ format: 'date', description: 'Date on or before (YYYY-MM-DD)' })),
    supplierid: Type.Optional(Id('Only this supplier’s sites')),
    userid: Type.Optional(Id('Only the sites whose planned audit this auditor is assigned')),
    sort: SortQuery(
      SORTS,
      'Order by `date` (the planned date, else the due date: the default), `due_date`, `companyname` or `sitename`.',
    ),
    ...Page,
  },
  { additionalProperties: false },
);
export type ProgrammeQuery = Static<typeof ProgrammeQuery>;

export const Reason = Type.Object({
  rule: Words(['risk', 'score', 'grade', 'first_audit'] as const),
  months: NullInt('The interval this row gives; null for first_audit (it sets the date, not the interval)'),
  decides: Type.Boolean({
    description: 'This row sets the interval (the shortest applies) or the first due date',
  }),
  text: Type.String(),
});

export const ProgrammeRow = component(
  'AuditProgrammeSite',
  Type.Object({
    siteid: Type.Integer(),
    sitename: Type.String(),
    supplierid: Type.Integer(),
    companyname: Type.String(),
    riskid: NullInt('1 Low, 2 Medium, 3 High; null: unrated'),
    status: Words(STATES),
    due_date: Type.String({ description: 'YYYY-MM-DD: when the next audit is due' }),
    days: Type.Integer({ description: 'Days from today to the due date: negative when overdue' }),
    interval_months: Type.Integer({ description: 'Months between audits, the shortest of the reasons' }),
    reasons: Type.Array(Reason),
    last_audit: Type.Union([
      Type.Null(),
      Type.Object({ auditid: Type.Integer(), auditdate: Type.String(), score_pct: NullNum() }),
    ]),
    planned: Type.Union([
      Type.Null(),
      Type.Object({
        auditid: Type.Integer(),
        auditdate: Type.String({ description: 'YYYY-MM-DD: the planned audit’s date' }),
        userid: Type.Integer({ description: 'The assigned auditor' }),
        auditor: Type.String(),
        unannounced: NullBool(),
      }),
    ]),
    grade: NullStr('The BRCGS Food Safety grade counted, if any'),
  }),
);
export type ProgrammeRow = Static<typeof ProgrammeRow>;

export const ProgrammeList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(ProgrammeRow),
  pagination: Pagination,
  asof: Type.String({ description: 'The day (YYYY-MM-DD, UTC) statuses and days are computed for' }),
});

export const PlanBody = Type.Object(
  {
    days: Type.Integer({
      minimum: 0,
      maximum: 366,
      description: 'Plan every site due within this many days (overdue ones included)',
      examples: [30],
    }),
    userid: Type.Optional(
      Id('The auditor assigned (an active user of the organisation); default: the caller'),
    ),
    unannounced: Type.Optional(Type.Boolean({ description: 'Default: the rules’ `unannounced`' })),
  },
  { additionalProperties: false },
);
export type PlanBody = Static<typeof PlanBody>;

export const Planned = Type.Object({
  planned: Type.Integer({
    description: 'Audits created by this call (sites already planned are left as they are)',
  }),
  audits: Type.Array(
    Type.Object({
      auditid: Type.Integer(),
      siteid: Type.Integer(),
      due_date: Type.String(),
      auditdate: Type.String(),
    }),
  ),
});

export const AssignParams = Type.Object({
  auditid: Type.Integer({ minimum: 1, maximum: PG_INT_MAX, description: 'A planned audit, not completed' }),
});
export const AssignBody = Type.Object(
  { userid: Id('The auditor now assigned (an active user of the organisation)') },
  { additionalProperties: false },
);
export const Assigned = Type.Object({
  auditid: Type.Integer(),
  userid: Type.Integer(),
  message: Type.String(),
});

export const PLAN_NOT_FOUND = 'Planned audit not found';
export const ALREADY_COMPLETE = 'Audit already completed';
