import { escapeHtml } from '../../lib/html.js';
import type { Mail } from '../../worker/mail-outbox.js';

/** The console page a reset link opens, with its token: `<PORTAL_URL>/reset-password?token=…`. */
export function resetLink(portalUrl: string, token: string): string {
  const url = new URL('reset-password', portalUrl.endsWith('/') ? portalUrl : `${portalUrl}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The email carrying a password reset link (asked for by the person, or sent by an Administrator). */
export function resetEmail(p: { firstname: string; link: string; minutes: number; byAdmin: boolean }): Mail {
  const subject = 'Reset your Foodtrace password';
  const why = p.byAdmin
    ? 'An administrator sent you this link to choose a new password for your Foodtrace account.'
    : 'Someone (we hope you) asked to reset the password of your Foodtrace account.';
  const text = [
    `Hello ${p.firstname},`,
    '',
    why,
    '',
    `Choose a new password here (the link works once, for ${p.minutes} minutes):`,
    p.link,
    '',
    'If you did not ask for it, ignore this email: your password stays as it is.',
    '',
  ].join('\n');
  const link = escapeHtml(p.link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif">
<p>Hello ${escapeHtml(p.firstname)},</p>
<p>${escapeHtml(why)}</p>
<p><a href="${link}">Choose a new password</a> (the link works once, for ${p.minutes} minutes).</p>
<p>If you did not ask for it, ignore this email: your password stays as it is.</p>
</body></html>
`;
  return { subject, text, html };
}
