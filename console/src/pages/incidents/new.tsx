import { useLocation } from 'preact-iso';
import { useMemo, useState } from 'preact/hooks';
import { api, errorText, ok } from '../../api.js';
import { Loaded, Page } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { ErrorSummary, FormField, check, valuesOf, type Errors, type FieldSpec } from '../suppliers/form.js';
import { lotFromFields, lotHref, lotLink } from '../traceability/scan.js';
import { mergeTraces } from '../traceability/trace-graph.js';
import type { TraceGraph } from '../traceability/trace-types.js';
import { TraceGraphView } from '../traceability/trace-view.js';
import { openIncident, type IncidentKind } from './incidents-api.js';
import { FIELDS } from './fields.js';
import { ACK_DEFAULT, bodyOf, lotsOf } from './new-form.js';
import { ExerciseBadge } from './words.js';

const idOf = (name: string) => `incident-${name}`;

/** A field as shown: lots and GTINs not "(optional)" (one of them is needed), the kind's default time to answer. */
function shownSpec(spec: FieldSpec, kind: IncidentKind): FieldSpec {
  if (spec.name === 'lots' || spec.name === 'gtins') return { ...spec, required: true };
  if (spec.name === 'ackwithin') return { ...spec, hint: `${spec.hint} (here ${ACK_DEFAULT[kind]})` };
  return spec;
}
const NO_TRACE = (root: string): TraceGraph => ({
  root,
  direction: 'backward',
  nodes: [],
  edges: [],
  affected: { specs: [], suppliers: [], sites: [], wholesalers: [] },
  truncated: false,
});

/** Where the first lot went (its forward trace, drawn as on its page): what the incident will reach. */
function Reach({ links }: { links: string[] }) {
  const first = links[0]!;
  const trace = useAsync(
    () =>
      ok(api.GET('/api/v1/trace/forward', { params: { query: { epc: first } } })).then((r) =>
        mergeTraces(NO_TRACE(first), r.data),
      ),
    [first],
  );
  return (
    <section aria-labelledby="reach-title" class="incident-reach">
      <h2 id="reach-title">What it reaches</h2>
      <p class="hint">
        Where the lot and what was made from it went, as the events say. Opening the incident takes this as
        its affected set{links.length > 1 ? `, with the other ${links.length - 1} lots’` : ''}.
      </p>
      <Loaded state={trace} what="Tracing the lot forward">
        {(m) => (
          <>
            <p>
              {m.affected.sites.length} sites, {m.affected.wholesalers.length} wholesalers,{' '}
              {m.affected.suppliers.length} suppliers.
            </p>
            <TraceGraphView merged={m} />
          </>
        )}
      </Loaded>
    </section>
  );
}

/**
 * Opening an incident (level 3): from a lot's page (`/incidents/new?gtin=…&lot=…`, the lot filled and its reach
 * drawn), from an alert's matches (alert.tsx) or from the list (`?kind=mock` for a mock recall). The form's lots, once checked, show what they reach;
 * "Open the incident" posts it and opens its page, where the parties are notified.
 */
export function IncidentNew() {
  const { query, route } = useLocation();
  const fromLot = query.gtin && query.lot ? lotFromFields(query.gtin, query.lot) : null;
  const startLot = fromLot?.ok ? lotLink(fromLot.gtin, fromLot.lot) : '';
  const [kind, setKind] = useState<IncidentKind>(query.kind === 'mock' ? 'mock' : 'recall');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string[]>(startLot ? [startLot] : lotsOf(query.lots ?? '').links);
  // From an alert (`?lots=…&gtins=…&title=…&description=…`, alert.tsx): its matches, one a line.
  const values = useMemo(
    () => ({
      kind,
      severity: '1',
      lots: startLot || (query.lots ?? ''),
      gtins: query.gtins ?? '',
      description: query.description ?? '',
      title: fromLot?.ok
        ? `${kind === 'mock' ? 'Mock recall' : 'Recall'} of lot ${fromLot.lot}`
        : (query.title ?? ''),
    }),
    // The first values only: the form is not controlled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  async function submit(e: Event) {
    e.preventDefault();
    const v = valuesOf(e.currentTarget as HTMLFormElement, FIELDS);
    const made = bodyOf(v);
    const found = { ...check(FIELDS, v), ...(made.errors ?? {}) };
    setErrors(found);
    if (Object.keys(found).length > 0 || !('body' in made)) return;
    setBusy(true);
    try {
      const incident = await openIncident(made.body);
      route(`/incidents/${incident.incidentid}`);
    } catch (err) {
      setErrors({ '': errorText(err) });
      setBusy(false);
    }
  }

  function preview(e: Event) {
    const form = (e.currentTarget as HTMLButtonElement).form!;
    const r = lotsOf(valuesOf(form, FIELDS).lots ?? '');
    setErrors(r.problem ? { lots: r.problem } : {});
    setShown(r.problem ? [] : r.links);
  }

  return (
    <Page title={kind === 'mock' ? 'Start a mock recall' : 'Open an incident'}>
      <p>
        <a href="/incidents">Back to Incidents</a>
        {fromLot?.ok ? (
          <>
            {' · '}
            <a href={lotHref(fromLot.gtin, fromLot.lot)}>Back to lot {fromLot.lot}</a>
          </>
        ) : null}
      </p>
      {kind === 'mock' ? (
        <p class="exercise-note" role="note">
          <ExerciseBadge /> A mock recall: an exercise of the recall procedure. The parties are told, and
          asked to answer, exactly as in a recall; every notice says EXERCISE.
        </p>
      ) : null}
      <form class="incident-form" onSubmit={submit} noValidate aria-label="The incident">
        <ErrorSummary errors={errors} idOf={idOf} specs={FIELDS} />
        <div class="form-grid">
          {FIELDS.slice(0, 4).map((spec) => (
            <div
              key={spec.name}
              onChange={
                spec.name === 'kind'
                  ? (ev) => setKind((ev.target as HTMLSelectElement).value as IncidentKind)
                  : undefined
              }
            >
              <FormField
                spec={spec}
                id={idOf(spec.name)}
                error={errors[spec.name]}
                value={values[spec.name as keyof typeof values]}
              />
            </div>
          ))}
        </div>
        {FIELDS.slice(4).map((spec) => (
          <FormField
            key={spec.name}
            spec={shownSpec(spec, kind)}
            id={idOf(spec.name)}
            error={errors[spec.name]}
            value={values[spec.name as keyof typeof values]}
          />
        ))}
        <div class="buttons">
          <button type="button" onClick={preview}>
            Show what the lots reach
          </button>
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Opening…' : kind === 'mock' ? 'Start the mock recall' : 'Open the incident'}
          </button>
        </div>
      </form>
      {shown.length > 0 ? <Reach key={shown.join(' ')} links={shown} /> : null}
    </Page>
  );
}
