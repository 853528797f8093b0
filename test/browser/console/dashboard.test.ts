import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { scoredAudit } from '../../fixtures/reports.js';
import { createCertificate } from '../../fixtures/certificates.js';
import { raised } from '../../fixtures/actions.js';

const w = useConsole();

const p = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
const utcDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function total(url: string): Promise<number> {
  const res = await w.t.api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pagination.total as number;
}

describe('console: the dashboard', () => {
  it('shows the figures of the audits, actions and certificates made, and the chart with its table', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Dashboard Dairy' });
    const today = localDay(new Date());
    const done = await scoredAudit(w.t, supplierid, today, { fail: [3, 4, 5, 6] });
    await scoredAudit(w.t, supplierid, today, { fail: [7] }, false);
    // Last year's audit counts in no figure of this month.
    const old = new Date();
    old.setMonth(old.getMonth() - 14);
    await scoredAudit(w.t, supplierid, localDay(old));
    await raised(w.t, done.auditid, done.items[3]!.itemid, {
      description: 'Reseal the floor drain',
      duedate: '2020-01-31',
    });
    await createCertificate(w.t, supplierid, {
      certificatenumber: 'DASH-1',
      issuedate: utcDay(-300),
      expirydate: utcDay(20),
    });

    const audits = (await w.t.api({ method: 'GET', url: '/api/v1/audits' })).json().data as {
      auditid: number;
      score_pct: number | null;
    }[];
    const score = audits.find((a) => a.auditid === done.auditid)!.score_pct!;
    expect(score).toBeLessThan(100);
    const open =
      (await total('/api/v1/actions?status=open')) + (await total('/api/v1/actions?status=in_progress'));
    const overdue = await total('/api/v1/actions?overdue=true');
    expect(overdue).toBeGreaterThanOrEqual(1);

    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/');
    const figure = (name: string) => page.getByRole('region', { name, exact: true }).locator('.stat');
    await expect.poll(() => figure('Audits this month').textContent()).toBe('2');
    const shown = await page.evaluate(
      (n) => `${n.toLocaleString(undefined, { maximumFractionDigits: 1 })} %`,
      score,
    );
    await expect.poll(() => figure('Average score this month').textContent()).toBe(shown);
    await expect.poll(() => figure('Open actions').textContent()).toBe(String(open));
    await expect.poll(() => figure('Overdue actions').textContent()).toBe(String(overdue));
    await expect.poll(() => figure('Certificates to renew').textContent()).toBe('1');

    // The chart: a canvas chart.js drew on, named for screen readers, with its figures in a table.
    const canvas = page.getByRole('img', { name: /average audit score by month/i });
    await canvas.waitFor();
    // Something was drawn: pixels that are not transparent (axes, labels, the bar).
    type Canvas = {
      width: number;
      height: number;
      getContext(k: '2d'): { getImageData(...a: number[]): { data: Uint8ClampedArray } };
    };
    const painted = () =>
      canvas.evaluate((el) => {
        const c = el as unknown as Canvas;
        const { data } = c.getContext('2d').getImageData(0, 0, c.width, c.height);
        let n = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
        return n;
      });
    await expect.poll(painted).toBeGreaterThan(1000);
    const table = page.getByRole('table', { name: 'Average audit score by month' });
    const month = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(new Date()),
    );
    const row = table.getByRole('row', { name: new RegExp(`^${month}`) });
    await expect.poll(() => row.locator('td').allTextContents()).toEqual(['2', '1', shown]);
    expect(await table.getByRole('row').count()).toBe(2); // the header and this month: last year's is out

    // The rest of the board: the failing section, the overdue action, the expiring certificate.
    await page
      .getByRole('region', { name: 'Overdue actions' })
      .getByRole('link', { name: 'Reseal the floor drain' })
      .waitFor();
    const certs = page.getByRole('region', { name: 'Certificates expiring' });
    await certs.getByRole('row', { name: /Dashboard Dairy.*DASH-1.*Expiring/ }).waitFor();
    await page
      .getByRole('region', { name: 'Specifications by status' })
      .getByRole('cell', { name: 'New' })
      .waitFor();
    expect(
      await page.getByRole('region', { name: 'Sections with the most failures' }).locator('tbody tr').count(),
    ).toBeGreaterThan(0);
    await page.close();
  });
});
