import { useRoute } from 'preact-iso';
import { api, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Loading, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { Certificates } from './certificates.js';
import { Audits, Specs } from './detail-lists.js';
import { nameOf, useLookup } from '../../lookups.js';
import './suppliers.css';

type Supplier = Schemas['Supplier']['supplier'];

/** One supplier: its record, sites, portal users, certificates, audits and specifications. */
export function SupplierDetail() {
  const id = Number(useRoute().params.id);
  const { can } = useSession();
  const countries = useLookup('countries');
  const types = useLookup('supplier_types');
  const risks = useLookup('risk_levels');
  const read = useAsync(
    () => ok(api.GET('/api/v1/suppliers/{supplierid}', { params: { path: { supplierid: id } } })),
    [id],
  );

  if (!Number.isInteger(id) || id < 1)
    return (
      <Page title="Supplier">
        <ErrorMessage error="No such supplier" />
      </Page>
    );
  if (!read.data) {
    return (
      <Page title="Supplier">
        <ErrorMessage error={read.error} />
        {read.loading ? <Loading what="Loading the supplier" /> : null}
      </Page>
    );
  }
  const s = read.data.data.supplier;
  const address = [s.address1, s.address2, s.address3, s.city, s.postcode, nameOf(countries, s.countryid)]
    .filter(Boolean)
    .join(', ');

  return (
    <Page
      title={s.companyname}
      actions={
        <>
          <span class="head-badge">
            {s.active ? <Badge tone="green">Active</Badge> : <Badge>Deleted</Badge>}
          </span>
          {can(2) && s.active ? (
            <a class="button" href={`/audits/new?companyid=${s.supplierid}`}>
              New audit
            </a>
          ) : null}
        </>
      }
    >
      <ErrorMessage error={read.error} />
      <div class="detail-grid wrap-cells">
        <dl class="facts">
          <dt>Vendor code</dt>
          <dd>{s.vendorcode}</dd>
          <dt>Address</dt>
          <dd>{address}</dd>
          <dt>Supplier type</dt>
          <dd>{nameOf(types, s.suppliertypeid)}</dd>
          <dt>Risk</dt>
          <dd>{nameOf(risks, s.riskid)}</dd>
          <dt>Questionnaire</dt>
          <dd>{s.saq?.status ?? '–'}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(s.created)}</dd>
        </dl>
        <dl class="facts">
          <dt>Technical contact</dt>
          <dd>
            <Contact
              name={s.technicalcontactname}
              email={s.technicalcontactemail}
              phone={s.technicalmobileno}
            />
          </dd>
          <dt>Commercial contact</dt>
          <dd>
            <Contact
              name={s.commercialcontactname}
              email={s.commercialcontactemail}
              phone={s.commercialmobileno}
            />
          </dd>
          {s.comments ? (
            <>
              <dt>Comments</dt>
              <dd>{s.comments}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <Sites supplier={s} countries={countries} />
      <PortalUsers supplier={s} />
      <Certificates
        supplierid={s.supplierid}
        active={s.active === 1}
        sites={s.sites}
        certificates={read.data.data.accreditations}
        onChange={read.reload}
      />
      <Audits supplierid={s.supplierid} />
      <Specs supplierid={s.supplierid} active={s.active === 1} />
    </Page>
  );
}

function Contact({
  name,
  email,
  phone,
}: {
  name: string | null;
  email: string | null;
  phone: string | null;
}) {
  return (
    <>
      {name}
      {email ? (
        <>
          {' · '}
          <a href={`mailto:${email}`}>{email}</a>
        </>
      ) : null}
      {phone ? ` · ${phone}` : null}
    </>
  );
}

function Sites({ supplier, countries }: { supplier: Supplier; countries: { id: number; name: string }[] }) {
  return (
    <section aria-labelledby="sites-title">
      <h2 id="sites-title">Sites</h2>
      <DataTable
        caption="Sites"
        columns={[
          {
            header: 'Site',
            cell: (site) => (
              <>
                {site.sitename} {site.is_default ? <Badge tone="blue">Default</Badge> : null}
              </>
            ),
          },
          {
            header: 'Address',
            cell: (site) =>
              [site.address1, site.city, site.postcode, nameOf(countries, site.countryid)]
                .filter(Boolean)
                .join(', '),
          },
          {
            header: 'Status',
            cell: (site) => (site.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>),
          },
        ]}
        rows={supplier.sites}
        rowKey={(site) => site.siteid}
      />
    </section>
  );
}

function PortalUsers({ supplier }: { supplier: Supplier }) {
  return (
    <section aria-labelledby="portal-title">
      <h2 id="portal-title">Portal users</h2>
      <DataTable
        caption="Portal users"
        columns={[
          {
            header: 'Name',
            cell: (u) => (
              <>
                {u.firstname} {u.lastname}
              </>
            ),
          },
          { header: 'Email', cell: (u) => u.emailaddress },
          { header: 'Sign-ins', cell: (u) => formatNumber(u.logincount, 0) },
          {
            header: 'Last sign-in',
            cell: (u) => (u.lastloggedin ? formatDateTime(u.lastloggedin) : 'Never'),
          },
          {
            header: 'Status',
            cell: (u) => (u.active ? <Badge tone="green">Active</Badge> : <Badge>Deactivated</Badge>),
          },
        ]}
        rows={supplier.portal_users}
        rowKey={(u) => u.userid}
        empty="No portal user."
        emptyAs="row"
      />
    </section>
  );
}
