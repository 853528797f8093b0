import { afterAll, beforeAll, expect } from 'vitest';
import { useTestApp } from '../../helpers.js';
import { orgUser } from '../../fixtures/accounts.js';
import { offlineBrowser } from '../browser.js';
import { DESKTOP, type ConsoleWorld } from '../console.js';

/**
 * useConsole() of ../console.ts with an environment for the server: the webhook screens need
 * WEBHOOK_ALLOW_PRIVATE=true to register an endpoint on this machine. Same pages, same checks (no page error,
 * nothing asked of the internet). The shared harness takes no environment; this copy can go once it does.
 */
export function useConsoleWith(env: Record<string, string>): ConsoleWorld {
  const t = useTestApp(env);
  const world = { t } as ConsoleWorld;
  const errors: string[] = [];
  beforeAll(async () => {
    world.origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    world.browser = await offlineBrowser(world.origin);
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
  afterAll(async () => {
    await world.browser?.close();
    expect(errors).toEqual([]);
    expect(world.browser?.outside ?? []).toEqual([]);
  });
  return world;
}
