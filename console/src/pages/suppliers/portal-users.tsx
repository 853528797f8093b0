import { useState } from 'preact/hooks';
import { api, errorText, ok, type Schemas } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, useFieldId } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime, formatNumber } from '../../ui/format.js';
import { ConfirmButton } from '../admin/confirm.js';
import {
  check,
  ErrorSummary,
  FormField,
  serverErrors,
  valuesOf,
  type Errors,
  type FieldSpec,
} from './form.js';
import '../admin/admin.css';
import './suppliers.css';

type Supplier = Schemas['Supplier']['supplier'];
type PortalUser = Schemas['PortalUser'];

const SPECS: FieldSpec[] = [
  { name: 'firstname', label: 'First name', required: true, maxLength: 100 },
  { name: 'lastname', label: 'Last name', required: true, maxLength: 100 },
  {
    name: 'emailaddress',
    label: 'Email address',
    required: true,
    type: 'email',
    maxLength: 254,
    hint: 'Their sign-in: the welcome email with a temporary password goes here',
  },
  { name: 'mobileno', label: 'Mobile number', required: true, type: 'tel', maxLength: 50 },
];

/**
 * The supplier's portal users; an Editor of the organisation adds one (welcome email with a temporary
 * password) and sends the welcome email again to one who has not set a password yet.
 */
export function PortalUsers({ supplier, onChange }: { supplier: Supplier; onChange(): void }) {
  const { can, isSupplier } = useSession();
  const [adding, setAdding] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const manage = can(2) && !isSupplier && supplier.active === 1;

  async function resend(u: PortalUser) {
    setError(null);
    setNote(null);
    try {
      await ok(
        api.POST('/api/v1/suppliers/{supplierid}/users/{userid}/resendWelcome', {
          params: { path: { supplierid: supplier.supplierid, userid: u.userid } },
        }),
      );
      setNote(`A new welcome email with a new temporary password is on its way to ${u.emailaddress}.`);
      onChange();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <section aria-labelledby="portal-title">
      <h2 id="portal-title">Portal users</h2>
      {note ? (
        <p role="status" class="status-line">
          {note}
        </p>
      ) : null}
      <ErrorMessage error={error} />
      {manage && !adding ? (
        <button type="button" onClick={() => (setNote(null), setAdding(true))}>
          Add a portal user
        </button>
      ) : null}
      {adding ? (
        <AddPortalUser
          supplierid={supplier.supplierid}
          onDone={(email) => {
            setAdding(false);
            if (email) {
              setNote(
                `Portal user added: the welcome email with a temporary password is on its way to ${email}.`,
              );
              onChange();
            }
          }}
        />
      ) : null}
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
            cell: (u) =>
              !u.active ? (
                <Badge>Deactivated</Badge>
              ) : u.temporary_password ? (
                <Badge tone="amber">Password not set yet</Badge>
              ) : (
                <Badge tone="green">Active</Badge>
              ),
          },
          manage && {
            header: 'Actions',
            headerHidden: true,
            cell: (u) =>
              u.active && u.temporary_password ? (
                <ConfirmButton
                  label="Resend welcome email"
                  question={`Send ${u.firstname} ${u.lastname} (${u.emailaddress}) a new temporary password? The one sent before stops working.`}
                  yes="Yes, resend"
                  onConfirm={() => resend(u)}
                />
              ) : null,
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

function AddPortalUser({ supplierid, onDone }: { supplierid: number; onDone(email: string | null): void }) {
  const base = useFieldId();
  const idOf = (name: string) => `${base}-${name}`;
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: Event) {
    e.preventDefault();
    const values = valuesOf(e.currentTarget as HTMLFormElement, SPECS);
    const found = check(SPECS, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await ok(
        api.POST('/api/v1/suppliers/{supplierid}/users', {
          params: { path: { supplierid } },
          body: {
            firstname: values.firstname!,
            lastname: values.lastname!,
            emailaddress: values.emailaddress!,
            mobileno: values.mobileno!,
          },
        }),
      );
      onDone(values.emailaddress!);
    } catch (err) {
      const message = errorText(err);
      // The API's 409 names no field: it is the email's.
      setErrors(
        /email already exists/i.test(message)
          ? { emailaddress: 'A user with this email address already exists' }
          : serverErrors(SPECS, message),
      );
      setBusy(false);
    }
  }

  return (
    <form class="inline-form" onSubmit={submit} noValidate aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`}>New portal user</h3>
      <ErrorSummary errors={errors} idOf={idOf} specs={SPECS} />
      <div class="form-grid">
        {SPECS.map((spec) => (
          <FormField key={spec.name} spec={spec} id={idOf(spec.name)} error={errors[spec.name]} />
        ))}
      </div>
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Add portal user
        </button>
        <button type="button" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
