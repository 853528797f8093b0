import { ApiError } from '../../api.js';
import { savedAudits } from '../../offline/reads.js';
import { useSession } from '../../session.js';
import { formatDate, formatDateTime } from '../../ui/format.js';
import { useAsync } from '../../ui/hooks.js';
import type { Loaded } from './load.js';

/** Whether a load failed for want of a connection (rather than a refusal). */
export const unreachable = (e: unknown): boolean => e instanceof ApiError && e.status === 0;

/**
 * Offline, in place of the audits list: the audits this person opened on this device (offline/reads.ts), each
 * openable without a connection.
 */
export function SavedAudits() {
  const { me } = useSession();
  const userid = me?.user.userid ?? 0;
  const saved = useAsync(() => savedAudits<Loaded>(userid), [userid]);
  if (!saved.data) return null;
  return (
    <section class="saved-audits" aria-labelledby="saved-audits-title">
      <h2 id="saved-audits-title">Audits saved on this device</h2>
      {saved.data.length === 0 ? (
        <p>None: an audit opened while online can be opened here offline.</p>
      ) : (
        <ul>
          {saved.data.map(({ data, savedAt }) => (
            <li key={data.audit.auditid}>
              <a href={`/audits/${data.audit.auditid}`}>
                Audit {data.audit.auditid}: {data.audit.companyname}
              </a>{' '}
              <span class="hint">
                {formatDate(data.audit.auditdate)} · saved {formatDateTime(savedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
