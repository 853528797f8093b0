import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { useTestApp, type TestApp } from '../helpers.js';
import { orgUser } from '../fixtures/accounts.js';
import { offlineBrowser, type OfflineBrowser } from './browser.js';

/** The tablet the auditors carry, and a desktop. */
export const TABLET = { width: 768, height: 1024 };
export const DESKTOP = { width: 1366, height: 900 };

export interface ConsoleWorld {
  t: TestApp;
  /** The server's origin on a real socket, e.g. http://127.0.0.1:41234. */
  origin: string;
  browser: OfflineBrowser;
  /** A signed-in-able Administrator of the organisation (level 4). */
  admin: { userid: number; email: string; password: string };
  /** A new page at `viewport` (desktop by default); every request outside the server is refused. */
  page(viewport?: { width: number; height: number }): Promise<Page>;
  /** Opens the console at `path` and signs in with email and password. */
  signIn(page: Page, email: string, password: string, path?: string): Promise<void>;
}

/**
 * One server (the real app on a real socket, its own database, the built console, `env` added to its settings)
 * and one Chromium for a test file (in `options.locale` and `options.timezoneId`, else the machine's). Pages fail the
 * test on any uncaught page error. The console's service worker is blocked (its registration does nothing) unless
 * `options.serviceWorkers` is 'allow': a test that routes the page's requests needs them to reach the network.
 */
export function useConsole(
  env: Record<string, string> = {},
  options: { locale?: string; timezoneId?: string; serviceWorkers?: 'allow' | 'block' } = {},
): ConsoleWorld {
  const t = useTestApp(env);
  const world = { t } as ConsoleWorld;
  const errors: string[] = [];
  beforeAll(async () => {
    world.origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    world.browser = await offlineBrowser(
      world.origin,
      options.locale,
      options.timezoneId,
      options.serviceWorkers,
    );
    world.admin = await orgUser(t, 1);
    world.page = async (viewport = DESKTOP) => {
      const page = await world.browser.context.newPage();
      await page.setViewportSize(viewport);
      page.on('pageerror', (e) => errors.push(String(e)));
      return page;
    };
    world.signIn = async (page, email, password, path = '/') => {
      await page.goto(`${world.origin}${path}`);
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    };
  });
  // The console's tabs share their session (a BroadcastChannel): a tab a test left open would sign the next
  // test's new tab in as its user. Each test starts with no tab open (its own tabs share, as a browser's do).
  afterEach(async () => {
    for (const page of world.browser?.context.pages() ?? []) await page.close().catch(() => undefined);
  });
  afterAll(async () => {
    await world.browser?.close();
    // No page threw, and nothing was asked of the internet.
    expect(errors).toEqual([]);
    expect(world.browser?.outside ?? []).toEqual([]);
  });
  return world;
}
