import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { ErrorMessage, useFieldId } from '../../ui/components.js';

type Supplier = Schemas['Supplier']['supplier'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deactivating the supplier does (suppliers.repository.ts, deactivateSupplier), counted from its record. */
export function cascade(s: Supplier): string[] {
  const sites = s.sites.filter((x) => x.active).length;
  const users = s.portal_users.filter((u) => u.active);
  const waiting = users.filter((u) => u.welcome_email === 'pending').length;
  const out = [
    `${count(sites, 'site', 'sites')} and ${count(users.length, 'portal user', 'portal users')} become inactive.`,
    users.length === 0
      ? 'No one signs in for this supplier.'
      : users.length === 1
        ? 'The portal user can no longer sign in, and its API keys stop at once.'
        : 'The portal users can no longer sign in, and their API keys stop at once.',
  ];
  if (waiting > 0) {
    out.push(
      `${count(waiting, 'welcome email', 'welcome emails')} not yet sent ${waiting === 1 ? 'is' : 'are'} cancelled.`,
    );
  }
  out.push('Its audits, specifications and certificates stay readable; its vendor code is never reused.');
  return out;
}

/** The in-place confirmation of DELETE /suppliers/{id}: what it cascades to, then yes or cancel. */
export function Deactivate({ supplier, onDone }: { supplier: Supplier; onDone(done: boolean): void }) {
  const base = useFieldId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await ok(
        api.DELETE('/api/v1/suppliers/{supplierid}', {
          params: { path: { supplierid: supplier.supplierid } },
        }),
      );
      onDone(true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <div
      ref={ref}
      class="inline-form warning-panel"
      role="region"
      aria-labelledby={`${base}-title`}
      tabIndex={-1}
    >
      <h2 id={`${base}-title`}>Deactivate {supplier.companyname}?</h2>
      <ul>
        {cascade(supplier).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>It cannot be undone from the console.</p>
      <ErrorMessage error={error} />
      <div class="buttons">
        <button type="button" class="danger" disabled={busy} onClick={() => void confirm()}>
          Yes, deactivate
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
