import { Page } from '../../ui/components.js';

export function AuditList() {
  return (
    <Page title="AuditList">
      <p>Coming soon.</p>
    </Page>
  );
}

export function AuditCreate() {
  return (
    <Page title="AuditCreate">
      <p>Coming soon.</p>
    </Page>
  );
}

export function AuditConduct() {
  return (
    <Page title="AuditConduct">
      <p>Coming soon.</p>
    </Page>
  );
}
