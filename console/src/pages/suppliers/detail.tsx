import { useRoute } from 'preact-iso';
import { useState } from 'preact/hooks';
import { api, ok } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Loading, Page } from '../../ui/components.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { Certificates } from './certificates.js';
import { Deactivate } from './deactivate.js';
import { Audits, Specs } from './detail-lists.js';
import { EditSupplier } from './edit.js';
import { PortalUsers } from './portal-users.js';
import { Sites } from './sites.js';
import { SupplierQuestionnaires } from '../questionnaires/supplier-questionnaires.js';
import { SupplierApproval } from './approval.js';
import { nameOf, useLookup } from '../../lookups.js';
import './suppliers.css';

/** One supplier: its record, sites, portal users, certificates, audits and specifications. */
export function SupplierDetail() {
  const id = Number(useRoute().params.id);
  const { can, isSupplier } = useSession();
  const [mode, setMode] = useState<'view' | 'edit' | 'deactivate'>('view');
  const [note, setNote] = useState<string | null>(null);
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
          {can(2) && !isSupplier && s.active && mode === 'view' ? (
            <button type="button" onClick={() => (setNote(null), setMode('edit'))}>
              Edit supplier
            </button>
          ) : null}
          {can(3) && !isSupplier && s.active && mode === 'view' ? (
            <button type="button" class="danger" onClick={() => (setNote(null), setMode('deactivate'))}>
              Deactivate supplier
            </button>
          ) : null}
        </>
      }
    >
      <ErrorMessage error={read.error} />
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      {mode === 'deactivate' ? (
        <Deactivate
          supplier={s}
          onDone={(done) => {
            setMode('view');
            if (done) {
              setNote(`${s.companyname} is deactivated.`);
              read.reload();
            }
          }}
        />
      ) : null}
      {mode === 'edit' ? (
        <EditSupplier
          supplier={s}
          onDone={(saved) => {
            setMode('view');
            if (saved) {
              setNote('Supplier saved.');
              read.reload();
            }
          }}
        />
      ) : (
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
      )}
      <SupplierApproval supplierid={s.supplierid} refresh={read.data} />
      <Sites supplier={s} onChange={read.reload} />
      <PortalUsers supplier={s} onChange={read.reload} />
      <Certificates
        supplierid={s.supplierid}
        active={s.active === 1}
        sites={s.sites}
        certificates={read.data.data.accreditations}
        onChange={read.reload}
      />
      <SupplierQuestionnaires supplierid={s.supplierid} active={s.active === 1} />
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
