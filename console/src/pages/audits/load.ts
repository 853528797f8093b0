import { ApiError, api, ok } from '../../api.js';
import { saveAudit, savedAudit } from '../../offline/reads.js';
import type { Audit, Item, Section } from './shared.js';

export interface Loaded {
  audit: Audit;
  sections: Section[];
  /** Items by section id. */
  items: Record<number, Item[]>;
}

/**
 * An audit with its eight sections and every item (the supplier scope gets another company's audit as "not
 * found", like a missing one).
 */
export async function loadAudit(auditid: number): Promise<Loaded> {
  if (!Number.isInteger(auditid) || auditid <= 0) throw new ApiError('Audit not found', 404);
  const [audit, sections] = await Promise.all([
    ok(api.GET('/api/v1/audits/{auditid}', { params: { path: { auditid } } })).then((r) => r.data),
    ok(api.GET('/api/v1/audits/{auditid}/sections', { params: { path: { auditid } } })).then((r) => r.data),
  ]);
  const lists = await Promise.all(
    sections.map((s) =>
      ok(
        api.GET('/api/v1/audits/{auditid}/sections/{sectionid}/items', {
          params: { path: { auditid, sectionid: s.sectionid } },
        }),
      ).then((r) => r.data),
    ),
  );
  const items: Record<number, Item[]> = {};
  sections.forEach((s, i) => (items[s.sectionid] = lists[i] ?? []));
  return { audit, sections, items };
}

/**
 * The audit from the server, kept on this device for `userid` (offline/reads.ts); when the server cannot be
 * reached (offline), the copy kept last time, with `savedAt` saying when. The network first: a copy is never
 * shown while the server answers.
 */
export async function loadAuditOrCopy(
  auditid: number,
  userid: number,
): Promise<Loaded & { savedAt: string | null }> {
  try {
    const data = await loadAudit(auditid);
    await saveAudit(userid, auditid, data);
    return { ...data, savedAt: null };
  } catch (e) {
    const copy = e instanceof ApiError && e.status === 0 ? await savedAudit<Loaded>(userid, auditid) : null;
    if (!copy) throw e;
    return { ...copy.data, savedAt: copy.savedAt };
  }
}

/** Users who may be assigned an action: the organisation's and the audited supplier's (active). */
export async function loadAssignees(companyid: number) {
  const of = (c: number) =>
    ok(api.GET('/api/v1/users', { params: { query: { companyid: c, active: 1, limit: 200 } } })).then(
      (r) => r.data,
    );
  const [org, supplier] = await Promise.all([of(1), of(companyid).catch(() => [])]);
  return [...org, ...supplier];
}
