import { Page } from '../ui/components.js';

export function NotFound() {
  return (
    <Page title="Not found">
      <p>
        There is nothing at this address. <a href="/">Back to the start</a>.
      </p>
    </Page>
  );
}
