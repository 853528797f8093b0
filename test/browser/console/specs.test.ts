import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { orgUser } from '../../fixtures/accounts.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { specInReview } from '../../fixtures/specs/workflow.js';
import { apiGet, move, specFieldsThroughApi, statusThroughApi } from './c-specs.js';

const w = useConsole();

describe('console: a specification', () => {
  it('edits allergens and nutrition, is submitted and approved twice, and shows the version diff', async () => {
    const n = await createNewline(w.t, { productname: 'Milk chocolate digestives', productcode: 'MCD-1' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Milk chocolate digestives' }).waitFor();
    await page.getByText('Allergens are not recorded yet').waitFor();

    // The grid has the API's 30 allergens, milk among them; milk Yes, celery May.
    const grid = page.locator('form[aria-labelledby="allergens-title"] tbody tr');
    expect(await grid.count()).toBe(30);
    await page.getByRole('radio', { name: 'Milk: Yes' }).check();
    await page.getByRole('radio', { name: 'Celery: May' }).check();
    await page.getByRole('button', { name: 'Save allergens' }).click();
    await page.getByRole('status').filter({ hasText: 'Allergens saved.' }).waitFor();
    const allergens = await apiGet<Record<string, string>>(w.t, `/products/getAllergens/${n.psid}`);
    expect([allergens.milk, allergens.celery, allergens.eggs]).toEqual(['Yes', 'May', 'No']);
    // Reloaded from the API, the grid shows what was saved.
    await expect.poll(() => page.getByRole('radio', { name: 'Milk: Yes' }).isChecked()).toBe(true);

    // Nutrition: salt is derived from sodium, and figures that cannot all be true are warned about.
    await page.getByLabel('Portion size').fill('30');
    await page.getByLabel('Energy (kJ) per 100 g').fill('100');
    await page.getByLabel('Energy (kcal) per 100 g').fill('100');
    await page.getByLabel('Fat (g) per 100 g').fill('5');
    await page.getByLabel('of which saturates (g) per 100 g').fill('5.5');
    await page.getByLabel('Sodium (g) per 100 g').fill('0.4');
    await page.getByLabel('Sodium (g) per portion').fill('0.12');
    await page.getByRole('button', { name: 'Save nutrition' }).click();
    await page.getByRole('status').filter({ hasText: 'Nutrition saved.' }).waitFor();
    const warnings = page.getByRole('region', { name: 'Nutrition warnings' });
    await warnings.getByText('Saturates per 100 g (5.5 g) are more than fat per 100 g (5 g).').waitFor();
    await warnings.getByText(/^Energy per 100 g: 100 kcal is 418.4 kJ/).waitFor();
    const salt = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Salt (g)' }) });
    await expect.poll(() => salt.getByRole('cell').allTextContents()).toEqual(['1 derived', '0.3 derived']);
    const nutrition = await apiGet<Record<string, unknown>>(w.t, `/products/getNutritionalInfo/${n.psid}`);
    expect(nutrition).toMatchObject({
      portionsize: 30,
      sodium100gcontains: '0.4000',
      salt100gcontains: '1.0000',
      saturates100gcontains: '5.5000',
    });
    expect(nutrition.warnings).toHaveLength(2);

    // The declaration and sign-off, and a spec field.
    await page.getByLabel('Shelf life', { exact: true }).fill('10 days');
    await page.getByLabel('Supplier declaration name').fill('Pat Supplier');
    await page.getByLabel('Supplier declaration date').fill('2026-01-02');
    await page.getByLabel('Technical sign-off name').fill('Tess Tech');
    await page.getByLabel('Technical sign-off date').fill('2026-01-03');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    expect(await specFieldsThroughApi(w.t, n.psid)).toMatchObject({
      shelflife: '10 days',
      supplierdeclarationname: 'Pat Supplier',
      supplierdeclarationdate: '2026-01-02 00:00:00',
      technicalsignoffname: 'Tess Tech',
      technicalsignoffdate: '2026-01-03 00:00:00',
    });

    await move(page, 'Submit', 'Submitted');
    await move(page, 'Start review', 'In review');
    await move(page, 'Approve', 'Approved');
    expect(await statusThroughApi(w.t, n.psid)).toBe(4);
    expect(await apiGet<unknown[]>(w.t, `/products/${n.psid}/versions`)).toHaveLength(1);
    await page
      .getByRole('table', { name: 'Approved versions' })
      .getByRole('cell', { name: '1', exact: true })
      .waitFor();

    // Changing the content of an approved spec makes it the draft of the next version.
    await page.getByLabel('Shelf life', { exact: true }).fill('12 days');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('button', { name: 'Save and reopen' }).click();
    await page.locator('.page-actions .badge', { hasText: 'New' }).waitFor();
    expect(await statusThroughApi(w.t, n.psid)).toBe(1);
    await move(page, 'Submit', 'Submitted');
    await move(page, 'Start review', 'In review');
    await move(page, 'Approve', 'Approved');
    expect(await apiGet<unknown[]>(w.t, `/products/${n.psid}/versions`)).toHaveLength(2);

    // The side-by-side diff of versions 1 and 2 shows the changed field, old beside new.
    const diff = page.getByRole('table', { name: 'Changes from version 1 to version 2' });
    const shelf = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Shelf life' }) });
    await expect
      .poll(() => shelf.getByRole('cell').allTextContents())
      .toEqual(['specification', '10 days', '12 days']);
    expect(await page.getByLabel('Compare version').inputValue()).toBe('1');
    expect(await page.getByLabel('with version').inputValue()).toBe('2');
    await page.close();
  });

  it('rejects only with a comment, which the history shows; a level 2 user is not offered approval', async () => {
    const n = await specInReview(w.t, { productname: 'Seeded rye loaf', productcode: 'SRL-1' });
    const technologist = await orgUser(w.t, 3);
    const page = await w.page();
    await w.signIn(page, technologist.email, technologist.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Seeded rye loaf' }).waitFor();
    await page.getByText('Nothing for you to do in this status.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Sign out' }).click();

    const manager = await orgUser(w.t, 2);
    await w.signIn(page, manager.email, manager.password, `/specs/${n.psid}`);
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('A comment is required to reject: say what must change.');
    expect(await statusThroughApi(w.t, n.psid)).toBe(3);

    const comment = 'Allergen matrix incomplete: declare the sesame on the line';
    await page.getByLabel('Comment (required to reject)').fill(comment);
    await move(page, 'Reject', 'Rejected');
    expect(await statusThroughApi(w.t, n.psid)).toBe(5);
    const history = page.getByRole('region', { name: 'Change history' });
    await history.locator('li', { hasText: comment }).getByText('Status: In review → Rejected').waitFor();
    const entries = await apiGet<{ action: string; reason: string | null }[]>(
      w.t,
      `/history/product/${n.psid}`,
    );
    expect(entries.at(-1)).toMatchObject({ action: 'status_change', reason: comment });
    // From Rejected, the manager may resubmit or reopen.
    await page.getByRole('button', { name: 'Resubmit' }).waitFor();
    await page.close();
  });
});
