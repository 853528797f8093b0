import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { CursorPagination, CursorQuery, Page } from '../../http/paging.js';
import { Id, Nullable, NullableTimestamp, PG_INT_MAX, Timestamp, Words } from '../../http/schemas.js';
import { Section } from './questionnaires.schemas.js';

export const ASSIGNMENT_NOT_FOUND = 'Questionnaire assignment not found';
export const FILE_NOT_FOUND = 'Questionnaire file not found';
export const DUE_IN_PAST = 'due must be today or later';
export const notAnswerable = (status: string) =>
  `The questionnaire is ${status}: it can no longer be answered`;
export const notReviewable = (status: string) =>
  `The questionnaire is ${status}: only a submitted one is reviewed`;
export const missingMessage = (codes: string[]) => `Required questions not answered: ${codes.join(', ')}`;

/** The assignment states (docs/approval.md, "Questionnaire states"); 'Complete': earlier records, left as they are. */
export const STATUSES = [
  'Not started',
  'In progress',
  'Submitted',
  'Accepted',
  'Rejected',
  'Changes requested',
  'Expired',
  'Complete',
] as const;
export type AssignmentStatus = (typeof STATUSES)[number];
/** The states in which the supplier may still answer. */
export const ANSWERABLE: ReadonlySet<string> = new Set(['Not started', 'In progress', 'Changes requested']);

const Status = Words(
  STATUSES,
  'Not started → In progress → Submitted → Accepted | Rejected | Changes requested; Accepted → Expired',
);
const Day = (description: string) => Type.String({ format: 'date', description });
const NullDay = (description: string) => Nullable(Day(description));

export const Assignment = component(
  'QuestionnaireAssignment',
  Type.Object({
    assignmentid: Type.Integer(),
    supplierid: Type.Integer(),
    companyname: Type.String(),
    templateid: Type.Integer(),
    name: Type.String({ description: 'The template’s name' }),
    version: Type.Integer({ description: 'The version it was sent with, whatever the template became' }),
    status: Status,
    due: NullDay('Asked to be submitted by'),
    overdue: Type.Boolean({ description: 'Past due and not yet submitted' }),
    score: Nullable(Type.Number({ description: '0–100, set at review (docs/approval.md, "Scoring rule")' })),
    critical: Type.Boolean({ description: 'A critical question answered badly, as of the review' }),
    submitted_at: NullableTimestamp,
    reviewed_at: NullableTimestamp,
    expires: NullDay('An accepted questionnaire’s end: the review day + the template’s validity'),
    reissue_of: Nullable(Type.Integer({ description: 'The expiring assignment it was made to follow' })),
    created: Timestamp,
  }),
);
export type Assignment = Static<typeof Assignment>;

/**
 * An answer: no `type` keyword, so that no coercion turns a number into text or back (each kind is checked by the
 * module, rules.ts); the document names the forms.
 */
const ANSWER_FORMS =
  'yesno "yes" or "no"; choice one of its options (a string); multichoice a list of its options; text a string; ' +
  'number a number; date "YYYY-MM-DD"; file the fileid its upload made';
export const AnswerValue = Type.Unsafe<string | number | string[]>({
  description: ANSWER_FORMS,
  examples: ['yes', 12.5, ['Metal detection', 'X-ray']],
});

const Answer = Type.Object({ code: Type.String(), value: AnswerValue, answered_at: Timestamp });
const AnswerFile = Type.Object({
  fileid: Type.Integer(),
  code: Type.String(),
  filename: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created: Timestamp,
});
const Review = Type.Object({
  decision: Words(['accept', 'reject', 'changes'] as const),
  comments: Type.String({ description: 'For the supplier' }),
  internalnote: Type.Optional(
    Nullable(Type.String({ description: 'The organisation’s only: never sent to a supplier' })),
  ),
  score: Nullable(Type.Number()),
  critical: Type.Boolean(),
  created: Timestamp,
});
const Preview = Type.Object(
  {
    score: Nullable(Type.Number()),
    critical: Type.Boolean(),
    good: Type.Array(Type.String(), { description: 'Codes of scored questions answered well' }),
    notgood: Type.Array(Type.String(), {
      description: 'Codes of scored questions answered badly or not at all',
    }),
  },
  { description: 'The score the answers would have now (the organisation’s only)' },
);

export const AssignmentDetail = component(
  'QuestionnaireAssignmentDetail',
  Type.Object({
    ...Assignment.properties,
    sections: Type.Array(Section, { description: 'The questions of the version it was sent with' }),
    answers: Type.Array(Answer),
    files: Type.Array(AnswerFile),
    reviews: Type.Array(Review, { description: 'Every review, the latest last' }),
    preview: Type.Optional(Preview),
  }),
);
export type AssignmentDetail = Static<typeof AssignmentDetail>;

export const SupplierParams = Type.Object({ supplierid: Id() });
export const AssignmentParams = Type.Object({ assignmentid: Id() });
export const FileParams = Type.Object({ assignmentid: Id(), fileid: Id() });
export const CodeParams = Type.Object({
  assignmentid: Id(),
  code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$' }),
});

export const SendBody = Type.Object(
  { templateid: Id('A template with a published version'), due: Day('YYYY-MM-DD, today or later') },
  { examples: [{ templateid: 1, due: '2030-01-31' }] },
);
export type SendBody = Static<typeof SendBody>;

export const AnswersBody = Type.Object(
  {
    answers: Type.Array(
      Type.Object({
        code: Type.String({ minLength: 1, maxLength: 40 }),
        value: Type.Unsafe<string | number | string[] | null>({
          description: `${ANSWER_FORMS}; null clears the answer`,
        }),
      }),
      { minItems: 1, maxItems: 300 },
    ),
  },
  {
    examples: [
      {
        answers: [
          { code: 'FSM1', value: 'yes' },
          { code: 'FSM4', value: 'Jo Bloggs, Technical Manager' },
        ],
      },
    ],
  },
);
export type AnswersBody = Static<typeof AnswersBody>;

export const ReviewBody = Type.Object(
  {
    decision: Words(
      ['accept', 'reject', 'changes'] as const,
      'changes: back to the supplier, who submits again',
    ),
    comments: Type.String({ maxLength: 4000, description: 'Shown to the supplier' }),
    internalnote: Type.Optional(Type.String({ maxLength: 4000, description: 'Never shown to the supplier' })),
  },
  {
    examples: [
      { decision: 'accept', comments: 'Thank you: approved.', internalnote: 'Low risk, no follow-up' },
    ],
  },
);
export type ReviewBody = Static<typeof ReviewBody>;

export const ListAssignmentsQuery = Type.Object({
  status: Type.Optional(Status),
  supplierid: Type.Optional(Type.Integer({ minimum: 1, maximum: PG_INT_MAX })),
  templateid: Type.Optional(Type.Integer({ minimum: 1, maximum: PG_INT_MAX })),
  ...Page,
  ...CursorQuery,
});
export type ListAssignmentsQuery = Static<typeof ListAssignmentsQuery>;

export const AssignmentList = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Assignment),
  pagination: CursorPagination,
});
export const SupplierAssignments = Type.Object({ success: Type.Literal(true), data: Type.Array(Assignment) });
