import { createHash, randomBytes } from 'node:crypto';
import type { Queryable, Tx } from '../../db/index.js';

/** A new acknowledgement link's token (256 random bits, base64url) and the hash the table keeps. */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

export const hashOf = (token: string) => createHash('sha256').update(token).digest();

export const ackUrl = (portalUrl: string, token: string) => `${portalUrl.replace(/\/+$/, '')}/ack/${token}`;

/**
 * Queues a notice to every party in scope without one (one statement each for the notices, their links, their
 * emails and their webhook deliveries): a crash before the commit leaves nothing, and a second call notifies only
 * the parties still without a notice, so none is lost or doubled. Returns how many were queued.
 */
export async function queueNotices(
  tx: Tx,
  incidentid: number,
  portalUrl: string,
  message: (ackurl: string) => Record<string, unknown>,
): Promise<number> {
  const { rows: parties } = await tx.query<{ partyid: number }>(
    `SELECT p.partyid FROM incident_parties p
      WHERE p.incidentid = $1 AND p.inscope
        AND NOT EXISTS (SELECT 1 FROM incident_notices n WHERE n.partyid = p.partyid)
      ORDER BY p.partyid`,
    [incidentid],
  );
  if (parties.length === 0) return 0;
  const tokens = parties.map(() => newToken());
  const { rows: notices } = await tx.write<{ noticeid: number; partyid: number }>(
    `INSERT INTO incident_notices (incidentid, partyid, companyid, due_at)
     SELECT $1, p.partyid, p.companyid, now() + i.ackwithin * interval '1 second'
       FROM incident_parties p JOIN incidents i ON i.incidentid = p.incidentid
      WHERE p.partyid = ANY ($2::int[]) ORDER BY p.partyid
     RETURNING noticeid, partyid`,
    [incidentid, parties.map((p) => p.partyid)],
  );
  const tokenOf = new Map(parties.map((p, i) => [p.partyid, tokens[i]!]));
  await sendNotices(
    tx,
    notices.map((n) => ({ ...n, token: tokenOf.get(n.partyid)! })),
    'notice',
    portalUrl,
    message,
  );
  await tx.write(
    `INSERT INTO incident_steps (incidentid, partyid, step)
     SELECT $1, partyid, 'notice_sent' FROM unnest($2::int[]) AS partyid`,
    [incidentid, notices.map((n) => n.partyid)],
  );
  return notices.length;
}

/** A notice's links, email (to a party with a contact) and webhook delivery (to a wholesaler with a webhook). */
export async function sendNotices(
  tx: Tx,
  notices: { noticeid: number; partyid: number; token: { token: string; hash: Buffer } }[],
  kind: 'notice' | 'reminder',
  portalUrl: string,
  message: (ackurl: string) => Record<string, unknown>,
): Promise<void> {
  const ids = notices.map((n) => n.noticeid);
  await tx.write(
    `INSERT INTO incident_ack_tokens (token_hash, noticeid) SELECT * FROM unnest($1::bytea[], $2::int[])`,
    [notices.map((n) => n.token.hash), ids],
  );
  await tx.write(
    `INSERT INTO incident_mail_outbox (incidentid, noticeid, recipient, kind, token)
     SELECT n.incidentid, n.noticeid, p.email, $3, t.token
       FROM unnest($1::int[], $2::text[]) AS t(noticeid, token)
       JOIN incident_notices n ON n.noticeid = t.noticeid
       JOIN incident_parties p ON p.partyid = n.partyid
      WHERE p.email IS NOT NULL ORDER BY n.noticeid`,
    [ids, notices.map((n) => n.token.token), kind],
  );
  const data = notices.map((n) => ({
    noticeid: n.noticeid,
    ...message(ackUrl(portalUrl, n.token.token)),
  }));
  await tx.write(
    `WITH queued AS (
       INSERT INTO webhook_deliveries (webhookid, eventid, type, data)
       SELECT w.webhookid, 'notice_' || n.noticeid || '_' || n.sends, 'incident.notice', d.data || jsonb_build_object(
                'partyid', n.partyid, 'wholesalerid', p.refid, 'sends', n.sends, 'due_at', n.due_at)
         FROM jsonb_array_elements($1::jsonb) AS d(data)
         JOIN incident_notices n ON n.noticeid = (d.data ->> 'noticeid')::int
         JOIN incident_parties p ON p.partyid = n.partyid AND p.kind = 'wholesaler'
         JOIN wholesalers w ON w.wholesalerid = p.refid
         JOIN webhooks k ON k.id = w.webhookid AND k.deleted_at IS NULL AND k.enabled
        ORDER BY n.noticeid
       RETURNING id, (data ->> 'noticeid')::int AS noticeid)
     UPDATE incident_notices n SET deliveryid = q.id FROM queued q WHERE n.noticeid = q.noticeid`,
    [JSON.stringify(data)],
  );
}

export interface DueNotice {
  noticeid: number;
  partyid: number;
  incidentid: number;
  sends: number;
}

/** Notices past due and unacknowledged, of incidents still running: locked, so one instance takes each. */
export async function lockDueNotices(tx: Tx, limit: number): Promise<DueNotice[]> {
  const { rows } = await tx.query<DueNotice>(
    `SELECT n.noticeid, n.partyid, n.incidentid, n.sends FROM incident_notices n
       JOIN incidents i ON i.incidentid = n.incidentid AND i.status IN ('notifying', 'contained')
      WHERE n.due_at <= now() AND n.acknowledged_at IS NULL AND n.escalated_at IS NULL
      ORDER BY n.due_at, n.noticeid LIMIT $1 FOR UPDATE OF n SKIP LOCKED`,
    [limit],
  );
  return rows;
}

/** The first miss: sent again, flagged overdue, due again after the incident's ackwithin. */
export async function markResent(tx: Tx, noticeids: number[]): Promise<void> {
  await tx.write(
    `UPDATE incident_notices n SET sends = sends + 1, resent_at = now(), overdue = true,
            due_at = now() + i.ackwithin * interval '1 second'
       FROM incidents i WHERE i.incidentid = n.incidentid AND n.noticeid = ANY ($1::int[])`,
    [noticeids],
  );
  await tx.write(
    `INSERT INTO incident_steps (incidentid, partyid, step, data)
     SELECT incidentid, partyid, 'overdue', '{"detail":"not acknowledged in time: sent again"}'
       FROM incident_notices WHERE noticeid = ANY ($1::int[]) ORDER BY noticeid`,
    [noticeids],
  );
}

/** The second miss: escalated, the incident contacts emailed. */
export async function markEscalated(tx: Tx, noticeids: number[], contacts: readonly string[]): Promise<void> {
  await tx.write(`UPDATE incident_notices SET escalated_at = now() WHERE noticeid = ANY ($1::int[])`, [
    noticeids,
  ]);
  await tx.write(
    `INSERT INTO incident_steps (incidentid, partyid, step, data)
     SELECT incidentid, partyid, 'escalated', '{"detail":"not acknowledged after a second notice"}'
       FROM incident_notices WHERE noticeid = ANY ($1::int[]) ORDER BY noticeid`,
    [noticeids],
  );
  if (contacts.length === 0) return;
  await tx.write(
    `INSERT INTO incident_mail_outbox (incidentid, noticeid, recipient, kind)
     SELECT n.incidentid, n.noticeid, c, 'escalation'
       FROM incident_notices n CROSS JOIN unnest($2::text[]) AS c
      WHERE n.noticeid = ANY ($1::int[]) ORDER BY n.noticeid, c`,
    [noticeids, contacts],
  );
}

/** Emails still to send for a closed incident are cancelled (the loader would say nothing anyway). */
export async function cancelMails(tx: Tx, incidentid: number): Promise<void> {
  await tx.write(
    `UPDATE incident_mail_outbox SET status = 'cancelled', token = NULL
      WHERE incidentid = $1 AND status = 'pending'`,
    [incidentid],
  );
}

// ---- acknowledgement ----

export interface TokenNotice {
  noticeid: number;
  partyid: number;
  incidentid: number;
  used_at: Date | null;
  status: string;
  acknowledged_at: Date | null;
}

export async function noticeOfToken(
  q: Queryable,
  hash: Buffer,
  lock: boolean,
): Promise<TokenNotice | undefined> {
  const { rows } = await q.query<TokenNotice>(
    `SELECT t.noticeid, n.partyid, n.incidentid, t.used_at, i.status, n.acknowledged_at
       FROM incident_ack_tokens t
       JOIN incident_notices n ON n.noticeid = t.noticeid
       JOIN incidents i ON i.incidentid = n.incidentid
      WHERE t.token_hash = $1 ${lock ? 'FOR UPDATE OF t, n' : ''}`,
    [hash],
  );
  return rows[0];
}

export interface ReportInput {
  onhand: number;
  sold: number;
  destroyed: number;
  returned: number;
  note: string;
}

/** A party's report through its link: the link used, the report kept, the notice acknowledged, a new link. */
export async function recordReport(
  tx: Tx,
  hash: Buffer,
  n: TokenNotice,
  r: ReportInput,
  next: { hash: Buffer },
): Promise<Date> {
  await tx.write('UPDATE incident_ack_tokens SET used_at = now() WHERE token_hash = $1', [hash]);
  const { rows } = await tx.write<{ reported_at: Date }>(
    `INSERT INTO incident_reports (noticeid, incidentid, onhand, sold, destroyed, returned, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING reported_at`,
    [n.noticeid, n.incidentid, r.onhand, r.sold, r.destroyed, r.returned, r.note],
  );
  if (n.acknowledged_at === null)
    await tx.write('UPDATE incident_notices SET acknowledged_at = now() WHERE noticeid = $1', [n.noticeid]);
  await tx.write('INSERT INTO incident_ack_tokens (token_hash, noticeid) VALUES ($1, $2)', [
    next.hash,
    n.noticeid,
  ]);
  await tx.write(`INSERT INTO incident_steps (incidentid, partyid, step, data) VALUES ($1, $2, $3, $4)`, [
    n.incidentid,
    n.partyid,
    n.acknowledged_at === null ? 'acknowledged' : 'reported',
    JSON.stringify({
      detail: `on hand ${r.onhand}, sold ${r.sold}, destroyed ${r.destroyed}, returned ${r.returned}`,
    }),
  ]);
  return rows[0]!.reported_at;
}
