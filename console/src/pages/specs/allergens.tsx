import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ok, type paths } from '../../api.js';
import { ErrorMessage } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { APPROVED, labelOf, type Allergens } from './data.js';
import { NOT_REOPENED, ReopenConfirm, useReopenConfirm } from './reopen-confirm.js';

const VALUES = ['No', 'Yes', 'May'] as const;
type Value = (typeof VALUES)[number];
const CODE: Record<Value, number> = { No: 0, Yes: 1, May: 2 };
const TITLES: Record<Value, string> = { No: 'No', Yes: 'Yes (contains)', May: 'May contain' };

type AddBody = paths['/api/v1/products/addAllergens']['post']['requestBody']['content']['application/json'];
type UpdateBody = NonNullable<
  paths['/api/v1/products/updateAllergens/{psid}']['put']['requestBody']
>['content']['application/json'];

/**
 * The allergen grid: one row per allergen the API lists (addAllergens' fields, milk included), No / Yes / May
 * as a radio group per row. A product never recorded is added; a recorded one updated with its changes.
 */
export function AllergenGrid({
  psid,
  fields,
  record,
  statusid,
  writable,
  onSaved,
  onDraft,
}: {
  psid: number;
  fields: string[];
  record: Allergens | null;
  /** The values as set (No / Yes / May by field), on every change: the label preview follows them unsaved. */
  onDraft?(draft: Record<string, string>): void;
  /** The spec's status: an allergen change reopens an Approved spec (asked first). */
  statusid: number;
  writable: boolean;
  onSaved(): void;
}) {
  const recordFields = Object.entries(record ?? {})
    .filter(([, v]) => (VALUES as readonly unknown[]).includes(v))
    .map(([k]) => k)
    .join(',');
  const names = useMemo(() => {
    const fromRecord = recordFields ? recordFields.split(',') : [];
    return [...fields, ...fromRecord.filter((k) => !fields.includes(k))];
  }, [fields, recordFields]);
  // Keyed on the values, not the object: a reload after another section's save keeps what is being set here.
  const recordKey = JSON.stringify(names.map((n) => (record as Record<string, unknown> | null)?.[n] ?? null));
  const initial = useMemo(() => {
    const d: Record<string, Value> = {};
    for (const n of names) d[n] = ((record as Record<string, unknown> | null)?.[n] as Value) ?? 'No';
    return d;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names, recordKey]);
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reopen = useReopenConfirm(statusid === APPROVED);
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setDraft(initial), [initial]);
  useEffect(() => onDraft?.(draft), [draft, onDraft]);

  async function save(e: Event | null, confirmed = false) {
    e?.preventDefault();
    setError(null);
    setNotice(null);
    const changed = names.filter((n) => draft[n] !== initial[n]);
    if (record && changed.length === 0) {
      reopen.close();
      setNotice('Nothing changed.');
      return;
    }
    // Any allergen value written (added or changed) is content: the database reopens an approved spec.
    const what = record ? `its allergens (${changed.map(labelOf).join(', ')})` : 'its allergens';
    if (reopen.ask(what, confirmed)) return;
    const reopens = statusid === APPROVED;
    setBusy(true);
    try {
      if (record) {
        const body = Object.fromEntries(changed.map((n) => [n, CODE[draft[n]!]]));
        await ok(
          api.PUT('/api/v1/products/updateAllergens/{psid}', {
            params: { path: { psid } },
            body: body as UpdateBody,
          }),
        );
      } else {
        const body = { psid, ...Object.fromEntries(names.map((n) => [n, CODE[draft[n]!]])) };
        await ok(api.POST('/api/v1/products/addAllergens', { body: body as AddBody }));
      }
      setNotice(
        reopens
          ? 'Allergens saved. The specification is back to New: the draft of its next version, to submit for approval again.'
          : 'Allergens saved.',
      );
      onSaved();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} aria-labelledby="allergens-title">
      <h2 id="allergens-title">Allergens</h2>
      {record ? null : (
        <p class="note">
          Allergens are not recorded yet: an unrecorded allergen is not an absent one.
          {writable ? ' Set each row and save to record them.' : ''}
        </p>
      )}
      <DataTable
        caption="Allergens: No, Yes (contains) or May contain"
        wrapClass="allergens"
        columns={[
          { header: 'Allergen', rowHeader: true, cell: (n) => labelOf(n) },
          ...VALUES.map((v) => ({
            header: TITLES[v],
            class: 'choice',
            cell: (n: string) => (
              <input
                type="radio"
                name={`allergen-${n}`}
                value={v}
                aria-label={`${labelOf(n)}: ${v}`}
                checked={draft[n] === v}
                disabled={!writable}
                onChange={() => setDraft((d) => ({ ...d, [n]: v }))}
              />
            ),
          })),
        ]}
        rows={names}
        rowKey={(n) => n}
        rowClass={(n) => (draft[n] === 'Yes' ? 'yes' : draft[n] === 'May' ? 'may' : undefined)}
      />
      <ErrorMessage error={error} />
      {notice ? <p role="status">{notice}</p> : null}
      {reopen.asking ? (
        <ReopenConfirm
          key={reopen.key}
          id="allergens-reopen"
          what={reopen.asking}
          busy={busy}
          onConfirm={() => void save(null, true)}
          onCancel={() => {
            reopen.close();
            setNotice(NOT_REOPENED);
            saveRef.current?.focus();
          }}
        />
      ) : null}
      {writable ? (
        <button type="submit" class="primary" disabled={busy} ref={saveRef}>
          Save allergens
        </button>
      ) : null}
    </form>
  );
}
