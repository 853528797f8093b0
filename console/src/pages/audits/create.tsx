import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { api, ok, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Field, Loading, Page, SelectField } from '../../ui/components.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { today } from './shared.js';
import './audits.css';

/** A new audit of a supplier (level 2, organisation only): supplier, auditor, date and reason. */
export function AuditCreate() {
  const { me, can, isSupplier } = useSession();
  const { route, query } = useLocation();
  const [search, setSearch] = useState('');
  const [supplier, setSupplier] = useState(query.supplierid ?? '');
  const [auditor, setAuditor] = useState(String(me?.user.userid ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = useDebounced(search.trim());
  const suppliers = useAsync(
    () =>
      ok(
        api.GET('/api/v1/suppliers', {
          params: { query: { active: 1, limit: 200, ...(text ? { search: text } : {}) } },
        }),
      ).then((r) => r.data),
    [text],
  );
  const users = useAsync(
    () =>
      ok(api.GET('/api/v1/users', { params: { query: { companyid: 1, active: 1, limit: 200 } } })).then(
        (r) => r.data,
      ),
    [],
  );

  if (!can(2) || isSupplier) {
    return (
      <Page title="New audit">
        <p>Audits are created by the organisation’s auditors.</p>
      </Page>
    );
  }

  const supplierOptions: [string, string][] = [
    ['', suppliers.loading ? 'Loading…' : 'Choose a supplier'],
    ...(suppliers.data ?? []).map((s): [string, string] => [
      String(s.supplierid),
      s.vendorcode ? `${s.companyname} (${s.vendorcode})` : s.companyname,
    ]),
  ];
  if (supplier && !supplierOptions.some(([v]) => v === supplier)) {
    supplierOptions.push([supplier, `Supplier ${supplier}`]);
  }

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setError(null);
    if (!supplier) {
      setError('Choose the supplier to audit');
      return;
    }
    setBusy(true);
    try {
      const reason = String(form.get('audit_reason') ?? '').trim();
      const r = await ok(
        api.POST('/api/v1/audits', {
          body: {
            companyid: Number(supplier),
            userid: Number(form.get('userid')),
            audit_date: String(form.get('audit_date')),
            audit_reason: reason || null,
          },
        }),
      );
      route(`/audits/${r.data.auditid}`);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <Page title="New audit">
      <form class="narrow" onSubmit={submit}>
        <Field
          label="Find a supplier"
          type="search"
          value={search}
          placeholder="Name or vendor code"
          onInput={(e) => setSearch(e.currentTarget.value)}
        />
        <SelectField
          label="Supplier"
          name="companyid"
          required
          value={supplier}
          onChange={(e) => setSupplier(e.currentTarget.value)}
          options={supplierOptions}
        />
        <ErrorMessage error={suppliers.error} />
        {users.loading && !users.data ? (
          <Loading what="Loading auditors" />
        ) : (
          <SelectField
            label="Auditor"
            name="userid"
            required
            value={auditor}
            onChange={(e) => setAuditor(e.currentTarget.value)}
            options={(users.data ?? []).map((u) => [u.userid, `${u.firstname} ${u.lastname}`])}
          />
        )}
        <ErrorMessage error={users.error} />
        <Field label="Audit date" name="audit_date" type="date" required defaultValue={today()} />
        <Field label="Reason" name="audit_reason" maxLength={500} placeholder="e.g. Annual audit" />
        <ErrorMessage error={error} />
        <div class="form-actions">
          <button type="submit" class="primary" disabled={busy}>
            Create audit
          </button>
          <a class="button" href="/audits">
            Cancel
          </a>
        </div>
      </form>
    </Page>
  );
}
