import { api, ok, type Schemas } from '../../api.js';
import { useAsync } from '../../ui/hooks.js';

export type ProgrammeSite = Schemas['AuditProgrammeSite'];
export type Status = 'overdue' | 'due' | 'planned';

export const STATUS_TEXT: Record<Status, string> = { overdue: 'Overdue', due: 'Due', planned: 'Planned' };
export const STATUS_TONE = { overdue: 'red', due: 'amber', planned: 'green' } as const;

/** The organisation's active users, by name: who may be assigned an audit. */
export function useAuditors(): { id: number; name: string }[] {
  return (
    useAsync(
      () =>
        ok(api.GET('/api/v1/users', { params: { query: { companyid: 1, active: 1, limit: 200 } } })).then(
          (r) => r.data.map((u) => ({ id: u.userid, name: `${u.firstname} ${u.lastname}` })),
        ),
      [],
    ).data ?? []
  );
}

/** YYYY-MM-DD of a date's UTC day. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
