import { useState } from 'preact/hooks';
import { cbvTerms } from '../../../../src/lib/epcis/cbv.js';
import { api, ok } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';
import { ErrorSummary, FormField, type Errors, type FieldSpec } from '../suppliers/form.js';
import { lookupProblems, type LookupForm } from './lookup.js';
import { cbvWords } from './words.js';

const SITES_LIST = 'lookup-sites';
const idOf = (name: string) => `lookup-${name}`;

/** The CBV business steps, by their words (the API lists the same: GET /epcis/bizSteps). */
const BIZ_STEPS: [string, string][] = cbvTerms('bizStep')
  .map((t): [string, string] => [t, cbvWords('bizStep', t).text])
  .sort((a, b) => a[1].localeCompare(b[1]));

const SPECS: FieldSpec[] = [
  { name: 'gtin', label: 'GTIN', hint: 'The product: 8, 12, 13 or 14 digits, as under the barcode' },
  { name: 'lot', label: 'Lot', hint: 'The batch or lot number as on the label (with its GTIN)' },
  {
    name: 'site',
    label: 'Site GLN',
    hint: 'The site’s 13-digit GLN: type it, or a site’s name to choose one',
    list: SITES_LIST,
  },
  {
    name: 'siteAs',
    label: 'The site is',
    hint: 'The event’s business location, or its read point',
    type: 'select',
    options: [
      ['bizLocation', 'Where the goods are'],
      ['readPoint', 'Where they were seen'],
    ],
  },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date', hint: 'Included' },
  { name: 'bizStep', label: 'Business step', type: 'select', options: [['', 'Any'], ...BIZ_STEPS] },
];

/**
 * The lookup: GTIN, lot, site, dates and business step, checked before asking (GOV.UK's error summary and
 * messages in place); `onLookup` gets the form's values without problems.
 */
export function LookupFormView({ form, onLookup }: { form: LookupForm; onLookup(f: LookupForm): void }) {
  const [errors, setErrors] = useState<Errors>({});
  // Sites with a GLN to choose from: the organisation's and its suppliers' (a portal user: its own).
  const sites = useAsync(
    () => ok(api.GET('/api/v1/sites', { params: { query: { limit: 200 } } })).then((r) => r.data),
    [],
  );

  function submit(e: Event) {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const value = (k: string) => String(data.get(k) ?? '').trim();
    const next: LookupForm = {
      gtin: value('gtin'),
      lot: value('lot'),
      site: value('site'),
      siteAs: value('siteAs') === 'readPoint' ? 'readPoint' : 'bizLocation',
      from: value('from'),
      to: value('to'),
      bizStep: value('bizStep'),
    };
    const problems = lookupProblems(next);
    setErrors(problems);
    if (Object.keys(problems).length === 0) onLookup(next);
  }

  return (
    <form class="inline-form lookup-form" onSubmit={submit} noValidate aria-labelledby="lookup-title">
      <h2 id="lookup-title">Look up events</h2>
      <ErrorSummary errors={errors} idOf={idOf} specs={SPECS} />
      <div class="form-grid">
        {SPECS.map((spec) => (
          <FormField
            key={spec.name}
            spec={{ ...spec, required: true }}
            id={idOf(spec.name)}
            error={errors[spec.name]}
            value={form[spec.name as keyof LookupForm]}
          />
        ))}
      </div>
      <datalist id={SITES_LIST}>
        {(sites.data ?? [])
          .filter((s) => s.gln)
          .map((s) => (
            <option key={s.siteid} value={s.gln!}>
              {s.companyid === 1 ? s.sitename : `${s.sitename} (${s.companyname})`}
            </option>
          ))}
      </datalist>
      <p class="hint">Every field may be left empty; the events match all the fields filled in.</p>
      <div class="buttons">
        <button type="submit" class="primary">
          Look up
        </button>
        <a class="button" href="/traceability">
          Clear
        </a>
      </div>
    </form>
  );
}
