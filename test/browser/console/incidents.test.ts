import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../smtp.js';
import { DESKTOP, useConsole } from '../console.js';
import {
  PHONE,
  WHOLESALER_EMAIL,
  axeViolations,
  emailedAckPaths,
  lotPath,
  namedChain,
  notify,
  openIncident,
  overflow,
} from './c-incidents.js';

const smtp = await startSmtp();
// Registered first so that it runs last, after the app (and its pooled SMTP connection) has closed.
afterAll(() => smtp.close());
const w = useConsole(
  { SMTP_URL: smtp.url, WORKER_POLL: '50ms' },
  { locale: 'en-GB', timezoneId: 'Europe/London' },
);

describe('console: an incident, from a lot’s page to every party notified, acknowledged and reconciled', () => {
  it('is opened from the lot page (the lot filled, its reach drawn) and notified after the confirmation', async () => {
    const c = await namedChain(w.t);
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, lotPath(c.harvest));
    await page.getByRole('link', { name: 'Open an incident' }).click();

    // The form: the lot filled as its Digital Link, a title proposed, and what the lot reaches drawn.
    await page.getByRole('heading', { level: 1, name: 'Open an incident' }).waitFor();
    expect(await page.getByLabel('Lots').inputValue()).toBe(c.H);
    await page
      .getByRole('region', { name: 'What it reaches' })
      .getByText(`at ${c.stores[0]!.sitename}`)
      .first()
      .waitFor();
    const title = `Glass in apples ${c.harvest.lot}`;
    await page.getByLabel('Title').fill(title);
    // Nothing is sent without a hazard: the summary says so.
    await page.getByRole('button', { name: 'Open the incident' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Select the hazard' }).waitFor();
    await page.getByLabel('Hazard').selectOption('foreign_body');
    await page.getByLabel('Acknowledge within').fill('30m');
    await page.getByRole('button', { name: 'Open the incident' }).click();

    // The incident's page: its affected set and its parties, not notified yet.
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(page.url()).toMatch(/\/incidents\/\d+$/);
    const board = page.getByRole('table', { name: 'Parties', exact: true });
    await board.getByText(c.wholesaler.name).waitFor();
    const boardText = (await board.textContent())!;
    for (const place of [c.dc.sitename, ...c.stores.map((s) => s.sitename)])
      expect(boardText).toContain(place);
    expect(boardText).toContain('Not notified');
    const facts = page.getByRole('region', { name: 'The incident' });
    expect(await facts.textContent()).toContain(`lot ${c.harvest.lot}`);
    expect(await facts.textContent()).toContain('30 min');
    expect(await axeViolations(page)).toEqual([]);

    // Notify all parties, confirmed first.
    await page.getByRole('button', { name: 'Notify all parties' }).click();
    await page.getByRole('button', { name: 'Send the notices' }).click();
    await page
      .getByRole('status')
      .getByText(/notices? on the way/)
      .waitFor();
    await expect
      .poll(async () => (await board.textContent())!.includes('Not notified'), { timeout: 20_000 })
      .toBe(false);
    await page.getByText('Notifying', { exact: true }).first().waitFor();

    await page.close();
  });

  it('a party acknowledges on a phone; the board and the reconciliation follow by themselves; closed with a note', async () => {
    const c = await namedChain(w.t);
    const { incidentid, title } = await openIncident(w.t, [c.H]);
    await notify(w.t, incidentid);
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, `/incidents/${incidentid}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const board = page.getByRole('table', { name: 'Parties', exact: true });
    await board.getByText(c.wholesaler.name).waitFor();
    const facts = page.getByRole('region', { name: 'The incident' });

    // A party acknowledges through its emailed link, on a phone, and reports its quantities.
    const [ack] = await emailedAckPaths(smtp, title, WHOLESALER_EMAIL);
    const phone = await w.page(PHONE);
    await phone.goto(`${w.origin}${ack}`);
    await phone.getByRole('heading', { level: 1, name: title }).waitFor();
    const party = (await phone.locator('.summary-row', { hasText: 'Sent to' }).locator('dd').textContent())!;
    expect(party).toBe(c.wholesaler.name);
    expect(await phone.locator('.summary-row', { hasText: 'You received' }).textContent()).toContain(
      '100 kg',
    );
    await phone.getByLabel('On hand').fill('40');
    await phone.getByLabel('Destroyed').fill('60');
    await phone.getByRole('button', { name: 'Acknowledge and send' }).click();
    await phone
      .getByRole('status')
      .getByText(/Thank you: your report/)
      .waitFor();
    await phone.close();

    // The board, read again by itself: that party acknowledged, its report, the reconciliation moved.
    const row = board.locator('tr', { hasText: party });
    await row.getByText('Acknowledged').first().waitFor({ timeout: 20_000 });
    expect(await row.textContent()).toContain('on hand 40');
    const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
    await expect
      .poll(async () => (await reconciliation.textContent())!.includes('Nothing reported yet'), {
        timeout: 20_000,
      })
      .toBe(false);
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('Acknowledged').first().waitFor();
    expect(await timeline.textContent()).toContain('Opened');

    // Closed with its note: no more actions, and the board stops being read.
    await page.getByRole('button', { name: 'Close the incident' }).click();
    await page.getByRole('button', { name: 'Close for good' }).click();
    await page.getByText('Enter the closure note').waitFor();
    await page.getByLabel('Closure note').fill('All stock destroyed; exercise of the procedure done.');
    await page.getByRole('button', { name: 'Close for good' }).click();
    await page.getByText('Closed', { exact: true }).first().waitFor();
    await facts.getByText('All stock destroyed').waitFor();
    expect(await page.getByRole('button', { name: 'Close the incident' }).count()).toBe(0);
    // The report an auditor asks for, saved as a file with the user's credential.
    const saved = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Incident report (PDF)' }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^incident-\d+-report\.pdf$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    // On a phone the board becomes cards: the page never gets wider than the phone.
    await page.setViewportSize(PHONE);
    expect(await overflow(page)).toBe(0);
    await page.setViewportSize(DESKTOP);

    // The list shows it with its counts.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Incidents' }).click();
    const listRow = page
      .getByRole('table', { name: 'Incidents', exact: true })
      .locator('tr', { hasText: title });
    await listRow.waitFor();
    expect(await listRow.textContent()).toContain('Closed');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('matches an alert to our specs and lots, and opens an incident on the exact matches in one step', async () => {
    const c = await namedChain(w.t);
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/incidents');
    await page.getByRole('link', { name: 'Match an alert' }).click();
    await page.getByRole('heading', { level: 1, name: 'Match an alert' }).waitFor();
    // Nothing is sent without its source: the summary says so.
    await page.getByRole('button', { name: 'Find what it matches' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Source').fill('FSA');
    await page.getByLabel('Reference').fill(`FSA-PRIN-${c.harvest.lot}`);
    await page.getByLabel('GTINs').fill(c.pie.gtin);
    await page.getByRole('button', { name: 'Find what it matches' }).click();
    const matches = page.getByRole('table', { name: 'What it matches' });
    await matches.getByText('Apple and pear pie').first().waitFor();
    expect(await matches.textContent()).toContain('GTIN');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Open an incident on every exact match' }).click();
    await page.getByRole('heading', { level: 1, name: 'Open an incident' }).waitFor();
    expect(await page.getByLabel('GTINs').inputValue()).toBe(c.pie.gtin);
    expect(await page.getByLabel('Title').inputValue()).toBe(`FSA alert FSA-PRIN-${c.harvest.lot}`);
    await page.getByLabel('Hazard').selectOption('labelling');
    await page.getByRole('button', { name: 'Open the incident' }).click();
    await page.getByRole('heading', { level: 1, name: `FSA alert FSA-PRIN-${c.harvest.lot}` }).waitFor();
    // The pies' lots were traced: the stores they went to are parties.
    const board = page.getByRole('table', { name: 'Parties', exact: true });
    await board.getByText(c.stores[0]!.sitename).first().waitFor();
    await page.close();
  });

  it('a supplier’s portal user sees the incidents that reach it, its own part only, and no action', async () => {
    const c = await namedChain(w.t);
    const incident = await openIncident(w.t, [c.H]);
    await notify(w.t, incident.incidentid);
    const page = await w.page(DESKTOP);
    await w.signIn(page, c.farm.email, c.farm.password, '/incidents');
    await page
      .getByRole('table', { name: 'Incidents', exact: true })
      .getByRole('link', { name: incident.title })
      .click();
    await page.getByRole('heading', { level: 1, name: incident.title }).waitFor();
    const board = page.getByRole('table', { name: 'Parties', exact: true });
    await board.locator('tbody tr').first().waitFor();
    const text = (await page.locator('main').textContent())!;
    // Not our stores, not the wholesaler.
    for (const other of [...c.stores.map((s) => s.sitename), c.wholesaler.name])
      expect(text).not.toContain(other);
    expect(await page.getByRole('button', { name: 'Incident report (PDF)' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Notify all parties' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Close the incident' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Open an incident' }).count()).toBe(0);
    // Opening one is the organisation's.
    await page.goto(`${w.origin}/incidents/new`);
    await page.getByRole('heading', { level: 1, name: 'Not available' }).waitFor();
    await page.close();
  });
});
