import { Page } from '../../ui/components.js';

export function SpecList() {
  return (
    <Page title="SpecList">
      <p>Coming soon.</p>
    </Page>
  );
}

export function SpecDetail() {
  return (
    <Page title="SpecDetail">
      <p>Coming soon.</p>
    </Page>
  );
}
