import { useState } from 'preact/hooks';
import { api, ok, type Schemas, errorText } from '../../api.js';
import { eventTypes } from '../../openapi-doc.js';
import { ErrorMessage, Field, Loading } from '../../ui/components.js';
import { useAsync } from '../../ui/hooks.js';

type Webhook = Schemas['Webhook'];

/** Registering an endpoint (its secret is answered once: `onCreated`) or editing one. */
export function WebhookForm({
  webhook,
  onCreated,
  onDone,
}: {
  webhook?: Webhook;
  onCreated(secret: string): void;
  onDone(changed: boolean): void;
}) {
  const [all, setAll] = useState(!webhook || webhook.events.includes('*'));
  const [events, setEvents] = useState<Set<string>>(new Set(webhook?.events.filter((e) => e !== '*') ?? []));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const types = useAsync(eventTypes, []);

  async function submit(e: Event) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const body = {
      url: String(form.get('url') ?? '').trim(),
      description: String(form.get('description') ?? '').trim() || null,
      events: all ? ['*'] : [...events],
      enabled: form.get('enabled') === 'on',
    };
    if (!all && events.size === 0) {
      setError('Choose at least one event, or all of them');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (webhook) {
        await ok(api.PUT('/api/v1/webhooks/{id}', { params: { path: { id: webhook.id } }, body }));
      } else {
        const r = await ok(api.POST('/api/v1/webhooks', { body }));
        onCreated(r.data.secret);
      }
      onDone(true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  function toggle(type: string, on: boolean) {
    const next = new Set(events);
    if (on) next.add(type);
    else next.delete(type);
    setEvents(next);
  }

  return (
    <form class="inline-form" onSubmit={submit} aria-label={webhook ? 'Edit endpoint' : 'New endpoint'}>
      <h2>{webhook ? 'Edit the endpoint' : 'New endpoint'}</h2>
      <div class="form-grid">
        <Field
          label="Endpoint URL"
          name="url"
          type="url"
          required
          defaultValue={webhook?.url}
          placeholder="https://erp.example.com/hooks/foodtrace"
        />
        <Field label="Description" name="description" defaultValue={webhook?.description ?? ''} />
      </div>
      <label class="check">
        <input type="checkbox" name="enabled" defaultChecked={webhook?.enabled ?? true} /> Enabled
      </label>
      <fieldset>
        <legend>Events</legend>
        <label class="check">
          <input type="checkbox" checked={all} onChange={(e) => setAll(e.currentTarget.checked)} /> Every
          event
        </label>
        {all ? null : (
          <div class="events-grid">
            <ErrorMessage error={types.error} />
            {types.loading ? <Loading what="Loading the event types" /> : null}
            {(types.data ?? []).map((type) => (
              <label class="check" key={type}>
                <input
                  type="checkbox"
                  checked={events.has(type)}
                  onChange={(e) => toggle(type, e.currentTarget.checked)}
                />{' '}
                {type}
              </label>
            ))}
          </div>
        )}
      </fieldset>
      <ErrorMessage error={error} />
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          {webhook ? 'Save changes' : 'Register endpoint'}
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
