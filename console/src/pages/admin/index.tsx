import { Page } from '../../ui/components.js';

export function AdminUsers() {
  return (
    <Page title="AdminUsers">
      <p>Coming soon.</p>
    </Page>
  );
}

export function AdminKeys() {
  return (
    <Page title="AdminKeys">
      <p>Coming soon.</p>
    </Page>
  );
}

export function AdminWebhooks() {
  return (
    <Page title="AdminWebhooks">
      <p>Coming soon.</p>
    </Page>
  );
}
