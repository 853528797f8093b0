// `npm run screenshots`: the console's main screens on the demo data set, written to docs/screenshots/ (the
// README shows two). A fresh PGlite data directory, `foodtrace seed demo`, the built server on a free port,
// Debian's Chromium through playwright-core; nothing outside 127.0.0.1 is asked for.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../test/browser/browser.js';

const OUT = path.resolve('docs/screenshots');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ft-shots-'));
const port = 3800 + Math.floor(Math.random() * 100);
const origin = `http://127.0.0.1:${port}`;
// The embedded database, whatever DATABASE_URL this shell has.
const { DATABASE_URL: _unused, ...rest } = process.env;
const env = { ...rest, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' };

const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);
// A fixed day: the same data set (and pictures) on every run.
const seeded = spawnSync(process.execPath, ['bin/foodtrace.js', 'seed', 'demo', '--as-of', '2026-11-20'], {
  env,
  encoding: 'utf8',
});
if (seeded.status !== 0) throw new Error(seeded.stderr);
const email = (role: string) => new RegExp(`^${role}\\s+(\\S+@\\S+)`, 'm').exec(seeded.stdout)![1]!;

const server = spawn(process.execPath, ['dist/server.js'], { env, stdio: 'inherit' });
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 300) throw new Error('The server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London' });
  await context.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));

  const signIn = async (page: Page, who: string) => {
    await page.goto(origin);
    await page.getByLabel('Email address').fill(who);
    await page.getByLabel('Password').fill('foodtrace-demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
  };
  const shot = async (page: Page, url: string, name: string, ready: string) => {
    await page.goto(`${origin}${url}`);
    await page.getByText(ready).first().waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: false });
    console.log(`docs/screenshots/${name}.png`);
  };

  fs.mkdirSync(OUT, { recursive: true });
  const desk = await context.newPage();
  await desk.setViewportSize({ width: 1366, height: 900 });
  await signIn(desk, email('Technical manager'));
  await shot(desk, '/', 'dashboard', 'Average score by month');
  await shot(desk, '/suppliers', 'suppliers', 'Suppliers');
  await shot(desk, '/specs', 'specifications', 'Specifications');
  const specHref = await desk.locator('a[href^="/specs/"]').first().getAttribute('href');
  await shot(desk, specHref!, 'specification', 'Allergens');
  await shot(desk, '/suppliers/import', 'supplier-import', 'Import');

  // The session lives in the tab (sessionStorage): the same tab, at tablet size.
  const tablet = desk;
  await tablet.setViewportSize({ width: 768, height: 1024 });
  await shot(tablet, '/audits', 'audits', 'Audits');
  const links = await tablet
    .locator('a[href^="/audits/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const audit = links.find((h) => h && /^\/audits\/\d+$/.test(h));
  await shot(tablet, audit!, 'audit-tablet', 'Complete');

  const portal = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await portal.setViewportSize({ width: 1366, height: 900 });
  await signIn(portal, email('Supplier portal'));
  await shot(portal, '/portal', 'supplier-portal', 'Certificates');
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
