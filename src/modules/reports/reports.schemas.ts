import { Type } from 'typebox';
import { Id } from '../../http/schemas.js';

export const tags = ['Reports'];
export const SUPPLIER_NOT_FOUND = 'Supplier not found';

const Day = (description: string) => Type.String({ format: 'date', description });

/** The audit date range of a report: both ends included, either may be left open. */
export const Range = {
  from: Type.Optional(Day('Audits dated on or after this day (YYYY-MM-DD)')),
  to: Type.Optional(Day('Audits dated on or before this day (YYYY-MM-DD); not before `from`')),
};

/** One supplier only; the supplier scope's own company whether it is sent or not. */
export const CompanyFilter = {
  companyid: Type.Optional(
    Id('Only this supplier (404 when there is none; the supplier scope always reports on its own)'),
  ),
};

export const Format = {
  format: Type.Optional(
    Type.String({
      enum: ['json', 'csv'],
      default: 'json',
      description: '`csv`: a text/csv attachment, one row per line of the report (docs/reports.md)',
    }),
  ),
};
