import { useState } from 'preact/hooks';
import { errorText } from '../../api.js';
import { glnProblem } from '../../gs1.js';
import { options, type Lookup } from '../../lookups.js';
import { useFieldId } from '../../ui/components.js';
import {
  check,
  ErrorSummary,
  FormField,
  serverErrors,
  valuesOf,
  type Errors,
  type FieldSpec,
} from '../suppliers/form.js';

/** The types of the organisation's own places (a supplier's sites are all `site`). */
export const ORGANISATION_SITE_TYPES: [string, string][] = [
  ['dc', 'Distribution centre'],
  ['store', 'Store'],
  ['office', 'Office'],
];
export const siteTypeName = (type: string) =>
  ORGANISATION_SITE_TYPES.find(([v]) => v === type)?.[1] ?? 'Supplier site';

/** A site as the forms read it: the supplier read's `sites` items and /sites records alike. */
export interface SiteLike {
  siteid: number;
  sitename: string;
  address1: string | null;
  address2: string | null;
  address3: string | null;
  city: string | null;
  postcode: string | null;
  countryid: number | null;
  gln?: string | null;
  sitetype?: string;
  contactemail?: string | null;
}

/** What a site form sends: every field on a new site, the changed ones on an edit. */
export type SiteBody = Record<string, string | number | null>;

export const siteSpecs = (countries: Lookup[], withType: boolean): FieldSpec[] => [
  {
    name: 'sitename',
    label: 'Site name',
    required: true,
    maxLength: 200,
    hint: 'As people call it: “Hull depot”',
  },
  ...(withType
    ? [
        {
          name: 'sitetype',
          label: 'Type of site',
          required: true,
          type: 'select' as const,
          options: [['', 'Choose…'], ...ORGANISATION_SITE_TYPES] as [string, string][],
        },
      ]
    : []),
  {
    name: 'gln',
    label: 'GLN',
    hint: '13 digits: the site’s Global Location Number, as GS1 gave it',
    maxLength: 13,
    validate: glnProblem,
  },
  { name: 'address1', label: 'Address line 1', required: true, maxLength: 200 },
  { name: 'address2', label: 'Address line 2', maxLength: 200 },
  { name: 'address3', label: 'Address line 3', maxLength: 200 },
  { name: 'city', label: 'Town or city', required: true, maxLength: 100 },
  { name: 'postcode', label: 'Postcode', required: true, maxLength: 20 },
  {
    name: 'countryid',
    label: 'Country',
    required: true,
    type: 'select',
    options: [['', 'Choose…'], ...options(countries)],
  },
  {
    name: 'contactemail',
    label: 'Contact email',
    type: 'email',
    maxLength: 254,
    hint: 'Who is told when an incident reaches this site',
  },
];

/**
 * A new site, or the changes to one (only the changed fields are sent), in the GOV.UK pattern of the supplier
 * page: checked before sending (the GLN's check digit included), the API's refusal on the field it names.
 */
export function SiteForm({
  countries,
  site,
  withType,
  save,
  onDone,
}: {
  countries: Lookup[];
  site?: SiteLike;
  withType: boolean;
  /** Sends the body (a new site when `site` is undefined); its message for the status line. */
  save(body: SiteBody): Promise<string>;
  onDone(message: string | null): void;
}) {
  const base = useFieldId();
  const idOf = (name: string) => `${base}-${name}`;
  const specs = siteSpecs(countries, withType);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const title = site ? `Edit site ${site.sitename}` : 'New site';

  async function submit(e: Event) {
    e.preventDefault();
    const values = valuesOf(e.currentTarget as HTMLFormElement, specs);
    const found = check(specs, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: SiteBody = {
      sitename: values.sitename!,
      ...(withType ? { sitetype: values.sitetype! } : {}),
      gln: values.gln?.trim() || null,
      address1: values.address1!,
      address2: values.address2 || null,
      address3: values.address3 || null,
      city: values.city!,
      postcode: values.postcode!,
      countryid: Number(values.countryid),
      contactemail: values.contactemail?.trim() || null,
    };
    let body = input;
    if (site) {
      body = Object.fromEntries(
        Object.entries(input).filter(([k, v]) => String(v ?? '') !== String(site[k as keyof SiteLike] ?? '')),
      );
      if (Object.keys(body).length === 0) return onDone(null);
    } else if (!input.gln) {
      delete body.gln;
    }
    setBusy(true);
    try {
      onDone(await save(body));
    } catch (err) {
      // "Invalid GLN" and the duplicate's "…this GLN" name the field in capitals.
      setErrors(serverErrors(specs, errorText(err), { GLN: 'gln' }));
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>{title}</h3>
      <ErrorSummary errors={errors} idOf={idOf} specs={specs} />
      <div class="form-grid">
        {specs.map((spec) => (
          <FormField
            key={spec.name}
            spec={spec}
            id={idOf(spec.name)}
            error={errors[spec.name]}
            value={site ? (site[spec.name as keyof SiteLike] as string | number | null) : null}
          />
        ))}
      </div>
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          {site ? 'Save site' : 'Add site'}
        </button>
        <button type="button" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
