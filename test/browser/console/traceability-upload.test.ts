import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { orgUser } from '../../fixtures/accounts.js';
import { epcisDocument, shippingEvent, uniqueLot } from '../../fixtures/epcis.js';
import { uniqueGln } from '../../fixtures/gs1.js';

const w = useConsole();

/** One of our sites with a GLN, through the API. */
async function ourSite(sitename: string, gln: string) {
  const res = await w.t.api({
    method: 'POST',
    url: '/api/v1/sites',
    payload: {
      sitename,
      sitetype: 'dc',
      address1: '1 Hub Way',
      city: 'Rugby',
      postcode: 'CV21 1AA',
      countryid: 826,
      gln,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function storedEvents(eventid: string): Promise<number> {
  const { rows } = await w.t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM epcis_events WHERE eventid = $1',
    [eventid],
  );
  return rows[0]!.n;
}

const file = (name: string, body: unknown) => ({
  name,
  mimeType: name.endsWith('.jsonld') ? 'application/ld+json' : 'application/json',
  buffer: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body, null, 2)),
});

describe('console: uploading an EPCIS document', () => {
  it('an Editor uploads a document, reads its events, and the same again is skipped, not doubled', async () => {
    const gln = uniqueGln();
    const to = uniqueGln();
    await ourSite('Rugby DC', gln);
    const { gtin, lot } = uniqueLot();
    const eventID = `urn:uuid:${crypto.randomUUID()}`;
    const doc = epcisDocument([shippingEvent({ gtin, lot, gln, to, eventID, quantity: 240 })]);
    const editor = await orgUser(w.t, 3);
    const page = await w.page(TABLET);
    await w.signIn(page, editor.email, editor.password, '/traceability');
    await page.getByRole('link', { name: 'Upload an EPCIS document' }).click();
    await page.getByRole('heading', { level: 1, name: 'Upload an EPCIS document' }).waitFor();
    await page.getByLabel('EPCIS document', { exact: true }).setInputFiles(file('shipment.jsonld', doc));
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    await page.getByRole('status').filter({ hasText: 'shipment.jsonld: 1 event captured, 1 new.' }).waitFor();
    expect(await storedEvents(eventID)).toBe(1);

    // The event as a person reads it: our site's name for its GLN, the lot and quantity, the CBV in words.
    const card = page.getByRole('article', { name: /^Shipping, / });
    await card.getByText(`Rugby DC, GLN ${gln}`).first().waitFor();
    const text = await card.textContent();
    expect(text).toContain(`GTIN ${gtin}, lot ${lot}: 240 kg`);
    expect(text).toContain('Business step: Shipping');
    expect(text).toContain('Status of the goods: In transit');
    expect(text).toContain(`Location: GLN ${to}`);
    expect(text).toContain('Goods observed');
    expect(text).not.toContain('urn:epc');

    await page.getByLabel('EPCIS document', { exact: true }).setInputFiles(file('shipment-again.json', doc));
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'shipment-again.json: 1 event captured, 0 new (1 captured before, skipped).' })
      .waitFor();
    expect(await storedEvents(eventID)).toBe(1);
    await page.close();
  });

  it('a refused document: the API’s message in the error summary, the event it names shown, nothing stored', async () => {
    const gln = uniqueGln();
    const good = shippingEvent({ ...uniqueLot(), gln, eventID: `urn:uuid:${crypto.randomUUID()}` });
    const bad = { ...shippingEvent({ ...uniqueLot(), gln }), bizStep: 'x' };
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/traceability/upload');
    const field = page.getByLabel('EPCIS document', { exact: true });

    // Not JSON: said before anything is sent.
    await field.setInputFiles(file('notes.json', 'shipped 240 kg of oats'));
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: /^The file is not JSON/ }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.setInputFiles(file('two-events.json', epcisDocument([good, bad])));
    await page.getByRole('button', { name: 'Upload and capture' }).click();
    const message = 'Event 1: bizStep "x" is not a CBV 2.0 business step';
    await summary.getByRole('link', { name: new RegExp(`^${message}`) }).waitFor();
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ');
    expect(await page.locator(`#${describedBy.at(-1)}`).textContent()).toContain(message);
    // The event it names, read from the file: its step shown as sent (no CBV term).
    const shown = page.getByRole('region', { name: 'Event 1 of the document (counted from 0)' });
    await shown.getByText('Business step: x').waitFor();
    // Whole or nothing: the good event was not stored either.
    expect(await storedEvents(good.eventID as string)).toBe(0);
    await page.close();
  });

  it('a Basic key reads the area but is offered no upload, and the upload by address is not available', async () => {
    const page = await w.page(TABLET);
    await page.goto(`${w.origin}/traceability`);
    await page.getByRole('button', { name: 'Sign in with an API key' }).click();
    await page.getByLabel('API key').fill(w.t.key[1]);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Traceability' }).waitFor();
    await page.getByRole('button', { name: 'Look up' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upload an EPCIS document' }).count()).toBe(0);
    await page.goto(`${w.origin}/traceability/upload`);
    await page.getByText('Uploading traceability events needs an Editor’s level.').waitFor();
    expect(await page.locator('main input[type=file]').count()).toBe(0);
    await page.close();
  });
});
