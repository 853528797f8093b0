import type { Db, Queryable } from '../../db/index.js';
import type { AnswerResult } from '../../lib/score.js';

export interface ReportHeader {
  auditid: number;
  companyname: string;
  vendorcode: string | null;
  site: string | null;
  auditor: string;
  auditdate: string;
  statusid: number;
  status: string;
  score_pct: number | null;
  audit_reason: string | null;
  completed_at: string | null;
  completed_by: string | null;
  template_version: number;
}

/** The cover's facts; undefined when there is no audit. The site is the supplier's default site. */
export async function reportHeader(q: Queryable, auditid: number): Promise<ReportHeader | undefined> {
  const { rows } = await q.query<ReportHeader>(
    `SELECT a.auditid, c.companyname, c.vendorcode,
            (SELECT concat_ws(', ', s.sitename, s.address1, s.city, s.postcode) FROM sites s
              WHERE s.companyid = c.companyid ORDER BY s.is_default DESC, s.siteid LIMIT 1) AS site,
            au.firstname || ' ' || au.lastname AS auditor, to_char(a.auditdate, 'YYYY-MM-DD') AS auditdate,
            a.statusid, st.name AS status, a.score_pct::float8 AS score_pct, a.audit_reason,
            api_ts(a.completed_at) AS completed_at, cb.firstname || ' ' || cb.lastname AS completed_by,
            t.version AS template_version
       FROM audits a
       JOIN companies c ON c.companyid = a.companyid
       JOIN users au ON au.userid = a.userid
       JOIN audit_statuses st ON st.id = a.statusid
       JOIN audit_templates t ON t.templateid = a.templateid
       LEFT JOIN users cb ON cb.userid = a.completed_by
      WHERE a.auditid = $1`,
    [auditid],
  );
  return rows[0];
}

export interface ReportItemRow {
  sectionid: number;
  section_name: string;
  itemid: number;
  question: string;
  critical: boolean;
  required: boolean;
  result: AnswerResult | null;
  notes: string | null;
  answered_by: string | null;
  answered_at: string | null;
}

/** Every item of the audit's template in checklist order, with its answer. */
export async function reportItems(q: Queryable, auditid: number): Promise<ReportItemRow[]> {
  const { rows } = await q.query<ReportItemRow>(
    `SELECT s.sectionid, s.section_name, i.itemid, i.question, i.critical, i.required, an.result, an.notes,
            u.firstname || ' ' || u.lastname AS answered_by, api_ts(an.answered_at) AS answered_at
       FROM audits a
       JOIN audit_sections s ON s.templateid = a.templateid
       JOIN audit_items i ON i.sectionid = s.sectionid
       LEFT JOIN audit_answers an ON an.auditid = a.auditid AND an.itemid = i.itemid
       LEFT JOIN users u ON u.userid = an.userid
      WHERE a.auditid = $1
      ORDER BY s.sort_order, i.sort_order`,
    [auditid],
  );
  return rows;
}

export interface ReportPhoto {
  docid: number;
  itemid: number;
  filename: string;
  storage_key: string;
  content_type: string;
}

export async function reportPhotos(q: Queryable, auditid: number): Promise<ReportPhoto[]> {
  const { rows } = await q.query<ReportPhoto>(
    `SELECT docid, itemid, filename, storage_key, content_type FROM audit_photos
      WHERE auditid = $1 AND deleted_at IS NULL ORDER BY docid`,
    [auditid],
  );
  return rows;
}

export async function userName(q: Queryable, userid: number): Promise<string> {
  const { rows } = await q.query<{ name: string }>(
    `SELECT firstname || ' ' || lastname AS name FROM users WHERE userid = $1`,
    [userid],
  );
  return rows[0]?.name ?? `user ${userid}`;
}

/**
 * What a completed audit's report shows that can still change: its corrective actions (and, defensively, the
 * completion and the live photos). The kept report is valid while this is unchanged.
 */
export async function reportState(q: Queryable, auditid: number): Promise<string> {
  const { rows } = await q.query<{ state: string }>(
    `SELECT md5(concat_ws('|', a.statusid, a.score_pct, a.completed_by,
                  (extract(epoch FROM a.completed_at) * 1000000)::bigint,
                  (SELECT string_agg(ca.actionid || ':' || (extract(epoch FROM ca.lastupdated) * 1000000)::bigint,
                                     ',' ORDER BY ca.actionid)
                     FROM corrective_actions ca WHERE ca.auditid = a.auditid),
                  (SELECT string_agg(p.docid::text, ',' ORDER BY p.docid)
                     FROM audit_photos p WHERE p.auditid = a.auditid AND p.deleted_at IS NULL))) AS state
       FROM audits a WHERE a.auditid = $1`,
    [auditid],
  );
  return rows[0]?.state ?? '';
}

export interface KeptReport {
  auditid: number;
  fingerprint: string;
  storage_key: string;
  etag: string;
  size_bytes: number;
  pages: number;
  generated_by: number;
  generated_at: string;
}

export async function keptReport(q: Queryable, auditid: number): Promise<KeptReport | undefined> {
  const { rows } = await q.query<KeptReport>(
    `SELECT auditid, fingerprint, storage_key, etag, size_bytes, pages, generated_by, api_ts(generated_at) AS generated_at
       FROM audit_reports WHERE auditid = $1`,
    [auditid],
  );
  return rows[0];
}

/**
 * Keeps a rendering unless one of the same fingerprint is kept already (two first downloads at once: the first
 * to commit wins, the other serves it). Returns the report now kept, and the storage key it replaced, if any.
 */
export async function keepReport(
  db: Db,
  r: Omit<KeptReport, 'generated_at'> & { generated_at: Date },
): Promise<{ kept: KeptReport; replaced: string | undefined }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ fingerprint: string; storage_key: string }>(
      'SELECT fingerprint, storage_key FROM audit_reports WHERE auditid = $1 FOR UPDATE',
      [r.auditid],
    );
    const old = rows[0];
    if (old?.fingerprint === r.fingerprint)
      return { kept: (await keptReport(tx, r.auditid))!, replaced: undefined };
    await tx.write(
      `INSERT INTO audit_reports (auditid, fingerprint, storage_key, etag, size_bytes, pages, generated_by, generated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (auditid) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, storage_key = EXCLUDED.storage_key, etag = EXCLUDED.etag,
             size_bytes = EXCLUDED.size_bytes, pages = EXCLUDED.pages, generated_by = EXCLUDED.generated_by,
             generated_at = EXCLUDED.generated_at`,
      [
        r.auditid,
        r.fingerprint,
        r.storage_key,
        r.etag,
        r.size_bytes,
        r.pages,
        r.generated_by,
        r.generated_at,
      ],
    );
    return { kept: (await keptReport(tx, r.auditid))!, replaced: old?.storage_key };
  });
}

/** A kept report whose stored file is gone (removed by hand): forgotten, so that it is rendered again. */
export async function forgetReport(q: Queryable, auditid: number, storageKey: string): Promise<void> {
  await q.write('DELETE FROM audit_reports WHERE auditid = $1 AND storage_key = $2', [auditid, storageKey]);
}

/** The public link parts of the audit's live photos, in upload order (the items GET shows the same). */
export async function exportPhotos(q: Queryable, auditid: number) {
  const { rows } = await q.query<{ itemid: number; token: string; filename: string }>(
    `SELECT itemid, token, filename FROM audit_photos WHERE auditid = $1 AND deleted_at IS NULL ORDER BY docid`,
    [auditid],
  );
  return rows;
}
