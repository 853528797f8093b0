import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../worker/mail-outbox.js';

export interface NoticeFacts {
  kind: 'notice' | 'reminder' | 'escalation';
  incidentkind: string;
  title: string;
  hazard: string;
  severity: number;
  description: string;
  party: string;
  lots: string[];
  ackurl: string | null;
  /** The incident's page in the console (escalations). */
  incidenturl: string;
}

const KIND_WORD: Record<string, string> = { recall: 'Recall', withdrawal: 'Withdrawal', mock: 'Mock recall' };

/**
 * A notice's email (docs/incidents.md): what is affected and the link to acknowledge and report quantities; a
 * reminder says it is the second notice; an escalation tells the incident contacts a party has not answered. A mock
 * recall's says EXERCISE in the subject and the first line of the body.
 */
export function noticeEmail(f: NoticeFacts): Mail {
  const exercise = f.incidentkind === 'mock';
  const tag = exercise ? 'EXERCISE: ' : '';
  const what = KIND_WORD[f.incidentkind] ?? f.incidentkind;
  const subject =
    f.kind === 'escalation'
      ? `${tag}Escalation: ${f.party} has not acknowledged ${what.toLowerCase()} notice "${f.title}"`
      : `${tag}${f.kind === 'reminder' ? 'Second notice, please acknowledge: ' : ''}${what} notice: ${f.title}`;
  const lines = [
    ...(exercise
      ? ['EXERCISE: this is a mock recall, a test of the recall procedure. No product is unsafe.']
      : []),
    f.kind === 'escalation'
      ? `${f.party} has not acknowledged the notice after it was sent twice.`
      : `To ${f.party}: ${what} (${f.hazard.replace('_', ' ')}, severity ${f.severity}): ${f.title}.`,
    ...(f.description ? [f.description] : []),
    ...(f.lots.length > 0 ? [`Lots affected: ${f.lots.join(', ')}.`] : []),
    ...(f.ackurl
      ? ['Please confirm receipt and report the quantities you hold, sold, destroyed and returned:', f.ackurl]
      : [`The incident: ${f.incidenturl}`]),
  ];
  const text = `${lines.join('\n\n')}\n`;
  const html = `<!doctype html>
<html><body style="font-family: sans-serif">
${lines
  .map((l) =>
    /^https?:\/\//.test(l)
      ? `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`
      : `<p>${exercise && l.startsWith('EXERCISE') ? `<strong>${escapeHtml(l)}</strong>` : escapeHtml(l)}</p>`,
  )
  .join('\n')}
</body></html>
`;
  return { subject, text, html };
}
