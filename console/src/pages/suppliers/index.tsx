import { Page } from '../../ui/components.js';

export function SupplierList() {
  return (
    <Page title="SupplierList">
      <p>Coming soon.</p>
    </Page>
  );
}

export function SupplierCreate() {
  return (
    <Page title="SupplierCreate">
      <p>Coming soon.</p>
    </Page>
  );
}

export function SupplierImport() {
  return (
    <Page title="SupplierImport">
      <p>Coming soon.</p>
    </Page>
  );
}

export function SupplierDetail() {
  return (
    <Page title="SupplierDetail">
      <p>Coming soon.</p>
    </Page>
  );
}
