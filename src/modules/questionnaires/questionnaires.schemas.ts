import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { Id, NullableTimestamp, Timestamp, Words } from '../../http/schemas.js';

export const tags = ['Questionnaires'];

export const TEMPLATE_NOT_FOUND = 'Questionnaire not found';
export const VERSION_NOT_FOUND = 'Questionnaire version not found';
export const NOTHING_TO_PUBLISH = 'The questionnaire has no draft version to publish';
export const NOT_SENDABLE = 'The questionnaire has no published version to send';
export const SUPPLIER_NOT_FOUND = 'Supplier not found or inactive';

/** The sizes a template may have: what one screen and one review can hold. */
export const LIMITS = {
  sections: 30,
  questionsPerSection: 100,
  questions: 300,
  options: 50,
} as const;

export const KINDS = ['yesno', 'choice', 'multichoice', 'text', 'number', 'date', 'file'] as const;
export type Kind = (typeof KINDS)[number];
/** The kinds a `good` list is given for, and so the kinds that are scored (docs/approval.md, "Scoring rule"). */
export const SCORED_KINDS: ReadonlySet<Kind> = new Set(['yesno', 'choice', 'multichoice']);

const Code = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]*$',
  description: 'Unique in the template: letters, digits, _ . -',
});
const Option = Type.String({ minLength: 1, maxLength: 200 });

export const Question = component(
  'QuestionnaireQuestion',
  Type.Object({
    code: Code,
    text: Type.String({ minLength: 1, maxLength: 1000 }),
    kind: Words(KINDS, 'yesno answers "yes" or "no"; choice one option; multichoice several'),
    options: Type.Optional(
      Type.Array(Option, {
        minItems: 2,
        maxItems: LIMITS.options,
        description:
          'The choices of a choice or multichoice question (required for those, refused for others)',
      }),
    ),
    required: Type.Boolean({ description: 'Must be answered before the questionnaire is submitted' }),
    weight: Type.Optional(
      Type.Number({ minimum: 0, maximum: 100, description: 'Its weight in the score (default 1)' }),
    ),
    critical: Type.Optional(
      Type.Boolean({
        description: 'An answer that is not good flags the questionnaire critical (needs good)',
      }),
    ),
    good: Type.Optional(
      Type.Array(Option, {
        minItems: 1,
        maxItems: LIMITS.options,
        description:
          'The good answers of a scored question (yesno: "yes"/"no"; choice, multichoice: among options)',
      }),
    ),
  }),
);
export type Question = Static<typeof Question>;

export const Section = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  questions: Type.Array(Question, { minItems: 1, maxItems: LIMITS.questionsPerSection }),
});
export type Section = Static<typeof Section>;

const Sections = Type.Array(Section, { minItems: 1, maxItems: LIMITS.sections });
const Name = Type.String({ minLength: 1, maxLength: 200 });
const Validity = Type.Integer({
  minimum: 1,
  maximum: 120,
  description: 'Months an accepted questionnaire stays valid (default 36)',
});

const EXAMPLE = {
  name: 'Packaging supplier questionnaire',
  validity_months: 24,
  sections: [
    {
      title: 'Food contact materials',
      questions: [
        {
          code: 'FCM1',
          text: 'Do you hold declarations of compliance for every food contact material?',
          kind: 'yesno',
          required: true,
          weight: 3,
          critical: true,
          good: ['yes'],
        },
        { code: 'FCM2', text: 'Upload a declaration of compliance', kind: 'file', required: false },
      ],
    },
  ],
};

export const CreateTemplateBody = Type.Object(
  { name: Name, validity_months: Type.Optional(Validity), sections: Sections },
  { examples: [EXAMPLE] },
);
export type CreateTemplateBody = Static<typeof CreateTemplateBody>;

export const UpdateTemplateBody = Type.Object(
  { name: Type.Optional(Name), validity_months: Type.Optional(Validity), sections: Type.Optional(Sections) },
  { examples: [{ name: 'Packaging supplier questionnaire (2027)', sections: EXAMPLE.sections }] },
);
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

export const TemplateParams = Type.Object({ templateid: Id() });
export const TemplateQuery = Type.Object({
  version: Type.Optional(Id('A version number; default the latest (a draft if there is one)')),
});

const VersionStatus = Words(['draft', 'published'] as const);

export const TemplateSummary = component(
  'QuestionnaireSummary',
  Type.Object({
    templateid: Type.Integer(),
    name: Type.String(),
    validity_months: Type.Integer(),
    is_default: Type.Boolean({ description: 'The template of every new supplier’s first assignment' }),
    latest_version: Type.Integer(),
    latest_status: VersionStatus,
    published_version: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The version sent by POST /suppliers/{supplierid}/questionnaires; null: none yet',
    }),
    lastupdated: Timestamp,
  }),
);
export type TemplateSummary = Static<typeof TemplateSummary>;

export const Template = component(
  'Questionnaire',
  Type.Object({
    templateid: Type.Integer(),
    name: Type.String(),
    validity_months: Type.Integer(),
    is_default: Type.Boolean(),
    version: Type.Integer(),
    status: VersionStatus,
    published_at: NullableTimestamp,
    published_version: Type.Union([Type.Integer(), Type.Null()]),
    versions: Type.Array(Type.Object({ version: Type.Integer(), status: VersionStatus })),
    sections: Type.Array(Section),
  }),
);
export type Template = Static<typeof Template>;

export const TemplateList = Type.Object({ success: Type.Literal(true), data: Type.Array(TemplateSummary) });
