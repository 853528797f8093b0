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
  const newPage = async (viewport: { width: number; height: number }) => {
    const ctx = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/London', viewport });
    await ctx.route('**/*', (r) => (r.request().url().startsWith(origin) ? r.continue() : r.abort()));
    return ctx.newPage();
  };
  const DESK = { width: 1366, height: 900 };

  // Each role's day (docs/console.md, "A day for each role"): who signs in where, and the screens they work in.
  // The technical manager, at a desk: the dashboard, the suppliers, a supplier's page, the specs, the actions.
  const desk = await newPage(DESK);
  await signIn(desk, email('Technical manager'));
  await shot(desk, '/', 'dashboard', 'Average score by month');
  await shot(desk, '/suppliers', 'suppliers', 'Suppliers');
  const supplierHref = await desk
    .locator('a[href^="/suppliers/"]')
    .filter({ hasText: /\w/ })
    .nth(2)
    .getAttribute('href');
  await shot(desk, supplierHref!, 'supplier', 'Sites');
  await shot(desk, '/specs', 'specifications', 'Specifications');
  const specHref = await desk
    .locator('a[href^="/specs/"]')
    .filter({ hasText: /\w/ })
    .nth(1)
    .getAttribute('href');
  await shot(desk, specHref!, 'specification', 'Allergens');
  await shot(desk, '/actions?status=open', 'actions', 'Corrective actions');
  await shot(desk, '/suppliers/import', 'supplier-import', 'Import');
  // Traceability: the lots shipped in the data set's last three weeks, and one of those events as a person reads it.
  await shot(
    desk,
    '/traceability?from=2026-11-01&to=2026-11-20&bizStep=shipping',
    'traceability',
    'In transit',
  );
  await desk.getByRole('table', { name: 'Events found' }).getByRole('link').first().click();
  await desk.getByText('Business step').first().waitFor({ timeout: 15_000 });
  await desk.waitForLoadState('networkidle');
  await desk.screenshot({ path: path.join(OUT, 'traceability-event.png') });
  console.log('docs/screenshots/traceability-event.png');
  // That event's lot, traced backward and forward (its first goods line with a lot links to the lot's page).
  await desk
    .getByRole('article')
    .getByRole('link', { name: /, lot / })
    .first()
    .click();
  await desk.getByText('Where it came from and where it went').waitFor({ timeout: 15_000 });
  await desk
    .getByRole('region', { name: 'The trace as a graph (scrolls sideways)' })
    .scrollIntoViewIfNeeded();
  await desk.waitForLoadState('networkidle');
  await desk.screenshot({ path: path.join(OUT, 'traceability-lot.png') });
  console.log('docs/screenshots/traceability-lot.png');

  // The buyer starts a product line.
  const buyer = await newPage(DESK);
  await signIn(buyer, email('Buyer'));
  await shot(buyer, '/specs/new', 'new-product-line', 'New product line');

  // The auditor, on a tablet: the audits, one conducted; then the cold store, offline, after a reload.
  const tablet = await newPage({ width: 768, height: 1024 });
  await signIn(tablet, email('Auditor'));
  await shot(tablet, '/audits?status=1', 'audits', 'Audits');
  const links = await tablet
    .locator('a[href^="/audits/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  const audit = links.find((h) => h && /^\/audits\/\d+$/.test(h));
  await shot(tablet, audit!, 'audit-tablet', 'Complete');
  await tablet.evaluate(
    () =>
      (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator
        .serviceWorker.ready,
  );
  await tablet.context().setOffline(true);
  await tablet.reload();
  await tablet.getByText('this device saved it').first().waitFor({ timeout: 15_000 });
  await tablet.screenshot({ path: path.join(OUT, 'audit-offline.png') });
  console.log('docs/screenshots/audit-offline.png');
  await tablet.context().setOffline(false);

  // The supplier, on a phone: its portal, and the menu.
  const phone = await newPage({ width: 390, height: 844 });
  await signIn(phone, email('Supplier portal'));
  await shot(phone, '/portal', 'supplier-portal', 'Certificates');
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone.screenshot({ path: path.join(OUT, 'supplier-phone-menu.png') });
  console.log('docs/screenshots/supplier-phone-menu.png');

  // The administrator: the users (with a password reset asked for), the API keys.
  const admin = await newPage(DESK);
  await signIn(admin, email('Administrator'));
  await shot(admin, '/admin/users', 'admin-users', 'Reset password');
  await shot(admin, '/admin/keys', 'admin-keys', 'API keys');
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
