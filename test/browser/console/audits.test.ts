import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { supplierAccount } from '../../fixtures/accounts.js';
import { createAudit } from '../../fixtures/audits/helpers.js';
import { createSupplier } from '../../fixtures/suppliers.js';
import { checklist, itemCard, listed, sectionCard, supplierAudit } from './b-audits.js';

const w = useConsole();

describe('console: audits', () => {
  it('creates an audit through the form and lists it with its traffic light', async () => {
    const companyname = `Form Foods ${process.pid}`;
    const { supplierid } = await createSupplier(w.t, { companyname });
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/audits/new');
    await page.getByRole('heading', { name: 'New audit' }).waitFor();
    await page.getByLabel('Find a supplier').fill('Form Foods');
    await page.getByRole('option', { name: companyname, exact: false }).waitFor({ state: 'attached' });
    await page.getByLabel('Supplier', { exact: true }).selectOption(String(supplierid));
    await page.getByLabel('Audit date').fill('2026-05-04');
    await page.getByLabel('Reason').fill('Unannounced visit');
    await page.getByRole('button', { name: 'Create audit' }).click();
    await page.getByRole('heading', { name: new RegExp(`^Audit \\d+: ${companyname}$`) }).waitFor();
    const auditid = Number(/\/audits\/(\d+)$/.exec(page.url())?.[1]);
    expect(auditid).toBeGreaterThan(0);

    // The API has it as entered, the person signed in as its auditor.
    expect(await listed(w.t, auditid)).toMatchObject({
      companyid: supplierid,
      auditdate: '2026-05-04',
      audit_reason: 'Unannounced visit',
      userid: w.admin.userid,
      statusid: 1,
      traffic_light: 'grey',
    });

    // Another audit of the supplier with a critical item failed: red in the list.
    const other = await supplierAudit(w.t, w.admin.userid);
    const critical = (await checklist(w.t, other.auditid)).flatMap((s) => s.items).find((i) => i.critical)!;
    const res = await w.t.api({
      method: 'PUT',
      url: `/api/v1/audits/${other.auditid}/items/${critical.itemid}/response`,
      payload: { result: 'fail' },
    });
    expect(res.statusCode, res.body).toBe(200);

    await page.getByRole('link', { name: 'Audits', exact: true }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Audit ${auditid}`, exact: true }) });
    await row.waitFor();
    const date = await page.evaluate(() =>
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-05-04T00:00:00Z'),
      ),
    );
    await expect.poll(() => row.textContent()).toContain(date);
    expect(await row.textContent()).toContain('Not started');
    expect(await row.textContent()).toContain('In progress');
    const redRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: `Audit ${other.auditid}`, exact: true }) });
    await expect.poll(() => redRow.textContent()).toContain('Red');
    // The supplier links to its page.
    expect(await row.getByRole('link', { name: companyname }).getAttribute('href')).toBe(
      `/suppliers/${supplierid}`,
    );
    await page.close();
  });

  it('shows a supplier portal user its own company’s audits only, read-only', async () => {
    const account = await supplierAccount(w.t);
    const own = await w.t.api({
      method: 'POST',
      url: '/api/v1/audits',
      payload: { companyid: account.supplierid, userid: w.admin.userid, audit_date: '2026-02-02' },
    });
    expect(own.statusCode, own.body).toBe(201);
    const ownId = own.json().data.auditid as number;
    const other = await createAudit(w.t);

    const page = await w.page(TABLET);
    await w.signIn(page, account.email, account.password, '/audits');
    await page.getByRole('link', { name: `Audit ${ownId}`, exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `Audit ${other.auditid}`, exact: true }).count()).toBe(0);
    expect(await page.getByText(other.companyname).count()).toBe(0);
    // Creating audits is not offered.
    expect(await page.getByRole('link', { name: 'New audit' }).count()).toBe(0);

    // Another company's audit is not found, as if missing.
    await page.goto(`${w.origin}/audits/${other.auditid}`);
    await page.getByRole('heading', { name: 'Audit not found' }).waitFor();
    expect(await page.getByRole('alert').textContent()).toBe('Audit not found');

    // Its own audit: read-only (no answering, photos or completion).
    await page.goto(`${w.origin}/audits/${ownId}`);
    await page.getByRole('heading', { name: new RegExp(`^Audit ${ownId}:`) }).waitFor();
    const pass = page.getByRole('button', { name: 'Pass', exact: true });
    await pass.first().waitFor();
    expect(await pass.first().isDisabled()).toBe(true);
    expect(await page.getByLabel('Add photo').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Complete audit' }).count()).toBe(0);
    await page.close();
  });

  it('does not offer completion with a required item missing and says why, asks before completing, completes with the score, raises an action and downloads the PDF', async () => {
    const { auditid } = await supplierAudit(w.t, w.admin.userid);
    const all = (await checklist(w.t, auditid)).flatMap((s) =>
      s.items.map((i) => ({ ...i, section: s.section_name })),
    );
    const missing = all.find((i) => i.required && !i.critical)!;
    const failed = all.find((i) => i.required && !i.critical && i.itemid !== missing.itemid)!;
    for (const i of all) {
      if (i === missing) continue;
      const res = await w.t.api({
        method: 'PUT',
        url: `/api/v1/audits/${auditid}/items/${i.itemid}/response`,
        payload: { result: i === failed ? 'fail' : 'pass' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, `/audits/${auditid}`);
    await page.getByText('1 required item is not answered yet.').waitFor();
    const complete = page.getByRole('button', { name: 'Complete audit' });
    // Not offered while the panel says it cannot complete: disabled, and described by the reason.
    expect(await complete.isDisabled()).toBe(true);
    const describedBy = await complete.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`#${describedBy}`).textContent()).toContain(
      '1 required item is not answered yet.',
    );

    // The reason leads to the item; answering it (by keyboard) lifts it.
    await page.getByText('Required items not answered').click();
    await page.getByRole('button', { name: `${missing.section}: ${missing.question}` }).click();
    const pass = itemCard(page, missing.question).getByRole('button', { name: 'Pass', exact: true });
    await pass.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Every required item is answered.').waitFor();
    await expect.poll(() => complete.isEnabled()).toBe(true);
    // Irreversible: asked once more, saying what completing does; Cancel leaves the audit as it was.
    await complete.click();
    const asked = page.getByRole('group', { name: new RegExp(`^Complete audit ${auditid}\\?`) });
    await asked.waitFor();
    expect(await asked.textContent()).toContain(
      'This cannot be undone: the answers are locked, the score is calculated, and every failed critical item raises a corrective action',
    );
    await expect.poll(() => page.locator(':focus').textContent()).toBe('Yes, complete the audit');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await complete.waitFor();
    expect((await listed(w.t, auditid))?.statusid).toBe(1);
    await complete.click();
    await asked.getByRole('button', { name: 'Yes, complete the audit' }).click();
    await page.getByRole('heading', { name: 'Audit complete' }).waitFor();
    const done = await listed(w.t, auditid);
    expect(done?.statusid).toBe(2);
    expect(done?.score_pct).toBeGreaterThan(90);
    expect(done?.score_pct).toBeLessThan(100);
    const shown = await page.evaluate(
      (n) => n.toLocaleString(undefined, { maximumFractionDigits: 2 }),
      done!.score_pct!,
    );
    await expect.poll(() => page.locator('.final-score').textContent()).toBe(`Score: ${shown} %`);
    // A complete audit's answers cannot change.
    await expect.poll(() => pass.isDisabled()).toBe(true);

    // A corrective action on the failed item.
    await sectionCard(page, failed.section).click();
    const card = itemCard(page, failed.question);
    await card.getByRole('button', { name: 'Raise corrective action' }).click();
    await card.getByLabel('What is to be done').fill('Replace the cracked door seal');
    await card.getByLabel('Priority').selectOption('high');
    await card.getByLabel('Due date').fill('2026-06-30');
    await card.getByRole('button', { name: 'Raise action' }).click();
    await card.getByText('Replace the cracked door seal').waitFor();
    const actions = (await w.t.api({ method: 'GET', url: `/api/v1/audits/${auditid}/actions` })).json().data;
    expect(actions).toEqual([
      expect.objectContaining({
        itemid: failed.itemid,
        description: 'Replace the cracked door seal',
        priority: 'high',
        duedate: '2026-06-30',
        assignee: w.admin.userid,
        status: 'open',
      }),
    ]);

    // The report.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download report (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`audit-${auditid}-report.pdf`);
    const bytes = fs.readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.close();
  });
});
