import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync, useDebounced } from '../../ui/hooks.js';
import { nameOf, useLookup } from '../../lookups.js';
import { ConfirmButton } from './confirm.js';
import { UserForm } from './user-form.js';
import '../suppliers/suppliers.css';
import './admin.css';

type User = Schemas['User'];

/**
 * The seeded System Administrator: the bootstrap key acts as it, and deactivating it would revoke that key
 * (the API allows it; the console does not offer it).
 */
const SYSTEM_USER = 1;

/**
 * The users: searched and filtered, created (level 2), edited (level 2), deactivated (level 3), sent a password
 * reset link (level 4).
 */
export function AdminUsers() {
  const { can, me } = useSession();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const [active, setActive] = useState('1');
  const [company, setCompany] = useState('1');
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<'new' | User | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const access = useLookup('access_levels');

  const list = useAsync(
    () =>
      ok(
        api.GET('/api/v1/users', {
          params: {
            query: {
              page,
              limit: 25,
              ...(q ? { search: q } : {}),
              ...(active ? { active: Number(active) as 0 | 1 } : {}),
              ...(company ? { companyid: Number(company) } : {}),
            },
          },
        }),
      ),
    [q, active, company, page],
  );

  async function deactivate(u: User) {
    setError(null);
    setDone(null);
    try {
      await ok(api.POST('/api/v1/users/deleteUser/{id}', { params: { path: { id: u.userid } } }));
      setDone(`${u.firstname} ${u.lastname} was deactivated: their sign-ins and API keys no longer work.`);
      list.reload();
    } catch (e) {
      setError(errorText(e));
    }
  }

  /** An Administrator's reset (docs/auth.md): the person is emailed a link and chooses the password. */
  async function sendReset(u: User) {
    setError(null);
    setDone(null);
    try {
      await ok(api.POST('/api/v1/auth/sendPasswordReset/{id}', { params: { path: { id: u.userid } } }));
      setDone(
        `A password reset link is on its way to ${u.emailaddress}. It works once, for an hour; their current password works until they use it.`,
      );
    } catch (e) {
      setError(errorText(e));
    }
  }

  return (
    <Page
      title="Users"
      actions={
        can(2) && form === null ? (
          <button type="button" class="primary" onClick={() => (setForm('new'), setDone(null))}>
            New user
          </button>
        ) : null
      }
    >
      {form !== null ? (
        <UserForm
          key={form === 'new' ? 'new' : form.userid}
          user={form === 'new' ? undefined : form}
          onDone={(changed) => {
            if (changed) {
              setDone(form === 'new' ? 'User created.' : 'Changes saved.');
              list.reload();
            }
            setForm(null);
          }}
        />
      ) : null}
      <form class="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
        <Field
          label="Search users"
          type="search"
          value={search}
          placeholder="Name or email"
          onInput={(e) => (setSearch(e.currentTarget.value), setPage(1))}
        />
        <SelectField
          label="Status"
          value={active}
          options={[
            ['1', 'Active'],
            ['0', 'Deactivated'],
            ['', 'All'],
          ]}
          onChange={(e) => (setActive(e.currentTarget.value), setPage(1))}
        />
        <SelectField
          label="Company"
          value={company}
          options={[
            ['1', 'The organisation'],
            ['', 'All companies'],
          ]}
          onChange={(e) => (setCompany(e.currentTarget.value), setPage(1))}
        />
      </form>
      {done ? (
        <p role="status" class="status-line">
          {done}
        </p>
      ) : null}
      <Loaded state={list} what="Loading users" error={error}>
        {(r) => (
          <DataTable
            caption="Users"
            class="wrap-cells"
            columns={[
              {
                header: 'Name',
                cell: (u) => (
                  <>
                    {u.firstname} {u.lastname}
                    {u.jobtitle ? <div class="hint">{u.jobtitle}</div> : null}
                  </>
                ),
              },
              { header: 'Email', cell: (u) => u.emailaddress },
              { header: 'Access level', cell: (u) => nameOf(access, u.accesslevelid) },
              {
                header: 'Last sign-in',
                class: 'hide-narrow',
                cell: (u) => (u.lastloggedin ? formatDateTime(u.lastloggedin) : 'Never'),
              },
              {
                header: 'Status',
                cell: (u) => (u.active ? <Badge tone="green">Active</Badge> : <Badge>Deactivated</Badge>),
              },
              {
                header: 'Actions',
                headerHidden: true,
                cell: (u) => (
                  <div class="row-actions">
                    {can(2) && u.active ? (
                      <button
                        type="button"
                        aria-label={`Edit ${u.firstname} ${u.lastname}`}
                        onClick={() => (setForm(u), setDone(null))}
                      >
                        Edit
                      </button>
                    ) : null}
                    {can(4) && u.active && u.userid !== me?.user.userid && u.userid !== SYSTEM_USER ? (
                      <ConfirmButton
                        label="Reset password"
                        question={`Email ${u.firstname} ${u.lastname} a link to choose a new password?`}
                        yes="Yes, send the link"
                        onConfirm={() => sendReset(u)}
                      />
                    ) : null}
                    {can(3) && u.active && u.userid !== me?.user.userid && u.userid !== SYSTEM_USER ? (
                      <ConfirmButton
                        label="Deactivate"
                        question={`Deactivate ${u.firstname} ${u.lastname}?`}
                        yes="Yes, deactivate"
                        onConfirm={() => deactivate(u)}
                      />
                    ) : null}
                  </div>
                ),
              },
            ]}
            rows={r.data}
            rowKey={(u) => u.userid}
            empty="No user matches."
            emptyAs="row"
            pager={{ ...r.pagination, page, onPage: setPage }}
          />
        )}
      </Loaded>
    </Page>
  );
}
