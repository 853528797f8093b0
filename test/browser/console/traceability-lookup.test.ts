import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TABLET, useConsole } from '../console.js';
import { supplierAccount } from '../../fixtures/accounts.js';
import { epcisDocument, shippingEvent, uniqueLot, type Event } from '../../fixtures/epcis.js';
import { uniqueGln } from '../../fixtures/gs1.js';

// A fixed locale and zone, for the dates' words.
const w = useConsole({}, { locale: 'en-GB', timezoneId: 'Europe/London' });
const PHONE = { width: 390, height: 844 };

async function capture(events: Event[]) {
  const res = await w.t.api({ method: 'POST', url: '/api/v1/epcis/capture', payload: epcisDocument(events) });
  expect(res.statusCode, res.body).toBe(202);
}

/** One of our distribution centres, with a GLN. */
async function ourDc(sitename: string) {
  const gln = uniqueGln();
  const res = await w.t.api({
    method: 'POST',
    url: '/api/v1/sites',
    payload: {
      sitename,
      sitetype: 'dc',
      address1: '1 Dock Rd',
      city: 'Hull',
      postcode: 'HU1 1AA',
      countryid: 826,
      gln,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return gln;
}

/** A supplier whose portal user has signed in once, its default site given a GLN. */
async function supplierWithGln(companyname: string) {
  const account = await supplierAccount(w.t, { companyname });
  const gln = uniqueGln();
  const res = await w.t.api({ method: 'PUT', url: `/api/v1/sites/${account.siteid}`, payload: { gln } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, gln };
}

/** A spec of the supplier's, its GTIN set: what our names for the events' products come from. */
async function specWithGtin(mill: { supplierid: number; siteid: number }, productname: string, gtin: string) {
  const made = await w.t.api({
    method: 'POST',
    url: '/api/v1/newlines',
    payload: {
      companyid: mill.supplierid,
      siteid: mill.siteid,
      productname,
      productcode: `G-${gtin.slice(-6)}`,
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const psid = made.json().data.psid as number;
  const set = await w.t.api({
    method: 'PUT',
    url: `/api/v1/products/updateProduct/${psid}`,
    payload: { gtin },
  });
  expect(set.statusCode, set.body).toBe(200);
}

/**
 * A lot's story: shipped from the supplier's mill to our DC (20 Nov, at +01:00), received there (21 Nov), and a
 * second lot shipped (22 Nov) then declared in error.
 */
async function story(name: string) {
  const dc = await ourDc(`${name} DC`);
  const mill = await supplierWithGln(`${name} Mill`);
  const { gtin, lot } = uniqueLot();
  await specWithGtin(mill, `${name} oats`, gtin);
  const lot2 = `${lot}B`;
  const id = () => `urn:uuid:${crypto.randomUUID()}`;
  const shipped: Event = {
    ...shippingEvent({ gtin, lot, gln: mill.gln, to: dc, eventID: id(), quantity: 240 }),
    eventTime: '2026-11-20T08:00:00.000Z',
    eventTimeZoneOffset: '+01:00',
  };
  const received: Event = {
    ...shippingEvent({ gtin, lot, gln: dc, eventID: id(), quantity: 240 }),
    eventTime: '2026-11-21T09:30:00.000Z',
    bizStep: 'receiving',
    disposition: 'in_progress',
  };
  const second: Event = {
    ...shippingEvent({ gtin, lot: lot2, gln: mill.gln, to: dc, eventID: id(), quantity: 60 }),
    eventTime: '2026-11-22T08:00:00.000Z',
  };
  await capture([shipped, received, second]);
  await capture([
    {
      ...second,
      errorDeclaration: { declarationTime: '2026-11-23T10:00:00.000Z', reason: 'incorrect_data' },
    },
  ]);
  return { dc, mill, gtin, lot, lot2, shipped, received, second };
}

const results = (page: Page) => page.getByRole('table', { name: 'Events found' });
async function rowTexts(page: Page): Promise<string[]> {
  return results(page).locator('tbody tr').allTextContents();
}

async function lookUp(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('form', { name: 'Look up events' });
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label, { exact: true });
    if (label === 'The site is') await field.selectOption({ label: value });
    else await field.fill(value);
  }
  await form.getByRole('button', { name: 'Look up' }).click();
}

describe('console: looking up traceability events', () => {
  it('by GTIN and lot, and by site: readable rows with our names; an event opens readable, its JSON behind a disclosure', async () => {
    const s = await story('Lookup');
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Traceability' }).click();
    await page.getByRole('heading', { level: 1, name: 'Traceability' }).waitFor();

    await lookUp(page, { GTIN: s.gtin, Lot: s.lot });
    await expect.poll(() => page.url()).toContain(`?gtin=${s.gtin}&lot=${s.lot}`);
    await expect.poll(() => rowTexts(page)).toHaveLength(2);
    // Our names arrive after the events (GET /sites?gln=…).
    await expect.poll(async () => (await rowTexts(page)).join('\n')).toContain(`Lookup DC, GLN ${s.dc}`);
    await expect
      .poll(async () => (await rowTexts(page)).join('\n'))
      .toContain(`Lookup Mill, GLN ${s.mill.gln}`);
    // And our product's name, by its GTIN (GET /products?gtin=…).
    await expect
      .poll(async () => (await rowTexts(page)).join('\n'))
      .toContain(`Lookup oats (GTIN ${s.gtin}), lot ${s.lot}: 240 kg`);
    const [first, second] = await rowTexts(page);
    // Oldest first: the shipping at the mill, then the receiving at our DC.
    expect(first).toContain('Shipping');
    expect(first).toContain('20 Nov 2026');
    expect(first).toContain(`Lookup Mill, GLN ${s.mill.gln}`);
    expect(first).toContain('In transit');
    expect(second).toContain('Receiving');
    expect(second).toContain(`Lookup DC, GLN ${s.dc}`);

    // By site: the mill's GLN as the business location gives both lots' shipping, the declared one marked.
    await page.goto(`${w.origin}/traceability`);
    await lookUp(page, { 'Site GLN': s.mill.gln });
    await expect.poll(() => rowTexts(page)).toHaveLength(3);
    const bySite = await rowTexts(page);
    expect(bySite.filter((r) => r.includes('Declared in error'))).toHaveLength(1);
    expect(bySite.every((r) => r.includes('Shipping'))).toBe(true);
    // And a day: only the second lot (and its declaration).
    await lookUp(page, { From: '2026-11-22', To: '2026-11-22' });
    await expect.poll(() => rowTexts(page)).toHaveLength(2);
    expect((await rowTexts(page)).every((r) => r.includes(`lot ${s.lot2}`))).toBe(true);

    // A lot without its GTIN is said before asking.
    await page.goto(`${w.origin}/traceability`);
    await lookUp(page, { Lot: s.lot });
    await page
      .getByRole('alert')
      .getByRole('link', { name: 'Enter the GTIN too: a lot number is a lot of one product' })
      .waitFor();

    // One event, opened from the results.
    await page.goto(`${w.origin}/traceability?gtin=${s.gtin}&lot=${s.lot}`);
    await results(page).getByRole('link', { name: 'Shipping' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shipping' }).waitFor();
    const card = page.getByRole('article');
    await card.getByText(`Lookup Mill, GLN ${s.mill.gln}`).first().waitFor();
    const text = (await card.textContent())!;
    expect(text).toContain('20 Nov 2026, 09:00:00 (UTC+01:00)');
    expect(text).toContain('Business step: Shipping');
    expect(text).toContain(`Location: Lookup DC, GLN ${s.dc}`);
    expect(text).toContain(s.shipped.eventID);
    const raw = page.locator('details.raw-json');
    expect(await raw.getAttribute('open')).toBeNull();
    expect(await raw.locator('pre').isVisible()).toBe(false);
    await raw.getByText('The event as captured (EPCIS JSON)').click();
    await expect.poll(() => raw.locator('pre').isVisible()).toBe(true);
    expect(await raw.locator('pre').textContent()).toContain('"bizStep": "shipping"');

    // The declared event: the warning on its page.
    await page.goto(`${w.origin}/traceability/events/${encodeURIComponent(s.second.eventID as string)}`);
    await page
      .getByRole('note')
      .getByText(/Declared in error on .*\(Incorrect data\)/)
      .waitFor();
    await page.close();
  });

  it('a supplier’s portal user sees only the events at its own sites, and may not upload at another’s', async () => {
    const s = await story('Scoped');
    const other = await story('Other');
    const page = await w.page(TABLET);
    await w.signIn(page, s.mill.email, s.mill.password, '/traceability');
    await page.getByRole('heading', { level: 1, name: 'Traceability' }).waitFor();
    // Everything it may read: its own mill's shipping events (the receiving at our DC names no site of its own).
    await expect.poll(() => rowTexts(page)).toHaveLength(3);
    await expect
      .poll(async () => (await rowTexts(page)).every((r) => r.includes(`Scoped Mill, GLN ${s.mill.gln}`)))
      .toBe(true);
    const rows = await rowTexts(page);
    expect(rows.some((r) => r.includes(other.gtin))).toBe(false);
    // Another supplier's lot: nothing.
    await lookUp(page, { GTIN: other.gtin });
    await page.getByRole('status').filter({ hasText: 'No events match this lookup.' }).waitFor();
    // Another's event by address: not found, as the API answers.
    await page.goto(`${w.origin}/traceability/events/${encodeURIComponent(other.shipped.eventID as string)}`);
    await page
      .getByRole('alert')
      .filter({ hasText: /not found/i })
      .waitFor();

    // An upload naming another's site is refused with the API's words.
    await page.goto(`${w.origin}/traceability/upload`);
    const doc = epcisDocument([shippingEvent({ ...uniqueLot(), gln: other.mill.gln })]);
    await page.getByLabel('EPCIS document', { exact: true }).setInputFiles({
      name: 'theirs.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    await page
      .getByRole('alert')
      .getByRole('link', { name: /Insufficient permissions for bizLocation/ })
      .waitFor();
    await page.close();
  });

  it('holds at 390 px: the lookup, its results as cards and an event, none wider than the phone', async () => {
    const s = await story('Phone');
    const page = await w.page(PHONE);
    await w.signIn(page, w.admin.email, w.admin.password, `/traceability?gtin=${s.gtin}`);
    await expect.poll(() => rowTexts(page)).toHaveLength(4);
    const overflow = () =>
      page.evaluate(() => {
        const d = (
          globalThis as unknown as {
            document: { documentElement: { scrollWidth: number; clientWidth: number } };
          }
        ).document.documentElement;
        return d.scrollWidth - d.clientWidth;
      });
    expect(await overflow()).toBe(0);
    await results(page).getByRole('link', { name: 'Receiving' }).click();
    await page.getByRole('heading', { level: 1, name: 'Receiving' }).waitFor();
    await page.getByRole('article').getByText(`Phone DC, GLN ${s.dc}`).first().waitFor();
    expect(await overflow()).toBe(0);
    await page.goto(`${w.origin}/traceability/upload`);
    await page.getByRole('heading', { level: 1, name: 'Upload an EPCIS document' }).waitFor();
    expect(await overflow()).toBe(0);
    await page.close();
  });
});
