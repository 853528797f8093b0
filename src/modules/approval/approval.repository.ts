import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import type { Approval, ApprovalRules, ApprovalStatus, RulesBody } from './approval.schemas.js';

/**
 * A supplier's approval as stored (computed, override, effective status) with the rule table's explanation, read
 * for the same day the stored status was computed for (approval_rules.asof, the worker's last pass).
 */
export async function findApproval(q: Queryable, supplierid: number): Promise<Approval | undefined> {
  const { rows } = await q.query<Approval>(
    `WITH d AS (SELECT coalesce(asof, current_date) AS day FROM approval_rules)
     SELECT a.companyid AS supplierid, a.status AS approvalstatus, a.computed, a.reasons, a.override,
            a.override_reason, a.override_by, api_ts(a.override_at) AS override_at,
            api_ts(a.changed_at) AS changed_at, to_char(d.day, 'YYYY-MM-DD') AS asof,
            coalesce(approval_explain(a.companyid), '[]') AS rules
       FROM supplier_approvals a CROSS JOIN d
      WHERE a.companyid = $1 AND a.companyid <> ${ORGANISATION_ID}`,
    [supplierid],
  );
  return rows[0];
}

/**
 * Sets (or, with `status` null, clears) a supplier's override; its effective status follows (the history and the
 * event come from approval_effects). False when there is no such supplier.
 */
export async function setOverride(
  q: Queryable,
  supplierid: number,
  override: { status: ApprovalStatus | null; reason: string | null; userid: number },
): Promise<boolean> {
  const { rowCount } = await q.write(
    `UPDATE supplier_approvals a
        SET override = $2, override_reason = CASE WHEN $2::text IS NULL THEN NULL ELSE $3 END,
            override_by = CASE WHEN $2::text IS NULL THEN NULL ELSE $4::integer END,
            override_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END,
            changed_at = CASE WHEN coalesce($2, a.computed) <> a.status THEN now() ELSE a.changed_at END
      WHERE a.companyid = $1 AND a.companyid <> ${ORGANISATION_ID}`,
    [supplierid, override.status, override.reason, override.userid],
  );
  return rowCount > 0;
}

const RULE_COLUMNS = `specguard, questionnaireminscore::float8 AS questionnaireminscore, evidencerisk, unassessedrisk,
  auditmonths, auditminscore::float8 AS auditminscore, suspendauditscore::float8 AS suspendauditscore,
  gfsistandards, excludedgrades, to_char(asof, 'YYYY-MM-DD') AS asof, updated_by, api_ts(updated_at) AS updated_at`;

export async function readRules(q: Queryable): Promise<ApprovalRules> {
  const { rows } = await q.query<ApprovalRules>(`SELECT ${RULE_COLUMNS} FROM approval_rules`);
  return rows[0]!;
}

/** The rule table's columns a PUT may set: fixed names, never input. */
const SETTABLE = [
  'specguard',
  'questionnaireminscore',
  'evidencerisk',
  'unassessedrisk',
  'auditmonths',
  'auditminscore',
  'suspendauditscore',
  'gfsistandards',
  'excludedgrades',
] as const;

/** Writes the thresholds given (grades in capitals) and recomputes every supplier with them, in `q`'s transaction. */
export async function updateRules(q: Queryable, body: RulesBody, userid: number): Promise<void> {
  const given = SETTABLE.filter((k) => body[k] !== undefined);
  const values = given.map((k) =>
    k === 'excludedgrades' ? body.excludedgrades!.map((g) => g.toUpperCase()) : body[k],
  );
  const sets = given.map((k, i) => `${k} = $${i + 2}`);
  await q.write(
    `UPDATE approval_rules SET ${[...sets, 'updated_by = $1', 'updated_at = now()'].join(', ')}`,
    [userid, ...values],
  );
  await recomputeAll(q);
}

/** Every supplier's status recomputed (set-based); the number whose computed status or reasons changed. */
export async function recomputeAll(q: Queryable): Promise<number> {
  const { rows } = await q.write<{ changed: number }>('SELECT approval_recompute(NULL) AS changed');
  return rows[0]!.changed;
}

/** One supplier's status recomputed: what the triggers do after a write of its evidence. */
export async function recomputeOne(q: Queryable, supplierid: number): Promise<number> {
  const { rows } = await q.write<{ changed: number }>(
    'SELECT approval_recompute(ARRAY[$1::integer]) AS changed',
    [supplierid],
  );
  return rows[0]!.changed;
}

/**
 * The day's pass: when the app's day differs from the one the statuses were computed for, it becomes the day and
 * every supplier is recomputed (certificates and questionnaires expired, actions past due), in one transaction.
 * Two instances passing at once queue on the rules row; the second finds the day set and does nothing.
 */
export async function passDay(q: Queryable, day: string): Promise<number | undefined> {
  const { rowCount } = await q.write(
    'UPDATE approval_rules SET asof = $1::date WHERE asof IS DISTINCT FROM $1::date',
    [day],
  );
  if (rowCount === 0) return undefined;
  return recomputeAll(q);
}
