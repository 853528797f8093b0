import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSmtp } from '../../smtp.js';
import { useConsole } from '../console.js';
import { login, orgUser } from '../../fixtures/accounts.js';

const smtp = await startSmtp();
// Registered first so that it runs last, after the app (and its pooled SMTP connection) has closed.
afterAll(() => smtp.close());
const w = useConsole({ SMTP_URL: smtp.url, WORKER_POLL: '50ms' });

/** The path and query of the `n`-th reset link (from 1) emailed to `email`, through the real SMTP server. */
async function emailedLink(email: string, n = 1): Promise<string> {
  const mine = () =>
    smtp.messages.filter((m) => (m.to && 'value' in m.to ? m.to.value[0]!.address : '') === email);
  await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
  const link = /https?:\/\/\S+(\/reset-password\?token=[\w-]+)/.exec(mine()[n - 1]!.text ?? '');
  expect(link).not.toBeNull();
  return link![1]!;
}

async function setNewPassword(page: Page, password: string, again = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(again);
  await page.getByRole('button', { name: 'Set the new password' }).click();
}

describe('console: a forgotten password', () => {
  it('is reset through the emailed link: the new password signs in, the old one and the used link do not', async () => {
    const u = await orgUser(w.t, 3);
    const page = await w.page();
    await page.goto(`${w.origin}/specs`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email address').fill(u.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('status')
      .getByText(/we have sent it a link/)
      .waitFor();

    const link = await emailedLink(u.email);
    await page.goto(`${w.origin}${link}`);
    // The one rule, said in the hint and checked before anything is sent.
    await page.getByText('At least 10 characters, and not your email address').waitFor();
    await setNewPassword(page, 'too short');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter a password of at least 10 characters' }).waitFor();
    const field = page.getByLabel('New password', { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await field.getAttribute('aria-describedby')).toMatch(/-hint .*-error/);
    await setNewPassword(page, 'a fresh new password', 'a fresh new pasword');
    await page.getByText('The two passwords differ').first().waitFor();

    await setNewPassword(page, 'a fresh new password');
    await page.getByRole('status').getByText('Your password has been reset.').waitFor();
    expect((await login(w.t, u.email, u.password)).statusCode).toBe(401);
    await page.getByRole('link', { name: 'Sign in with your new password' }).click();
    await page.getByLabel('Email address').fill(u.email);
    await page.getByLabel('Password').fill('a fresh new password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();

    // The link was used: opened again, it is refused, and a new one is offered.
    await page.goto(`${w.origin}${link}`);
    await setNewPassword(page, 'yet another password');
    await page.getByText('This password reset link is invalid, used or expired').waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    expect((await login(w.t, u.email, 'yet another password')).statusCode).toBe(401);
    await page.close();
  });

  it('opened while signed in, signs every tab of this browser out once the password is set', async () => {
    const u = await orgUser(w.t, 3);
    const tab = await w.page();
    await w.signIn(tab, u.email, u.password, '/specs');
    await w.t.api({
      method: 'POST',
      url: '/api/v1/auth/forgotPassword',
      key: null,
      payload: { emailaddress: u.email },
    });
    const link = await emailedLink(u.email);
    const other = await w.page();
    await other.goto(`${w.origin}${link}`);
    await other.getByRole('button', { name: 'Sign out' }).waitFor();
    await setNewPassword(other, 'set while signed in');
    await other.getByRole('status').getByText('Your password has been reset.').waitFor();
    await other.getByLabel('New password', { exact: true }).waitFor({ state: 'detached' });
    await tab.getByLabel('Email address').waitFor();
    expect(await other.getByRole('button', { name: 'Sign out' }).count()).toBe(0);
    await tab.close();
    await other.close();
  });

  it('is answered alike for an address nobody has', async () => {
    const page = await w.page();
    await page.goto(`${w.origin}/forgot-password`);
    await page.getByLabel('Email address').fill('nobody.at.all@example.com');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page
      .getByRole('status')
      .getByText(/we have sent it a link/)
      .waitFor();
    await page.close();
  });

  it('is reset by an Administrator from the users screen: the person is emailed a link', async () => {
    const u = await orgUser(w.t, 2, { firstname: 'Rita', lastname: 'Reset', jobtitle: 'Buyer' });
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/admin/users');
    await page.getByLabel('Search users').fill('Reset');
    const row = page.getByRole('row', { name: /Rita Reset/ });
    await row.getByRole('button', { name: 'Reset password' }).click();
    await row.getByRole('button', { name: 'Yes, send the link' }).click();
    await page.getByRole('status').getByText(`A password reset link is on its way to ${u.email}`).waitFor();
    const link = await emailedLink(u.email);
    // The current password works until the person uses the link.
    expect((await login(w.t, u.email, u.password)).statusCode).toBe(200);

    const theirs = await w.page();
    await theirs.goto(`${w.origin}${link}`);
    await setNewPassword(theirs, 'chosen by rita herself');
    await theirs.getByRole('status').getByText('Your password has been reset.').waitFor();
    expect((await login(w.t, u.email, 'chosen by rita herself')).statusCode).toBe(200);
    await theirs.close();
    await page.close();
  });

  it('is not offered to a Manager on the users screen', async () => {
    const manager = await orgUser(w.t, 2);
    const page = await w.page();
    await w.signIn(page, manager.email, manager.password, '/admin/users');
    await page.getByRole('button', { name: 'Deactivate' }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Reset password' }).count()).toBe(0);
    await page.close();
  });
});
