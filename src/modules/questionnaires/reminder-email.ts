import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../worker/mail-outbox.js';

export interface ReminderFacts {
  firstname: string;
  companyname: string;
  /** The template's name. */
  questionnaire: string;
  /** YYYY-MM-DD: the day the accepted questionnaire expires. */
  expires: string;
  /** Days before: 60 or 30. */
  threshold: number;
  portalUrl: string;
}

/** The reminder email of an accepted questionnaire expiring in 60 or 30 days: its renewal waits on the portal. */
export function reminderEmail(p: ReminderFacts): Mail {
  const subject = `Questionnaire expiring in ${p.threshold} days: ${p.questionnaire}`;
  const lines = [
    `The ${p.questionnaire} of ${p.companyname} expires on ${p.expires}, in ${p.threshold} days.`,
    'A new questionnaire is waiting on the supplier portal: please answer and submit it before then.',
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
