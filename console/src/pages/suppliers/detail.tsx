import { useRoute } from 'preact-iso';
import { api, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatDate, formatDateTime, formatNumber } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { Certificates } from './certificates.js';
import { nameOf, useLookup } from './lookups.js';
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
      <Specs supplierid={s.supplierid} />
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
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Site</th>
              <th scope="col">Address</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {supplier.sites.map((site) => (
              <tr key={site.siteid}>
                <td>
                  {site.sitename} {site.is_default ? <Badge tone="blue">Default</Badge> : null}
                </td>
                <td>
                  {[site.address1, site.city, site.postcode, nameOf(countries, site.countryid)]
                    .filter(Boolean)
                    .join(', ')}
                </td>
                <td>{site.active ? <Badge tone="green">Active</Badge> : <Badge>Inactive</Badge>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PortalUsers({ supplier }: { supplier: Supplier }) {
  return (
    <section aria-labelledby="portal-title">
      <h2 id="portal-title">Portal users</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Sign-ins</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {supplier.portal_users.map((u) => (
              <tr key={u.userid}>
                <td>
                  {u.firstname} {u.lastname}
                </td>
                <td>{u.emailaddress}</td>
                <td>{formatNumber(u.logincount, 0)}</td>
                <td>{u.lastloggedin ? formatDateTime(u.lastloggedin) : 'Never'}</td>
                <td>{u.active ? <Badge tone="green">Active</Badge> : <Badge>Deactivated</Badge>}</td>
              </tr>
            ))}
            {supplier.portal_users.length === 0 ? (
              <tr>
                <td colSpan={5}>No portal user.</td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The audit's traffic light, in words (the colour repeats them). */
const LIGHT: Record<string, ['green' | 'amber' | 'red' | 'grey', string]> = {
  green: ['green', 'All passed'],
  amber: ['amber', 'Failures or flags'],
  red: ['red', 'Critical failure'],
  grey: ['grey', 'Not started'],
};

/** The supplier's audits. GET /audits has no supplier filter: every audit is read and this one's kept. */
function Audits({ supplierid }: { supplierid: number }) {
  const list = useAsync(() => ok(api.GET('/api/v1/audits')), [supplierid]);
  const audits = (list.data?.data ?? []).filter((a) => a.companyid === supplierid);
  return (
    <section aria-labelledby="audits-title">
      <h2 id="audits-title">Audits</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading audits" /> : null}
      {list.data ? (
        audits.length ? (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Audit</th>
                  <th scope="col">Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Result</th>
                  <th scope="col">Score</th>
                </tr>
              </thead>
              <tbody>
                {audits.map((a) => (
                  <tr key={a.auditid}>
                    <td>
                      <a href={`/audits/${a.auditid}`}>Audit {a.auditid}</a>
                    </td>
                    <td>{formatDate(a.auditdate)}</td>
                    <td>{a.statusid === 2 ? 'Complete' : 'In progress'}</td>
                    <td>
                      <Badge tone={LIGHT[a.traffic_light]?.[0] ?? 'grey'}>
                        {LIGHT[a.traffic_light]?.[1] ?? a.traffic_light}
                      </Badge>
                    </td>
                    <td>{a.score_pct === null ? '–' : `${formatNumber(a.score_pct)} %`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>No audit yet.</p>
        )
      ) : null}
    </section>
  );
}

function Specs({ supplierid }: { supplierid: number }) {
  const list = useAsync(
    () => ok(api.GET('/api/v1/products', { params: { query: { companyid: supplierid, limit: 100 } } })),
    [supplierid],
  );
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data ? <Loading what="Loading specifications" /> : null}
      {list.data ? (
        list.data.data.length ? (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Code</th>
                  <th scope="col">Status</th>
                  <th scope="col">Version</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {list.data.data.map((p) => (
                  <tr key={p.psid}>
                    <td>
                      <a href={`/specs/${p.psid}`}>{p.productname}</a>
                    </td>
                    <td>{p.productcode}</td>
                    <td>{p.statuslevel}</td>
                    <td>{p.version}</td>
                    <td>{formatDate(p.lastupdated)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>No specification yet.</p>
        )
      ) : null}
    </section>
  );
}
