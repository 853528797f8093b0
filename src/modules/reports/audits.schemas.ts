import { Type, type Static } from 'typebox';
import { NullNum } from '../../http/schemas.js';
import { CompanyFilter, Format, Range } from './reports.schemas.js';

export const SummaryQuery = Type.Object({ ...Range, ...CompanyFilter, ...Format });

const Count = (description?: string) => Type.Integer({ minimum: 0, description });

export const ScoreBucket = Type.Object({
  from: Type.Integer({ description: 'Lowest score counted (included)' }),
  to: Type.Integer({ description: 'Upper bound: excluded, but for the last bucket, whose 100 is included' }),
  count: Count('Completed audits whose score is in the bucket'),
});

export const SectionFigures = Type.Object({
  sectionid: Type.Integer(),
  section_name: Type.String(),
  pass: Count(),
  fail: Count(),
  flag: Count(),
  na: Count(),
  passrate: NullNum('100 × pass ÷ (pass + fail + flag), 2 decimals; n/a answers left out; null when none'),
});

export const MonthFigures = Type.Object({
  month: Type.String({ description: 'YYYY-MM of the audit date' }),
  audits: Count('Audits dated in the month, in progress or complete'),
  completed: Count(),
  averagescore: NullNum('Mean score of the completed ones, 2 decimals; null when none'),
});

export const AuditSummary = Type.Object({
  audits: Count('Audits dated in the range, whatever their status'),
  completed: Count('Of those, the completed ones'),
  averagescore: NullNum('Mean score of the completed audits, 2 decimals; null when none'),
  scorebuckets: Type.Array(ScoreBucket, { description: 'Ten buckets of 10 points, always all ten' }),
  sections: Type.Array(SectionFigures, {
    description: 'Answers of the completed audits, per section of the templates they used',
  }),
  months: Type.Array(MonthFigures, { description: 'Months with at least one audit, oldest first' }),
});
export type AuditSummary = Static<typeof AuditSummary>;

const SummaryReport = Type.Object({ success: Type.Literal(true), data: AuditSummary });
/** The JSON report; typed to admit the CSV text too, which is sent as text/csv and never serialized. */
export const SummaryResponse = Type.Unsafe<Static<typeof SummaryReport> | string>(SummaryReport);

export const FAILED_ITEMS_MAX = 100;

export const FailedItemsQuery = Type.Object({
  ...Range,
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: FAILED_ITEMS_MAX, default: 10, description: 'At most 100' }),
  ),
  ...CompanyFilter,
  ...Format,
});

export const FailedItem = Type.Object({
  itemid: Type.Integer(),
  sectionid: Type.Integer(),
  section_name: Type.String(),
  question: Type.String(),
  critical: Type.Boolean(),
  fail: Count(),
  flag: Count(),
  failed: Count('fail + flag: the order of the list'),
  answered: Count('Completed audits in the range that answered the item (n/a included)'),
  failrate: NullNum('100 × failed ÷ (answered − n/a), 2 decimals'),
});
export type FailedItem = Static<typeof FailedItem>;

const FailedItemsReport = Type.Object({ success: Type.Literal(true), data: Type.Array(FailedItem) });
export const FailedItemsResponse = Type.Unsafe<Static<typeof FailedItemsReport> | string>(FailedItemsReport);

/** The summary's CSV: `part` is summary, bucket, section or month; columns that do not apply are empty. */
export const SUMMARY_CSV_COLUMNS = [
  'part',
  'audits',
  'completed',
  'averagescore',
  'score_from',
  'score_to',
  'count',
  'sectionid',
  'section_name',
  'pass',
  'fail',
  'flag',
  'na',
  'passrate',
  'month',
] as const;

export const FAILED_ITEMS_CSV_COLUMNS = Object.keys(FailedItem.properties);
