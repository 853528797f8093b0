import { useEffect, useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, TextArea } from '../../ui/components.js';
import { apiDateText } from '../../ui/format.js';
import { APPROVED, IN_REVIEW, NEW, REJECTED, SUBMITTED, type Lookup } from './data.js';
import type { SpecData } from './use-spec.js';

interface Move {
  from: number;
  to: number;
  label: string;
  level: number;
  /** One of the supplier scope's own three moves (submit, resubmit, withdraw). */
  supplier?: boolean;
  tone?: 'primary' | 'danger';
}

/** The workflow of docs/traceability.md: the moves from each status, who may make them. */
const MOVES: Move[] = [
  { from: NEW, to: SUBMITTED, label: 'Submit', level: 2, supplier: true, tone: 'primary' },
  { from: SUBMITTED, to: IN_REVIEW, label: 'Start review', level: 2, tone: 'primary' },
  { from: SUBMITTED, to: REJECTED, label: 'Reject', level: 3, tone: 'danger' },
  { from: SUBMITTED, to: NEW, label: 'Withdraw', level: 2, supplier: true },
  { from: IN_REVIEW, to: APPROVED, label: 'Approve', level: 3, tone: 'primary' },
  { from: IN_REVIEW, to: REJECTED, label: 'Reject', level: 3, tone: 'danger' },
  { from: REJECTED, to: SUBMITTED, label: 'Resubmit', level: 2, supplier: true, tone: 'primary' },
  { from: REJECTED, to: NEW, label: 'Reopen as draft', level: 2 },
];

/**
 * The comment as an `X-Change-Reason` header too, so that the change history shows it beside the status
 * change: one line, at most 500 characters, its UTF-8 bytes as the header's octets.
 */
function reasonHeader(comment: string): Record<string, string> {
  const line = [...comment.replace(/\s+/g, ' ').trim()].slice(0, 500).join('');
  if (!line) return {};
  return { 'X-Change-Reason': String.fromCharCode(...new TextEncoder().encode(line)) };
}

/** What approval still needs (docs/products.md), in the API's order. */
export function missingForApproval(d: SpecData): string[] {
  // The row's dates are PHP-style objects (docs/products.md), its names strings.
  const has = (f: string) => (apiDateText(d.spec[f]) ?? '').trim() !== '';
  return [
    d.allergens ? null : 'allergens',
    d.nutrition ? null : 'nutrition',
    has('supplierdeclarationname') ? null : 'supplier declaration name',
    has('supplierdeclarationdate') ? null : 'supplier declaration date',
    has('technicalsignoffname') ? null : 'technical sign-off name',
    has('technicalsignoffdate') ? null : 'technical sign-off date',
  ].filter((x): x is string => x !== null);
}

/** The workflow buttons the caller may use from the spec's status, with a comment (required to reject). */
export function Workflow({
  data,
  statuses,
  onMoved,
}: {
  data: SpecData;
  statuses: Lookup[];
  onMoved(): void;
}) {
  const { can, isSupplier } = useSession();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const active = data.product.active === 1;
  const moves = MOVES.filter((m) => m.from === data.statusid && can(m.level) && (!isSupplier || m.supplier));
  const nameOf = (id: number) => statuses.find((s) => s.id === id)?.name ?? String(id);
  const missing = data.statusid === IN_REVIEW ? missingForApproval(data) : [];
  // A move's error is about the spec as it was: once the spec is read again (a section saved), it is gone.
  useEffect(() => setError(null), [data]);

  async function move(m: Move) {
    setError(null);
    setNotice(null);
    if (m.to === REJECTED && comment.trim() === '') {
      setError('A comment is required to reject: say what must change.');
      document.querySelector<HTMLTextAreaElement>('.workflow textarea')?.focus();
      return;
    }
    setBusy(true);
    try {
      const r = await ok(
        api.POST('/api/v1/products/{psid}/transition', {
          params: { path: { psid: data.psid } },
          body: { to: m.to, comment: comment.trim() || null },
          headers: reasonHeader(comment),
        }),
      );
      setComment('');
      setNotice(
        `Moved to ${r.data.statuslevel}` +
          (m.to === APPROVED && r.data.versionno ? `: version ${r.data.versionno} approved.` : '.'),
      );
      onMoved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!active) return <p class="note">This specification is deleted: its workflow is closed.</p>;
  return (
    <section class="card workflow" aria-labelledby="workflow-title">
      <h2 id="workflow-title">Workflow</h2>
      <p>
        Status: <strong>{nameOf(data.statusid)}</strong>
      </p>
      {missing.length && can(3) && !isSupplier ? (
        <p class="note" id="approval-needs">
          Approval still needs: {missing.join(', ')}.
        </p>
      ) : null}
      {moves.length ? (
        <>
          <TextArea
            label={moves.some((m) => m.to === REJECTED) ? 'Comment (required to reject)' : 'Comment'}
            value={comment}
            rows={2}
            maxLength={2000}
            onInput={(e) => setComment(e.currentTarget.value)}
          />
          <div class="buttons">
            {moves.map((m) => {
              // Known to be refused (422): disabled, the note above saying why.
              const blocked = m.to === APPROVED && missing.length > 0;
              return (
                <button
                  key={`${m.from}-${m.to}`}
                  type="button"
                  class={m.tone}
                  disabled={busy || blocked}
                  aria-describedby={blocked ? 'approval-needs' : undefined}
                  onClick={() => void move(m)}
                >
                  {m.label}
                </button>
              );
            })}
          </div>
        </>
      ) : (
        <p class="hint">Nothing for you to do in this status.</p>
      )}
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
    </section>
  );
}
