import { useEffect } from 'preact/hooks';
import { useSession } from '../session.js';
import { setQueueUser } from '../offline/queue.js';
import { useQueue } from '../offline/use-queue.js';
import '../offline/offline.css';

/**
 * The offline queue's state in the top bar: pending answers and photos, "Sending…", "Offline". Rendered for
 * signed-in users only: it also starts the queue's sender for the person signed in.
 */
export function QueueStatus() {
  const { me } = useSession();
  const userid = me?.user.userid ?? null;
  useEffect(() => {
    setQueueUser(userid);
    return () => setQueueUser(null);
  }, [userid]);
  const q = useQueue();
  const pending = q.ops.length;
  const parts: string[] = [];
  if (!q.online) parts.push('Offline');
  if (pending > 0) parts.push(`${pending} pending`);
  if (q.sending && pending > 0) parts.push('sending…');
  if (q.rejected.length > 0) parts.push(`${q.rejected.length} not saved`);
  const tone = !q.online ? 'offline' : q.rejected.length > 0 ? 'refused' : pending > 0 ? 'pending' : 'idle';
  return (
    <span
      class={`queue-status queue-${tone}`}
      role="status"
      aria-label="Offline queue"
      title={q.lastError && pending > 0 ? `Waiting to send: ${q.lastError}` : undefined}
    >
      {parts.join(' · ')}
    </span>
  );
}
