import type { Queryable, Tx } from '../../db/index.js';
import type { AffectedSet, Incident, IncidentScope } from './incidents.schemas.js';
import type { PartySeed } from './scope.service.js';
import { NOTICE_STATE, PARTIES } from './parties.repository.js';

// ---- writes ----

export interface NewIncident {
  kind: string;
  title: string;
  hazard: string;
  description: string;
  severity: number;
  scope: IncidentScope;
  roots: string[];
  ackwithin: number;
  affected: AffectedSet;
  truncated: boolean;
  scopeMs: number;
  openedby: number | null;
}

export async function insertIncident(tx: Tx, i: NewIncident): Promise<number> {
  const { rows } = await tx.write<{ incidentid: number }>(
    `INSERT INTO incidents (kind, title, hazard, description, severity, scope, roots, ackwithin, affected, truncated,
                            scope_ms, openedby)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING incidentid`,
    [
      i.kind,
      i.title,
      i.hazard,
      i.description,
      i.severity,
      JSON.stringify(i.scope),
      i.roots,
      i.ackwithin,
      JSON.stringify(i.affected),
      i.truncated,
      i.scopeMs,
      i.openedby,
    ],
  );
  return rows[0]!.incidentid;
}

/** Stores the parties found (new ones added, known ones updated and back in scope); the others leave scope. */
export async function upsertParties(tx: Tx, incidentid: number, seeds: PartySeed[]): Promise<void> {
  await tx.write(
    `WITH seeds AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb)
         AS s(kind text, refid int, companyid int, name text, email text, received numeric, uom text)),
     upserted AS (
       INSERT INTO incident_parties (incidentid, kind, refid, companyid, name, email, received, uom)
       SELECT $1, kind, refid, companyid, name, email, received, uom FROM seeds ORDER BY kind, refid
       ON CONFLICT (incidentid, kind, refid) DO UPDATE
         SET received = EXCLUDED.received, uom = EXCLUDED.uom, email = EXCLUDED.email, name = EXCLUDED.name,
             inscope = true
       WHERE (incident_parties.received, incident_parties.uom, incident_parties.email, incident_parties.name,
              incident_parties.inscope)
             IS DISTINCT FROM (EXCLUDED.received, EXCLUDED.uom, EXCLUDED.email, EXCLUDED.name, true)
       RETURNING partyid)
     UPDATE incident_parties p SET inscope = false
      WHERE p.incidentid = $1 AND p.inscope
        AND NOT EXISTS (SELECT 1 FROM seeds s WHERE s.kind = p.kind AND s.refid = p.refid)`,
    [incidentid, JSON.stringify(seeds)],
  );
}

export async function insertStep(
  q: Queryable,
  incidentid: number,
  step: string,
  detail: string | null = null,
  partyid: number | null = null,
): Promise<void> {
  await q.write(`INSERT INTO incident_steps (incidentid, step, partyid, data) VALUES ($1, $2, $3, $4)`, [
    incidentid,
    step,
    partyid,
    detail === null ? null : JSON.stringify({ detail }),
  ]);
}

export interface Locked {
  incidentid: number;
  kind: string;
  status: string;
  ackwithin: number;
  scope: IncidentScope;
  title: string;
}

/** The scope an incident was opened with. */
export async function scopeOf(q: Queryable, incidentid: number): Promise<IncidentScope | undefined> {
  const { rows } = await q.query<{ scope: IncidentScope }>(
    'SELECT scope FROM incidents WHERE incidentid = $1',
    [incidentid],
  );
  return rows[0]?.scope;
}

export async function lockIncident(tx: Tx, incidentid: number): Promise<Locked | undefined> {
  const { rows } = await tx.query<Locked>(
    `SELECT incidentid, kind, status, ackwithin, scope, title FROM incidents WHERE incidentid = $1 FOR UPDATE`,
    [incidentid],
  );
  return rows[0];
}

/** Sets the given columns (names written in code, never input) and lastupdated; a value `'now'` of a `_at` column: now(). */
export async function updateIncident(
  tx: Tx,
  incidentid: number,
  fields: Record<string, unknown>,
): Promise<void> {
  const sets = ['lastupdated = now()'];
  const values: unknown[] = [incidentid];
  for (const [name, value] of Object.entries(fields)) {
    if (name.endsWith('_at') && value === 'now') sets.push(`${name} = now()`);
    else {
      // An array is a text[] column (roots); another object, a jsonb one (affected).
      values.push(
        typeof value === 'object' && value !== null && !Array.isArray(value) ? JSON.stringify(value) : value,
      );
      sets.push(`${name} = $${values.length}`);
    }
  }
  await tx.write(`UPDATE incidents SET ${sets.join(', ')} WHERE incidentid = $1`, values);
}

/** The parties as stored, for a rescope's comparison. */
export async function partyKeys(
  q: Queryable,
  incidentid: number,
): Promise<Map<string, { partyid: number; received: number | null; uom: string | null; inscope: boolean }>> {
  const { rows } = await q.query<{
    partyid: number;
    kind: string;
    refid: number;
    received: string | null;
    uom: string | null;
    inscope: boolean;
  }>('SELECT partyid, kind, refid, received, uom, inscope FROM incident_parties WHERE incidentid = $1', [
    incidentid,
  ]);
  return new Map(
    rows.map((r) => [
      `${r.kind}:${r.refid}`,
      {
        partyid: r.partyid,
        received: r.received === null ? null : Number(r.received),
        uom: r.uom,
        inscope: r.inscope,
      },
    ]),
  );
}

// ---- reads ----

/**
 * The reconciliation rule (docs/incidents.md): per party that received a quantity, accounted = the least of its last
 * report's total and what it received; per unit, the sum accounted over the sum received; in total, the lowest of
 * the units' shares (100 % only when every unit is all accounted for). Null before any quantity is known.
 */
const ACCOUNTED = `
  SELECT round(min(u.pct), 1)::float8 AS accounted_pct FROM (
    SELECT 100.0 * sum(least(coalesce(pr.reported, 0), pr.received)) / sum(pr.received) AS pct
      FROM (${PARTIES}) pr WHERE pr.incidentid = i.incidentid AND pr.inscope AND pr.received > 0
     GROUP BY pr.uom) u`;

const ts = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const INCIDENT = `
  SELECT i.incidentid, i.kind, i.kind = 'mock' AS exercise, i.title, i.hazard, i.description, i.severity::int,
         i.scope, i.ackwithin, i.status, i.closurenote, i.openedby, ${ts('i.opened_at')} AS opened_at,
         ${ts('i.scoped_at')} AS scoped_at, ${ts('i.notify_started_at')} AS notify_started_at,
         ${ts('i.contained_at')} AS contained_at, ${ts('i.closed_at')} AS closed_at,
         ${ts('i.lastupdated')} AS lastupdated, i.affected, i.truncated,
         json_build_object('parties', c.parties, 'notified', c.notified, 'delivered', c.delivered,
                           'acknowledged', c.acknowledged, 'overdue', c.overdue, 'escalated', c.escalated) AS counts,
         (${ACCOUNTED}) AS accounted_pct,
         json_build_object(
           'scope_ms', i.scope_ms,
           'notify_ms', CASE WHEN c.notified > 0 AND c.undelivered = 0
             THEN (extract(epoch FROM c.last_delivered - i.notify_started_at) * 1000)::int END,
           'last_ack_ms', CASE WHEN c.notified > 0 AND c.acknowledged = c.notified
             THEN (extract(epoch FROM c.last_ack - i.notify_started_at) * 1000)::int END) AS measures
    FROM incidents i
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE p.inscope)::int AS parties,
             count(ns.noticeid)::int AS notified,
             count(ns.delivered_at)::int AS delivered,
             count(ns.noticeid) FILTER (WHERE ns.delivered_at IS NULL
                                         AND (p.email IS NOT NULL OR ns.webhook IS NOT NULL))::int AS undelivered,
             count(ns.acknowledged_at)::int AS acknowledged,
             count(*) FILTER (WHERE ns.overdue AND ns.acknowledged_at IS NULL)::int AS overdue,
             count(ns.escalated_at)::int AS escalated,
             max(ns.delivered_at) AS last_delivered, max(ns.acknowledged_at) AS last_ack
        FROM incident_parties p LEFT JOIN (${NOTICE_STATE}) ns ON ns.partyid = p.partyid
       WHERE p.incidentid = i.incidentid) c`;

type IncidentRow = Incident;

/** The supplier scope's own part of an affected set: its specs, itself, its sites; no wholesaler. */
export function ownPart(a: AffectedSet, company: number): AffectedSet {
  const specs = a.specs.filter((s) => s.companyid === company);
  const psids = new Set(specs.map((s) => s.psid));
  return {
    lots: a.lots.filter((l) => l.psid !== null && psids.has(l.psid)),
    specs,
    suppliers: a.suppliers.filter((s) => s.companyid === company),
    sites: a.sites.filter((s) => s.companyid === company),
    wholesalers: [],
  };
}

const scoped = (row: IncidentRow, company: number | null): Incident =>
  company === null ? row : { ...row, affected: ownPart(row.affected, company) };

export async function findIncident(
  q: Queryable,
  incidentid: number,
  company: number | null,
): Promise<Incident | undefined> {
  const { rows } = await q.query<IncidentRow>(
    `${INCIDENT} WHERE i.incidentid = $1
       AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM incident_parties p
                                        WHERE p.incidentid = i.incidentid AND p.companyid = $2))`,
    [incidentid, company],
  );
  return rows[0] && scoped(rows[0], company);
}

export interface IncidentFilter {
  status: string | null;
  kind: string | null;
  company: number | null;
}

const FILTER = `($1::text IS NULL OR i.status = $1) AND ($2::text IS NULL OR i.kind = $2)
  AND ($3::int IS NULL OR EXISTS (SELECT 1 FROM incident_parties p WHERE p.incidentid = i.incidentid
                                    AND p.companyid = $3))`;

export async function listIncidents(
  q: Queryable,
  f: IncidentFilter,
  at: { limit: number; offset: number; after?: number },
): Promise<Incident[]> {
  const { rows } = await q.query<IncidentRow>(
    `${INCIDENT} WHERE ${FILTER} AND ($4::int IS NULL OR i.incidentid < $4)
     ORDER BY i.incidentid DESC LIMIT $5 OFFSET $6`,
    [f.status, f.kind, f.company, at.after ?? null, at.limit, at.after === undefined ? at.offset : 0],
  );
  return rows.map((r) => scoped(r, f.company));
}

export async function countIncidents(q: Queryable, f: IncidentFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM incidents i WHERE ${FILTER}`,
    [f.status, f.kind, f.company],
  );
  return rows[0]!.n;
}
