import { afterAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../smtp.js';
import { DESKTOP, useConsole } from '../console.js';
import {
  PHONE,
  WHOLESALER_EMAIL,
  axeViolations,
  emailedAckPaths,
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

describe('console: the public acknowledgement page behind a notice’s link', () => {
  it('needs no sign-in, fits a phone, keeps the next link to correct the report, and says why a link is refused', async () => {
    const c = await namedChain(w.t);
    const incident = await openIncident(w.t, [c.H]);
    await notify(w.t, incident.incidentid);
    const [ack] = await emailedAckPaths(smtp, incident.title, WHOLESALER_EMAIL);

    // No tab open: no session, and no sign-in asked.
    const page = await w.page(PHONE);
    await page.goto(`${w.origin}${ack}`);
    await page.getByRole('heading', { level: 1, name: incident.title }).waitFor();
    expect(await page.getByLabel('Email address').count()).toBe(0);
    expect(await page.getByText(`lot ${c.harvest.lot}`).count()).toBeGreaterThan(0);
    expect(await page.getByText('EXERCISE').count()).toBe(0);
    expect(await overflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // A quantity below zero is refused here, before anything is sent.
    await page.getByLabel('On hand').fill('-1');
    await page.getByRole('button', { name: 'Acknowledge and send' }).click();
    await page.getByRole('alert').getByText('On hand: enter a quantity of 0 or more').waitFor();
    await page.getByLabel('On hand').fill('10');
    await page.getByLabel('Sold').fill('5');
    await page.getByLabel('Note (optional)').fill('Counted in the back store');
    await page.getByRole('button', { name: 'Acknowledge and send' }).click();
    await page
      .getByRole('status')
      .getByText(/Thank you: your report/)
      .waitFor();

    // The address moved on to the next link; the report can be corrected from it.
    const next = new URL(page.url()).pathname;
    expect(next).toMatch(/^\/ack\/.+/);
    expect(next).not.toBe(ack);
    expect(await page.getByLabel('On hand').inputValue()).toBe('10');
    await page.getByLabel('On hand').fill('0');
    await page.getByLabel('Destroyed').fill('10');
    await page.getByRole('button', { name: 'Send the correction' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(next);
    const latest = new URL(page.url()).pathname;
    const parties = await w.t.api({ method: 'GET', url: `/api/v1/incidents/${incident.incidentid}/parties` });
    const reported = (
      parties.json().data as { reports: number; report: { destroyed: number } | null }[]
    ).find((p) => p.reports > 0)!;
    expect(reported.reports).toBe(2);
    expect(Number(reported.report!.destroyed)).toBe(10);

    // The used link, a wrong one, and any once the incident is closed: refused, with the reason.
    await page.goto(`${w.origin}${ack}`);
    await page
      .getByRole('alert')
      .getByText(/already used/)
      .waitFor();
    await page.goto(`${w.origin}/ack/not-a-token-at-all`);
    await page
      .getByRole('alert')
      .getByText(/This link is not right/)
      .waitFor();
    const closed = await w.t.api({
      method: 'POST',
      url: `/api/v1/incidents/${incident.incidentid}/close`,
      payload: { closurenote: 'Done' },
      key: w.t.key[3],
    });
    expect(closed.statusCode, closed.body).toBe(200);
    await page.goto(`${w.origin}${latest}`);
    await page
      .getByRole('alert')
      .getByText(/This incident is closed/)
      .waitFor();
    await page.close();
  });

  it('a mock recall, started from the list, is badged EXERCISE in the list and on its acknowledgement page', async () => {
    const c = await namedChain(w.t);
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/incidents');
    await page.getByRole('link', { name: 'Start a mock recall' }).click();
    await page.getByRole('heading', { level: 1, name: 'Start a mock recall' }).waitFor();
    const title = `Mock recall ${c.harvest.lot}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Hazard').selectOption('allergen');
    await page.getByLabel('Lots').fill(`${c.harvest.gtin} ${c.harvest.lot}`);
    await page.getByRole('button', { name: 'Show what the lots reach' }).click();
    await page
      .getByRole('region', { name: 'What it reaches' })
      .getByText(`at ${c.dc.sitename}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Start the mock recall' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('EXERCISE').first().waitFor();
    await page.getByRole('button', { name: 'Notify all parties' }).click();
    await page.getByText(/marked EXERCISE/).waitFor();
    await page.getByRole('button', { name: 'Send the notices' }).click();
    await page
      .getByRole('status')
      .getByText(/notices? on the way/)
      .waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Incidents' }).click();
    const row = page.getByRole('table', { name: 'Incidents', exact: true }).locator('tr', { hasText: title });
    await row.getByText('EXERCISE').waitFor();
    expect(await row.textContent()).toContain('Mock recall');
    await page.close();

    const [ack] = await emailedAckPaths(smtp, title, WHOLESALER_EMAIL);
    const phone = await w.page(PHONE);
    await phone.goto(`${w.origin}${ack}`);
    await phone.getByRole('note').getByText('EXERCISE').waitFor();
    expect(await phone.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.close();
  });
});
