import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsole } from '../console.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { checklist, sectionCard, supplierAudit } from './b-audits.js';
import { portalCompany } from './c-portal.js';

/** An iPhone-sized viewport (CSS pixels). */
const PHONE = { width: 390, height: 844 };

const w = useConsole();

/** How far the document is wider than the phone's screen (0: no page-wide horizontal scroll). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const d = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
}

/** axe-core's serious and critical violations at phone size (as screens.test.ts runs it at desktop size). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => String(n.target))
            .slice(0, 5)
            .join(' | ')}`,
      );
  });
}

/** The elements that reach past the screen's right edge (for a failing test's message). */
function offenders(page: Page): Promise<string> {
  return page.evaluate(() => {
    type El = {
      tagName: string;
      className: string;
      children: ArrayLike<El>;
      getBoundingClientRect(): { right: number };
      closest(s: string): { querySelector(s: string): { textContent: string } | null } | null;
    };
    const doc = (
      globalThis as unknown as { document: { documentElement: El & { clientWidth: number }; body: El } }
    ).document;
    const width = doc.documentElement.clientWidth;
    const out: string[] = [];
    const walk = (el: El) => {
      const past = el.getBoundingClientRect().right > width + 0.5;
      const kids = Array.from(el.children);
      if (past && !kids.some((k) => k.getBoundingClientRect().right > width + 0.5)) {
        const table = el.closest('table')?.querySelector('caption')?.textContent;
        const where = table ? ` in "${table}"` : '';
        const right = Math.round(el.getBoundingClientRect().right);
        out.push(`${el.tagName.toLowerCase()}.${el.className}${where} → ${right}`);
      }
      kids.forEach(walk);
    };
    walk(doc.body);
    return out.slice(0, 8).join('; ');
  });
}

/** The top bar's height and the distinct rows (tops of visible children) it lays its items on. */
function topBar(page: Page): Promise<{ height: number; rows: number }> {
  return page.locator('header.topbar').evaluate((header) => {
    const el = header as unknown as {
      getBoundingClientRect(): { height: number };
      querySelectorAll(s: string): ArrayLike<{ getBoundingClientRect(): { top: number; height: number } }>;
    };
    const tops = new Set<number>();
    for (const child of Array.from(el.querySelectorAll(':scope > *'))) {
      const r = child.getBoundingClientRect();
      if (r.height > 0) tops.add(Math.round(r.top + r.height / 2));
    }
    const centres = [...tops].sort((a, b) => a - b);
    const rows = centres.filter((c, i) => i === 0 || c - centres[i - 1]! > 8).length;
    return { height: el.getBoundingClientRect().height, rows };
  });
}

describe('console: on a 390 px phone', () => {
  it('keeps the top bar on one line, its menu behind a button, and nothing wider than the screen', async () => {
    const { auditid, supplierid } = await supplierAudit(w.t, w.admin.userid);
    await createNewline(w.t, {
      productname: 'Phone test oatcake with a long product name',
      productcode: 'PT-1',
    });
    const page = await w.page(PHONE);
    await w.signIn(page, w.admin.email, w.admin.password, '/');

    const bar = await topBar(page);
    expect(bar.rows).toBe(1);
    expect(bar.height).toBeLessThanOrEqual(64);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const main = page.getByRole('navigation', { name: 'Main' });
    expect(await main.isVisible()).toBe(false);
    await menu.click();
    // The page re-renders after the event: each state is waited for, never read at once.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await main.getByRole('link', { name: 'Suppliers' }).click();
    await page.getByRole('heading', { name: 'Suppliers', level: 1 }).waitFor();
    // Following a link closes the menu.
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => main.isVisible()).toBe(false);
    // Escape closes it too, and gives the focus back to its button.
    await menu.click();
    await main.getByRole('link', { name: 'Audits' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    await expect
      .poll(() => menu.evaluate((b) => b === (b.ownerDocument as { activeElement: unknown }).activeElement))
      .toBe(true);

    for (const [path, heading] of [
      ['/', 'Dashboard'],
      ['/suppliers', 'Suppliers'],
      [`/suppliers/${supplierid}`, null],
      ['/audits', 'Audits'],
      [`/audits/${auditid}`, null],
      ['/specs', 'Specifications'],
      ['/actions', null],
    ] as const) {
      await page.goto(`${w.origin}${path}`);
      await page
        .getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })
        .first()
        .waitFor();
      await page
        .locator('.loading')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.waitForLoadState('networkidle');
      expect(await overflow(page), `${path} is wider than the phone: ${await offenders(page)}`).toBe(0);
      expect((await topBar(page)).rows, `${path}: the top bar on one line`).toBe(1);
      expect(await axeViolations(page), path).toEqual([]);
    }
    // The menu open, over the page.
    await menu.click();
    await main.getByRole('link', { name: 'Audits' }).waitFor();
    expect(await axeViolations(page), 'menu open').toEqual([]);
    await page.close();
  });

  it('shows a supplier its portal on the phone with every fact on screen (none cut off at the edge)', async () => {
    // A long company name makes long contact addresses, as real ones are.
    const own = await portalCompany(
      w.t,
      'Coastal Brewery and Fermentation Company Ltd',
      'Coastal pale ale',
      'COAST-CERT-1',
    );
    const page = await w.page(PHONE);
    await w.signIn(page, own.email, own.password, '/');
    await page
      .getByRole('heading', { level: 1, name: 'Coastal Brewery and Fermentation Company Ltd' })
      .waitFor();
    await page.waitForLoadState('networkidle');
    // A box that clips (overflow hidden) hides what passes the screen's edge from the document's width: every
    // element is checked against the screen, not only the page's scroll width.
    expect(await overflow(page)).toBe(0);
    expect(await offenders(page), 'elements past the right edge').toBe('');
    expect((await topBar(page)).rows).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the lists as cards, each value with its column name, the key column first', async () => {
    const { companyname } = await supplierAudit(w.t, w.admin.userid);
    const page = await w.page(PHONE);
    await w.signIn(page, w.admin.email, w.admin.password, '/audits');
    const table = page.getByRole('table', { name: 'Audits, newest first' });
    const row = table.getByRole('row').filter({ hasText: companyname });
    await row.waitFor();
    const box = await row.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    // Every value of the row is on screen, each labelled by its column (the headers are not shown).
    const supplier = row.getByRole('cell').filter({ hasText: companyname });
    expect(await supplier.getAttribute('data-label')).toBe('Supplier');
    const label = await supplier.evaluate(
      (td) =>
        (
          globalThis as unknown as { getComputedStyle(e: unknown, p: string): { content: string } }
        ).getComputedStyle(td, '::before').content,
    );
    expect(label).toBe('"Supplier"');
    for (const cell of await row.getByRole('cell').all()) {
      const b = await cell.boundingBox();
      if (b && b.height > 0) expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await overflow(page)).toBe(0);
    await page.close();
  });

  it('keeps the lists as tables filling their box on a desktop (the phone’s cards only on a phone)', async () => {
    await supplierAudit(w.t, w.admin.userid);
    const page = await w.page(DESKTOP);
    for (const [path, name] of [
      ['/audits', 'Audits, newest first'],
      ['/admin/users', 'Users'],
    ] as const) {
      await w.signIn(page, w.admin.email, w.admin.password, path);
      const table = page.getByRole('table', { name }).first();
      await table.getByRole('row').nth(1).waitFor();
      const widths = await table.evaluate((el) => {
        const t = el as unknown as { offsetWidth: number; parentElement: { clientWidth: number } };
        return { table: t.offsetWidth, box: t.parentElement.clientWidth };
      });
      expect(widths.table, `${path}: the table fills its box`).toBeGreaterThanOrEqual(widths.box - 2);
      expect(await table.locator('thead').isVisible(), `${path}: headers shown`).toBe(true);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Email address').waitFor();
    }
    await page.close();
  });

  it('collapses the audit’s section cards to a compact list, the first question close below', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const [s1] = await checklist(w.t, auditid);
    const page = await w.page(PHONE);
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    const first = page.getByRole('heading', { name: s1!.items[0]!.question });
    await first.waitFor();
    const cards = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
    expect(await cards.count()).toBe(8);
    for (const card of await cards.all()) {
      const b = (await card.boundingBox())!;
      // One line each, full width, still a comfortable touch target.
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(b.height).toBeLessThanOrEqual(52);
      expect(b.width).toBeGreaterThan(PHONE.width * 0.8);
    }
    // Each card still says its light and progress (to a screen reader too).
    expect(await sectionCard(page, s1!.section_name).textContent()).toContain(
      `0/${s1!.items.length} answered`,
    );
    const list = (await page.getByRole('navigation', { name: 'Sections' }).boundingBox())!;
    expect(list.height).toBeLessThanOrEqual(8 * 52 + 7 * 6);
    expect(await overflow(page), await offenders(page)).toBe(0);
    await page.close();
  });
});
