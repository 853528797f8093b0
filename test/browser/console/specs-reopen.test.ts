import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { moveThrough, specInReview, statusOf } from '../../fixtures/specs/workflow.js';

const w = useConsole();

const focused = (l: Locator) =>
  l.evaluate(
    (el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
  );

/** An approved spec (allergens and nutrition recorded), its page open as the Administrator. */
async function approvedSpec(productname: string, productcode: string): Promise<{ page: Page; psid: number }> {
  const n = await specInReview(w.t, { productname, productcode });
  await moveThrough(w.t, n.psid, 'Approved');
  const page = await w.page(TABLET);
  await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
  await page.getByRole('heading', { level: 1, name: productname }).waitFor();
  return { page, psid: n.psid };
}

const ASK = 'Save and reopen this approved specification?';

describe('console: an allergen or nutrition change to an approved spec is asked first', () => {
  it('allergens: warns that the change reopens the spec; Cancel keeps it approved and the choice made; confirmed, back to New', async () => {
    const { page, psid } = await approvedSpec('Approved almond slice', 'AAS-1');
    const form = page.getByRole('form', { name: 'Allergens' });
    await form.getByRole('radio', { name: 'Milk: Yes' }).check();
    await form.getByRole('button', { name: 'Save allergens' }).click();
    const ask = form.getByRole('group', { name: ASK });
    await ask.waitFor();
    await ask
      .getByText(
        /^Warning: This specification is approved\. Changing its allergens \(Milk\) sends it back to New/,
      )
      .waitFor();
    await expect.poll(() => focused(ask)).toBe(true);
    expect(await statusOf(w.t, psid)).toBe(4);

    // Escape, then Cancel: nothing sent, the spec stays approved, the choice stays in the grid.
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    await form.getByRole('button', { name: 'Save allergens' }).click();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Not saved: the specification stays approved.' })
      .waitFor();
    expect(await form.getByRole('radio', { name: 'Milk: Yes' }).isChecked()).toBe(true);
    expect(await statusOf(w.t, psid)).toBe(4);
    const milk = await w.t.db.query<{ milk: number }>('SELECT milk FROM allergens WHERE psid = $1', [psid]);
    expect(milk.rows[0]!.milk).toBe(0);

    // Confirmed: saved, and the spec is back to New.
    await form.getByRole('button', { name: 'Save allergens' }).click();
    await ask.getByRole('button', { name: 'Save and reopen' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Allergens saved. The specification is back to New' })
      .waitFor();
    await page.locator('.page-actions .badge', { hasText: 'New' }).waitFor();
    expect(await statusOf(w.t, psid)).toBe(1);

    // Not approved any more: the next change saves without asking.
    await form.getByRole('radio', { name: 'Milk: May' }).check();
    await form.getByRole('button', { name: 'Save allergens' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Allergens saved\.$/ })
      .waitFor();
    expect(await ask.count()).toBe(0);
    await page.close();
  });

  it('nutrition: warns naming the figures that change; Cancel keeps them typed; confirmed, back to New', async () => {
    const { page, psid } = await approvedSpec('Approved apricot bar', 'AAB-1');
    const form = page.getByRole('form', { name: 'Nutrition' });
    const fat = form.getByRole('textbox', { name: 'Fat (g) per 100 g' });
    // The same figure written another way (3.50 for 3.5) is not a change: saved without asking, still approved.
    await fat.fill('3.50');
    await form.getByRole('button', { name: 'Save nutrition' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: /^Nutrition saved\.$/ })
      .waitFor();
    expect(await statusOf(w.t, psid)).toBe(4);

    await fat.fill('4.2');
    await form.getByRole('button', { name: 'Save nutrition' }).click();
    const ask = form.getByRole('group', { name: ASK });
    await ask.waitFor();
    await ask.getByText(/Changing its nutrition \(Fat \(g\) per 100 g\) sends it back to New/).waitFor();
    await expect.poll(() => focused(ask)).toBe(true);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Not saved: the specification stays approved.' })
      .waitFor();
    expect(await fat.inputValue()).toBe('4.2');
    expect(await statusOf(w.t, psid)).toBe(4);

    await form.getByRole('button', { name: 'Save nutrition' }).click();
    await ask.getByRole('button', { name: 'Save and reopen' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: 'Nutrition saved. The specification is back to New' })
      .waitFor();
    await page.locator('.page-actions .badge', { hasText: 'New' }).waitFor();
    expect(await statusOf(w.t, psid)).toBe(1);
    await page.close();
  });
});
