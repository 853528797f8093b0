import { csvText, type CsvTable } from '../../http/csv-answer.js';
import { SUPPLIER_FIELDS } from './suppliers.schemas.js';

/**
 * One example row that imports as it is (countries 826 = United Kingdom, supplier type 1 = Manufacturer,
 * risk 1 = Low), so a user only has to replace the values. Its emails use example.com (RFC 2606).
 */
export const TEMPLATE_EXAMPLE: Record<string, string | number> = {
  companyname: 'Green Valley Foods Ltd',
  address1: 'Unit 4, Riverside Park',
  address2: 'Mill Lane',
  address3: '',
  city: 'Leeds',
  postcode: 'LS1 4AB',
  country: 826,
  techcontactname: 'Jane Smith',
  techcontactemail: 'jane.smith@example.com',
  techmobileno: '07700 900123',
  portaluserfirstname: 'Jane',
  portalusersurname: 'Smith',
  portaluseremail: 'portal.user@example.com',
  portalusermobileno: '07700 900123',
  comcontactname: 'John Brown',
  comcontactemail: 'john.brown@example.com',
  commobileno: '07700 900456',
  supplier_type: 1,
  risk: 1,
  comments: 'Example row: replace with your own data',
};

/**
 * The CSV template: a UTF-8 BOM (so that spreadsheet software reads accents right), the 20 creation
 * fields as headers in the spec's order, one example row (http/csv-answer.ts writes it).
 */
export const SUPPLIER_TEMPLATE: CsvTable = {
  columns: SUPPLIER_FIELDS.map((f) => f.name),
  rows: [TEMPLATE_EXAMPLE],
  bom: true,
};

/** The template's text (its OpenAPI example). */
export function supplierCsvTemplate(): string {
  return csvText(SUPPLIER_TEMPLATE);
}
