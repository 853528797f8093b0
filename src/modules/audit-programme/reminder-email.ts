import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../worker/mail-outbox.js';

export interface AuditReminderFacts {
  firstname: string;
  companyname: string;
  sitename: string;
  /** YYYY-MM-DD: the site's due date the reminder is about. */
  due_date: string;
  /** YYYY-MM-DD: the planned audit's date. */
  auditdate: string;
  /** 14 (days before the due date) or 0 (on it). */
  threshold: number;
  unannounced: boolean;
  auditid: number;
  portalUrl: string;
}

/** The reminder to an audit's assigned auditor: the site's audit is due in 14 days, or today. */
export function auditReminderEmail(p: AuditReminderFacts): Mail {
  const site = `${p.companyname}, ${p.sitename}`;
  const subject =
    p.threshold === 0 ? `Audit due today: ${site}` : `Audit due in ${p.threshold} days: ${site}`;
  const lines = [
    `The audit of ${site} is due on ${p.due_date}; you are assigned the planned audit ${p.auditid}, dated ${p.auditdate}.`,
    p.unannounced
      ? 'It is unannounced: do not tell the supplier its date.'
      : 'The supplier may be told its date.',
  ];
  const url = `${p.portalUrl.replace(/\/$/, '')}/audits/${p.auditid}`;
  const text = [`Hello ${p.firstname},`, '', ...lines, '', `Audit: ${url}`, ''].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: sans-serif">
<p>Hello ${escapeHtml(p.firstname)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>Audit: <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
</body></html>
`;
  return { subject, text, html };
}
