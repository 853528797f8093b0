import { useRoute } from 'preact-iso';
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loading, Page } from '../../ui/components.js';
import {
  blankQuestion,
  CHOICES,
  choicesOf,
  lines,
  SCORED,
  type DraftQuestion,
  type DraftSection,
} from './draft.js';
import { QuestionEditor } from './question-editor.js';
import type { Question, Template } from './shared.js';

function toDraft(t: Template): DraftSection[] {
  return t.sections.map((s) => ({
    title: s.title,
    questions: s.questions.map((q) => ({
      code: q.code,
      text: q.text,
      kind: q.kind,
      options: (q.options ?? []).join('\n'),
      required: q.required,
      weight: String(q.weight ?? 1),
      critical: q.critical ?? false,
      good: q.good ?? [],
    })),
  }));
}

function toBody(sections: DraftSection[]) {
  return sections.map((s) => ({
    title: s.title,
    questions: s.questions.map((q): Question => {
      const scored = SCORED.has(q.kind);
      const good = q.good.filter((g) => choicesOf(q).includes(g));
      return {
        code: q.code.trim(),
        text: q.text.trim(),
        kind: q.kind,
        ...(CHOICES.has(q.kind) ? { options: lines(q.options) } : {}),
        required: q.required,
        weight: Number(q.weight) || 0,
        ...(scored && good.length ? { good, critical: q.critical } : {}),
      };
    }),
  }));
}

/** The questionnaire builder: a new template, or a template's latest version (a published one is edited as a new draft). */
export function TemplateEditor() {
  const param = useRoute().params.id;
  const [createdId, setCreatedId] = useState<number | null>(null);
  const id = param ? Number(param) : createdId;
  const { can } = useSession();
  const [template, setTemplate] = useState<Template | null>(null);
  const [name, setName] = useState('');
  const [validity, setValidity] = useState('36');
  const [sections, setSections] = useState<DraftSection[]>([{ title: '', questions: [blankQuestion(1)] }]);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function show(t: Template) {
    setTemplate(t);
    setName(t.name);
    setValidity(String(t.validity_months));
    setSections(toDraft(t));
  }
  // A template named in the address is read; one just made here is shown as its save answered.
  useEffect(() => {
    if (!param) return;
    ok(
      api.GET('/api/v1/questionnaires/{templateid}', { params: { path: { templateid: Number(param) } } }),
    ).then(
      (r) => show(r.data),
      (e: unknown) => setError(errorText(e)),
    );
  }, [param]);

  const editable = can(3);
  const setQuestion = (si: number, qi: number, patch: Partial<DraftQuestion>) =>
    setSections(
      sections.map((s, i) =>
        i !== si ? s : { ...s, questions: s.questions.map((q, j) => (j !== qi ? q : { ...q, ...patch })) },
      ),
    );
  const count = sections.reduce((n, s) => n + s.questions.length, 0);

  async function save(e: Event) {
    e.preventDefault();
    setError(null);
    setNote(null);
    setBusy(true);
    try {
      const body = { name: name.trim(), validity_months: Number(validity), sections: toBody(sections) };
      const r =
        id === null
          ? await ok(api.POST('/api/v1/questionnaires', { body }))
          : await ok(
              api.PUT('/api/v1/questionnaires/{templateid}', { params: { path: { templateid: id } }, body }),
            );
      if (id === null) {
        // The address of the new template, without leaving this screen (and its message).
        setCreatedId(r.data.templateid);
        history.replaceState(null, '', `/questionnaires/${r.data.templateid}`);
      }
      show(r.data);
      setNote(`Saved as version ${r.data.version} (draft).`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function publish() {
    if (id === null) return;
    setError(null);
    setBusy(true);
    try {
      const r = await ok(
        api.POST('/api/v1/questionnaires/{templateid}/publish', { params: { path: { templateid: id } } }),
      );
      show(r.data);
      setNote(`Version ${r.data.version} is published: it is what is sent from now on.`);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  if (id !== null && !template) {
    return (
      <Page title="Questionnaire">
        <ErrorMessage error={error} />
        {error ? null : <Loading what="Loading the questionnaire" />}
      </Page>
    );
  }
  return (
    <Page title={template ? template.name : 'New questionnaire'}>
      {template ? (
        <p class="status-line">
          Version {template.version} · {template.status === 'draft' ? 'draft' : 'published'} · sent:{' '}
          {template.published_version
            ? `version ${template.published_version}`
            : 'nothing yet (not published)'}
          {template.status === 'published' && editable ? ' · saving makes a new draft version' : ''}
        </p>
      ) : null}
      <form class="builder" onSubmit={save}>
        <fieldset disabled={!editable || busy}>
          <Field
            label="Name"
            value={name}
            required
            maxLength={200}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
          <Field
            label="Valid for (months)"
            type="number"
            min={1}
            max={120}
            value={validity}
            onInput={(e) => setValidity((e.target as HTMLInputElement).value)}
          />
          {sections.map((s, si) => (
            <fieldset class="card builder-section" key={si}>
              <legend>Section {si + 1}</legend>
              <Field
                label={`Section ${si + 1} title`}
                value={s.title}
                required
                onInput={(e) =>
                  setSections(
                    sections.map((x, i) =>
                      i === si ? { ...x, title: (e.target as HTMLInputElement).value } : x,
                    ),
                  )
                }
              />
              {s.questions.map((q, qi) => (
                <QuestionEditor
                  key={qi}
                  label={`${si + 1}.${qi + 1}`}
                  q={q}
                  onChange={(patch) => setQuestion(si, qi, patch)}
                  onRemove={
                    s.questions.length > 1
                      ? () =>
                          setSections(
                            sections.map((x, i) =>
                              i === si ? { ...x, questions: x.questions.filter((_, j) => j !== qi) } : x,
                            ),
                          )
                      : undefined
                  }
                />
              ))}
              <div class="row-actions">
                <button
                  type="button"
                  onClick={() =>
                    setSections(
                      sections.map((x, i) =>
                        i === si ? { ...x, questions: [...x.questions, blankQuestion(count + 1)] } : x,
                      ),
                    )
                  }
                >
                  Add a question to section {si + 1}
                </button>
                {sections.length > 1 ? (
                  <button
                    type="button"
                    class="danger"
                    onClick={() => setSections(sections.filter((_, i) => i !== si))}
                  >
                    Remove section {si + 1}
                  </button>
                ) : null}
              </div>
            </fieldset>
          ))}
          <div class="row-actions">
            <button
              type="button"
              onClick={() => setSections([...sections, { title: '', questions: [blankQuestion(count + 1)] }])}
            >
              Add a section
            </button>
            <button type="submit" class="primary">
              Save draft
            </button>
            {template?.status === 'draft' ? (
              <button type="button" onClick={() => void publish()}>
                Publish version {template.version}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
      <ErrorMessage error={error} />
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
    </Page>
  );
}
