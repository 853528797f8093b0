import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seed } from '../../../src/cli/seed.js';
import { DESKTOP, TABLET, useConsole } from '../console.js';

// Every main screen on the demo data set, in a German browser: each control has a name a screen reader can say
// (and no id twice, so a label names its own control), the keyboard reaches the controls, and dates follow the
// browser's locale.
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
  activeElement: Control | null;
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

async function firstHref(page: Page, prefix: string): Promise<string> {
  const hrefs = await page
    .locator(`main a[href^="${prefix}"]`)
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const href = hrefs.find((h) => /\/\d+$/.test(h));
  expect(href, `a link to ${prefix}<id>`).toBeTruthy();
  return href!;
}

describe('console: every main screen', () => {
  it('labels every control, is reached by the keyboard, and shows dates in the browser’s locale', async () => {
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password);
    const visit = async (path: string, ready: string) => {
      await page.goto(`${w.origin}${path}`);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await unnamed(page), path).toEqual([]);
      expect(await duplicateIds(page), path).toEqual([]);
    };
    await visit('/', 'Dashboard');
    await visit('/suppliers', 'Suppliers');
    const supplier = await firstHref(page, '/suppliers/');
    await visit(supplier, 'Certificates');
    await visit('/suppliers/new', 'New supplier');
    await visit('/suppliers/import', 'Import');
    await visit('/audits', 'Audits');
    // A date of the list in German: 19.11.2026, not 11/19/2026 or 19 Nov 2026.
    expect(await page.locator('main table').first().textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    const audit = await firstHref(page, '/audits/');
    await page.setViewportSize(TABLET);
    await visit(audit, 'Audit');
    await page.setViewportSize(DESKTOP);
    await visit('/actions', 'Corrective actions');
    await visit('/specs', 'Specifications');
    const spec = await firstHref(page, '/specs/');
    await visit(spec, 'Allergens');
    await visit('/admin/users', 'Users');
    await visit('/admin/keys', 'API keys');
    await visit('/admin/webhooks', 'Webhooks');
    await visit('/account', 'Your account');

    // The keyboard: from the skip link, Tab reaches the main navigation and then the screen's own controls.
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
});
