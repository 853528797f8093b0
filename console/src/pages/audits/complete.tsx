import { useEffect, useRef, useState } from 'preact/hooks';
import { api, ok, errorText } from '../../api.js';
import { newKey } from '../../offline/store.js';
import { ErrorMessage } from '../../ui/components.js';
import { formatNumber } from '../../ui/format.js';
import type { SectionView } from './sections.js';
import { type Audit } from './shared.js';

/**
 * Completion: the score once complete; before that, what still stands in the way (required items not
 * answered, changes not yet sent, no connection), and the button: disabled while something stands in the way
 * (described by the reasons), and asking once more in place, saying what completing does, since it cannot be
 * undone.
 */
export function CompletePanel({
  audit,
  sections,
  pending,
  writable,
  online,
  onGoTo,
  onCompleted,
}: {
  audit: Audit;
  sections: SectionView[];
  pending: number;
  writable: boolean;
  online: boolean;
  onGoTo(sectionid: number): void;
  onCompleted(score: number): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);

  if (audit.statusid === 2 || score !== null) {
    const pct = score ?? audit.score_pct;
    return (
      <section class="card complete-panel" aria-labelledby="complete-title">
        <h2 id="complete-title">Audit complete</h2>
        <p class="final-score" role="status">
          Score: <strong>{pct === null ? '–' : `${formatNumber(pct, 2)} %`}</strong>
        </p>
      </section>
    );
  }
  if (!writable) return null;

  const missing = sections.flatMap((s) =>
    s.shown
      .filter((i) => i.item.required && i.result === null)
      .map((i) => ({ section: s.section, shown: i })),
  );
  const reasons: string[] = [];
  if (missing.length > 0) {
    reasons.push(
      `${missing.length} required ${missing.length === 1 ? 'item is' : 'items are'} not answered yet.`,
    );
  }
  if (pending > 0) {
    reasons.push(
      `${pending} ${pending === 1 ? 'change is' : 'changes are'} still waiting to be sent${online ? '' : ' (offline)'}.`,
    );
  } else if (!online) {
    reasons.push('This device is offline: completing needs the connection.');
  }
  const blocked = reasons.length > 0;

  async function complete() {
    setAsking(false);
    setBusy(true);
    setError(null);
    try {
      const r = await ok(
        api.POST('/api/v1/audits/{auditid}/complete', {
          params: { path: { auditid: audit.auditid } },
          body: {},
          headers: { 'Idempotency-Key': newKey() },
        }),
      );
      setScore(r.data.score_pct);
      onCompleted(r.data.score_pct);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card complete-panel" aria-labelledby="complete-title">
      <h2 id="complete-title">Complete the audit</h2>
      {reasons.length > 0 ? (
        <div class="reasons" id="complete-reasons">
          <p>It cannot be completed yet:</p>
          <ul>
            {reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
          {missing.length > 0 ? (
            <details>
              <summary>Required items not answered</summary>
              <ul>
                {missing.map(({ section, shown }) => (
                  <li key={shown.item.itemid}>
                    <button type="button" class="link" onClick={() => onGoTo(section.sectionid)}>
                      {section.section_name}: {shown.item.question}
                    </button>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : (
        <p>Every required item is answered. Completing locks the answers and calculates the score.</p>
      )}
      <ErrorMessage error={error} />
      {asking && !blocked ? (
        <div class="complete-confirm" role="group" aria-labelledby="complete-confirm">
          <p id="complete-confirm">
            <strong>Complete audit {audit.auditid}?</strong> This cannot be undone: the answers are locked,
            the score is calculated, and every failed critical item raises a corrective action for the
            supplier.
          </p>
          <div class="buttons">
            <button ref={yesRef} type="button" class="primary" onClick={() => void complete()}>
              Yes, complete the audit
            </button>
            <button type="button" onClick={() => setAsking(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          class="primary"
          disabled={busy || blocked}
          aria-describedby={blocked ? 'complete-reasons' : undefined}
          onClick={() => setAsking(true)}
        >
          {busy ? 'Completing…' : 'Complete audit'}
        </button>
      )}
    </section>
  );
}
