import { useState } from 'preact/hooks';
import { api, errorText, ok } from '../../api.js';
import { ErrorMessage, TextArea } from '../../ui/components.js';
import { scoreText, type Detail } from './shared.js';

const DECISIONS = [
  ['accept', 'Accept'],
  ['changes', 'Ask for changes'],
  ['reject', 'Reject'],
] as const;

/** The review of a submitted questionnaire: the score the answers have, the decision and its comments. */
export function Review({ detail, onReviewed }: { detail: Detail; onReviewed(d: Detail): void }) {
  const [decision, setDecision] = useState<(typeof DECISIONS)[number][0]>('accept');
  const [comments, setComments] = useState('');
  const [internalnote, setInternalnote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = detail.preview;

  async function send(e: Event) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await ok(
        api.POST('/api/v1/questionnaires/assignments/{assignmentid}/review', {
          params: { path: { assignmentid: detail.assignmentid } },
          body: { decision, comments, ...(internalnote ? { internalnote } : {}) },
        }),
      );
      onReviewed(r.data);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="card" aria-labelledby="review-title">
      <h2 id="review-title">Review</h2>
      {preview ? (
        <p>
          Score: <strong>{scoreText(preview.score)}</strong>
          {preview.critical ? (
            <strong class="critical"> · a critical question is not answered well</strong>
          ) : null}
          {preview.notgood.length ? <> · not good: {preview.notgood.join(', ')}</> : null}
        </p>
      ) : null}
      <form onSubmit={send}>
        <fieldset class="checks" disabled={busy}>
          <legend>Decision</legend>
          {DECISIONS.map(([value, text]) => (
            <label key={value} class="choice">
              <input
                type="radio"
                name="decision"
                value={value}
                checked={decision === value}
                onChange={() => setDecision(value)}
              />{' '}
              {text}
            </label>
          ))}
        </fieldset>
        <TextArea
          label="Comments for the supplier"
          value={comments}
          maxLength={4000}
          onInput={(e) => setComments((e.target as HTMLTextAreaElement).value)}
        />
        <TextArea
          label="Internal note (never shown to the supplier)"
          value={internalnote}
          maxLength={4000}
          onInput={(e) => setInternalnote((e.target as HTMLTextAreaElement).value)}
        />
        <button type="submit" class="primary" disabled={busy}>
          Record the review
        </button>
      </form>
      <ErrorMessage error={error} />
    </section>
  );
}
