import { useState } from 'preact/hooks';
import { api, ok, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, ErrorMessage, Field, Loaded, Page, SelectField } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ConfirmButton, ShownOnce } from './confirm.js';
import '../suppliers/suppliers.css';
import './admin.css';

const LEVELS = ['', 'Basic (read)', 'Editor (create and update)', 'Manager (delete)', 'Admin'];

/** API keys (level 4): issued for a user at most at that user's level, shown once, revoked. */
export function AdminKeys() {
  const { can, me } = useSession();
  const keys = useAsync(() => ok(api.GET('/api/v1/admin/apiKeys')), []);
  const users = useAsync(
    () => ok(api.GET('/api/v1/users', { params: { query: { companyid: 1, active: 1, limit: 200 } } })),
    [],
  );
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!can(4)) {
    return (
      <Page title="API keys">
        <p>API keys are managed by an Administrator.</p>
      </Page>
    );
  }
  const userName = (id: number) => {
    const u = users.data?.data.find((x) => x.userid === id);
    return u ? `${u.firstname} ${u.lastname}` : `User ${id}`;
  };

  async function create(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setError(null);
    setBusy(true);
    try {
      const r = await ok(
        api.POST('/api/v1/admin/apiKeys', {
          body: {
            name: String(form.get('name') ?? '').trim(),
            level: Number(form.get('level')),
            userid: Number(form.get('userid')),
          },
        }),
      );
      setShown(r.data.key);
      setCreating(false);
      keys.reload();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: number) {
    setError(null);
    try {
      await ok(api.DELETE('/api/v1/admin/apiKeys/{id}', { params: { path: { id } } }));
      keys.reload();
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Page
      title="API keys"
      actions={
        !creating && !shown ? (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            New API key
          </button>
        ) : null
      }
    >
      <p class="hint">
        A key acts as its user, at the lower of its own level and the user’s. Integrations send it in the{' '}
        <code>X-API-Key</code> header.
      </p>
      {shown ? <ShownOnce title="The new API key" secret={shown} onDone={() => setShown(null)} /> : null}
      {creating ? (
        <form class="inline-form" onSubmit={create} aria-label="New API key">
          <div class="form-grid">
            <Field label="Name" name="name" required maxLength={200} hint="What uses it, e.g. ERP import" />
            <SelectField
              label="Level"
              name="level"
              defaultValue="1"
              options={LEVELS.slice(1).map((l, i): [number, string] => [i + 1, l])}
            />
            <SelectField
              label="Acts as"
              name="userid"
              defaultValue={String(me?.user.userid ?? '')}
              options={(users.data?.data ?? []).map((u): [number, string] => [
                u.userid,
                `${u.firstname} ${u.lastname} (${u.emailaddress})`,
              ])}
            />
          </div>
          <ErrorMessage error={error} />
          <div class="buttons">
            <button type="submit" class="primary" disabled={busy || !users.data}>
              Create key
            </button>
            <button type="button" onClick={() => (setCreating(false), setError(null))}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <ErrorMessage error={error} />
      )}
      <Loaded state={keys} what="Loading keys">
        {(r) => (
          <DataTable
            caption="API keys"
            columns={[
              { header: 'Name', cell: (k) => k.name },
              { header: 'Starts with', class: 'mono', cell: (k) => `${k.prefix}…` },
              { header: 'Level', cell: (k) => LEVELS[k.level] ?? k.level },
              { header: 'Acts as', cell: (k) => userName(k.userid) },
              { header: 'Created', class: 'hide-narrow', cell: (k) => formatDateTime(k.created) },
              {
                header: 'Status',
                cell: (k) =>
                  k.revoked ? (
                    <Badge>Revoked {formatDateTime(k.revoked)}</Badge>
                  ) : (
                    <Badge tone="green">Active</Badge>
                  ),
              },
              {
                header: 'Actions',
                headerHidden: true,
                cell: (k) =>
                  k.revoked ? null : (
                    <ConfirmButton
                      label="Revoke"
                      question={`Revoke the key “${k.name}”? It stops working at once.`}
                      yes="Yes, revoke"
                      onConfirm={() => revoke(k.id)}
                    />
                  ),
              },
            ]}
            rows={r.data}
            rowKey={(k) => k.id}
          />
        )}
      </Loaded>
    </Page>
  );
}
