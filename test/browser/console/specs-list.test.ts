import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { moveThrough, specInReview } from '../../fixtures/specs/workflow.js';
import { apiGet } from './c-specs.js';

const w = useConsole();

describe('console: the specification list', () => {
  it('filters by status, kept in the address', async () => {
    await createNewline(w.t, { productname: 'Draft flapjack', productcode: 'DF-1' });
    const submitted = await createNewline(w.t, { productname: 'Submitted scone', productcode: 'SS-1' });
    await moveThrough(w.t, submitted.psid, 'Submitted');
    const approved = await specInReview(w.t, { productname: 'Approved oatcake', productcode: 'AO-1' });
    await moveThrough(w.t, approved.psid, 'Approved');
    const names = ['Draft flapjack', 'Submitted scone', 'Approved oatcake'];

    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/specs');
    const table = page.getByRole('table', { name: 'Specifications' });
    const shown = async () =>
      (await table.locator('tbody tr td:first-child a').allTextContents()).filter((n) => names.includes(n));
    await expect.poll(shown).toEqual(['Approved oatcake', 'Submitted scone', 'Draft flapjack']);

    await page.getByLabel('Status').selectOption({ label: 'Approved' });
    await expect.poll(shown).toEqual(['Approved oatcake']);
    expect(new URL(page.url()).search).toBe('?status=4');
    await table
      .getByRole('row', { name: /Approved oatcake/ })
      .getByText('Approved', { exact: true })
      .waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Submitted' });
    await expect.poll(shown).toEqual(['Submitted scone']);
    // What the list shows is what the API answers for that status.
    const api = await apiGet<{ productname: string }[]>(w.t, '/products?statusid=2');
    expect(api.map((r) => r.productname)).toEqual(['Submitted scone']);

    // A reload keeps the filter; a link opens the spec.
    await page.reload();
    await expect.poll(() => page.getByLabel('Status').inputValue()).toBe('2');
    await expect.poll(shown).toEqual(['Submitted scone']);
    await page.getByRole('link', { name: 'Submitted scone' }).click();
    await page.getByRole('heading', { level: 1, name: 'Submitted scone' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/specs/${submitted.psid}`);
    await page.close();
  });
});
