import { Page } from '../../ui/components.js';

export function Portal() {
  return (
    <Page title="Portal">
      <p>Coming soon.</p>
    </Page>
  );
}
