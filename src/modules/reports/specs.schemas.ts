import { Type, type Static } from 'typebox';
import { NullNum } from '../../http/schemas.js';
import { CompanyFilter, Format } from './reports.schemas.js';

export const SpecStatusQuery = Type.Object({ ...CompanyFilter, ...Format });

const Count = (description?: string) => Type.Integer({ minimum: 0, description });

const Missing = {
  missing_allergens: Count('Without an allergen record'),
  missing_nutrition: Count('Without a nutrition record'),
  missing_any: Count('Without either record, or both'),
};

export const StatusFigures = Type.Object({
  statusid: Type.Integer(),
  status: Type.String(),
  specs: Count('Active specifications in this status now'),
  ...Missing,
  stays: Count('Stays in this status that ended (a spec may enter a status more than once)'),
  median_days: NullNum('Median length of those stays in days, 2 decimals; null when none ended'),
  current: Count('Stays under way: the specs in this status now'),
  current_median_days: NullNum('Median time so far of the stays under way, in days, 2 decimals'),
});
export type StatusFigures = Static<typeof StatusFigures>;

export const SpecStatusReport = Type.Object({
  specs: Count('Active specifications'),
  ...Missing,
  statuses: Type.Array(StatusFigures, { description: 'Every workflow status, in id order' }),
});
export type SpecStatusReport = Static<typeof SpecStatusReport>;

const Report = Type.Object({ success: Type.Literal(true), data: SpecStatusReport });
export const SpecStatusResponse = Type.Unsafe<Static<typeof Report> | string>(Report);

/** One row per status, then a `total` row: `part` says which. */
export const SPEC_STATUS_CSV_COLUMNS = ['part', ...Object.keys(StatusFigures.properties)];
