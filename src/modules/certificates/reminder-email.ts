import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../worker/mail-outbox.js';

export interface ReminderFacts {
  firstname: string;
  companyname: string;
  standard: string;
  certificatenumber: string | null;
  certifyingbody: string | null;
  /** YYYY-MM-DD: the expiry date the reminder is about. */
  expirydate: string;
  /** Days before expiry: 90, 60, 30, or 0 (expired). */
  threshold: number;
  portalUrl: string;
}

/** The reminder email of a certificate: expiring in 90, 60 or 30 days, or expired on the day. */
export function reminderEmail(p: ReminderFacts): Mail {
  const certificate = `${p.standard} certificate${p.certificatenumber ? ` ${p.certificatenumber}` : ''}`;
  const subject =
    p.threshold === 0
      ? `Certificate expired: ${certificate}`
      : `Certificate expiring in ${p.threshold} days: ${certificate}`;
  const when =
    p.threshold === 0 ? `expired on ${p.expirydate}.` : `expires on ${p.expirydate}, in ${p.threshold} days.`;
  const issued = p.certifyingbody ? ` (certified by ${p.certifyingbody})` : '';
  const lines = [
    `The ${certificate} of ${p.companyname}${issued} ${when}`,
    'Please upload the renewed certificate on the supplier portal.',
  ];
  const text = [`Hello ${p.firstname},`, '', ...lines, '', `Portal: ${p.portalUrl}`, ''].join('\n');
  const url = escapeHtml(p.portalUrl);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif">
<p>Hello ${escapeHtml(p.firstname)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p>Portal: <a href="${url}">${url}</a></p>
</body></html>
`;
  return { subject, text, html };
}
