import { useLookup, type Lookup } from '../../lookups.js';
import { DataTable } from '../../ui/data-table.js';
import { SUPPLIER_FIELDS } from './fields.js';

/** What a text column holds at most (the API's limits, docs/suppliers.md "Creation"). */
const MAX_LENGTH: Record<string, number> = {
  companyname: 200,
  address1: 200,
  address2: 200,
  address3: 200,
  city: 100,
  postcode: 20,
  techcontactname: 200,
  techmobileno: 50,
  portaluserfirstname: 100,
  portalusersurname: 100,
  portalusermobileno: 50,
  comcontactname: 200,
  commobileno: 50,
  comments: 2000,
};

const named = (rows: Lookup[]) =>
  rows.length > 0 ? `: ${rows.map((r) => `${r.name} (${r.id})`).join(', ')}` : '';

/** The values a column accepts, as a person filling in the template reads them. */
function accepts(name: string, types: Lookup[], risks: Lookup[]): string {
  switch (name) {
    case 'country':
      return 'A country id (826), ISO 3166 code (GB or GBR) or English name (United Kingdom), in any case';
    case 'supplier_type':
      return `A supplier type’s id or name, in any case${named(types)}`;
    case 'risk':
      return `A risk level’s id or name, in any case${named(risks)}`;
    case 'portaluseremail':
      return 'An email address not used by any user yet: the supplier’s sign-in to the portal';
    case 'techcontactemail':
    case 'comcontactemail':
      return 'An email address';
    default:
      return `Text, at most ${MAX_LENGTH[name] ?? 200} characters`;
  }
}

/**
 * The template's columns as a table: each column's header as written in the template, what it holds, whether it
 * is required, and the values it accepts. The template itself stays as the API's contract fixes it (its header
 * names only), so the required columns are marked here.
 */
export function TemplateColumns() {
  const types = useLookup('supplier_types');
  const risks = useLookup('risk_levels');
  return (
    <DataTable
      caption="Columns of the template"
      captionShown
      class="template-columns"
      columns={[
        { header: 'Column', rowHeader: true, cell: (f) => <code>{f.name}</code> },
        { header: 'Holds', cell: (f) => f.label },
        {
          header: 'Required',
          cell: (f) => (f.required ? <strong>Required</strong> : 'Optional'),
        },
        { header: 'Accepted values', cell: (f) => accepts(f.name, types, risks) },
      ]}
      rows={SUPPLIER_FIELDS}
      rowKey={(f) => f.name}
    />
  );
}
