import type { Queryable } from '../../db/index.js';
import type { Section, Template, TemplateSummary } from './questionnaires.schemas.js';

const SUMMARY = `SELECT t.templateid, t.name, t.validity_months, t.is_default,
       l.version AS latest_version, l.status AS latest_status,
       (SELECT max(version) FROM questionnaire_versions p
         WHERE p.templateid = t.templateid AND p.status = 'published') AS published_version,
       api_ts(greatest(t.lastupdated, l.lastupdated)) AS lastupdated
  FROM questionnaire_templates t
  JOIN LATERAL (SELECT version, status, lastupdated FROM questionnaire_versions v
                 WHERE v.templateid = t.templateid ORDER BY version DESC LIMIT 1) l ON true`;

export async function listTemplates(q: Queryable): Promise<TemplateSummary[]> {
  const { rows } = await q.query<TemplateSummary>(
    `${SUMMARY} ORDER BY t.is_default DESC, t.name, t.templateid`,
  );
  return rows;
}

/** A template at `version` (default: its latest), with its versions' list; undefined when either is absent. */
export async function findTemplate(
  q: Queryable,
  templateid: number,
  version?: number,
): Promise<Template | undefined> {
  const { rows } = await q.query<Template>(
    `SELECT t.templateid, t.name, t.validity_months, t.is_default, v.version, v.status,
            api_ts(v.published_at) AS published_at, v.sections,
            (SELECT max(version) FROM questionnaire_versions p
              WHERE p.templateid = t.templateid AND p.status = 'published') AS published_version,
            (SELECT json_agg(json_build_object('version', a.version, 'status', a.status) ORDER BY a.version)
               FROM questionnaire_versions a WHERE a.templateid = t.templateid) AS versions
       FROM questionnaire_templates t
       JOIN questionnaire_versions v ON v.templateid = t.templateid
      WHERE t.templateid = $1 AND ($2::integer IS NULL OR v.version = $2)
      ORDER BY v.version DESC LIMIT 1`,
    [templateid, version ?? null],
  );
  return rows[0];
}

export async function insertTemplate(
  q: Queryable,
  t: { name: string; validity_months?: number; sections: Section[] },
  userid: number,
): Promise<number> {
  const { rows } = await q.query<{ templateid: number }>(
    `WITH t AS (
       INSERT INTO questionnaire_templates (name, validity_months, createdby) VALUES ($1, coalesce($2, 36), $3)
       RETURNING templateid)
     INSERT INTO questionnaire_versions (templateid, version, sections)
     SELECT templateid, 1, $4::jsonb FROM t RETURNING templateid`,
    [t.name, t.validity_months ?? null, userid, JSON.stringify(t.sections)],
  );
  return rows[0]!.templateid;
}

/**
 * Locks the template (edits and publications of one template queue), then reads its latest version: in a
 * statement of its own, so that it sees what the transaction it waited for committed.
 */
export async function lockLatest(q: Queryable, templateid: number) {
  const locked = await q.query('SELECT 1 FROM questionnaire_templates WHERE templateid = $1 FOR UPDATE', [
    templateid,
  ]);
  if (locked.rows.length === 0) return undefined;
  const { rows } = await q.query<{ version: number; status: 'draft' | 'published'; sections: Section[] }>(
    `SELECT version, status, sections FROM questionnaire_versions WHERE templateid = $1
      ORDER BY version DESC LIMIT 1`,
    [templateid],
  );
  return rows[0];
}

export async function updateTemplateFields(
  q: Queryable,
  templateid: number,
  f: { name?: string; validity_months?: number },
): Promise<void> {
  await q.query(
    `UPDATE questionnaire_templates
        SET name = coalesce($2, name), validity_months = coalesce($3, validity_months), lastupdated = now()
      WHERE templateid = $1`,
    [templateid, f.name ?? null, f.validity_months ?? null],
  );
}

export async function updateDraft(q: Queryable, templateid: number, version: number, sections: Section[]) {
  await q.query(
    `UPDATE questionnaire_versions SET sections = $3::jsonb, lastupdated = now()
      WHERE templateid = $1 AND version = $2 AND status = 'draft'`,
    [templateid, version, JSON.stringify(sections)],
  );
}

export async function insertDraft(q: Queryable, templateid: number, version: number, sections: Section[]) {
  await q.query(
    `INSERT INTO questionnaire_versions (templateid, version, sections) VALUES ($1, $2, $3::jsonb)`,
    [templateid, version, JSON.stringify(sections)],
  );
}

export async function publish(q: Queryable, templateid: number, version: number): Promise<void> {
  await q.query(
    `UPDATE questionnaire_versions SET status = 'published', published_at = now(), lastupdated = now()
      WHERE templateid = $1 AND version = $2 AND status = 'draft'`,
    [templateid, version],
  );
}

/** The version a new assignment of the template is of: its last published one. */
export async function sendableVersion(q: Queryable, templateid: number) {
  const { rows } = await q.query<{ versionid: number }>(
    `SELECT versionid FROM questionnaire_versions WHERE templateid = $1 AND status = 'published'
      ORDER BY version DESC LIMIT 1`,
    [templateid],
  );
  return rows[0]?.versionid;
}

export async function templateExists(q: Queryable, templateid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM questionnaire_templates WHERE templateid = $1', [templateid]);
  return rows.length > 0;
}
