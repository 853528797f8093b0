import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsole } from '../console.js';
import { parseEpc } from '../../../src/lib/epcis/identifiers.js';
import { captureChain } from '../../fixtures/trace-chain.js';

// A fixed locale and zone, for the dates' words.
const w = useConsole({}, { locale: 'en-GB', timezoneId: 'Europe/London' });
const PHONE = { width: 390, height: 844 };
const GS = '\x1d';

/** A lot of the chain (its Digital Link) as the page's GTIN and lot. */
function lotOf(link: string) {
  const p = parseEpc(link)!;
  return { gtin: p.gtin!, lot: p.lot! };
}

/**
 * The chain as the trace tests build it (test/fixtures/trace-chain.ts): the farm's harvest lot H → our DC
 * → the co-packer, who makes it (with another farm's lot X) into O1 and O2 → O1 to stores A and B, O2 on a pallet
 * to store C and to a wholesaler. With the names the page shows.
 */
async function chain() {
  const c = await captureChain(w.t);
  // The fixture's suppliers share one company name: their sites get names of their own (a place is named by its site).
  const names = {
    farm: `Apple farm ${c.farm.siteid}`,
    otherFarm: `Pear farm ${c.otherFarm.siteid}`,
    copacker: `Co-packer ${c.copacker.siteid}`,
  };
  for (const [who, sitename] of Object.entries(names)) {
    const res = await w.t.api({
      method: 'PUT',
      url: `/api/v1/sites/${c[who as keyof typeof names].siteid}`,
      payload: { sitename },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...c, harvest: lotOf(c.H), o1: lotOf(c.O1), o2: lotOf(c.O2), names };
}

const graph = (page: Page) => page.getByRole('region', { name: 'The trace as a graph (scrolls sideways)' });
const table = (page: Page) => page.getByRole('table', { name: 'Every movement in the trace' });
const lotPath = (l: { gtin: string; lot: string }) =>
  `/traceability/lots/${l.gtin}/${encodeURIComponent(l.lot)}`;

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
const overflow = (page: Page) =>
  page.evaluate(() => {
    const d = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });

describe('console: a lot’s page, its trace backward and forward', () => {
  it('the harvest lot: its summary, its destinations with their quantities on one graph, collapsible by level, and the table', async () => {
    const c = await chain();
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, lotPath(c.harvest));
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();

    // The summary: product, supplier, origin, what was made and shipped.
    const summary = page.getByRole('region', { name: 'The lot' });
    await summary.getByRole('link', { name: 'Bramley apples' }).first().waitFor();
    const facts = (await summary.textContent())!;
    expect(facts).toContain(`${c.names.farm}, GLN ${c.farm.gln}`);
    expect(facts).toContain('1,000 kg');
    expect(facts).toContain(`${c.dc.sitename}, GLN ${c.dc.gln}: 1,000 kg`);
    expect(facts).toContain(c.wholesaler.name);
    // The supplier (the spec's), a link to its page.
    await summary.locator(`a[href="/suppliers/${c.farm.supplierid}"]`).first().waitFor();

    // The graph: the harvest lot at the farm, on to the stores and the wholesaler, with the quantities shipped.
    const g = graph(page);
    await g.getByText(`at ${c.stores[0]!.sitename}`).waitFor();
    const drawn = (await g.textContent())!;
    for (const place of [
      c.names.farm,
      c.dc.sitename,
      c.names.copacker,
      ...c.stores.map((s) => s.sitename),
      c.wholesaler.name,
    ])
      expect(drawn).toContain(`at ${place}`);
    // To the DC, store A, store B, the wholesaler; the pie packed on the pallet.
    for (const amount of ['1,000 kg', '200 kg', '300 kg', '100 kg', 'Packed: 200 kg', 'Transformed'])
      expect(drawn).toContain(amount);
    expect(drawn).toMatch(/4 Sept? 2026/);
    expect(drawn).toContain('this lot');
    expect(drawn).toContain('Apple and pear pie');
    // Left to right: the farm's box left of the DC's, the DC's left of the stores'.
    const xOf = async (text: string) =>
      (await g.locator('.trace-box', { hasText: text }).first().boundingBox())!.x;
    expect(await xOf(`at ${c.names.farm}`)).toBeLessThan(await xOf(`at ${c.dc.sitename}`));
    expect(await xOf(`at ${c.dc.sitename}`)).toBeLessThan(await xOf(`at ${c.stores[0]!.sitename}`));
    // A lot made from it opens its own page.
    expect(
      await g
        .getByRole('link', { name: `lot ${c.o1.lot}` })
        .first()
        .getAttribute('href'),
    ).toBe(lotPath(c.o1));

    // Collapsed from level 1 on: the pies, the pallet and their stores go; the co-packer's box says so.
    const level1 = page.getByRole('button', { name: 'Forward, level 1' });
    expect(await level1.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Forward, level 2' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await level1.click();
    await expect.poll(() => level1.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => (await g.textContent())!.includes(c.stores[0]!.sitename)).toBe(false);
    expect(await g.textContent()).toContain(`at ${c.dc.sitename}`);
    expect(
      await g
        .locator('.trace-box', { hasText: `at ${c.names.copacker}` })
        .first()
        .textContent(),
    ).toContain('2 more collapsed');
    await level1.click();
    await g.getByText(`at ${c.stores[0]!.sitename}`).waitFor();

    // The table: every movement, its event a link.
    const rows = await table(page).locator('tbody tr').allTextContents();
    const toStoreA = rows.find((r) => r.includes(`${c.stores[0]!.sitename}, GLN`))!;
    expect(toStoreA).toContain(`Shipped: Apple and pear pie, lot ${c.o1.lot}`);
    expect(toStoreA).toContain('200 kg');
    expect(toStoreA).toContain('Shipping');
    expect(rows.some((r) => r.includes(`Transformed at ${c.names.copacker}`))).toBe(true);
    expect(rows.some((r) => r.includes(c.wholesaler.name) && r.includes('100 kg'))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await table(page)
      .getByRole('link', { name: new RegExp(`Shipped: Apple and pear pie, lot ${c.o1.lot}`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    await page.close();
  });

  it('the FSMA 204 spreadsheet is asked with the lot’s Digital Link and the user’s credential', async () => {
    const c = await chain();
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, lotPath(c.harvest));
    await graph(page).waitFor();
    for (const [name, format] of [
      ['FSMA 204 spreadsheet (XLSX)', 'xlsx'],
      ['FSMA 204 records (CSV)', 'csv'],
    ] as const) {
      const asked = page.waitForRequest((r) => r.url().includes('/api/v1/fsma204/records'));
      const saved = page.waitForEvent('download', { timeout: 15_000 }).catch(() => null);
      await page.getByRole('button', { name }).click();
      const request = await asked;
      const url = new URL(request.url());
      expect(url.searchParams.get('tlc')).toBe(c.H);
      expect(url.searchParams.get('format')).toBe(format);
      expect(request.headers().authorization ?? request.headers()['x-api-key']).toBeTruthy();
      const answer = await request.response();
      if (answer?.status() === 200) {
        // Saved as a file.
        const file = await saved;
        expect(file?.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      } else {
        // Until the route is there (another part of the issue), its refusal is said, not thrown.
        await page.getByRole('alert').first().waitFor();
      }
    }
    await page.close();
  });

  it('finds a lot from a Digital Link on any host and from a scanned barcode’s text; refuses what is no lot', async () => {
    const c = await chain();
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/traceability');
    const form = page.getByRole('form', { name: 'Find a lot' });
    const code = form.getByLabel('Scan or paste a code');
    await code.fill(`https://brand.example/01/${c.harvest.gtin}/10/${c.harvest.lot}?x=y`);
    await form.getByRole('button', { name: 'Find the lot' }).click();
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(lotPath(c.harvest));

    // A GS1-128's text as a scanner types it: symbology identifier, the lot ended by GS, an expiry; then Enter.
    await code.fill(`]C101${c.o1.gtin}10${c.o1.lot}${GS}17271231`);
    await code.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Lot ${c.o1.lot}` }).waitFor();
    // Backward from the pie: the harvest lot and the pears, at their farms.
    await graph(page).getByText(`at ${c.names.farm}`).waitFor();
    expect(await graph(page).textContent()).toContain(`lot ${c.harvest.lot}`);
    expect(await graph(page).textContent()).toContain('Conference pears');
    expect(await page.getByRole('button', { name: 'Backward, level 1' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    // The human-readable form, and a GTIN with a lot in the two fields.
    await code.fill(`(01)${c.o2.gtin}(10)${c.o2.lot}`);
    await form.getByRole('button', { name: 'Find the lot' }).click();
    await page.getByRole('heading', { level: 1, name: `Lot ${c.o2.lot}` }).waitFor();
    await form.getByLabel('Or the GTIN').fill(c.harvest.gtin);
    await form.getByLabel('And the lot').fill(c.harvest.lot);
    await form.getByRole('button', { name: 'Find the lot' }).click();
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();

    // What is no lot is said, GOV.UK's way.
    await code.fill(`https://id.gs1.org/01/${c.harvest.gtin}/21/SERIAL1`);
    await form.getByRole('button', { name: 'Find the lot' }).click();
    await form
      .getByRole('alert')
      .getByRole('link', { name: /names one item \(serial SERIAL1\), not a lot/ })
      .waitFor();
    await code.fill(
      `]C101${c.harvest.gtin.slice(0, 13)}${(Number(c.harvest.gtin[13]) + 1) % 10}10${c.harvest.lot}`,
    );
    await form.getByRole('button', { name: 'Find the lot' }).click();
    await form
      .getByRole('alert')
      .getByRole('link', { name: /check digit/ })
      .waitFor();

    // From the lookup by GTIN and lot, and from its results' goods lines, the lot's page is a link away.
    const lookup = `${w.origin}/traceability?gtin=${c.harvest.gtin}&lot=${c.harvest.lot}`;
    await page.goto(lookup);
    await page
      .getByRole('link', { name: `Trace lot ${c.harvest.lot}: where it came from and where it went` })
      .click();
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();
    await page.goto(lookup);
    await page
      .getByRole('table', { name: 'Events found' })
      .getByRole('link', { name: new RegExp(`lot ${c.harvest.lot}: 1,000 kg`) })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();
    await page.close();
  });

  it('holds at 390 px: the graph scrolls inside its box, the page does not; no serious axe violation', async () => {
    const c = await chain();
    const page = await w.page(PHONE);
    await w.signIn(page, w.admin.email, w.admin.password, lotPath(c.harvest));
    await graph(page).getByText(`at ${c.stores[0]!.sitename}`).waitFor();
    expect(await overflow(page)).toBe(0);
    const box = await graph(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(PHONE.width);
    // The graph is wider than its box: it scrolls.
    expect(await graph(page).evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('a supplier’s portal user sees what the API answers it: not our stores, no link to a supplier page', async () => {
    const c = await chain();
    const page = await w.page(DESKTOP);
    await w.signIn(page, c.farm.email, c.farm.password, lotPath(c.harvest));
    await page.getByRole('heading', { level: 1, name: `Lot ${c.harvest.lot}` }).waitFor();
    await graph(page).getByText(`at ${c.names.farm}`).waitFor();
    expect(await graph(page).textContent()).not.toContain(c.stores[0]!.sitename);
    expect(
      await page.getByRole('region', { name: 'The lot' }).locator('a[href^="/suppliers/"]').count(),
    ).toBe(0);
    await page.close();
  });
});
