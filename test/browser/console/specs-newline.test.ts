import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESKTOP, TABLET, useConsole } from '../console.js';
import { orgUser, supplierAccount } from '../../fixtures/accounts.js';
import { createWholesaler, link } from '../../fixtures/catalogues.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { apiGet } from './c-specs.js';

const w = useConsole();

type NewlineRow = Record<string, unknown> & { newlineid: number; psid: number; isactive: number };

/** The text of what describes a control (aria-describedby): its hint and error message, as a screen reader reads it. */
function description(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).evaluate((el) =>
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

/** The newline of a spec, and whether its spec is active, through the API (Admin key). */
async function newlineOf(psid: number): Promise<NewlineRow> {
  const rows = await apiGet<NewlineRow[]>(w.t, '/newlines?limit=200');
  return rows.find((r) => r.psid === psid)!;
}

async function psidFromUrl(page: Page): Promise<number> {
  await page.waitForURL(/\/specs\/\d+$/);
  return Number(/\/specs\/(\d+)$/.exec(page.url())![1]);
}

/** Whether the element has the focus. */
const focused = (l: Locator) =>
  l.evaluate((el) => el === (globalThis as unknown as { document: PageDocument }).document.activeElement);

const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

describe('console: starting, editing and deactivating a product line', () => {
  it('a buyer starts one from the specs list: problems in place, the API’s 400 next to its field, then the new spec', async () => {
    const buyer = await orgUser(w.t, 4, { firstname: 'Bea', lastname: 'Buyer', jobtitle: 'Buyer' });
    const closing = await createSupplier(w.t, { companyname: 'Closing Creamery' });
    const other = await createSupplier(w.t, { companyname: 'Lasting Larder' });
    const page = await w.page(DESKTOP);
    await w.signIn(page, buyer.email, buyer.password, '/specs');
    await page.getByRole('link', { name: 'New product line' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product line' }).waitFor();

    // Nothing filled in: one summary, each problem beside its field, and nothing sent.
    await page.getByRole('button', { name: 'Create product line' }).click();
    await summary(page).waitFor();
    expect(await summary(page).getByRole('link').allTextContents()).toEqual([
      'Choose the supplier',
      'Enter the product name',
      'Enter the product code',
    ]);
    expect(await description(page, 'Product name')).toBe('Up to 75 characters Error: Enter the product name');
    expect(await page.getByLabel('Product name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await summary(page).getByRole('link', { name: 'Enter the product code' }).click();
    await expect.poll(() => focused(page.getByLabel('Product code', { exact: true }))).toBe(true);

    // The supplier found by name, its default site chosen for the person; lookups by name.
    await page.getByLabel('Find a supplier').fill('Closing Cream');
    const supplierSelect = page.getByLabel('Supplier', { exact: true });
    await expect.poll(() => supplierSelect.locator('option').allTextContents()).toContain('Closing Creamery');
    await supplierSelect.selectOption({ label: 'Closing Creamery' });
    await expect
      .poll(() => page.getByLabel('Site', { exact: true }).inputValue())
      .toBe(String(closing.siteid));
    await page.getByLabel('Product name', { exact: true }).fill('Clotted cream fudge');
    await page.getByLabel('Product code', { exact: true }).fill('CCF-01');
    await page.getByLabel('Product type', { exact: true }).selectOption({ label: 'Branded' });
    await page.getByLabel('Buyer', { exact: true }).selectOption({ label: 'Bea Buyer' });
    await page.getByLabel('Chocolate', { exact: true }).check();

    // The supplier is deactivated meanwhile: the API's 400 is shown next to the Supplier field.
    const del = await w.t.api({ method: 'DELETE', url: `/api/v1/suppliers/${closing.supplierid}` });
    expect(del.statusCode, del.body).toBe(200);
    await page.getByRole('button', { name: 'Create product line' }).click();
    const said = `Invalid supplier: supplier ${closing.supplierid} is inactive`;
    await expect.poll(() => summary(page).getByRole('link').allTextContents()).toEqual([said]);
    expect(await description(page, 'Supplier')).toBe(`Error: ${said}`);
    expect(await description(page, 'Product name')).toBe('Up to 75 characters');
    expect(await page.url()).toMatch(/\/specs\/new$/);

    // Another supplier: created, and the new spec opens.
    await page.getByLabel('Find a supplier').fill('Lasting');
    await expect.poll(() => supplierSelect.locator('option').allTextContents()).toContain('Lasting Larder');
    await supplierSelect.selectOption({ label: 'Lasting Larder' });
    await expect.poll(() => page.getByLabel('Site', { exact: true }).inputValue()).toBe(String(other.siteid));
    await page.getByRole('button', { name: 'Create product line' }).click();
    const psid = await psidFromUrl(page);
    await page.getByRole('heading', { level: 1, name: 'Clotted cream fudge' }).waitFor();
    const n = await newlineOf(psid);
    expect(n).toMatchObject({
      companyid: other.supplierid,
      productname: 'Clotted cream fudge',
      productcode: 'CCF-01',
      producttype: 2,
      buyer: buyer.userid,
      chocolate: 1,
      honey: 0,
      isactive: 1,
    });
    // A buyer (level 2) edits the product line but is not offered its deactivation (an Administrator's).
    await page.getByRole('button', { name: 'Save product line' }).waitFor();
    expect(await page.getByRole('button', { name: 'Deactivate product line' }).count()).toBe(0);
    await page.close();
  });

  it("from a supplier's page, the supplier and its default site are chosen already", async () => {
    const s = await createSupplier(w.t, { companyname: 'Preset Preserves' });
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, `/suppliers/${s.supplierid}`);
    await page.getByRole('link', { name: 'New product line' }).click();
    await page.getByRole('heading', { level: 1, name: 'New product line' }).waitFor();
    await expect
      .poll(() => page.getByLabel('Supplier', { exact: true }).inputValue())
      .toBe(String(s.supplierid));
    await expect.poll(() => page.getByLabel('Site', { exact: true }).inputValue()).toBe(String(s.siteid));
    await page.getByLabel('Product name', { exact: true }).fill('Damson jam');
    await page.getByLabel('Product code', { exact: true }).fill('DJ-1');
    await page.getByLabel('Jam', { exact: true }).check();
    await page.getByRole('button', { name: 'Create product line' }).click();
    const psid = await psidFromUrl(page);
    await page.getByRole('heading', { level: 1, name: 'Damson jam' }).waitFor();
    expect(await newlineOf(psid)).toMatchObject({ companyid: s.supplierid, jam: 1, productcode: 'DJ-1' });
    await page.close();
  });

  it('edits the product line on its spec; deactivation says what it does, Cancel leaves it active, Yes goes back to the list', async () => {
    const n = await createNewline(w.t, { productname: 'Plain oatcake', productcode: 'PO-1' });
    const { itemid } = await link(w.t, (await createWholesaler(w.t)).wholesalerid, n.psid);
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Plain oatcake' }).waitFor();
    const section = page.getByRole('region', { name: 'Product line' });
    await section.getByLabel('Product name', { exact: true }).fill('Cheese oatcake');
    const [category] = await section.getByLabel('Category', { exact: true }).selectOption({ index: 1 });
    await section.getByLabel('Cheese', { exact: true }).check();
    await section.getByRole('button', { name: 'Save product line' }).click();
    await section.getByRole('status').filter({ hasText: 'Product line saved.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Cheese oatcake' }).waitFor();
    expect(await newlineOf(n.psid)).toMatchObject({
      productname: 'Cheese oatcake',
      cheese: 1,
      category: Number(category),
    });

    // Asked in place, saying what it does; Cancel (and Escape) leave it active.
    await section.getByRole('button', { name: 'Deactivate product line' }).click();
    const ask = section.getByRole('group', { name: 'Deactivate the product line Cheese oatcake (PO-1)?' });
    await ask.waitFor();
    const text = await ask.textContent();
    expect(text).toContain('Its specification is deactivated with it');
    expect(text).toContain('Each of its catalogue listings is withdrawn');
    expect(text).toContain('its catalogue listings are not restored');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await section
      .getByRole('status')
      .filter({ hasText: 'Not deactivated: the product line stays active.' })
      .waitFor();
    expect(await ask.count()).toBe(0);
    await section.getByRole('button', { name: 'Deactivate product line' }).click();
    await ask.waitFor();
    // Focus moves to the question, so that Escape cancels it.
    await expect.poll(() => focused(ask)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => ask.count()).toBe(0);
    expect((await newlineOf(n.psid)).isactive).toBe(1);

    // Yes: deactivated, back to the list, which says so; the spec reads as deleted.
    await section.getByRole('button', { name: 'Deactivate product line' }).click();
    await ask.getByRole('button', { name: 'Yes, deactivate it' }).click();
    await page.waitForURL(/\/specs$/);
    await page
      .getByRole('status')
      .filter({ hasText: 'Product line Cheese oatcake (PO-1) deactivated' })
      .waitFor();
    expect((await newlineOf(n.psid)).isactive).toBe(0);
    const product = await apiGet<{ active: number }>(w.t, `/products/getProduct/${n.psid}`);
    expect(product.active).toBe(0);
    // As the question said: its catalogue listing withdrawn.
    const item = await w.t.db.query<{ active: number }>(
      'SELECT active::int AS active FROM catalogue_items WHERE itemid = $1',
      [itemid],
    );
    expect(item.rows[0]!.active).toBe(0);

    // Reactivated from its page: active again.
    await page.goto(`${w.origin}/specs/${n.psid}`);
    await page.getByText('Yes: it can be read, not changed.').waitFor();
    expect(await section.getByRole('button', { name: 'Save product line' }).count()).toBe(0);
    await section.getByRole('button', { name: 'Reactivate product line' }).click();
    await section.getByRole('status').filter({ hasText: 'Product line reactivated' }).waitFor();
    await section.getByRole('button', { name: 'Save product line' }).waitFor();
    expect((await newlineOf(n.psid)).isactive).toBe(1);
    await page.close();
  });

  it('a Basic (level 1) key is offered no creation, edit or deactivation, and /specs/new answers Not available', async () => {
    const n = await createNewline(w.t, { productname: 'Readonly rusk', productcode: 'RR-1' });
    const page = await w.page(TABLET);
    await page.goto(`${w.origin}/specs`);
    await page.getByRole('button', { name: 'Sign in with an API key' }).click();
    await page.getByLabel('API key').fill(w.t.key[1]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Specifications' }).waitFor();
    await page.getByRole('table', { name: 'Specifications' }).waitFor();
    expect(await page.getByRole('link', { name: 'New product line' }).count()).toBe(0);

    await page.goto(`${w.origin}/specs/${n.psid}`);
    const section = page.getByRole('region', { name: 'Product line' });
    await expect
      .poll(() => section.getByLabel('Product name', { exact: true }).inputValue())
      .toBe('Readonly rusk');
    expect(await section.getByLabel('Product name', { exact: true }).isDisabled()).toBe(true);
    for (const name of ['Save product line', 'Deactivate product line', 'Reactivate product line'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);

    // Nor on the supplier's page.
    await page.goto(`${w.origin}/suppliers/${n.companyid}`);
    await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    await page.getByRole('link', { name: 'Readonly rusk' }).waitFor();
    expect(await page.getByRole('link', { name: 'New product line' }).count()).toBe(0);

    await page.goto(`${w.origin}/specs/new`);
    await page.getByText('Starting a product line needs an Editor’s level.').waitFor();
    expect(await page.getByRole('button', { name: 'Create product line' }).count()).toBe(0);
    await page.close();
  });

  it("a supplier's portal user reads its own product line only, with nothing to change", async () => {
    const own = await supplierAccount(w.t, { companyname: 'Portal Pantry' });
    const mine = await w.t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: {
        companyid: own.supplierid,
        siteid: own.siteid,
        productname: 'Pantry piccalilli',
        productcode: 'PP-1',
      },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const ownPsid = mine.json().data.psid as number;
    const theirs = await createNewline(w.t, { productname: 'Secret sauce', productcode: 'SS-1' });

    const page = await w.page(TABLET);
    await w.signIn(page, own.email, own.password, '/specs');
    await page.getByRole('link', { name: 'Pantry piccalilli' }).waitFor();
    expect(await page.getByRole('link', { name: 'New product line' }).count()).toBe(0);

    await page.goto(`${w.origin}/specs/${ownPsid}`);
    const section = page.getByRole('region', { name: 'Product line' });
    await expect.poll(() => section.getByLabel('Product code', { exact: true }).inputValue()).toBe('PP-1');
    expect(await section.getByLabel('Product code', { exact: true }).isDisabled()).toBe(true);
    expect(await section.getByLabel('Buyer', { exact: true }).count()).toBe(0);
    for (const name of ['Save product line', 'Deactivate product line'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);

    // Another company's product line does not open: "not found", as the API answers, and nothing of it shown.
    await page.goto(`${w.origin}/specs/${theirs.psid}`);
    await page.getByText(`There is no specification ${theirs.psid}.`).waitFor();
    expect(await page.getByText('Secret sauce').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Product line' }).count()).toBe(0);
    const res = await w.t.api({
      method: 'GET',
      url: `/api/v1/newlines/${theirs.newlineid}`,
      headers: { authorization: `Bearer ${own.token}` },
      key: null,
    });
    expect(res.statusCode).toBe(404);
    // Why nothing is offered: the API refuses the supplier scope any newline write, its own included.
    const bearer = { authorization: `Bearer ${own.token}` };
    const ownNewline = mine.json().data.newlineid as number;
    for (const [method, url, payload] of [
      ['PUT', `/api/v1/newlines/${ownNewline}`, { productname: 'Renamed' }],
      ['DELETE', `/api/v1/newlines/${ownNewline}`, undefined],
      [
        'POST',
        '/api/v1/newlines',
        { companyid: own.supplierid, siteid: own.siteid, productname: 'X', productcode: 'X' },
      ],
    ] as const)
      expect(
        (await w.t.api({ method, url, payload, headers: bearer, key: null })).statusCode,
        `${method} ${url}`,
      ).toBe(403);

    await page.goto(`${w.origin}/specs/new?companyid=${own.supplierid}`);
    await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create product line' }).count()).toBe(0);
    await page.close();
  });
});

/** The page's document inside `evaluate` (the tests are type-checked without the DOM's types). */
interface PageDocument {
  activeElement: unknown;
  getElementById(id: string): { textContent: string | null } | null;
}
