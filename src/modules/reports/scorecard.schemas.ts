import { Type, type Static } from 'typebox';
import { Page, Pagination } from '../../http/paging.js';
import { NullInt, NullStr } from '../../http/schemas.js';
import { CompanyFilter, Format } from './reports.schemas.js';

export const ScorecardQuery = Type.Object({ ...CompanyFilter, ...Page, ...Format });

const Count = (description?: string) => Type.Integer({ minimum: 0, description });

export const ScoredAudit = Type.Object({
  auditid: Type.Integer(),
  auditdate: Type.String({ description: 'YYYY-MM-DD' }),
  score: Type.Number(),
});

export const TRENDS = ['up', 'down', 'flat'] as const;

export const Scorecard = Type.Object({
  supplierid: Type.Integer(),
  companyname: Type.String(),
  vendorcode: NullStr(),
  active: Type.Integer({ description: '0: a former supplier (listed only when asked for by companyid)' }),
  riskid: NullInt(),
  risk_level: NullStr('The supplier’s risk level (GET /lookups/risk_levels)'),
  completed_audits: Count(),
  latest: Type.Union([ScoredAudit, Type.Null()], {
    description: 'The latest completed audit: by audit date, then completion time, then id',
  }),
  previous: Type.Array(ScoredAudit, { description: 'The two completed audits before it, latest first' }),
  trend: Type.Union([Type.String({ enum: [...TRENDS] }), Type.Null()], {
    description: 'latest score against the one before: up, down or flat; null with fewer than two',
  }),
  actions: Type.Object({
    open: Count('Corrective actions open or in progress'),
    overdue: Count('Of those, past their due date (UTC)'),
  }),
  certificates: Type.Object({
    valid: Count(),
    expiring: Count('Expiring within 90 days'),
    expired: Count(),
  }),
  specs: Type.Object({
    new: Count(),
    submitted: Count(),
    in_review: Count(),
    approved: Count(),
    rejected: Count(),
  }),
});
export type Scorecard = Static<typeof Scorecard>;

const ScorecardReport = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Scorecard),
  pagination: Pagination,
});
export const ScorecardResponse = Type.Unsafe<Static<typeof ScorecardReport> | string>(ScorecardReport);

/** One row per supplier; nested parts flattened to `<part>_<field>`, previous audits numbered 1 and 2. */
export const SCORECARD_CSV_COLUMNS = [
  'supplierid',
  'companyname',
  'vendorcode',
  'active',
  'riskid',
  'risk_level',
  'completed_audits',
  'latest_auditid',
  'latest_auditdate',
  'latest_score',
  'previous1_auditid',
  'previous1_auditdate',
  'previous1_score',
  'previous2_auditid',
  'previous2_auditdate',
  'previous2_score',
  'trend',
  'actions_open',
  'actions_overdue',
  'certificates_valid',
  'certificates_expiring',
  'certificates_expired',
  'specs_new',
  'specs_submitted',
  'specs_in_review',
  'specs_approved',
  'specs_rejected',
] as const;
