import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Loading, SelectField, TextArea, type Tone } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { DataTable } from '../../ui/data-table.js';

type Approval = Schemas['SupplierApproval'];
type Rule = Schemas['ApprovalRule'];

export const APPROVAL_STATUSES = ['pending', 'approved', 'conditional', 'suspended', 'delisted'] as const;
const TONES: Record<string, Tone> = {
  approved: 'green',
  conditional: 'amber',
  pending: 'blue',
  suspended: 'red',
  delisted: 'grey',
};
const WORDS: Record<string, string> = {
  approved: 'Approved',
  conditional: 'Conditional',
  pending: 'Pending',
  suspended: 'Suspended',
  delisted: 'Delisted',
};

/** An approval status as a badge: the word says it, the colour repeats it. */
export function ApprovalBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'grey'}>{WORDS[status] ?? status}</Badge>;
}

const RULES: Record<string, string> = {
  active: 'Supplier active',
  critical_actions: 'No critical corrective action past due',
  audit_floor: 'Last completed audit above the suspension floor',
  questionnaire: 'Accepted questionnaire in force',
  questionnaire_score: 'Questionnaire score and no critical answer',
  evidence: 'GFSI certificate or recent audit (by risk)',
};

/** What a rule read, in a line: its input's fields that say something. */
function inputText(rule: Rule): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(rule.input)) {
    if (v === null || v === undefined) continue;
    if (typeof v === 'object') {
      const inner = Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== null && x !== undefined)
        .map(([ik, x]) => `${ik} ${String(x)}`)
        .join(', ');
      parts.push(`${k}: ${inner}`);
    } else parts.push(`${k} ${String(v)}`);
  }
  return parts.join('; ') || '–';
}

/**
 * A supplier's approval status (docs/approval.md): the effective status, the computed one and its reasons, each
 * rule with its input and whether it passed, and (level 3, not for a supplier's own users) the override form.
 */
export function SupplierApproval({ supplierid, refresh }: { supplierid: number; refresh?: unknown }) {
  const { can, isSupplier } = useSession();
  const read = useAsync(
    () => ok(api.GET('/api/v1/suppliers/{supplierid}/approval', { params: { path: { supplierid } } })),
    // `refresh`: the page's own read, reloaded after an edit or a certificate (the status may have moved).
    [supplierid, refresh],
  );
  const a = read.data?.data;
  return (
    <section aria-labelledby="approval-title" class="approval">
      <h2 id="approval-title">Approval</h2>
      <ErrorMessage error={read.error} />
      {!a ? (
        read.loading ? (
          <Loading what="Loading the approval status" />
        ) : null
      ) : (
        <>
          <dl class="facts">
            <dt>Status</dt>
            <dd>
              <ApprovalBadge status={a.approvalstatus} />
              {a.override ? ' (override)' : null}
            </dd>
            <dt>Computed</dt>
            <dd>
              <ApprovalBadge status={a.computed} />
              {a.reasons.length > 0 ? <span class="approval-reasons"> {a.reasons.join('; ')}</span> : null}
            </dd>
            {a.override ? (
              <>
                <dt>Override</dt>
                <dd>
                  {WORDS[a.override] ?? a.override}: {a.override_reason}
                  {a.override_at ? ` (${formatDateTime(a.override_at)})` : null}
                </dd>
              </>
            ) : null}
            <dt>Since</dt>
            <dd>{formatDateTime(a.changed_at)}</dd>
          </dl>
          <DataTable
            caption={`Approval rules as of ${a.asof}`}
            captionShown
            columns={[
              { header: 'Rule', cell: (r: Rule) => RULES[r.rule] ?? r.rule },
              { header: 'Input', cell: (r: Rule) => inputText(r) },
              {
                header: 'Result',
                cell: (r: Rule) =>
                  !r.applies ? (
                    <Badge>Not applicable</Badge>
                  ) : r.passed ? (
                    <Badge tone="green">Passed</Badge>
                  ) : (
                    <Badge tone="red">Failed: {WORDS[r.effect] ?? r.effect}</Badge>
                  ),
              },
            ]}
            rows={a.rules}
            rowKey={(r) => r.rule}
          />
          {can(3) && !isSupplier ? <OverrideForm approval={a} onSaved={read.reload} /> : null}
        </>
      )}
    </section>
  );
}

function OverrideForm({ approval, onSaved }: { approval: Approval; onSaved(): void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  async function save(status: string | null, reason: string | null) {
    setError(null);
    setDone(null);
    setBusy(true);
    try {
      await ok(
        api.PUT('/api/v1/suppliers/{supplierid}/approval', {
          params: { path: { supplierid: approval.supplierid } },
          body: { status: status as Approval['override'], reason },
        }),
      );
      setDone(status ? 'Override saved.' : 'Override cleared.');
      onSaved();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    void save(String(form.get('status')), String(form.get('reason') ?? '').trim());
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-label="Override the approval status">
      <div class="form-grid">
        <SelectField
          label="Override status"
          name="status"
          required
          options={APPROVAL_STATUSES.map((s): [string, string] => [s, WORDS[s]!])}
        />
      </div>
      <TextArea label="Reason" name="reason" required maxLength={1000} />
      <ErrorMessage error={error} />
      {done ? (
        <p role="status" class="status-line">
          {done}
        </p>
      ) : null}
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Override
        </button>
        {approval.override ? (
          <button type="button" disabled={busy} onClick={() => void save(null, null)}>
            Clear the override
          </button>
        ) : null}
      </div>
    </form>
  );
}
