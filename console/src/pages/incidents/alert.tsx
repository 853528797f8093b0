import { useState } from 'preact/hooks';
import { api, errorText, ok, type operations } from '../../api.js';
import { Page } from '../../ui/components.js';
import { ErrorSummary, FormField, check, valuesOf, type Errors, type FieldSpec } from '../suppliers/form.js';

type AlertBody = operations['matchAlert']['requestBody']['content']['application/json'];
/** POST /incidents/alerts: the alert's matches, what is not ours, and the exact matches as a scope. */
const matchAlert = async (body: AlertBody) => (await ok(api.POST('/api/v1/incidents/alerts', { body }))).data;
type AlertData = Awaited<ReturnType<typeof matchAlert>>;

const FIELDS: FieldSpec[] = [
  {
    name: 'source',
    label: 'Source',
    required: true,
    maxLength: 200,
    hint: 'Who published it: FSA, RASFF, a customer',
  },
  { name: 'reference', label: 'Reference', required: true, maxLength: 200, hint: 'The alert’s own number' },
  { name: 'productname', label: 'Product name', maxLength: 200, hint: 'As the alert writes it' },
  { name: 'brand', label: 'Brand', maxLength: 200 },
  { name: 'gtins', label: 'GTINs', type: 'textarea', hint: 'One a line (8 to 14 digits)' },
  {
    name: 'lots',
    label: 'Lots',
    type: 'textarea',
    hint: 'One a line: a Digital Link, an EPC URN, a barcode’s text, or a lot number of the GTINs above',
  },
];
const idOf = (name: string) => `alert-${name}`;
const lines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/** The new incident's form, filled with these lots and GTINs and the alert's words. */
function openHref(lots: string[], gtins: string[], v: Record<string, string>) {
  const q = new URLSearchParams({
    lots: lots.join('\n'),
    gtins: gtins.join('\n'),
    title: `${v.source} alert ${v.reference}${v.productname ? `: ${v.productname}` : ''}`,
    description: `Opened from ${v.source} alert ${v.reference}.`,
  });
  return `/incidents/new?${q}`;
}

const BY: Record<string, string> = { lot: 'Lot', gtin: 'GTIN', name: 'Name and brand' };

/**
 * An alert in (`/incidents/alert`, level 2; docs/incidents.md "Alerts in"): a regulator's or a customer's alert typed
 * in, matched to our specs and lots (exactly by GTIN and lot, by similarity of name and brand), and an incident
 * opened from the matches in one step.
 */
export function IncidentAlert() {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ v: Record<string, string>; a: AlertData } | null>(null);

  async function submit(e: Event) {
    e.preventDefault();
    const v = valuesOf(e.currentTarget as HTMLFormElement, FIELDS) as Record<string, string>;
    const found = check(FIELDS, v);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = {
        source: v.source!,
        reference: v.reference!,
        ...(v.productname ? { productname: v.productname } : {}),
        ...(v.brand ? { brand: v.brand } : {}),
        ...(lines(v.gtins).length > 0 ? { gtins: lines(v.gtins) } : {}),
        ...(lines(v.lots).length > 0 ? { lots: lines(v.lots) } : {}),
      };
      setAnswer({ v, a: await matchAlert(body) });
    } catch (err) {
      setErrors({ '': errorText(err) });
      setAnswer(null);
    } finally {
      setBusy(false);
    }
  }

  const exact = answer?.a.scope;
  return (
    <Page title="Match an alert">
      <p>
        <a href="/incidents">Back to Incidents</a>
      </p>
      <form class="incident-form" onSubmit={submit} noValidate aria-label="The alert">
        <ErrorSummary errors={errors} idOf={idOf} specs={FIELDS} />
        {FIELDS.map((spec) => (
          <FormField key={spec.name} spec={spec} id={idOf(spec.name)} error={errors[spec.name]} />
        ))}
        <div class="buttons">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Matching…' : 'Find what it matches'}
          </button>
        </div>
      </form>
      {answer ? (
        <section aria-labelledby="alert-matches">
          <h2 id="alert-matches">What it matches</h2>
          {answer.a.matches.length === 0 ? (
            <p>Nothing of ours matches this alert.</p>
          ) : (
            <table class="table" aria-labelledby="alert-matches">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Supplier</th>
                  <th scope="col">Matched by</th>
                  <th scope="col">Score</th>
                  <th scope="col">Lots</th>
                  <th scope="col">Incident</th>
                </tr>
              </thead>
              <tbody>
                {answer.a.matches.map((m, i) => (
                  <tr key={`${m.psid ?? m.gtin}-${i}`}>
                    <td>
                      {m.psid ? <a href={`/specs/${m.psid}`}>{m.productname}</a> : (m.productname ?? m.gtin)}
                      {m.brand ? ` (${m.brand})` : ''}
                    </td>
                    <td>{m.suppliername ?? '—'}</td>
                    <td>{BY[m.by] ?? m.by}</td>
                    <td>{Math.round(m.score * 100)} %</td>
                    <td>
                      {m.lots.length === 0
                        ? 'none seen'
                        : `${m.lots.map((l) => l.lot).join(', ')}${m.truncated ? ' and more' : ''}`}
                    </td>
                    <td>
                      {m.lots.length > 0 ? (
                        <a
                          href={openHref(
                            m.lots.map((l) => l.epc),
                            [],
                            answer.v,
                          )}
                        >
                          Open an incident on{' '}
                          {m.lots.length === 1 ? 'this lot' : `these ${m.lots.length} lots`}
                        </a>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {exact && (exact.lots.length > 0 || exact.gtins.length > 0) ? (
            <p>
              <a class="button primary" href={openHref(exact.lots, exact.gtins, answer.v)}>
                Open an incident on every exact match
              </a>
            </p>
          ) : null}
          {answer.a.unmatched.gtins.length + answer.a.unmatched.lots.length > 0 ? (
            <p>Not ours: {[...answer.a.unmatched.gtins, ...answer.a.unmatched.lots].join(', ')}.</p>
          ) : null}
        </section>
      ) : null}
    </Page>
  );
}
