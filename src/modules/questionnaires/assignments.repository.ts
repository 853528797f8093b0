import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import { ownerQuery } from '../../http/scope.js';
import type { Assignment } from './assignments.schemas.js';
import type { Section } from './questionnaires.schemas.js';
import type { AnswerValue } from './rules.js';

/** `$1` in every read: the day by the app's clock (YYYY-MM-DD), for `overdue`. */
const COLUMNS = `s.saqid AS assignmentid, s.companyid AS supplierid, c.companyname, t.templateid, t.name, v.version,
  s.status, to_char(s.due, 'YYYY-MM-DD') AS due,
  (s.due < $1::date AND s.status IN ('Not started', 'In progress', 'Changes requested')) AS overdue,
  s.score::float8 AS score, s.critical, api_ts(s.submitted_at) AS submitted_at,
  api_ts(s.reviewed_at) AS reviewed_at, to_char(s.expires, 'YYYY-MM-DD') AS expires, s.reissue_of,
  api_ts(s.created) AS created`;
const FROM = `saqs s
  JOIN questionnaire_versions v ON v.versionid = s.versionid
  JOIN questionnaire_templates t ON t.templateid = v.templateid
  JOIN companies c ON c.companyid = s.companyid`;

export const ASSIGNMENT_OWNER = 'SELECT companyid FROM saqs WHERE saqid = $1';
export const assignmentOwner = ownerQuery(ASSIGNMENT_OWNER);

export interface AssignmentFilter {
  status: string | null;
  companyid: number | null;
  templateid: number | null;
}
/** The filters, their parameters numbered from `$n`. */
const where = (n: number) => `($${n}::text IS NULL OR s.status = $${n})
  AND ($${n + 1}::integer IS NULL OR s.companyid = $${n + 1}) AND ($${n + 2}::integer IS NULL OR v.templateid = $${n + 2})`;
const filterArgs = (f: AssignmentFilter) => [f.status, f.companyid, f.templateid];

/** The reviewers' queue, newest first. */
export async function listAssignments(
  q: Queryable,
  today: string,
  f: AssignmentFilter,
  at: { limit: number; offset: number; after?: number },
): Promise<Assignment[]> {
  const { rows } = await q.query<Assignment>(
    `SELECT ${COLUMNS} FROM ${FROM}
      WHERE ${where(2)} AND ($5::integer IS NULL OR s.saqid < $5)
      ORDER BY s.saqid DESC LIMIT $6 OFFSET $7`,
    [today, ...filterArgs(f), at.after ?? null, at.limit, at.after === undefined ? at.offset : 0],
  );
  return rows;
}

export async function countAssignments(q: Queryable, f: AssignmentFilter): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM saqs s JOIN questionnaire_versions v ON v.versionid = s.versionid
      WHERE ${where(1)}`,
    filterArgs(f),
  );
  return rows[0]!.n;
}

export async function supplierAssignments(
  q: Queryable,
  today: string,
  companyid: number,
): Promise<Assignment[]> {
  const { rows } = await q.query<Assignment>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE s.companyid = $2 ORDER BY s.saqid DESC`,
    [today, companyid],
  );
  return rows;
}

export async function findAssignment(q: Queryable, today: string, id: number) {
  const { rows } = await q.query<Assignment & { sections: Section[] }>(
    `SELECT ${COLUMNS}, v.sections FROM ${FROM} WHERE s.saqid = $2`,
    [today, id],
  );
  return rows[0];
}

export async function answersOf(q: Queryable, id: number) {
  const { rows } = await q.query<{ code: string; value: AnswerValue; answered_at: string }>(
    `SELECT code, value, api_ts(answered_at) AS answered_at FROM questionnaire_answers WHERE saqid = $1 ORDER BY code`,
    [id],
  );
  return rows;
}

export async function filesOf(q: Queryable, id: number) {
  const { rows } = await q.query<{
    fileid: number;
    code: string;
    filename: string;
    mime: string;
    size: number;
    created: string;
  }>(
    `SELECT fileid, code, filename, mime, size, api_ts(created) AS created
       FROM questionnaire_files WHERE saqid = $1 ORDER BY fileid`,
    [id],
  );
  return rows;
}

/** The reviews, oldest first; the internal note only when `internal` (never for the supplier scope). */
export async function reviewsOf(q: Queryable, id: number, internal: boolean) {
  const { rows } = await q.query<{
    decision: 'accept' | 'reject' | 'changes';
    comments: string;
    internalnote?: string | null;
    score: number | null;
    critical: boolean;
    created: string;
  }>(
    `SELECT decision, comments, CASE WHEN $2 THEN internalnote END AS internalnote, score::float8 AS score,
            critical, api_ts(created) AS created
       FROM questionnaire_reviews WHERE saqid = $1 ORDER BY reviewid`,
    [id, internal],
  );
  return internal ? rows : rows.map(({ internalnote: _omitted, ...r }) => r);
}

/** Locks an assignment (its answers, submission and review queue on it) and reads what the checks need. */
export async function lockAssignment(q: Queryable, id: number) {
  const { rows } = await q.query<{
    status: string;
    companyid: number;
    sections: Section[];
    validity_months: number;
  }>(
    `SELECT s.status, s.companyid, v.sections, t.validity_months
       FROM saqs s JOIN questionnaire_versions v ON v.versionid = s.versionid
       JOIN questionnaire_templates t ON t.templateid = v.templateid
      WHERE s.saqid = $1 FOR UPDATE OF s`,
    [id],
  );
  return rows[0];
}

export async function saveAnswers(
  q: Queryable,
  id: number,
  set: { code: string; value: AnswerValue }[],
  clear: string[],
  userid: number,
): Promise<void> {
  if (clear.length > 0) {
    await q.query('DELETE FROM questionnaire_answers WHERE saqid = $1 AND code = ANY ($2::text[])', [
      id,
      clear,
    ]);
  }
  if (set.length === 0) return;
  await q.query(
    `INSERT INTO questionnaire_answers (saqid, code, value, answeredby)
     SELECT $1, a.code, a.value, $3 FROM jsonb_to_recordset($2::jsonb) AS a(code text, value jsonb)
     ON CONFLICT (saqid, code) DO UPDATE SET value = EXCLUDED.value, answeredby = EXCLUDED.answeredby,
                                             answered_at = now()`,
    [id, JSON.stringify(set), userid],
  );
}

/** Not started → In progress, once: later draft saves leave the assignment (and its history) alone. */
export async function markInProgress(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE saqs SET status = 'In progress', lastupdated = now() WHERE saqid = $1 AND status = 'Not started'`,
    [id],
  );
}

export async function answerMap(q: Queryable, id: number): Promise<Map<string, unknown>> {
  const rows = await answersOf(q, id);
  return new Map(rows.map((r) => [r.code, r.value]));
}

export async function markSubmitted(q: Queryable, id: number, at: string): Promise<void> {
  await q.query(
    `UPDATE saqs SET status = 'Submitted', submitted_at = $2, lastupdated = now() WHERE saqid = $1`,
    [id, at],
  );
}

export async function recordReview(
  q: Queryable,
  id: number,
  r: {
    status: string;
    decision: string;
    comments: string;
    internalnote: string | null;
    score: number | null;
    critical: boolean;
    at: string;
    expires: { day: string; months: number } | null;
    userid: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE saqs SET status = $2, score = $3, critical = $4, reviewed_at = $5, lastupdated = now(),
            expires = CASE WHEN $6::date IS NULL THEN NULL ELSE ($6::date + make_interval(months => $7))::date END
      WHERE saqid = $1`,
    [id, r.status, r.score, r.critical, r.at, r.expires?.day ?? null, r.expires?.months ?? 0],
  );
  await q.query(
    `INSERT INTO questionnaire_reviews (saqid, decision, comments, internalnote, score, critical, reviewedby)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, r.decision, r.comments, r.internalnote, r.score, r.critical, r.userid],
  );
}

export async function lockActiveSupplier(q: Queryable, companyid: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM companies WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID} FOR SHARE`,
    [companyid],
  );
  return rows.length > 0;
}

/** A supplier (active or not), not the organisation. */
export async function isSupplier(q: Queryable, companyid: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM companies WHERE companyid = $1 AND companyid <> ${ORGANISATION_ID}`,
    [companyid],
  );
  return rows.length > 0;
}

export async function insertAssignment(
  q: Queryable,
  a: { companyid: number; versionid: number; due: string; userid: number },
): Promise<number> {
  const { rows } = await q.query<{ saqid: number }>(
    `INSERT INTO saqs (companyid, versionid, due, sentby) VALUES ($1, $2, $3, $4) RETURNING saqid`,
    [a.companyid, a.versionid, a.due, a.userid],
  );
  return rows[0]!.saqid;
}

export async function insertFile(
  q: Queryable,
  f: {
    saqid: number;
    code: string;
    key: string;
    filename: string;
    mime: string;
    size: number;
    userid: number;
  },
): Promise<number> {
  const { rows } = await q.query<{ fileid: number }>(
    `INSERT INTO questionnaire_files (saqid, code, storage_key, filename, mime, size, uploadedby)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING fileid`,
    [f.saqid, f.code, f.key, f.filename, f.mime, f.size, f.userid],
  );
  return rows[0]!.fileid;
}

export async function findFile(q: Queryable, saqid: number, fileid: number) {
  const { rows } = await q.query<{ storage_key: string; filename: string; mime: string }>(
    'SELECT storage_key, filename, mime FROM questionnaire_files WHERE saqid = $1 AND fileid = $2',
    [saqid, fileid],
  );
  return rows[0];
}
