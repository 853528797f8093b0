import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { ErrorSummary, FormField, type Errors, type FieldSpec } from '../suppliers/form.js';
import { lotFromFields, lotFromText, lotHref } from './scan.js';

const idOf = (name: string) => `find-lot-${name}`;

const SPECS: FieldSpec[] = [
  {
    name: 'code',
    label: 'Scan or paste a code',
    hint: 'A barcode’s text, a GS1 Digital Link (a QR code’s web address), an EPC URN, or a GTIN and a lot apart by a space',
  },
  { name: 'gtin', label: 'Or the GTIN', hint: '8, 12, 13 or 14 digits, as under the barcode' },
  { name: 'lot', label: 'And the lot', hint: 'The batch or lot number as on the label' },
];

/**
 * Finds a lot and opens its page (docs/console.md, "A lot"): one text as typed, pasted or scanned (scan.ts reads
 * it), or a GTIN and a lot in two fields. A scanner that ends with Enter sends the form.
 */
export function LotSearch() {
  const { route } = useLocation();
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: Event) {
    e.preventDefault();
    const data = new FormData(e.currentTarget as HTMLFormElement);
    const value = (k: string) => String(data.get(k) ?? '');
    const code = value('code');
    const gtin = value('gtin').trim();
    const lot = value('lot').trim();
    const r = code.trim() || (!gtin && !lot) ? lotFromText(code) : lotFromFields(gtin, lot);
    if (!r.ok) {
      const field = code.trim() || (!gtin && !lot) ? 'code' : /GTIN/.test(r.problem) ? 'gtin' : 'lot';
      setErrors({ [field]: r.problem });
      return;
    }
    setErrors({});
    route(lotHref(r.gtin, r.lot));
  }

  return (
    <form class="inline-form find-lot" onSubmit={submit} noValidate aria-labelledby="find-lot-title">
      <h2 id="find-lot-title">Find a lot</h2>
      <ErrorSummary errors={errors} idOf={idOf} specs={SPECS} />
      {/* No field is required on its own: "(optional)" would mislead; the hint says what is needed. */}
      <FormField spec={{ ...SPECS[0]!, required: true }} id={idOf('code')} error={errors.code} value="" />
      <div class="form-grid">
        {SPECS.slice(1).map((spec) => (
          <FormField
            key={spec.name}
            spec={{ ...spec, required: true }}
            id={idOf(spec.name)}
            error={errors[spec.name]}
            value=""
          />
        ))}
      </div>
      <div class="buttons">
        <button type="submit" class="primary">
          Find the lot
        </button>
      </div>
    </form>
  );
}
