import { Field, SelectField } from '../../ui/components.js';
import { CHOICES, choicesOf, KINDS, SCORED, type DraftQuestion } from './draft.js';
import type { Question } from './shared.js';

/** One question of the builder: code, kind, weight, text, options, required, critical, good answers. */
export function QuestionEditor({
  label,
  q,
  onChange,
  onRemove,
}: {
  label: string;
  q: DraftQuestion;
  onChange(patch: Partial<DraftQuestion>): void;
  onRemove?: () => void;
}) {
  const value = (e: Event) => (e.target as HTMLInputElement).value;
  const scored = SCORED.has(q.kind);
  return (
    <fieldset class="builder-question">
      <legend>Question {label}</legend>
      <div class="builder-grid">
        <Field
          label={`Code of question ${label}`}
          value={q.code}
          required
          maxLength={40}
          onInput={(e) => onChange({ code: value(e) })}
        />
        <SelectField
          label={`Kind of question ${label}`}
          value={q.kind}
          options={KINDS}
          onChange={(e) => {
            const kind = value(e) as Question['kind'];
            onChange({
              kind,
              good: kind === 'yesno' ? ['yes'] : [],
              critical: SCORED.has(kind) && q.critical,
            });
          }}
        />
        <Field
          label={`Weight of question ${label}`}
          type="number"
          min={0}
          max={100}
          step="any"
          value={q.weight}
          onInput={(e) => onChange({ weight: value(e) })}
        />
      </div>
      <Field
        label={`Text of question ${label}`}
        value={q.text}
        required
        maxLength={1000}
        onInput={(e) => onChange({ text: value(e) })}
      />
      {CHOICES.has(q.kind) ? (
        <div class="field">
          <label for={`options-${label}`}>Options of question {label} (one a line)</label>
          <textarea
            id={`options-${label}`}
            rows={4}
            value={q.options}
            onInput={(e) => onChange({ options: value(e) })}
          />
        </div>
      ) : null}
      <div class="checks">
        <label>
          <input
            type="checkbox"
            checked={q.required}
            onChange={(e) => onChange({ required: (e.target as HTMLInputElement).checked })}
          />{' '}
          Required
        </label>
        {scored ? (
          <label>
            <input
              type="checkbox"
              checked={q.critical}
              onChange={(e) => onChange({ critical: (e.target as HTMLInputElement).checked })}
            />{' '}
            Critical
          </label>
        ) : null}
      </div>
      {scored ? (
        <fieldset class="checks">
          <legend>Good answers of question {label} (scored)</legend>
          {choicesOf(q).map((o) => (
            <label key={o}>
              <input
                type="checkbox"
                checked={q.good.includes(o)}
                onChange={(e) =>
                  onChange({
                    good: (e.target as HTMLInputElement).checked
                      ? [...q.good, o]
                      : q.good.filter((g) => g !== o),
                  })
                }
              />{' '}
              {o}
            </label>
          ))}
        </fieldset>
      ) : null}
      {onRemove ? (
        <button type="button" class="danger" onClick={onRemove}>
          Remove question {label}
        </button>
      ) : null}
    </fieldset>
  );
}
