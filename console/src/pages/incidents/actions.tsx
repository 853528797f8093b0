import { useState } from 'preact/hooks';
import { errorText } from '../../api.js';
import { useSession } from '../../session.js';
import { ErrorMessage, TextArea } from '../../ui/components.js';
import {
  closeIncident,
  contain,
  notifyParties,
  rescope,
  type Incident,
  type Party,
} from './incidents-api.js';

const names = (ps: Party[]) => ps.map((p) => p.name).join(', ');

/**
 * What may be done to an incident, by level: notify every party (level 2, asked to confirm), scope it again from
 * the events, mark it contained (2), close it with a closure note (3). Each answer reloads the page's reads.
 */
export function IncidentActions({
  incident,
  parties,
  onChanged,
}: {
  incident: Incident;
  parties: Party[];
  onChanged(): void;
}) {
  const { can, isSupplier } = useSession();
  const [asking, setAsking] = useState<'notify' | 'close' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (isSupplier || !can(2) || incident.status === 'closed') return null;
  const unnotified = parties.filter((p) => p.inscope && !p.notice).length;

  async function run(what: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setSaid(null);
    try {
      setSaid(await what());
      setAsking(null);
      onChanged();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  const notify = () =>
    run(async () => {
      const r = await notifyParties(incident.incidentid);
      return `${r.queued} ${r.queued === 1 ? 'notice' : 'notices'} on the way.`;
    });
  const again = () =>
    run(async () => {
      const { changes: c } = await rescope(incident.incidentid);
      const parts = [
        c.added.length ? `added ${names(c.added)}` : '',
        c.removed.length ? `no longer in scope ${names(c.removed)}` : '',
        c.changed.length ? `quantities changed for ${names(c.changed)}` : '',
      ].filter(Boolean);
      return parts.length ? `Scoped again: ${parts.join('; ')}.` : 'Scoped again: nothing changed.';
    });
  const contained = () =>
    run(async () => {
      await contain(incident.incidentid);
      return 'Marked contained.';
    });

  return (
    <section class="card incident-actions" aria-labelledby="incident-actions-title">
      <h2 id="incident-actions-title">Act</h2>
      <ErrorMessage error={error} />
      {said ? <p role="status">{said}</p> : null}
      {asking === 'notify' ? (
        <div class="confirm" role="group" aria-labelledby="notify-question">
          <p id="notify-question">
            Send a notice to {unnotified} {unnotified === 1 ? 'party' : 'parties'} now, by webhook and email
            {incident.exercise ? ', marked EXERCISE' : ''}? Each is asked to acknowledge within the time set.
          </p>
          <div class="buttons">
            <button type="button" class="primary" disabled={busy} onClick={() => void notify()}>
              Send the notices
            </button>
            <button type="button" onClick={() => setAsking(null)}>
              Cancel
            </button>
          </div>
        </div>
      ) : asking === 'close' ? (
        <CloseForm
          busy={busy}
          onCancel={() => setAsking(null)}
          onClose={(note) => run(() => closeIncident(incident.incidentid, note).then(() => 'Closed.'))}
        />
      ) : (
        <div class="buttons">
          {unnotified > 0 ? (
            <button type="button" class="primary" onClick={() => setAsking('notify')}>
              Notify all parties
            </button>
          ) : null}
          <button type="button" disabled={busy} onClick={() => void again()}>
            Rescope
          </button>
          {incident.status === 'notifying' ? (
            <button type="button" disabled={busy} onClick={() => void contained()}>
              Mark contained
            </button>
          ) : null}
          {can(3) ? (
            <button type="button" onClick={() => setAsking('close')}>
              Close the incident
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}

function CloseForm({
  busy,
  onCancel,
  onClose,
}: {
  busy: boolean;
  onCancel(): void;
  onClose(note: string): Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      class="confirm"
      aria-label="Close the incident"
      onSubmit={(e) => {
        e.preventDefault();
        if (!note.trim()) return setProblem('Enter the closure note: what was done, and why it is over');
        setProblem(null);
        void onClose(note.trim());
      }}
    >
      <p>
        Closing ends the incident for good: its acknowledgement links stop working, and it cannot be opened
        again.
      </p>
      <ErrorMessage error={problem} />
      <TextArea
        label="Closure note"
        name="closurenote"
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
        rows={3}
      />
      <div class="buttons">
        <button type="submit" class="primary" disabled={busy}>
          Close for good
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
