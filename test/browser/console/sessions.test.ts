import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useConsole } from '../console.js';
import { bearer, login, orgUser } from '../../fixtures/accounts.js';

// In London's time and British English, so that the lockout's "(at 18:42)" can be checked to the minute.
const w = useConsole({}, { locale: 'en-GB', timezoneId: 'Europe/London' });

/** The credential the tab holds (its sessionStorage). */
async function heldToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = (
      globalThis as unknown as { sessionStorage: { getItem(k: string): string | null } }
    ).sessionStorage.getItem('foodtrace.credential');
    return raw ? (JSON.parse(raw) as { value: string }).value : null;
  });
}

describe('console: one session for the browser’s tabs', () => {
  it('is signed in in a new tab opened on any address, and signed out in every tab by one sign-out', async () => {
    const u = await orgUser(w.t, 2, { firstname: 'Tabitha', lastname: 'Tabs', jobtitle: 'Manager' });
    const first = await w.page();
    await w.signIn(first, u.email, u.password, '/suppliers');
    const token = await heldToken(first);
    expect(token).toBeTruthy();

    // Open in a new tab: a fresh page of the same browser, straight on a deep address.
    const second = await w.page();
    await second.goto(`${w.origin}/specs`);
    await second.getByRole('link', { name: 'Tabitha Tabs' }).waitFor();
    expect(new URL(second.url()).pathname).toBe('/specs');
    expect(await heldToken(second)).toBe(token);
    // A reload of the new tab keeps it.
    await second.reload();
    await second.getByRole('button', { name: 'Sign out' }).waitFor();

    // Signing out in the new tab signs the first one out, and the server no longer accepts the token.
    await second.getByRole('button', { name: 'Sign out' }).click();
    await second.getByLabel('Email address').waitFor();
    await first.getByLabel('Email address').waitFor();
    expect(await heldToken(first)).toBeNull();
    const me = await w.t.api({ method: 'GET', url: '/api/v1/auth/me', key: null, headers: bearer(token!) });
    expect(me.statusCode).toBe(401);

    // Signing in again in one tab signs the other in.
    await first.getByLabel('Email address').fill(u.email);
    await first.getByLabel('Password').fill(u.password);
    await first.getByRole('button', { name: 'Sign in', exact: true }).click();
    await second.getByRole('button', { name: 'Sign out' }).waitFor();
    await first.close();
    await second.close();
  });

  it('keeps every tab signed in across a password change (the new token replaces the revoked one)', async () => {
    const u = await orgUser(w.t, 3);
    const first = await w.page();
    await w.signIn(first, u.email, u.password, '/account');
    const second = await w.page();
    await second.goto(`${w.origin}/specs`);
    await second.getByRole('button', { name: 'Sign out' }).waitFor();

    await first.getByLabel('Current password').fill(u.password);
    await first.getByLabel('New password', { exact: true }).fill('changed in one tab');
    await first.getByLabel('New password again').fill('changed in one tab');
    await first.getByRole('button', { name: 'Change password' }).click();
    await first
      .getByRole('status')
      .getByText(/Password changed/)
      .waitFor();
    await expect.poll(() => heldToken(second)).toBe(await heldToken(first));
    await second.reload();
    await second.getByRole('button', { name: 'Sign out' }).waitFor();
    await first.close();
    await second.close();
  });

  it('shows the sign-in in a new tab when no tab is signed in', async () => {
    const page = await w.page();
    await page.goto(`${w.origin}/audits`);
    await page.getByLabel('Email address').waitFor();
    await page.close();
  });
});

describe('console: the lockout', () => {
  it('says how long to wait and until when', async () => {
    const u = await orgUser(w.t, 3);
    for (let i = 0; i < 5; i++) expect((await login(w.t, u.email, `wrong guess ${i}`)).statusCode).toBe(401);
    const page = await w.page();
    await page.goto(w.origin);
    await page.getByLabel('Email address').fill(u.email);
    await page.getByLabel('Password').fill(u.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText(/^Too many attempts/).waitFor();
    const text = (await alert.textContent()) ?? '';
    const said = /^Too many attempts\. Try again in (\d+) minutes \(at (\d\d):(\d\d)\)\.$/.exec(text);
    expect(said, text).not.toBeNull();
    expect(Number(said![1])).toBeGreaterThanOrEqual(14);
    expect(Number(said![1])).toBeLessThanOrEqual(15);
    const london = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hour: '2-digit',
      minute: '2-digit',
    });
    const expected = [0, 60_000, -60_000].map((d) => london.format(new Date(Date.now() + 15 * 60_000 + d)));
    expect(expected).toContain(`${said![2]}:${said![3]}`);
    await page.close();
  });
});
