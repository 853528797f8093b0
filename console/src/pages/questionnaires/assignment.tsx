import { useRoute } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { api, download, errorText, formData, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatDate, formatDateTime } from '../../ui/format.js';
import { Review } from './review.js';
import {
  ANSWERABLE,
  scoreText,
  StatusBadge,
  type AnswerValue,
  type Detail,
  type Question,
} from './shared.js';

const path = (id: number) => ({ params: { path: { assignmentid: id } } });

/**
 * One questionnaire assignment: the supplier answers it (drafts, files, submission; usable on a phone), the
 * organisation reads it and, at level 3, reviews it once submitted.
 */
export function AssignmentPage() {
  const id = Number(useRoute().params.id);
  const { can, isSupplier } = useSession();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [values, setValues] = useState<Record<string, AnswerValue | null>>({});
  const [dirty, setDirty] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function show(d: Detail) {
    setDetail(d);
    setValues(Object.fromEntries(d.answers.map((a) => [a.code, a.value as AnswerValue])));
    setDirty(new Set());
  }
  useEffect(() => {
    ok(api.GET('/api/v1/questionnaires/assignments/{assignmentid}', path(id))).then(
      (r) => show(r.data),
      (e: unknown) => setError(errorText(e)),
    );
  }, [id]);

  if (!detail) {
    return (
      <Page title="Questionnaire">
        <ErrorMessage error={error} />
        {error ? null : <Loading what="Loading the questionnaire" />}
      </Page>
    );
  }
  const answerable = ANSWERABLE.has(detail.status) && can(2);
  const set = (code: string, value: AnswerValue | null) => {
    setValues({ ...values, [code]: value });
    setDirty(new Set(dirty).add(code));
    setNote(null);
  };

  async function saveDraft(): Promise<boolean> {
    if (dirty.size === 0) return true;
    const answers = [...dirty].map((code) => {
      const v = values[code];
      const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
      return { code, value: empty ? null : v };
    });
    const r = await ok(
      api.PUT('/api/v1/questionnaires/assignments/{assignmentid}/answers', {
        ...path(id),
        body: { answers },
      }),
    );
    show(r.data);
    return true;
  }
  async function act(what: () => Promise<unknown>, done: string) {
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      await what();
      setNote(done);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  const submit = () =>
    act(async () => {
      await saveDraft();
      const r = await ok(api.POST('/api/v1/questionnaires/assignments/{assignmentid}/submit', path(id)));
      show(r.data);
    }, 'Submitted for review. Thank you.');
  const upload = (code: string, file: File) =>
    act(async () => {
      const r = await ok(
        api.POST('/api/v1/questionnaires/assignments/{assignmentid}/answers/{code}/file', {
          params: { path: { assignmentid: id, code } },
          body: { file },
          bodySerializer: formData,
        }),
      );
      // The other answers typed and not yet saved stay as they are: only this question's answer is the new file.
      setDetail(r.data);
      const answer = r.data.answers.find((a) => a.code === code);
      if (answer) setValues((v) => ({ ...v, [code]: answer.value as AnswerValue }));
    }, `${file.name} uploaded.`);

  const comments = detail.reviews.filter((r) => r.comments);
  return (
    <Page title={detail.name}>
      <p class="status-line">
        <StatusBadge status={detail.status} /> {isSupplier ? null : <>{detail.companyname} · </>}version{' '}
        {detail.version}
        {detail.due ? ` · due ${formatDate(detail.due)}${detail.overdue ? ' (overdue)' : ''}` : ''}
        {detail.expires ? ` · valid until ${formatDate(detail.expires)}` : ''}
        {detail.score !== null
          ? ` · score ${scoreText(detail.score)}${detail.critical ? ', critical answer' : ''}`
          : ''}
      </p>
      {comments.length ? (
        <section class="card" aria-labelledby="review-comments">
          <h2 id="review-comments">Reviewer’s comments</h2>
          <ul class="plain">
            {comments.map((r) => (
              <li key={r.created}>
                <strong>{formatDateTime(r.created)}</strong>: {r.comments}
                {r.internalnote ? <span class="muted"> (internal: {r.internalnote})</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form
        class="answers"
        onSubmit={(e) => {
          e.preventDefault();
          void act(saveDraft, 'Draft saved.');
        }}
      >
        {detail.sections.map((s, si) => (
          <fieldset class="card" key={si} disabled={!answerable || busy}>
            <legend>{s.title}</legend>
            {s.questions.map((q) => (
              <QuestionInput
                key={q.code}
                q={q}
                value={values[q.code] ?? null}
                files={detail.files.filter((f) => f.code === q.code)}
                assignmentid={id}
                onChange={(v) => set(q.code, v)}
                onFile={(f) => void upload(q.code, f)}
              />
            ))}
          </fieldset>
        ))}
        {answerable ? (
          <div class="row-actions sticky-actions">
            <button type="submit" disabled={busy}>
              Save draft
            </button>
            <button type="button" class="primary" disabled={busy} onClick={() => void submit()}>
              Submit
            </button>
          </div>
        ) : null}
      </form>
      <ErrorMessage error={error} />
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      {!isSupplier && can(3) && detail.status === 'Submitted' ? (
        <Review detail={detail} onReviewed={show} />
      ) : null}
    </Page>
  );
}

function QuestionInput({
  q,
  value,
  files,
  assignmentid,
  onChange,
  onFile,
}: {
  q: Question;
  value: AnswerValue | null;
  files: Detail['files'];
  assignmentid: number;
  onChange(v: AnswerValue | null): void;
  onFile(f: File): void;
}) {
  const name = `q-${q.code}`;
  const label = (
    <>
      <span class="code">{q.code}</span> {q.text}
      {q.required ? <span class="muted"> (required)</span> : null}
    </>
  );
  if (q.kind === 'yesno' || q.kind === 'choice' || q.kind === 'multichoice') {
    const options = q.kind === 'yesno' ? ['yes', 'no'] : (q.options ?? []);
    const many = q.kind === 'multichoice';
    const chosen = many ? (Array.isArray(value) ? value : []) : [];
    return (
      <fieldset class="question">
        <legend>{label}</legend>
        {options.map((o) => (
          <label key={o} class="choice">
            <input
              type={many ? 'checkbox' : 'radio'}
              name={name}
              value={o}
              checked={many ? chosen.includes(o) : value === o}
              onChange={(e) => {
                if (!many) return onChange(o);
                const on = (e.target as HTMLInputElement).checked;
                onChange(on ? [...chosen, o] : chosen.filter((c) => c !== o));
              }}
            />{' '}
            {q.kind === 'yesno' ? (o === 'yes' ? 'Yes' : 'No') : o}
          </label>
        ))}
      </fieldset>
    );
  }
  const id = `answer-${q.code}`;
  if (q.kind === 'file') {
    return (
      <div class="question field">
        <label for={id}>{label}</label>
        {files.length ? (
          <ul class="plain">
            {files.map((f) => (
              <li key={f.fileid}>
                <button
                  type="button"
                  class="link"
                  onClick={() =>
                    void download(
                      api.GET('/api/v1/questionnaires/assignments/{assignmentid}/files/{fileid}', {
                        params: { path: { assignmentid, fileid: f.fileid } },
                        parseAs: 'blob',
                      }),
                      f.filename,
                    )
                  }
                >
                  {f.filename}
                </button>{' '}
                <span class="muted">{value === f.fileid ? '(the answer)' : '(earlier)'}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
          onChange={(e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f) onFile(f);
          }}
        />
        <small class="hint">PDF, JPEG or PNG, at most 10 MB: uploaded as soon as it is chosen.</small>
      </div>
    );
  }
  const text = (e: Event) => (e.target as HTMLInputElement).value;
  return (
    <div class="question field">
      <label for={id}>{label}</label>
      {q.kind === 'text' ? (
        <textarea
          id={id}
          rows={3}
          maxLength={4000}
          value={typeof value === 'string' ? value : ''}
          onInput={(e) => onChange(text(e))}
        />
      ) : (
        <input
          id={id}
          type={q.kind}
          step={q.kind === 'number' ? 'any' : undefined}
          value={value === null ? '' : String(value)}
          onInput={(e) => {
            const v = text(e);
            onChange(q.kind === 'number' ? (v === '' ? null : Number(v)) : v);
          }}
        />
      )}
    </div>
  );
}
