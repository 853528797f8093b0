import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, Loading, Page } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';
import { Certificates } from './certificates.js';
import { Sites } from '../suppliers/sites.js';
import { PortalActions, PortalAudits, PortalSpecs } from './work.js';
import { PortalQuestionnaires } from '../questionnaires/todo.js';
import './portal.css';

/**
 * The home of a supplier portal user: their own company, its specifications to complete, its audits, the
 * corrective actions assigned to them and its certificates. The API confines every read to their company.
 */
export function Portal() {
  const { me, isSupplier, can } = useSession();
  const companyid = me?.companyid ?? 0;
  const supplier = useAsync(
    () =>
      isSupplier
        ? ok(api.GET('/api/v1/suppliers/{supplierid}', { params: { path: { supplierid: companyid } } })).then(
            (r) => r.data,
          )
        : Promise.resolve(null),
    [companyid, isSupplier],
  );

  if (!me || !isSupplier)
    return (
      <Page title="Supplier portal">
        <p>
          The portal is where a supplier’s own users work. Suppliers are managed under{' '}
          <a href="/suppliers">Suppliers</a>.
        </p>
      </Page>
    );
  const s = supplier.data?.supplier;
  const writable = can(2);
  return (
    <Page title={s?.companyname ?? 'My company'}>
      <ErrorMessage error={supplier.error} />
      {supplier.loading && !supplier.data ? <Loading what="Loading your company" /> : null}
      {s ? (
        <section aria-labelledby="portal-company" class="card">
          <h2 id="portal-company">Your company</h2>
          <dl class="facts">
            <dt>Company</dt>
            <dd>{s.companyname}</dd>
            <dt>Vendor code</dt>
            <dd>{s.vendorcode ?? '–'}</dd>
            <dt>Address</dt>
            <dd>
              {[s.address1, s.address2, s.address3, s.city, s.postcode].filter(Boolean).join(', ') || '–'}
            </dd>
            <dt>Technical contact</dt>
            <dd>
              {[s.technicalcontactname, s.technicalcontactemail, s.technicalmobileno]
                .filter(Boolean)
                .join(' · ') || '–'}
            </dd>
            <dt>Commercial contact</dt>
            <dd>
              {[s.commercialcontactname, s.commercialcontactemail, s.commercialmobileno]
                .filter(Boolean)
                .join(' · ') || '–'}
            </dd>
          </dl>
        </section>
      ) : null}
      {s ? <Sites supplier={s} onChange={supplier.reload} /> : null}
      <PortalQuestionnaires />
      <PortalSpecs />
      <PortalAudits />
      <PortalActions userid={me.user.userid} writable={writable} />
      {s && supplier.data ? (
        <Certificates
          supplierid={s.supplierid}
          certificates={supplier.data.accreditations}
          sites={s.sites}
          writable={writable}
          onChanged={supplier.reload}
        />
      ) : null}
    </Page>
  );
}
