import { Page } from '../../ui/components.js';

export function Dashboard() {
  return (
    <Page title="Dashboard">
      <p>Coming soon.</p>
    </Page>
  );
}
