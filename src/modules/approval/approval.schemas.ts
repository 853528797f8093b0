import { Type, type Static } from 'typebox';
import { component } from '../../http/openapi.js';
import { Id, Nullable, NullableTimestamp, NullInt, NullStr, Timestamp, Words } from '../../http/schemas.js';

export const tags = ['Supplier approval'];
export const SUPPLIER_NOT_FOUND = 'Supplier not found';

export const STATUSES = ['pending', 'approved', 'conditional', 'suspended', 'delisted'] as const;
export type ApprovalStatus = (typeof STATUSES)[number];
export const RISKS = ['low', 'medium', 'high'] as const;
export const GUARDS = ['off', 'warn', 'block'] as const;
export type SpecGuard = (typeof GUARDS)[number];

export const SupplierParams = Type.Object({ supplierid: Id('The supplier (its companyid)') });

const Status = Words(STATUSES, 'pending, approved, conditional, suspended or delisted');

/** One rule of the table as it applied to the supplier (docs/approval.md, "Rule table"). */
export const ApprovalRule = component(
  'ApprovalRule',
  Type.Object({
    rule: Words(
      ['active', 'critical_actions', 'audit_floor', 'questionnaire', 'questionnaire_score', 'evidence'],
      'The rule’s name',
    ),
    effect: Status,
    applies: Type.Boolean({ description: 'false: the rule does not concern this supplier (it passes)' }),
    passed: Type.Boolean(),
    input: Type.Record(Type.String(), Type.Unknown(), { description: 'What the rule read' }),
  }),
);

export const Approval = component(
  'SupplierApproval',
  Type.Object({
    supplierid: Type.Integer(),
    approvalstatus: Words(
      STATUSES,
      'The effective status: the override when there is one, else the computed one',
    ),
    computed: Status,
    reasons: Type.Array(Type.String(), {
      description: 'Why the computed status is not approved: the failed rules',
    }),
    override: Nullable(Status),
    override_reason: NullStr(),
    override_by: NullInt('The userid who set the override'),
    override_at: NullableTimestamp,
    changed_at: Timestamp,
    asof: Type.String({ format: 'date', description: 'The day the date rules were read for' }),
    rules: Type.Array(ApprovalRule),
  }),
);
export type Approval = Static<typeof Approval>;

export const OverrideBody = Type.Object(
  {
    status: Nullable(Status),
    reason: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 1000 }))),
  },
  {
    description: 'A status and its reason sets the override; `status: null` clears it',
    examples: [{ status: 'conditional', reason: 'Site visit booked for next month' }],
  },
);
export type OverrideBody = Static<typeof OverrideBody>;
export const REASON_REQUIRED = 'reason is required with an override status';

const Score = (description: string) => Type.Number({ minimum: 0, maximum: 100, description });
const thresholds = {
  specguard: Words(
    GUARDS,
    'Moving a spec of a supplier neither approved nor conditional to Approved: off, warn, block',
  ),
  questionnaireminscore: Score('The accepted questionnaire’s lowest score for approval'),
  evidencerisk: Words(RISKS, 'The risk level from which a GFSI certificate or a recent audit is needed'),
  unassessedrisk: Words(RISKS, 'The risk level a supplier without one is treated as'),
  auditmonths: Type.Integer({
    minimum: 1,
    maximum: 120,
    description: 'How recent an audit counts as evidence',
  }),
  auditminscore: Score('The score an audit needs to count as evidence'),
  suspendauditscore: Score('A last completed audit under this score suspends'),
  gfsistandards: Type.Array(Id(), {
    maxItems: 50,
    uniqueItems: true,
    description: 'Standards (GET /lookups/standards) whose certificates count: the GFSI-benchmarked ones',
  }),
  excludedgrades: Type.Array(Type.String({ minLength: 1, maxLength: 10 }), {
    maxItems: 50,
    uniqueItems: true,
    description: 'Certificate grades that do not count (compared in capitals)',
  }),
};

export const ApprovalRules = component(
  'ApprovalRules',
  Type.Object({
    ...thresholds,
    asof: Nullable(Type.String({ format: 'date', description: 'The day of the last pass' })),
    updated_by: NullInt(),
    updated_at: NullableTimestamp,
  }),
);
export type ApprovalRules = Static<typeof ApprovalRules>;

export const RulesBody = Type.Partial(Type.Object(thresholds), {
  examples: [{ specguard: 'warn', auditmonths: 12 }],
});
export type RulesBody = Static<typeof RulesBody>;
