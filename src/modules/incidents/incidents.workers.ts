import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { Queryable } from '../../db/index.js';
import { MailOutbox, type MailJob } from '../../worker/mail-outbox.js';
import { PollingWorker } from '../../worker/polling-worker.js';
import { noticeEmail } from './notice-email.js';
import {
  ackUrl,
  lockDueNotices,
  markEscalated,
  markResent,
  newToken,
  sendNotices,
} from './notices.repository.js';

/** What a notice's webhook message says besides its link (the `incident.notice` message). */
export async function noticeMessage(q: Queryable, incidentid: number) {
  const { rows } = await q.query<{
    incidentid: number;
    kind: string;
    title: string;
    hazard: string;
    severity: number;
    description: string;
    lots: { epc: string; gtin: string | null; lot: string | null; productname: string | null }[];
  }>(
    `SELECT incidentid, kind, title, hazard, severity::int, description, affected -> 'lots' AS lots
       FROM incidents WHERE incidentid = $1`,
    [incidentid],
  );
  const i = rows[0]!;
  return (ackurl: string) => ({
    incidentid: i.incidentid,
    kind: i.kind,
    exercise: i.kind === 'mock',
    title: i.kind === 'mock' ? `EXERCISE: ${i.title}` : i.title,
    hazard: i.hazard,
    severity: i.severity,
    description: i.description,
    // The first 500 (the roots first): a notice names what to pull, the incident has the whole set.
    lots: i.lots.slice(0, 500),
    ackurl,
  });
}

interface MailRow {
  id: number;
  attempts: number;
  recipient: string;
  kind: 'notice' | 'reminder' | 'escalation';
  token: string | null;
  incidentid: number;
  incidentkind: string;
  title: string;
  hazard: string;
  severity: number;
  description: string;
  status: string;
  party: string | null;
  lots: string[] | null;
}

/** The claimed emails with what they say; none for a closed incident (cancelled). */
async function loadMails(
  q: Queryable,
  claim: string,
  batch: number,
  leaseMs: number,
  portalUrl: string,
): Promise<MailJob[]> {
  const { rows } = await q.query<MailRow>(
    `WITH claimed AS (${claim})
     SELECT m.id, m.attempts, m.recipient, m.kind, m.token, i.incidentid, i.kind AS incidentkind, i.title, i.hazard,
            i.severity::int, i.description, i.status, p.name AS party,
            (SELECT array_agg(coalesce(l ->> 'productname', l ->> 'gtin', '') || ' lot ' || coalesce(l ->> 'lot', l ->> 'epc'))
               FROM jsonb_array_elements(i.affected -> 'lots') l) AS lots
       FROM claimed m
       JOIN incidents i ON i.incidentid = m.incidentid
       LEFT JOIN incident_notices n ON n.noticeid = m.noticeid
       LEFT JOIN incident_parties p ON p.partyid = n.partyid`,
    [batch, leaseMs],
  );
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    to: r.recipient,
    mail:
      r.status === 'closed' || (r.kind !== 'escalation' && r.token === null)
        ? null
        : noticeEmail({
            kind: r.kind,
            incidentkind: r.incidentkind,
            title: r.title,
            hazard: r.hazard,
            severity: r.severity,
            description: r.description,
            party: r.party ?? '',
            lots: (r.lots ?? []).slice(0, 50),
            ackurl: r.token === null ? null : ackUrl(portalUrl, r.token),
            incidenturl: `${portalUrl.replace(/\/+$/, '')}/incidents/${r.incidentid}`,
          }),
  }));
}

/**
 * The incidents' background work: their emails (the shared mail outbox; the link's token erased once sent), and
 * escalation: a notice past due is sent again and flagged overdue; past due a second time it is escalated and the
 * incident contacts are emailed. Each due notice is locked by one instance (SKIP LOCKED), so none is done twice.
 */
export class IncidentWorkers {
  readonly mail: MailOutbox | undefined;
  private readonly escalation: PollingWorker;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'config'>,
    log: FastifyBaseLogger,
  ) {
    const { smtpUrl, mailFrom, portalUrl, workerPollMs } = ctx.config;
    this.mail = smtpUrl
      ? new MailOutbox(
          ctx.db,
          {
            name: 'incident-mail',
            table: 'incident_mail_outbox',
            load: (q, claim, batch, leaseMs) => loadMails(q, claim, batch, leaseMs, portalUrl),
            onFinish: 'token = NULL',
          },
          { smtpUrl, mailFrom, pollMs: workerPollMs },
          log,
        )
      : undefined;
    this.escalation = new PollingWorker(
      'incident-escalation',
      () => this.escalate(),
      { pollMs: workerPollMs },
      log,
    );
  }

  start(): void {
    this.escalation.start();
    this.mail?.start();
  }

  async stop(): Promise<void> {
    await this.escalation.stop();
    await this.mail?.stop();
  }

  kick(): void {
    this.mail?.kick();
  }

  /** One pass: the notices due now, sent again or escalated. Returns how many were handled. */
  async escalate(): Promise<number> {
    const { portalUrl, incidentContacts } = this.ctx.config;
    const handled = await this.ctx.db.transaction(async (tx) => {
      const due = await lockDueNotices(tx, 100);
      const again = due.filter((n) => n.sends < 2);
      const escalate = due.filter((n) => n.sends >= 2);
      if (again.length > 0) {
        await markResent(
          tx,
          again.map((n) => n.noticeid),
        );
        for (const incidentid of new Set(again.map((n) => n.incidentid))) {
          const mine = again.filter((n) => n.incidentid === incidentid);
          await sendNotices(
            tx,
            mine.map((n) => ({ noticeid: n.noticeid, partyid: n.partyid, token: newToken() })),
            'reminder',
            portalUrl,
            await noticeMessage(tx, incidentid),
          );
        }
      }
      if (escalate.length > 0)
        await markEscalated(
          tx,
          escalate.map((n) => n.noticeid),
          incidentContacts,
        );
      return due.length;
    });
    if (handled > 0) this.kick();
    return handled;
  }
}
