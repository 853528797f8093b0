import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';

const w = useConsole();

describe('console: signing in', () => {
  it('refuses a wrong password with the server’s message, then signs in and out', async () => {
    const page = await w.page();
    await page.goto(`${w.origin}/suppliers`);
    await page.getByLabel('Email address').fill(w.admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password');

    await page.getByLabel('Password').fill(w.admin.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // The path asked for is the screen shown once signed in.
    expect(new URL(page.url()).pathname).toBe('/suppliers');
    // An Administrator is offered the administration.
    await page.getByRole('link', { name: 'API keys' }).waitFor();

    // A reload keeps the session (the tab's storage); signing out ends it on the server too.
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email address').waitFor();
    await page.close();
  });

  it('signs in with an API key, the way in on a new database', async () => {
    const page = await w.page(TABLET);
    await page.goto(w.origin);
    await page.getByRole('button', { name: 'Sign in with an API key' }).click();
    await page.getByLabel('API key').fill(w.t.key[4]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('link', { name: 'System Administrator' }).waitFor();
    await page.close();
  });

  it('answers the HTML with a CSP without inline scripts, and never caches it', async () => {
    const res = await fetch(`${w.origin}/audits/1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });
});
