import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { moveThrough, specInReview } from '../../fixtures/specs/workflow.js';
import { move, statusThroughApi } from './c-specs.js';

const w = useConsole();

/** PUT updateProduct with the Admin key; must succeed. */
async function update(psid: number, payload: Record<string, unknown>) {
  const res = await w.t.api({ method: 'PUT', url: `/api/v1/products/updateProduct/${psid}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

/** The text of the element(s) that describe a control (aria-describedby), as a screen reader reads it. */
function description(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map(
        (id: string) =>
          (globalThis as unknown as { document: PageDocument }).document
            .getElementById(id)
            ?.textContent?.trim() ?? '',
      )
      .join(' ')
      .trim(),
  );
}

describe('console: the specification form and workflow', () => {
  it('shows the saved dates (PHP-style date objects in the API) after a reload, and approval is not blocked', async () => {
    // Declaration 2026-01-02 and technical sign-off 2026-01-03, given through the API.
    const n = await specInReview(w.t, { productname: 'Dated shortbread', productcode: 'DS-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Dated shortbread' }).waitFor();
    const value = (label: string) => page.getByLabel(label, { exact: true }).inputValue();
    await expect.poll(() => value('Supplier declaration date')).toBe('2026-01-02');
    await expect.poll(() => value('Technical sign-off date')).toBe('2026-01-03');

    // A date given in the form is shown again after a reload.
    await page.getByLabel('Launch date', { exact: true }).fill('2026-03-01');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dated shortbread' }).waitFor();
    await expect.poll(() => value('Launch date')).toBe('2026-03-01');
    await expect.poll(() => value('Supplier declaration date')).toBe('2026-01-02');
    await expect.poll(() => value('Technical sign-off date')).toBe('2026-01-03');

    // The panel does not claim the dates are missing, and Approve works.
    expect(await page.getByText('Approval still needs').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).isEnabled()).toBe(true);
    await move(page, 'Approve', 'Approved');
    expect(await statusThroughApi(w.t, n.psid)).toBe(4);
    await page.close();
  });

  it("the dashboard's specifications by status open the list filtered by that status; old bookmarks too", async () => {
    const draft = await createNewline(w.t, { productname: 'Linked draft', productcode: 'LD-1' });
    const approved = await specInReview(w.t, { productname: 'Linked approved', productcode: 'LA-1' });
    await moveThrough(w.t, approved.psid, 'Approved');
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    const table = page.getByRole('table', { name: 'Specifications' });
    const names = () => table.locator('tbody tr td:first-child a').allTextContents();

    await page
      .getByRole('region', { name: 'Specifications by status' })
      .getByRole('link', { name: 'Approved', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Specifications' }).waitFor();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('4');
    await expect.poll(names).toContain('Linked approved');
    expect(await names()).not.toContain('Linked draft');
    expect(new URL(page.url()).search).toBe('?status=4');

    // An address of the old links (`?statusid=`) still filters.
    await page.goto(`${w.origin}/specs?statusid=1`);
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('1');
    await expect.poll(names).toContain('Linked draft');
    expect(await names()).not.toContain('Linked approved');
    expect(await statusThroughApi(w.t, draft.psid)).toBe(1);
    await page.close();
  });

  it('disables Approve while approval is blocked, clears an old error once fixed, and asks before reopening an approved spec', async () => {
    // In review without nutrition: Approve is disabled, and says why.
    const blocked = await createNewline(w.t, { productname: 'Unfinished flapjack', productcode: 'UF-1' });
    const post = (url: string, payload: object) =>
      w.t.api({ method: 'POST', url: `/api/v1/products${url}`, payload });
    expect((await post('/addAllergens', { psid: blocked.psid, eggs: 0 })).statusCode).toBe(201);
    await update(blocked.psid, {
      supplierdeclarationname: 'Pat Supplier',
      supplierdeclarationdate: '2026-01-02',
      technicalsignoffname: 'Tess Tech',
      technicalsignoffdate: '2026-01-03',
    });
    await moveThrough(w.t, blocked.psid, 'Submitted', 'In review');
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${blocked.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Unfinished flapjack' }).waitFor();
    await page.getByText('Approval still needs: nutrition.', { exact: true }).waitFor();
    const approve = page.getByRole('button', { name: 'Approve', exact: true });
    expect(await approve.isDisabled()).toBe(true);
    expect(await description(page, 'Approve')).toBe('Approval still needs: nutrition.');
    expect(await page.getByRole('button', { name: 'Reject', exact: true }).isEnabled()).toBe(true);

    // A spec complete when the page was read, then its sign-off date cleared elsewhere: the API refuses.
    const n = await specInReview(w.t, { productname: 'Stale oatcake', productcode: 'SO-1' });
    await page.goto(`${w.origin}/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Stale oatcake' }).waitFor();
    await update(n.psid, { technicalsignoffdate: null });
    await approve.click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['Cannot approve: missing technical sign-off date']);
    // The sign-off date given and saved: the old error goes, and Approve works.
    await page.getByLabel('Technical sign-off date', { exact: true }).fill('2026-02-01');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await move(page, 'Approve', 'Approved');

    // A change that is not content (a sign-off) is saved without asking: the spec stays approved.
    await page.getByLabel('Buying sign-off name', { exact: true }).fill('Bea Buyer');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    expect(await statusThroughApi(w.t, n.psid)).toBe(4);

    // Changing the content of the approved spec: asked first, with a warning; Cancel keeps it approved.
    await page.getByLabel('Shelf life', { exact: true }).fill('14 days');
    await page.getByRole('button', { name: 'Save specification' }).click();
    const ask = page.getByRole('group', { name: 'Save and reopen this approved specification?' });
    await ask.waitFor();
    await ask
      .getByText(/^Warning: This specification is approved\. Changing its content \(Shelf life\)/)
      .waitFor();
    await expect
      .poll(() =>
        ask.evaluate(
          (el) => el === (globalThis as unknown as { document: PageDocument }).document.activeElement,
        ),
      )
      .toBe(true);
    expect(await statusThroughApi(w.t, n.psid)).toBe(4);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await page.getByRole('button', { name: 'Save specification' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Not saved: the specification stays approved.' })
      .waitFor();
    expect(await ask.count()).toBe(0);
    expect(await page.getByLabel('Shelf life', { exact: true }).inputValue()).toBe('14 days');
    expect(await statusThroughApi(w.t, n.psid)).toBe(4);

    // Confirmed: saved, and the page says it went back to New.
    await page.getByRole('button', { name: 'Save specification' }).click();
    await ask.getByRole('button', { name: 'Save and reopen' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved. It is back to New' }).waitFor();
    await page.locator('.page-actions .badge', { hasText: 'New' }).waitFor();
    expect(await statusThroughApi(w.t, n.psid)).toBe(1);

    await page.close();
  });
});

/** The page's document inside `evaluate` (the tests are type-checked without the DOM's types). */
interface PageDocument {
  activeElement: unknown;
  getElementById(id: string): { textContent: string | null } | null;
}
