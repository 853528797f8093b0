import { useLocation } from 'preact-iso';
import { useRef, useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { newKey } from '../../offline/store.js';
import { Page } from '../../ui/components.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import {
  checkNewline,
  draftOf,
  EDITABLE,
  ErrorSummary,
  fieldOfMessage,
  focusSummary,
  FormField,
  NewlineFields,
  useBuyers,
  wire,
  type NewlineDraft,
} from './newline-form.js';
import './specs.css';

type Body = Schemas['NewlineInput'];

/**
 * A new product line (`/specs/new`, `?companyid=` from a supplier's page): the newline and the spec the API
 * creates with it (POST /newlines); then the new spec's page.
 */
export function SpecNew() {
  const { query, route } = useLocation();
  const preset = /^\d+$/.test(query.companyid ?? '') ? query.companyid! : '';
  const [draft, setDraft] = useState<NewlineDraft>(() => ({
    ...draftOf(null),
    companyid: preset,
    siteid: '',
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim());
  /** One key per body sent: a retry after a lost answer is the server's replay, never a second product line. */
  const key = useRef<{ body: string; key: string } | null>(null);
  const buyers = useBuyers(true);

  const companyid = Number(draft.companyid) || 0;
  const found = useAsync(
    () =>
      ok(
        api.GET('/api/v1/suppliers', {
          params: { query: { active: 1, limit: 100, ...(term ? { search: term } : {}) } },
        }),
      ).then((r) => r.data.map((s) => ({ id: s.supplierid, name: s.companyname }))),
    [term],
  );
  const supplier = useAsync(
    () =>
      companyid
        ? ok(api.GET('/api/v1/suppliers/{supplierid}', { params: { path: { supplierid: companyid } } })).then(
            (r) => {
              const s = r.data.supplier;
              const sites = s.sites.filter((site) => site.active);
              // The default site is the usual one: chosen for the person, who may change it.
              const chosen = sites.find((site) => site.is_default) ?? sites[0];
              setDraft((d) =>
                d.companyid === String(companyid) && !d.siteid && chosen
                  ? { ...d, siteid: String(chosen.siteid) }
                  : d,
              );
              return { id: s.supplierid, name: s.companyname, active: s.active === 1, sites };
            },
          )
        : Promise.resolve(null),
    [companyid],
  );
  const suppliers = [...(found.data ?? [])];
  if (supplier.data && !suppliers.some((s) => s.id === supplier.data!.id))
    suppliers.unshift({ id: supplier.data.id, name: supplier.data.name });

  function change(field: string, v: string | boolean) {
    setDraft((d) => ({ ...d, [field]: v, ...(field === 'companyid' ? { siteid: '' } : {}) }));
  }

  async function submit(e: Event) {
    e.preventDefault();
    setGeneral(null);
    const problems = checkNewline(draft, true);
    setErrors(problems);
    if (Object.keys(problems).length) {
      focusSummary();
      return;
    }
    const body: Record<string, unknown> = {
      companyid: Number(draft.companyid),
      siteid: Number(draft.siteid),
    };
    for (const f of EDITABLE) {
      const v = wire(f, draft[f]!);
      if (v !== null) body[f] = v;
    }
    const text = JSON.stringify(body);
    if (key.current?.body !== text) key.current = { body: text, key: newKey() };
    setBusy(true);
    try {
      const created = await ok(
        api.POST('/api/v1/newlines', {
          body: body as Body,
          headers: { 'Idempotency-Key': key.current.key },
        }),
      );
      route(`/specs/${created.data.psid}`);
    } catch (err) {
      const message = errorText(err);
      const { field, text: said } = fieldOfMessage(message, ['companyid', 'siteid', ...EDITABLE]);
      if (field) setErrors({ [field]: said });
      else setGeneral(said);
      focusSummary();
      setBusy(false);
    }
  }

  const summary = [
    ...Object.entries(errors).map(([field, text]) => ({ field, text })),
    ...(general ? [{ field: null, text: general }] : []),
  ];
  const sites = supplier.data?.sites ?? [];
  return (
    <Page title="New product line">
      <p class="hint">
        A product line and its specification are created together; the specification opens next, as New, to be
        completed and sent for approval.
      </p>
      <ErrorSummary errors={summary} />
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset class="card">
          <legend>Supplier</legend>
          <div class="form-grid">
            <div class="field">
              <label for="newline-supplier-search">Find a supplier</label>
              <small id="newline-supplier-search-hint" class="hint">
                Part of the name or vendor code
              </small>
              <input
                id="newline-supplier-search"
                type="search"
                aria-describedby="newline-supplier-search-hint"
                value={search}
                onInput={(e) => setSearch(e.currentTarget.value)}
              />
            </div>
            <FormField field="companyid" error={errors.companyid}>
              {(p) => (
                <select
                  {...p}
                  key={suppliers.length}
                  value={String(draft.companyid)}
                  onChange={(e) => change('companyid', e.currentTarget.value)}
                >
                  <option value="">Choose a supplier</option>
                  {suppliers.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              field="siteid"
              error={errors.siteid}
              hint={companyid ? undefined : 'Choose the supplier first'}
            >
              {(p) => (
                <select
                  {...p}
                  key={`${companyid}-${sites.length}`}
                  value={String(draft.siteid)}
                  disabled={!companyid}
                  onChange={(e) => change('siteid', e.currentTarget.value)}
                >
                  <option value="">Choose a site</option>
                  {sites.map((s) => (
                    <option key={s.siteid} value={s.siteid}>
                      {s.sitename}
                      {s.is_default ? ' (default)' : ''}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          {supplier.error ? (
            <p class="error">
              {(supplier.error as { status?: number }).status === 404
                ? `There is no supplier ${companyid}: choose one above.`
                : supplier.error.message}
            </p>
          ) : null}
          {supplier.data && !supplier.data.active ? (
            <p class="error">This supplier is deactivated: a product line cannot be started for it.</p>
          ) : null}
        </fieldset>
        <fieldset class="card">
          <legend>Product line</legend>
          <NewlineFields draft={draft} errors={errors} disabled={busy} buyers={buyers} onChange={change} />
        </fieldset>
        <div class="form-actions">
          <button type="submit" class="primary" disabled={busy}>
            Create product line
          </button>
          <a class="button" href={preset ? `/suppliers/${preset}` : '/specs'}>
            Cancel
          </a>
        </div>
      </form>
    </Page>
  );
}
