import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seed } from '../../../src/cli/seed.js';
import { DESKTOP, useConsole } from '../console.js';

// The audit programme's screens on the demo data set: the month's calendar, the due/overdue list, planning and
// assigning, and the dashboard's count of sites overdue for audit.
const w = useConsole();
beforeAll(async () => {
  await seed(w.t.db, { scale: 'demo', seed: 1, asOf: new Date() });
});

async function total(query: string): Promise<number> {
  const res = await w.t.api({ method: 'GET', url: `/api/v1/audit-programme?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { pagination: { total: number } }).pagination.total;
}

const table = (page: Page) => page.getByRole('table', { name: 'Supplier sites by due date' });
const inAll = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Pages' })
    .textContent()
    .then((t) => Number(/(\d+) in all/.exec(t ?? '')?.[1] ?? 0));

describe('console: audit programme', () => {
  it('shows overdue sites on the dashboard and in the list, plans them and assigns an auditor', async () => {
    const overdue = await total('status=overdue');
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    const figure = page.getByRole('region', { name: 'Sites overdue for audit' });
    await expect.poll(() => figure.locator('.stat').textContent()).toBe(String(overdue));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Audit programme' })
      .click();
    await page.getByRole('heading', { name: 'Audit programme', level: 1 }).waitFor();
    // The calendar: this month, a table of weeks.
    await page.getByRole('table', { name: /Audits due and planned in/ }).waitFor();
    await page.getByRole('button', { name: 'Next month' }).click();
    expect(new URL(page.url()).search).toMatch(/month=\d{4}-\d{2}/);

    await page
      .getByRole('search', { name: 'Filter the programme' })
      .getByLabel('Show')
      .selectOption('overdue');
    await expect.poll(() => page.url()).toContain('status=overdue');
    if (overdue > 0) {
      await expect.poll(() => inAll(page)).toBe(overdue);
      expect(await table(page).locator('tbody tr').first().textContent()).toContain('Overdue');
    }

    // Plan everything due within 30 days: the answer says how many; then they are planned.
    const due30 = (await total('status=overdue')) + (await total(`status=due&to=${addDays(30)}`));
    const plan = page.getByRole('form', { name: 'Plan audits' });
    await plan.getByLabel('Due within (days)').fill('30');
    await plan.getByRole('button', { name: 'Plan' }).click();
    await plan
      .getByRole('status')
      .filter({ hasText: `${due30} audit` })
      .waitFor();
    expect(await total('status=overdue')).toBe(0);

    await page
      .getByRole('search', { name: 'Filter the programme' })
      .getByLabel('Show')
      .selectOption('planned');
    await expect.poll(() => inAll(page)).toBe(await total('status=planned'));
    if (due30 > 0) {
      const row = table(page).locator('tbody tr').first();
      const select = row.getByLabel(/^Auditor of /);
      const options = await select.locator('option').allTextContents();
      const other = options.find((o) => !o.startsWith('System')) ?? options[0]!;
      await select.selectOption({ label: other });
      await row.getByRole('button', { name: 'Assign' }).click();
      // The planned cell names the auditor now assigned.
      await expect.poll(() => row.locator('td').last().textContent()).toContain(other);
    }
    await page.close();
  });
});

function addDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
