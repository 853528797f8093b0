import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seed } from '../../../src/cli/seed.js';
import { DESKTOP, TABLET, useConsole } from '../console.js';
import { epcisDocument, shippingEvent, uniqueLot } from '../../fixtures/epcis.js';
import { uniqueGln } from '../../fixtures/gs1.js';
import { portalCompany } from './c-portal.js';

// Every main screen on the demo data set, in a German browser: each control has a name a screen reader can say
// (and no id twice, so a label names its own control), the name of a control contains its visible text, no two
// landmarks share a name, axe-core finds no serious or critical violation, the keyboard reaches the controls, and
// dates follow the browser's locale.
const w = useConsole({}, { locale: 'de-DE' });
const AS_OF = new Date('2026-11-20T12:00:00Z');
beforeAll(async () => {
  await seed(w.t.db, { scale: 'demo', seed: 1, asOf: AS_OF });
});

/** What the page's DOM gives of a control (the test's own types have no DOM). */
interface Control {
  tagName: string;
  type?: string;
  labels?: { length: number } | null;
  textContent: string | null;
  outerHTML: string;
  getAttribute(name: string): string | null;
  closest(selector: string): unknown;
}
interface PageDocument {
  querySelectorAll(selector: string): ArrayLike<Control>;
  getElementById(id: string): Control | null;
  activeElement: Control | null;
}

/** axe-core's own source, run in each page under test (nothing fetched). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's serious and critical violations of the page as it is (WCAG 2.x A and AA and best practices), one line
 * each: the rule, its impact and the first nodes' selectors.
 */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the console's CSP (script-src 'self') stays as it is.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run();
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => String(n.target)),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 5).join(' | ')}`);
}

/** Controls (inputs, selects, text areas, buttons, links) that have no accessible name. */
function unnamed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const out: string[] = [];
    for (const e of Array.from(doc.querySelectorAll('input, select, textarea, button, a[href]'))) {
      if (e.type === 'hidden' || e.closest('[hidden]')) continue;
      const named =
        (e.labels && e.labels.length > 0) ||
        e.getAttribute('aria-label') ||
        e.getAttribute('aria-labelledby') ||
        e.getAttribute('title') ||
        (e.tagName !== 'INPUT' &&
          e.tagName !== 'SELECT' &&
          e.tagName !== 'TEXTAREA' &&
          e.textContent?.trim());
      if (!named) out.push(e.outerHTML.slice(0, 120));
    }
    return out;
  });
}

/** Ids given to more than one element: a label's `for` (or `aria-labelledby`) would name the wrong control. */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const e of Array.from(doc.querySelectorAll('[id]'))) {
      const id = e.getAttribute('id')!;
      if (seen.has(id)) twice.add(id);
      seen.add(id);
    }
    return [...twice];
  });
}

/**
 * axe-core's `label-content-name-mismatch` (WCAG 2.5.3, label in name): a control named by `aria-label` or
 * `aria-labelledby` whose name does not contain its visible text, compared as axe does (case and punctuation
 * aside). A speech user says what they see ("click N/A") and must reach the control by it.
 */
function nameMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const plain = (t: string) =>
      t
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s]/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
    const out: string[] = [];
    const selector = 'button, a[href], [role="button"], [role="link"], [role="tab"], [role="menuitem"]';
    for (const e of Array.from(doc.querySelectorAll(selector))) {
      if (e.closest('[hidden]')) continue;
      const by = e.getAttribute('aria-labelledby');
      const label = by
        ? by
            .split(/\s+/)
            .map((id) => doc.getElementById(id)?.textContent ?? '')
            .join(' ')
        : e.getAttribute('aria-label');
      const visible = plain(e.textContent ?? '');
      if (label === null || visible === '') continue;
      if (!plain(label).includes(visible)) out.push(`"${label}" for "${e.textContent?.trim()}"`);
    }
    return out;
  });
}

/**
 * axe-core's `landmark-unique`: two landmarks of one role (regions, navigations, forms…) with the same name
 * cannot be told apart in a screen reader's list of landmarks.
 */
function duplicateLandmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const doc = (globalThis as unknown as { document: PageDocument }).document;
    const ROLES: Record<string, string> = { NAV: 'navigation', MAIN: 'main', ASIDE: 'complementary' };
    const seen = new Set<string>();
    const twice: string[] = [];
    const selector =
      'nav, main, aside, section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby], ' +
      '[role="region"], [role="navigation"], [role="search"], [role="form"], [role="complementary"]';
    for (const e of Array.from(doc.querySelectorAll(selector))) {
      if (e.closest('[hidden]')) continue;
      const by = e.getAttribute('aria-labelledby');
      const name = (
        by
          ? by
              .split(/\s+/)
              .map((id) => doc.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (e.getAttribute('aria-label') ?? '')
      )
        .trim()
        .toLowerCase();
      const role = e.getAttribute('role') ?? ROLES[e.tagName] ?? (e.tagName === 'FORM' ? 'form' : 'region');
      const key = `${role} "${name}"`;
      if (seen.has(key)) twice.push(key);
      seen.add(key);
    }
    return twice;
  });
}

async function firstHref(page: Page, prefix: string): Promise<string> {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const href = hrefs.find((h) => /\/\d+$/.test(h));
  expect(href, `a link to ${prefix}<id>`).toBeTruthy();
  return href!;
}

/** A signed-in desktop page, and a visit that checks a screen once its heading shows. */
async function signedIn() {
  const page = await w.page(DESKTOP);
  await w.signIn(page, w.admin.email, w.admin.password);
  const visit = async (path: string, ready: string) => {
    await page.goto(`${w.origin}${path}`);
    await page.getByRole('heading', { name: ready }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await unnamed(page), path).toEqual([]);
    expect(await duplicateIds(page), path).toEqual([]);
    expect(await nameMismatches(page), path).toEqual([]);
    expect(await duplicateLandmarks(page), path).toEqual([]);
    expect(await axeViolations(page), path).toEqual([]);
  };
  return { page, visit };
}

// One test per area, each well within its time on a busy machine (one test of every screen came near a minute).
describe('console: every main screen', () => {
  it('suppliers and sites: labelled controls, no duplicate ids or landmarks, no serious axe violation', async () => {
    const { page, visit } = await signedIn();
    await visit('/', 'Dashboard');
    await visit('/suppliers', 'Suppliers');
    const supplier = await firstHref(page, '/suppliers/');
    await visit(supplier, 'Certificates');
    // The supplier page's forms open at once, their errors shown (the summary and each field's message).
    for (const open of ['Edit supplier', 'Add a site', 'Add a portal user']) {
      await page.getByRole('button', { name: open }).click();
    }
    for (const submit of ['Save changes', 'Add site', 'Add portal user']) {
      await page.getByRole('button', { name: submit, exact: true }).click();
    }
    await page.getByRole('link', { name: 'Enter the first name' }).waitFor();
    const forms = `${supplier} (forms open)`;
    expect(await unnamed(page), forms).toEqual([]);
    expect(await duplicateIds(page), forms).toEqual([]);
    expect(await nameMismatches(page), forms).toEqual([]);
    expect(await duplicateLandmarks(page), forms).toEqual([]);
    expect(await axeViolations(page), forms).toEqual([]);
    await visit('/suppliers/new', 'New supplier');
    await visit('/suppliers/import', 'Import');
    await visit('/sites', 'Our sites');
    await page.close();
  });

  it('audits, actions and specifications, with dates in the browser’s locale', async () => {
    const { page, visit } = await signedIn();
    await visit('/audits', 'Audits');
    // A date of the list in German: 19.11.2026, not 11/19/2026 or 19 Nov 2026.
    expect(await page.locator('main table').first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    const audit = await firstHref(page, '/audits/');
    await page.setViewportSize(TABLET);
    await visit(audit, 'Audit');
    await page.setViewportSize(DESKTOP);
    await visit('/actions', 'Corrective actions');
    await visit('/audits/programme', 'Audit programme');
    await visit('/specs', 'Specifications');
    const spec = await firstHref(page, '/specs/');
    await visit(spec, 'Allergens');
    // The product line's deactivation asked in place, and the new product line's problems shown: no violation.
    await page.getByRole('button', { name: 'Deactivate product line' }).click();
    await page.getByRole('group', { name: /^Deactivate the product line/ }).waitFor();
    expect(await axeViolations(page), `${spec} deactivating`).toEqual([]);
    await visit('/specs/new', 'New product line');
    await page.getByRole('button', { name: 'Create product line' }).click();
    await page.getByRole('heading', { name: 'There is a problem' }).waitFor();
    expect(await axeViolations(page), '/specs/new with problems').toEqual([]);
    expect(await duplicateIds(page), '/specs/new with problems').toEqual([]);
    await page.close();
  });

  it('traceability, administration and the account', async () => {
    const { page, visit } = await signedIn();
    // Traceability: the lookup with an event found, the event's page, the uploads.
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const captured = await w.t.api({
      method: 'POST',
      url: '/api/v1/epcis/capture',
      payload: epcisDocument([shippingEvent({ ...uniqueLot(), gln: uniqueGln(), to: uniqueGln(), eventID })]),
    });
    expect(captured.statusCode, captured.body).toBe(202);
    await visit('/traceability', 'Events');
    await visit(`/traceability/events/${encodeURIComponent(eventID)}`, 'Shipping');
    await visit('/traceability/upload', 'Upload an EPCIS document');
    await visit('/traceability/import', 'Import shipments (CSV)');
    await visit('/admin/users', 'Users');
    await visit('/admin/keys', 'API keys');
    await visit('/admin/webhooks', 'Webhooks');
    await visit('/admin/approval-rules', 'Approval rules');
    await visit('/account', 'Your account');

    await page.close();
  });

  it('is reached by the keyboard: the skip link, then the screen’s own controls', async () => {
    const { page } = await signedIn();
    await page.goto(`${w.origin}/suppliers`);
    await page.getByRole('heading', { name: 'Suppliers' }).waitFor();
    await page.keyboard.press('Tab');
    /** Where the keyboard's focus is: its text, and whether it is inside the screen's own content. */
    const focus = () =>
      page.evaluate(() => {
        const el = (globalThis as unknown as { document: PageDocument }).document.activeElement;
        return { text: el?.textContent?.trim() ?? '', inMain: Boolean(el?.closest('main')) };
      });
    expect((await focus()).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    const reached: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      reached.push((await focus()).inMain);
    }
    // After the skip link, Tab goes straight into the screen (search, filters, the list's links).
    expect(reached[0]).toBe(true);
    await page.close();
  });

  it('gives the supplier portal’s controls the names they show', async () => {
    const own = await portalCompany(w.t, 'Label Farm', 'Label oat bars', 'LABEL-CERT-1');
    const page = await w.page(TABLET);
    await w.signIn(page, own.email, own.password, '/');
    await page.getByRole('heading', { level: 1, name: 'Label Farm' }).waitFor();
    const actions = page.getByRole('table', { name: 'Corrective actions' });
    await actions.getByRole('button').filter({ hasText: 'Mark in progress' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await unnamed(page)).toEqual([]);
    expect(await nameMismatches(page)).toEqual([]);
    expect(await duplicateLandmarks(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('console: the signed-out screens', () => {
  it('sign-in, forgotten password and the reset link, with its error summary, are accessible', async () => {
    const page = await w.page(TABLET);
    const check = async (what: string) => {
      await page.waitForLoadState('networkidle');
      expect(await unnamed(page), what).toEqual([]);
      expect(await duplicateIds(page), what).toEqual([]);
      expect(await nameMismatches(page), what).toEqual([]);
      expect(await duplicateLandmarks(page), what).toEqual([]);
      expect(await axeViolations(page), what).toEqual([]);
    };
    await page.goto(`${w.origin}/signin`);
    await page.getByRole('heading', { name: 'Sign in to Foodtrace' }).waitFor();
    await check('sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('There is a problem').waitFor();
    await check('forgotten password, with a problem');
    await page.goto(`${w.origin}/reset-password?token=not-a-real-one`);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('There is a problem').waitFor();
    await check('reset, with a problem');
    await page.close();
  });
});
