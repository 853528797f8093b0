import type { Queryable } from '../../db/index.js';
import type { AnswerResult } from '../../lib/score.js';
import type { RowLock } from './audits.repository.js';

export interface ItemRow {
  itemid: number;
  sectionid: number;
  question: string;
  guidance: string;
  critical: boolean;
  required: boolean;
  sort_order: number;
  result: AnswerResult | null;
  notes: string | null;
  answered_by: number | null;
  answered_at: string | null;
}

/** The section's items with their answers; undefined when the section is not part of the audit. */
export async function sectionItems(
  q: Queryable,
  auditid: number,
  sectionid: number,
): Promise<ItemRow[] | undefined> {
  const { rows } = await q.query<ItemRow & { in_audit: boolean }>(
    `SELECT i.itemid, i.sectionid, i.question, i.guidance, i.critical, i.required, i.sort_order,
            an.result, an.notes, an.userid AS answered_by, api_ts(an.answered_at) AS answered_at
       FROM audits a
       JOIN audit_sections s ON s.templateid = a.templateid AND s.sectionid = $2
       JOIN audit_items i ON i.sectionid = s.sectionid
       LEFT JOIN audit_answers an ON an.auditid = a.auditid AND an.itemid = i.itemid
      WHERE a.auditid = $1
      ORDER BY i.sort_order`,
    [auditid, sectionid],
  );
  return rows.length > 0 ? rows : undefined;
}

export interface PhotoRow {
  docid: number;
  itemid: number;
  token: string;
  filename: string;
}

export async function sectionPhotos(q: Queryable, auditid: number, sectionid: number): Promise<PhotoRow[]> {
  const { rows } = await q.query<PhotoRow>(
    `SELECT p.docid, p.itemid, p.token, p.filename
       FROM audit_photos p JOIN audit_items i ON i.itemid = p.itemid
      WHERE p.auditid = $1 AND i.sectionid = $2 AND p.deleted_at IS NULL
      ORDER BY p.docid`,
    [auditid, sectionid],
  );
  return rows;
}

/** The audit's status and whether the item belongs to its template; undefined when there is no audit. */
export async function auditItem(q: Queryable, auditid: number, itemid: number, lock: RowLock = '') {
  const { rows } = await q.query<{ statusid: number; in_template: boolean }>(
    `SELECT a.statusid,
            EXISTS (SELECT 1 FROM audit_items i JOIN audit_sections s ON s.sectionid = i.sectionid
                     WHERE i.itemid = $2 AND s.templateid = a.templateid) AS in_template
       FROM audits a WHERE a.auditid = $1 ${lock}`,
    [auditid, itemid],
  );
  return rows[0];
}

export interface NewPhoto {
  auditid: number;
  itemid: number;
  userid: number;
  filename: string;
  token: string;
  storageKey: string;
  contentType: string;
  size: number;
}

export async function insertPhoto(q: Queryable, p: NewPhoto): Promise<number> {
  const { rows } = await q.write<{ docid: number }>(
    `INSERT INTO audit_photos (auditid, itemid, userid, filename, token, storage_key, content_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING docid`,
    [p.auditid, p.itemid, p.userid, p.filename, p.token, p.storageKey, p.contentType, p.size],
  );
  return rows[0]!.docid;
}

/** A live photo of the audit, with the audit's status; locks the audit row when asked. */
export async function findPhoto(q: Queryable, auditid: number, docid: number) {
  const { rows } = await q.query<{ storage_key: string; statusid: number }>(
    `SELECT p.storage_key, a.statusid
       FROM audit_photos p JOIN audits a ON a.auditid = p.auditid
      WHERE p.docid = $2 AND p.auditid = $1 AND p.deleted_at IS NULL
        FOR UPDATE OF a`,
    [auditid, docid],
  );
  return rows[0];
}

export async function markPhotoDeleted(q: Queryable, docid: number, userid: number): Promise<void> {
  await q.write('UPDATE audit_photos SET deleted_at = now(), deleted_by = $2 WHERE docid = $1', [
    docid,
    userid,
  ]);
}

/** A live photo by its public token, for the media route. */
export async function photoByToken(q: Queryable, token: string) {
  const { rows } = await q.query<{ filename: string; storage_key: string; content_type: string }>(
    'SELECT filename, storage_key, content_type FROM audit_photos WHERE token = $1 AND deleted_at IS NULL',
    [token],
  );
  return rows[0];
}
