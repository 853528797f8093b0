import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { Badge, Loaded, Page } from '../../ui/components.js';
import { DataTable } from '../../ui/data-table.js';
import { formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import { ConfirmButton, ShownOnce } from './confirm.js';
import { Deliveries } from './deliveries.js';
import { WebhookForm } from './webhook-form.js';
import '../suppliers/suppliers.css';
import './admin.css';

type Webhook = Schemas['Webhook'];

/** Webhook endpoints (level 4): registered, edited, tested, their secret rotated, their delivery log. */
export function AdminWebhooks() {
  const { can } = useSession();
  const list = useAsync(() => ok(api.GET('/api/v1/webhooks')), []);
  const [form, setForm] = useState<'new' | Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; ok: boolean } | null>(null);

  if (!can(4)) {
    return (
      <Page title="Webhooks">
        <p>Webhooks are managed by an Administrator.</p>
      </Page>
    );
  }

  async function act(what: () => Promise<{ text: string; ok: boolean } | string | void>) {
    setError(null);
    setNote(null);
    try {
      const said = await what();
      if (said) setNote(typeof said === 'string' ? { text: said, ok: true } : said);
      list.reload();
    } catch (e) {
      setError(errorText(e));
    }
  }

  const path = (w: Webhook) => ({ params: { path: { id: w.id } } });
  const test = (w: Webhook) =>
    act(async () => {
      const r = await ok(api.POST('/api/v1/webhooks/{id}/test', path(w)));
      setSelected(w.id);
      setRefresh((n) => n + 1);
      const d = r.data;
      return d.status === 'delivered'
        ? { text: `Test event delivered (HTTP ${d.status_code}).`, ok: true }
        : { text: `Test event failed: ${d.error ?? `HTTP ${d.status_code}`}.`, ok: false };
    });
  const rotate = (w: Webhook) =>
    act(async () => {
      const r = await ok(api.POST('/api/v1/webhooks/{id}/rotateSecret', path(w)));
      setSecret(r.data.secret);
      return `The old secret keeps signing beside the new one until ${formatDateTime(r.data.previous_secret_expires_at)}.`;
    });
  const toggle = (w: Webhook) =>
    act(async () => {
      await ok(api.PUT('/api/v1/webhooks/{id}', { ...path(w), body: { enabled: !w.enabled } }));
      return w.enabled ? 'Endpoint disabled: its pending deliveries failed.' : 'Endpoint enabled.';
    });
  const remove = (w: Webhook) =>
    act(async () => {
      await ok(api.DELETE('/api/v1/webhooks/{id}', path(w)));
      if (selected === w.id) setSelected(null);
      return 'Endpoint deleted: nothing more is delivered to it.';
    });

  const shown = list.data?.data.find((w) => w.id === selected);
  return (
    <Page
      title="Webhooks"
      actions={
        form === null ? (
          <button type="button" class="primary" onClick={() => setForm('new')}>
            New endpoint
          </button>
        ) : null
      }
    >
      <p class="hint">
        Signed POSTs (Standard Webhooks) of every change to the subscribed events, retried for three days.
      </p>
      {secret ? (
        <ShownOnce title="The endpoint’s signing secret" secret={secret} onDone={() => setSecret(null)} />
      ) : null}
      {form !== null ? (
        <WebhookForm
          key={form === 'new' ? 'new' : form.id}
          webhook={form === 'new' ? undefined : form}
          onCreated={setSecret}
          onDone={(changed) => {
            setForm(null);
            if (changed) list.reload();
          }}
        />
      ) : null}
      {note ? (
        <p role="status" class={note.ok ? 'status-line' : 'status-line status-bad'}>
          {note.text}
        </p>
      ) : null}
      <Loaded state={list} what="Loading endpoints" error={error}>
        {(r) => (
          <DataTable
            caption="Webhook endpoints"
            columns={[
              {
                header: 'Endpoint',
                cell: (w) => (
                  <>
                    <span class="mono">{w.url}</span>
                    {w.description ? <div class="hint">{w.description}</div> : null}
                  </>
                ),
              },
              {
                header: 'Events',
                cell: (w) => (w.events.includes('*') ? 'Every event' : w.events.join(', ')),
              },
              {
                header: 'Status',
                cell: (w) => (
                  <>
                    {w.enabled ? <Badge tone="green">Enabled</Badge> : <Badge>Disabled</Badge>}
                    {w.disabled_reason ? <div class="hint">{w.disabled_reason}</div> : null}
                    {w.failing_since ? (
                      <div class="hint">Failing since {formatDateTime(w.failing_since)}</div>
                    ) : null}
                  </>
                ),
              },
              {
                header: 'Actions',
                headerHidden: true,
                cell: (w) => (
                  <div class="row-actions" role="group" aria-label={`Actions on ${w.url}`}>
                    <button
                      type="button"
                      aria-pressed={selected === w.id}
                      onClick={() => setSelected(selected === w.id ? null : w.id)}
                    >
                      Deliveries
                    </button>
                    <button type="button" onClick={() => void test(w)}>
                      Send a test event
                    </button>
                    <button type="button" onClick={() => setForm(w)}>
                      Edit
                    </button>
                    <button type="button" onClick={() => void toggle(w)}>
                      {w.enabled ? 'Disable' : 'Enable'}
                    </button>
                    <ConfirmButton
                      label="Rotate secret"
                      question="Issue a new signing secret?"
                      yes="Yes, rotate"
                      onConfirm={() => rotate(w)}
                    />
                    <ConfirmButton
                      label="Delete"
                      question={`Delete the endpoint ${w.url}?`}
                      yes="Yes, delete"
                      onConfirm={() => remove(w)}
                    />
                  </div>
                ),
              },
            ]}
            rows={r.data}
            rowKey={(w) => w.id}
            empty="No endpoint registered."
          />
        )}
      </Loaded>
      {shown ? <Deliveries webhook={shown} refresh={refresh} /> : null}
    </Page>
  );
}
