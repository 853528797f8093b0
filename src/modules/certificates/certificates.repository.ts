import type { Queryable } from '../../db/index.js';
import { ORGANISATION_ID } from '../../db/organisation.js';
import type {
  Accreditation,
  CreateAccreditationBody,
  UpdateAccreditationBody,
} from './certificates.schemas.js';

/** The API's prefix (src/app.ts), in the document links. */
const API_PATH = '/api/v1';

/** What a certificate's read needs besides its row: the day its status is computed for, and the API's address. */
export interface ReadContext {
  /** YYYY-MM-DD (UTC) */
  today: string;
  publicUrl: string;
}

/** A certificate as read; `$1` is today, `$2` the public URL. Status and days computed in SQL. */
const COLUMNS = `a.accreditationid, a.standard, a.certificatenumber, a.grade,
  to_char(a.expirydate, 'YYYY-MM-DD') AS expirydate, a.companyid AS supplierid, a.standardid, a.certifyingbody,
  to_char(a.issuedate, 'YYYY-MM-DD') AS issuedate, a.siteid, a.scope,
  certificate_status(a.expirydate, $1::date) AS status, (a.expirydate - $1::date) AS days_to_expiry,
  ARRAY(SELECT r.threshold::int FROM certificate_reminders r
         WHERE r.accreditationid = a.accreditationid ORDER BY r.threshold DESC) AS reminders_sent,
  CASE WHEN a.storage_key IS NOT NULL THEN
    json_build_object('url', $2::text || '${API_PATH}/accreditations/' || a.accreditationid || '/document',
                      'filename', a.document_filename, 'size', a.document_size) END AS document,
  api_ts(a.created) AS created, api_ts(a.lastupdated) AS lastupdated`;

/** A supplier's live certificates, soonest expiry first (those without one last). */
export async function findCertificates(q: Queryable, companyid: number, ctx: ReadContext) {
  const { rows } = await q.query<Accreditation>(
    `SELECT ${COLUMNS} FROM accreditations a
      WHERE a.companyid = $3 AND a.active = 1
      ORDER BY a.expirydate NULLS LAST, a.accreditationid`,
    [ctx.today, ctx.publicUrl, companyid],
  );
  return rows;
}

/** A live certificate of an active supplier; undefined when there is none. */
export async function findCertificate(
  q: Queryable,
  id: number,
  ctx: ReadContext,
): Promise<Accreditation | undefined> {
  const { rows } = await q.query<Accreditation>(
    `SELECT ${COLUMNS} FROM accreditations a JOIN companies c ON c.companyid = a.companyid AND c.active = 1
      WHERE a.accreditationid = $3 AND a.active = 1`,
    [ctx.today, ctx.publicUrl, id],
  );
  return rows[0];
}

/** The company of a certificate (live or not), for the supplier scope's owner check. */
export const ACCREDITATION_OWNER = 'SELECT companyid FROM accreditations WHERE accreditationid = $1';

/** Whether `companyid` is an active supplier; locks it against a concurrent delete until the transaction ends. */
export async function lockActiveSupplier(q: Queryable, companyid: number): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM companies WHERE companyid = $1 AND active = 1 AND companyid <> ${ORGANISATION_ID} FOR SHARE`,
    [companyid],
  );
  return rows.length > 0;
}

/** Whether `siteid` is a site of `companyid`. */
export async function isSiteOf(q: Queryable, siteid: number, companyid: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM sites WHERE siteid = $1 AND companyid = $2', [
    siteid,
    companyid,
  ]);
  return rows.length > 0;
}

/** Records a certificate; its standard's name is copied from the lookup. Returns its id. */
export async function insertCertificate(
  q: Queryable,
  companyid: number,
  b: CreateAccreditationBody,
): Promise<number> {
  const { rows } = await q.write<{ accreditationid: number }>(
    `INSERT INTO accreditations (companyid, standardid, standard, certificatenumber, certifyingbody, grade, siteid,
                                 issuedate, expirydate, scope)
     SELECT $1, s.id, s.name, $3, $4, $5, $6, $7, $8, $9 FROM standards s WHERE s.id = $2
     RETURNING accreditationid`,
    [
      companyid,
      b.standard,
      b.certificatenumber,
      b.certifyingbody,
      b.grade ?? null,
      b.siteid ?? null,
      b.issuedate,
      b.expirydate,
      b.scope ?? null,
    ],
  );
  return rows[0]!.accreditationid;
}

export interface CertificateRow {
  companyid: number;
  issuedate: string | null;
  expirydate: string | null;
}

/** A live certificate of an active supplier, locked for the update that follows; undefined when there is none. */
export async function lockCertificate(q: Queryable, id: number): Promise<CertificateRow | undefined> {
  const { rows } = await q.query<CertificateRow>(
    `SELECT a.companyid, to_char(a.issuedate, 'YYYY-MM-DD') AS issuedate,
            to_char(a.expirydate, 'YYYY-MM-DD') AS expirydate
       FROM accreditations a JOIN companies c ON c.companyid = a.companyid AND c.active = 1
      WHERE a.accreditationid = $1 AND a.active = 1
        FOR UPDATE OF a`,
    [id],
  );
  return rows[0];
}

/** Column of each updatable field (the standard's name follows its id). */
const UPDATE_SQL: Record<keyof UpdateAccreditationBody, string> = {
  standard: 'standardid = $N, standard = (SELECT name FROM standards WHERE id = $N)',
  certificatenumber: 'certificatenumber = $N',
  certifyingbody: 'certifyingbody = $N',
  grade: 'grade = $N',
  siteid: 'siteid = $N',
  issuedate: 'issuedate = $N',
  expirydate: 'expirydate = $N',
  scope: 'scope = $N',
};

/** Changes the given fields of a certificate (locked by `lockCertificate`). */
export async function updateCertificate(q: Queryable, id: number, f: UpdateAccreditationBody): Promise<void> {
  const entries = Object.entries(f).filter(([, v]) => v !== undefined) as [
    keyof typeof UPDATE_SQL,
    unknown,
  ][];
  const sets = entries.map(([name], i) => UPDATE_SQL[name].replaceAll('$N', `$${i + 2}`));
  await q.write(
    `UPDATE accreditations SET ${sets.join(', ')}, lastupdated = now() WHERE accreditationid = $1`,
    [id, ...entries.map(([, v]) => v)],
  );
}

/** Soft delete: false when there is no such live certificate. */
export async function deleteCertificate(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.write(
    'UPDATE accreditations SET active = 0, lastupdated = now() WHERE accreditationid = $1 AND active = 1',
    [id],
  );
  return (rowCount ?? 0) > 0;
}

/** Attaches a PDF; returns the storage key of the one it replaces (to remove once committed), or null. */
export async function setDocument(
  q: Queryable,
  id: number,
  doc: { storageKey: string; filename: string; size: number },
): Promise<string | null> {
  const { rows } = await q.write<{ previous: string | null }>(
    `UPDATE accreditations a
        SET storage_key = $2, document_filename = $3, document_size = $4, lastupdated = now()
       FROM (SELECT storage_key AS previous FROM accreditations WHERE accreditationid = $1) old
      WHERE a.accreditationid = $1
      RETURNING old.previous`,
    [id, doc.storageKey, doc.filename, doc.size],
  );
  return rows[0]?.previous ?? null;
}

/** A live certificate's document, for download; undefined when either is missing. */
export async function findDocument(q: Queryable, id: number) {
  const { rows } = await q.query<{ storage_key: string; filename: string }>(
    `SELECT storage_key, document_filename AS filename FROM accreditations
      WHERE accreditationid = $1 AND active = 1 AND storage_key IS NOT NULL`,
    [id],
  );
  return rows[0];
}
