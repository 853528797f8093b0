import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { options, useLookup } from '../../lookups.js';
import '../suppliers/suppliers.css';
import './admin.css';

type Rules = Schemas['ApprovalRules'];
const RISKS: [string, string][] = [
  ['low', 'Low'],
  ['medium', 'Medium'],
  ['high', 'High'],
];

/** The approval rule table's thresholds and the spec guard (level 4, docs/approval.md). */
export function AdminApprovalRules() {
  const { can } = useSession();
  const rules = useAsync(() => ok(api.GET('/api/v1/approval/rules')), []);
  if (!can(4)) {
    return (
      <Page title="Approval rules">
        <p>The approval rules are managed by an Administrator.</p>
      </Page>
    );
  }
  return (
    <Page title="Approval rules">
      <Loaded state={rules} what="Loading the approval rules">
        {(r) => <RulesForm rules={r.data} onSaved={rules.reload} />}
      </Loaded>
    </Page>
  );
}

function RulesForm({ rules, onSaved }: { rules: Rules; onSaved(): void }) {
  const standards = useLookup('standards');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The form's fields take their values from `rules` at each render: drawn once the standards are there, so that
  // no render while someone edits it (the lookup arriving) puts the saved values back over their choices.
  if (standards.length === 0) return <p role="status">Loading the standards…</p>;

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const num = (k: string) => Number(form.get(k));
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      await ok(
        api.PUT('/api/v1/approval/rules', {
          body: {
            specguard: String(form.get('specguard')) as Rules['specguard'],
            questionnaireminscore: num('questionnaireminscore'),
            evidencerisk: String(form.get('evidencerisk')) as Rules['evidencerisk'],
            unassessedrisk: String(form.get('unassessedrisk')) as Rules['unassessedrisk'],
            auditmonths: num('auditmonths'),
            auditminscore: num('auditminscore'),
            suspendauditscore: num('suspendauditscore'),
            gfsistandards: form.getAll('gfsistandards').map(Number),
            excludedgrades: String(form.get('excludedgrades') ?? '')
              .split(',')
              .map((g) => g.trim())
              .filter(Boolean),
          },
        }),
      );
      setDone('Rules saved: every supplier’s status was recomputed with them.');
      onSaved();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-label="Approval rules">
      <div class="form-grid">
        <SelectField
          label="Spec guard (approving a spec of a supplier neither approved nor conditional)"
          name="specguard"
          value={rules.specguard}
          options={[
            ['off', 'Off'],
            ['warn', 'Warn'],
            ['block', 'Block'],
          ]}
        />
        <Field
          label="Lowest questionnaire score"
          name="questionnaireminscore"
          type="number"
          min={0}
          max={100}
          step="0.01"
          required
          value={rules.questionnaireminscore}
        />
        <SelectField
          label="Certificate or audit needed from risk"
          name="evidencerisk"
          value={rules.evidencerisk}
          options={RISKS}
        />
        <SelectField
          label="A supplier without a risk level counts as"
          name="unassessedrisk"
          value={rules.unassessedrisk}
          options={RISKS}
        />
        <Field
          label="An audit counts for (months)"
          name="auditmonths"
          type="number"
          min={1}
          max={120}
          required
          value={rules.auditmonths}
        />
        <Field
          label="Audit score that counts"
          name="auditminscore"
          type="number"
          min={0}
          max={100}
          step="0.01"
          required
          value={rules.auditminscore}
        />
        <Field
          label="Audit score under which a supplier is suspended"
          name="suspendauditscore"
          type="number"
          min={0}
          max={100}
          step="0.01"
          required
          value={rules.suspendauditscore}
        />
        <Field
          label="Certificate grades that do not count (comma-separated)"
          name="excludedgrades"
          value={rules.excludedgrades.join(', ')}
        />
      </div>
      <fieldset>
        <legend>GFSI-benchmarked standards (their certificates count)</legend>
        {options(standards).map(([id, name]) => (
          <label key={id} class="check">
            <input
              type="checkbox"
              name="gfsistandards"
              value={id}
              defaultChecked={rules.gfsistandards.includes(Number(id))}
            />{' '}
            {name}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" class="error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" class="status-line">
          {done}
        </p>
      ) : null}
      <p class="hint">
        Last changed {rules.updated_at ? formatDateTime(rules.updated_at) : 'never'}; statuses as of{' '}
        {rules.asof ?? '–'}.
      </p>
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Save rules
        </button>
      </div>
    </form>
  );
}
