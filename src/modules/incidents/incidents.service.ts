import type { Db, Queryable, Tx } from '../../db/index.js';
import { Conflict, NotFound, ValidationError } from '../../http/errors.js';
import { holdItems, releaseHolds } from '../catalogues/holds.repository.js';
import * as repo from './incidents.repository.js';
import * as partiesRepo from './parties.repository.js';
import {
  INCIDENT_CLOSED,
  INCIDENT_NOT_FOUND,
  type CreateIncidentBody,
  type IncidentStatus,
} from './incidents.schemas.js';
import { type Party } from './board.schemas.js';
import { cancelMails, queueNotices } from './notices.repository.js';
import { noticeMessage } from './incidents.workers.js';
import { scopeIncident, type Scoped } from './scope.service.js';
import { normaliseGtin } from '../../lib/gs1.js';

const UNIT_SECONDS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** `ackwithin` as seconds: an integer, or text with a unit (`30m`, `2h`); the kind's default when absent. */
export function ackSeconds(value: number | string | undefined, kind: string): number {
  if (value === undefined) return kind === 'withdrawal' ? 86_400 : 7_200;
  if (typeof value === 'number') return value;
  const m = /^\s*(\d{1,7})\s*([smhd]?)\s*$/.exec(value)!;
  const seconds = Number(m[1]) * UNIT_SECONDS[m[2]!]!;
  if (seconds < 1 || seconds > 2_592_000)
    throw new ValidationError('ackwithin must be between a second and 30 days (e.g. 3600, 30m, 2h)');
  return seconds;
}

/** Where an incident may move: forward only (open → notifying → contained → closed), skipping allowed. */
const ORDER: Record<IncidentStatus, number> = { open: 0, notifying: 1, contained: 2, closed: 3 };

export function moveProblem(from: IncidentStatus, to: IncidentStatus): string | null {
  if (from === 'closed') return INCIDENT_CLOSED;
  if (ORDER[to] <= ORDER[from]) return `Incident is ${from}: it cannot move to ${to}`;
  return null;
}

/** The GTINs a recall or withdrawal holds in the catalogues: those its scope names (a lot alone holds none). */
const heldGtins = (body: Pick<CreateIncidentBody, 'kind' | 'scope'>) =>
  body.kind === 'mock'
    ? []
    : (body.scope.gtins ?? []).map((g) => normaliseGtin(g)).filter((g): g is string => g !== undefined);

/**
 * Opens an incident: scoped at once (the forward traces, read outside the transaction: the trace runs its lookups side
 * by side on the pool), then stored with its parties and its catalogue holds in one transaction.
 */
export async function openIncident(
  db: Db,
  body: CreateIncidentBody,
  openedby: number | null,
): Promise<number> {
  const scoped = await scopeIncident(db, body.scope);
  return db.transaction((tx) => storeIncident(tx, body, scoped, openedby));
}

/** The incident as scoped, stored with its parties, its first steps and its catalogue holds. */
export async function storeIncident(
  tx: Tx,
  body: CreateIncidentBody,
  scoped: Scoped,
  openedby: number | null,
): Promise<number> {
  const incidentid = await repo.insertIncident(tx, {
    kind: body.kind,
    title: body.title,
    hazard: body.hazard,
    description: body.description ?? '',
    severity: body.severity,
    scope: body.scope,
    roots: scoped.roots,
    ackwithin: ackSeconds(body.ackwithin, body.kind),
    affected: scoped.affected,
    truncated: scoped.truncated,
    scopeMs: scoped.ms,
    openedby,
  });
  await repo.upsertParties(tx, incidentid, scoped.parties);
  await repo.insertStep(tx, incidentid, 'opened', `${body.kind}: ${body.title}`);
  await repo.insertStep(
    tx,
    incidentid,
    'scoped',
    `${scoped.roots.length} lot(s) traced in ${scoped.ms} ms: ${scoped.parties.length} parties` +
      (scoped.truncated ? ' (a trace was truncated)' : ''),
  );
  const held = await holdItems(tx, incidentid, heldGtins(body), `${body.kind} ${incidentid}: ${body.title}`);
  if (held > 0) await repo.insertStep(tx, incidentid, 'hold', `${held} catalogue item(s) on hold`);
  return incidentid;
}

async function locked(tx: Tx, incidentid: number) {
  const found = await repo.lockIncident(tx, incidentid);
  if (!found) throw new NotFound(INCIDENT_NOT_FOUND);
  return found;
}

/** Scopes again (events may have arrived): parties added, dropped from scope, or with a new quantity. */
export async function rescope(
  db: Db,
  incidentid: number,
): Promise<{ added: number[]; removed: number[]; changed: number[] }> {
  // Traced outside the transaction (as when opened); the incident is then locked, checked and written.
  const scope = await repo.scopeOf(db, incidentid);
  if (scope === undefined) throw new NotFound(INCIDENT_NOT_FOUND);
  const scoped = await scopeIncident(db, scope);
  return db.transaction((tx) => storeRescope(tx, incidentid, scoped));
}

async function storeRescope(
  tx: Tx,
  incidentid: number,
  scoped: Scoped,
): Promise<{ added: number[]; removed: number[]; changed: number[] }> {
  const incident = await locked(tx, incidentid);
  if (incident.status === 'closed') throw new Conflict(INCIDENT_CLOSED);
  const before = await repo.partyKeys(tx, incidentid);
  await repo.updateIncident(tx, incidentid, {
    roots: scoped.roots,
    affected: scoped.affected,
    truncated: scoped.truncated,
    scope_ms: scoped.ms,
    scoped_at: 'now',
  });
  await repo.upsertParties(tx, incidentid, scoped.parties);
  const after = await repo.partyKeys(tx, incidentid);
  const added: number[] = [];
  const removed: number[] = [];
  const changed: number[] = [];
  for (const [key, p] of after) {
    const was = before.get(key);
    if (was === undefined || (!was.inscope && p.inscope)) added.push(p.partyid);
    else if (was.inscope && !p.inscope) removed.push(p.partyid);
    else if (p.inscope && (was.received !== p.received || was.uom !== p.uom)) changed.push(p.partyid);
  }
  await repo.insertStep(
    tx,
    incidentid,
    'rescoped',
    `${scoped.ms} ms: ${added.length} added, ${removed.length} removed, ${changed.length} changed`,
  );
  return { added, removed, changed };
}

/** Notices to every party in scope not yet notified; the incident moves to notifying (from open). */
export async function notify(tx: Tx, incidentid: number, portalUrl: string): Promise<number> {
  const incident = await locked(tx, incidentid);
  if (incident.status === 'closed') throw new Conflict(INCIDENT_CLOSED);
  if (incident.status === 'open')
    await repo.updateIncident(tx, incidentid, { status: 'notifying', notify_started_at: 'now' });
  const queued = await queueNotices(tx, incidentid, portalUrl, await noticeMessage(tx, incidentid));
  await repo.insertStep(tx, incidentid, 'notify', `${queued} notice(s) queued`);
  return queued;
}

export async function contain(tx: Tx, incidentid: number): Promise<void> {
  const incident = await locked(tx, incidentid);
  const problem = moveProblem(incident.status as IncidentStatus, 'contained');
  if (problem) throw new Conflict(problem);
  await repo.updateIncident(tx, incidentid, { status: 'contained', contained_at: 'now' });
  await repo.insertStep(tx, incidentid, 'contained');
}

/** Closed with its note: holds released, emails not yet sent cancelled, links dead. */
export async function close(tx: Tx, incidentid: number, closurenote: string): Promise<void> {
  const incident = await locked(tx, incidentid);
  const problem = moveProblem(incident.status as IncidentStatus, 'closed');
  if (problem) throw new Conflict(problem);
  await repo.updateIncident(tx, incidentid, { status: 'closed', closed_at: 'now', closurenote });
  const released = await releaseHolds(
    tx,
    incidentid,
    `${incident.kind} ${incidentid} closed: ${closurenote}`,
  );
  await cancelMails(tx, incidentid);
  await repo.insertStep(
    tx,
    incidentid,
    'closed',
    closurenote + (released > 0 ? ` (${released} catalogue hold(s) released)` : ''),
  );
}

/** The parties named by ids, as the board shows them. */
export async function partiesById(q: Queryable, incidentid: number, ids: number[]): Promise<Party[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  return (await partiesRepo.listParties(q, incidentid, null)).filter((p) => wanted.has(p.partyid));
}

/** The incident as the caller may see it (a supplier: one with a party of its company, its own part); else 404. */
export async function visibleIncident(q: Queryable, incidentid: number, company: number | null) {
  const found = await repo.findIncident(q, incidentid, company);
  if (!found) throw new NotFound(INCIDENT_NOT_FOUND);
  return found;
}
