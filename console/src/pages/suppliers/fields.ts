/** The creation fields, in the CSV template's order, with their labels (the import's retry table uses them). */
export const SUPPLIER_FIELDS: { name: string; label: string; required: boolean }[] = [
  { name: 'companyname', label: 'Company name', required: true },
  { name: 'address1', label: 'Address line 1', required: true },
  { name: 'address2', label: 'Address line 2', required: false },
  { name: 'address3', label: 'Address line 3', required: false },
  { name: 'city', label: 'City', required: true },
  { name: 'postcode', label: 'Postcode', required: true },
  { name: 'country', label: 'Country', required: true },
  { name: 'techcontactname', label: 'Technical contact name', required: true },
  { name: 'techcontactemail', label: 'Technical contact email', required: true },
  { name: 'techmobileno', label: 'Technical contact mobile', required: true },
  { name: 'portaluserfirstname', label: 'Portal user first name', required: true },
  { name: 'portalusersurname', label: 'Portal user surname', required: true },
  { name: 'portaluseremail', label: 'Portal user email', required: true },
  { name: 'portalusermobileno', label: 'Portal user mobile', required: true },
  { name: 'comcontactname', label: 'Commercial contact name', required: true },
  { name: 'comcontactemail', label: 'Commercial contact email', required: true },
  { name: 'commobileno', label: 'Commercial contact mobile', required: true },
  { name: 'supplier_type', label: 'Supplier type', required: true },
  { name: 'risk', label: 'Risk', required: true },
  { name: 'comments', label: 'Comments', required: false },
];

export const labelOf = (name: string): string => SUPPLIER_FIELDS.find((f) => f.name === name)?.label ?? name;
