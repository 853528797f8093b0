import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, seed } from '../../../src/cli/seed.js';
import { DESKTOP, TABLET, useConsole } from '../console.js';

// The corrective actions page on the demo data set: the list, its filters kept in the address, the dashboard's
// counts opening it filtered, and a supplier's user seeing its own company's.
const w = useConsole();
beforeAll(async () => {
  await seed(w.t.db, { scale: 'demo', seed: 1, asOf: new Date() });
});

/** The API's answer to `GET /api/v1/actions?<query>` (as the Administrator's key). */
async function listed(query: string): Promise<{ total: number; first: string[] }> {
  const res = await w.t.api({ method: 'GET', url: `/api/v1/actions?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { description: string }[]; pagination: { total: number } };
  return { total: body.pagination.total, first: body.data.map((a) => a.description) };
}

const table = (page: Page) => page.getByRole('table', { name: 'Corrective actions' });
/** The pager's line: "Page 1 of 3 · 61 in all". */
const inAll = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Pages' })
    .textContent()
    .then((t) => Number(/(\d+) in all/.exec(t ?? '')?.[1]));
const rowTexts = (page: Page) => table(page).locator('tbody tr').allTextContents();

describe('console: corrective actions', () => {
  it('lists the actions, soonest due first; filters on status, due date and priority narrow it and survive a reload', async () => {
    const all = await listed('limit=25');
    const narrowed = await listed('status=open&overdue=true&limit=25');
    expect(all.total).toBeGreaterThan(narrowed.total);
    expect(narrowed.total).toBeGreaterThan(0);

    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Actions' }).click();
    await page.getByRole('heading', { name: 'Corrective actions', level: 1 }).waitFor();
    await expect.poll(() => inAll(page)).toBe(all.total);
    // Each row names its action, linked to its audit (where its status is changed).
    const first = table(page).getByRole('rowheader').first().getByRole('link');
    expect(await first.textContent()).toBe(all.first[0]);
    expect(await first.getAttribute('href')).toMatch(/^\/audits\/\d+$/);

    const filters = page.getByRole('search', { name: 'Filter corrective actions' });
    await filters.getByLabel('Status').selectOption({ label: 'Open' });
    await filters.getByLabel('Due').selectOption({ label: 'Overdue' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => inAll(page)).toBe(narrowed.total);
    expect(new URL(page.url()).search).toBe('?status=open&overdue=true');
    const rows = await rowTexts(page);
    expect(rows.length).toBe(Math.min(narrowed.total, 25));
    for (const row of rows) expect(row).toMatch(/Overdue.*Open/);

    await page.reload();
    await page.getByRole('heading', { name: 'Corrective actions', level: 1 }).waitFor();
    await expect.poll(() => inAll(page)).toBe(narrowed.total);
    expect(await filters.getByLabel('Status').inputValue()).toBe('open');
    expect(await filters.getByLabel('Due').inputValue()).toBe('true');

    // A priority narrows it further; the empty state says so and offers to clear the filters.
    const high = await listed('status=open&overdue=true&priority=high&limit=25');
    expect(high.total).toBeGreaterThan(0);
    await filters.getByLabel('Priority').selectOption({ label: 'High' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => inAll(page)).toBe(high.total);
    expect(new URL(page.url()).search).toBe('?status=open&priority=high&overdue=true');
    for (const row of await rowTexts(page)) expect(row).toMatch(/Overdue.*high.*Open/);
    await page.goto(`${w.origin}/actions?status=verified&overdue=true`);
    await page.getByRole('status').getByText('No corrective action matches these filters.').waitFor();

    // Clearing the filters shows every action again.
    await filters.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => inAll(page)).toBe(all.total);
    await page.close();
  });

  it('opens from the dashboard’s counts, filtered as the count says', async () => {
    const overdue = await listed('overdue=true');
    const open = await listed('status=open');
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/');

    await page.getByRole('link', { name: `${overdue.total} overdue actions` }).click();
    await page.getByRole('heading', { name: 'Corrective actions', level: 1 }).waitFor();
    await expect.poll(() => inAll(page)).toBe(overdue.total);
    expect(new URL(page.url()).search).toBe('?overdue=true');
    const filters = page.getByRole('search', { name: 'Filter corrective actions' });
    expect(await filters.getByLabel('Due').inputValue()).toBe('true');
    for (const row of await rowTexts(page)) expect(row).toContain('Overdue');

    await page.goBack();
    await page.getByRole('link', { name: `${open.total} open`, exact: true }).click();
    await expect.poll(() => inAll(page)).toBe(open.total);
    expect(await filters.getByLabel('Status').inputValue()).toBe('open');
    await page.close();
  });

  it('shows a supplier’s user its own company’s actions, and those assigned to it with "Me"', async () => {
    const { rows } = await w.t.db.query<{ userid: number; emailaddress: string; companyid: number }>(
      `SELECT u.userid, u.emailaddress, u.companyid FROM users u
        WHERE u.companyid <> 1 AND u.active = 1
          AND EXISTS (SELECT 1 FROM corrective_actions ca WHERE ca.assignee = u.userid)
        ORDER BY u.userid LIMIT 1`,
    );
    const user = rows[0]!;
    const company = await listed(`companyid=${user.companyid}`);
    const mine = await listed(`assignee=${user.userid}`);

    const page = await w.page(TABLET);
    await w.signIn(page, user.emailaddress, DEMO_PASSWORD, '/portal');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Actions' }).click();
    await expect.poll(() => inAll(page)).toBe(company.total);
    const filters = page.getByRole('search', { name: 'Filter corrective actions' });
    await filters.getByLabel('Assigned to').selectOption({ label: 'Me' });
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => inAll(page)).toBe(mine.total);
    expect(new URL(page.url()).search).toBe(`?assignee=${user.userid}`);
    await page.close();
  });
});
