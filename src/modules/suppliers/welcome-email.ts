import { escapeHtml } from '../../lib/html.js';

export interface WelcomeEmail {
  subject: string;
  text: string;
  html: string;
}

/** The welcome email of a new supplier portal user: login email, temporary password, portal address. */
export function welcomeEmail(p: {
  firstname: string;
  email: string;
  password: string;
  portalUrl: string;
}): WelcomeEmail {
  const subject = 'Your supplier portal account';
  const text = [
    `Hello ${p.firstname},`,
    '',
    'An account has been created for you on our supplier portal.',
    '',
    `Portal: ${p.portalUrl}`,
    `Login email: ${p.email}`,
    `Temporary password: ${p.password}`,
    '',
    'Please sign in and change this password at your first visit.',
    '',
  ].join('\n');
  const e = { ...p, firstname: escapeHtml(p.firstname), email: escapeHtml(p.email) };
  const url = escapeHtml(p.portalUrl);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif">
<p>Hello ${e.firstname},</p>
<p>An account has been created for you on our supplier portal.</p>
<table>
<tr><td>Portal</td><td><a href="${url}">${url}</a></td></tr>
<tr><td>Login email</td><td>${e.email}</td></tr>
<tr><td>Temporary password</td><td><code>${escapeHtml(p.password)}</code></td></tr>
</table>
<p>Please sign in and change this password at your first visit.</p>
</body></html>
`;
  return { subject, text, html };
}
