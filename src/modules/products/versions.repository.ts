import type { Queryable } from '../../db/index.js';
import { composeLabel } from '../../lib/label/label.js';
import { findLabelInput } from '../label/label.repository.js';
import { findAllergens } from './allergens.repository.js';
import { findNutrition } from './nutrition.repository.js';
import { findSpecRow } from './spec.repository.js';
import type { Readiness, Snapshot, StatusId } from './workflow.js';

/** Sets the spec's status (on a spec locked with lockSpec). */
export async function setStatus(q: Queryable, psid: number, statusid: StatusId): Promise<void> {
  await q.write('UPDATE product_specs SET statusid = $2, lastupdated = now() WHERE psid = $1', [
    psid,
    statusid,
  ]);
}

/** Records a status change made through the API: who made it and why. */
export async function logStatusChange(
  q: Queryable,
  change: { psid: number; from: StatusId; to: StatusId; userid: number; comment: string | null },
): Promise<void> {
  await q.write(
    `INSERT INTO spec_status_changes (psid, fromstatus, tostatus, changed_by, comment)
     VALUES ($1, $2, $3, $4, $5)`,
    [change.psid, change.from, change.to, change.userid, change.comment],
  );
}

/** What an approval needs: the allergen and nutrition records, the supplier declaration and technical sign-off. */
export async function findReadiness(q: Queryable, psid: number): Promise<Readiness | undefined> {
  const { rows } = await q.query<Readiness>(
    `SELECT EXISTS (SELECT 1 FROM allergens a WHERE a.psid = s.psid) AS allergens,
            EXISTS (SELECT 1 FROM nutrition u WHERE u.psid = s.psid) AS nutrition,
            s.supplierdeclarationname, api_ts(s.supplierdeclarationdate) AS supplierdeclarationdate,
            s.technicalsignoffname, api_ts(s.technicalsignoffdate) AS technicalsignoffdate
       FROM product_specs s WHERE s.psid = $1`,
    [psid],
  );
  return rows[0];
}

/** The number of the spec's latest approved version; null when it was never approved. */
export async function latestVersionNo(q: Queryable, psid: number): Promise<number | null> {
  const { rows } = await q.query<{ n: number | null }>(
    'SELECT max(versionno) AS n FROM spec_versions WHERE psid = $1',
    [psid],
  );
  return rows[0]?.n ?? null;
}

/**
 * Freezes the spec as its next version: the spec row, allergens and nutrition as their reads show them, and the
 * label composed from them (docs/label.md, "The freeze"). Call under the spec's row lock (lockSpec): the number
 * is the next one, with no gap and no duplicate.
 */
export async function freezeVersion(q: Queryable, psid: number, userid: number): Promise<number> {
  const [spec, allergens, nutrition, labelInput] = [
    await findSpecRow(q, psid),
    await findAllergens(q, psid),
    await findNutrition(q, psid),
    await findLabelInput(q, psid),
  ];
  const label = labelInput ? composeLabel(labelInput) : null;
  const { rows } = await q.write<{ versionno: number }>(
    `INSERT INTO spec_versions (psid, versionno, approved_by, spec, allergens, nutrition, label)
     SELECT $1::int, coalesce(max(versionno), 0) + 1, $2::int, $3::jsonb, $4::jsonb, $5::jsonb, $6::jsonb
       FROM spec_versions WHERE psid = $1
     RETURNING versionno`,
    [
      psid,
      userid,
      JSON.stringify(spec),
      JSON.stringify(allergens ?? {}),
      JSON.stringify(nutrition ?? {}),
      label && JSON.stringify(label),
    ],
  );
  return rows[0]!.versionno;
}

export interface VersionHeader {
  versionno: number;
  approved_at: string;
  approved_by: number | null;
}
export type Version = VersionHeader & Snapshot;

/** The spec's versions, oldest first. */
export async function listVersions(q: Queryable, psid: number): Promise<VersionHeader[]> {
  const { rows } = await q.query<VersionHeader>(
    `SELECT versionno, api_ts(approved_at) AS approved_at, approved_by
       FROM spec_versions WHERE psid = $1 ORDER BY versionno`,
    [psid],
  );
  return rows;
}

/** One version with its snapshot; undefined when the spec has no such version. */
export async function findVersion(
  q: Queryable,
  psid: number,
  versionno: number,
): Promise<Version | undefined> {
  const { rows } = await q.query<Version>(
    `SELECT versionno, api_ts(approved_at) AS approved_at, approved_by, spec, allergens, nutrition
       FROM spec_versions WHERE psid = $1 AND versionno = $2`,
    [psid, versionno],
  );
  return rows[0];
}

/** Whether the spec exists (active or not): versions of a deleted spec stay readable. */
export async function specExists(q: Queryable, psid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM product_specs WHERE psid = $1', [psid]);
  return rows.length > 0;
}
