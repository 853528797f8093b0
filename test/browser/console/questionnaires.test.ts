import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, useConsole } from '../console.js';
import { supplierAccount } from '../../fixtures/accounts.js';
import { PDF_MIN } from '../../fixtures/certificates.js';
import { publishedTemplate, sendQuestionnaire } from '../../fixtures/questionnaires.js';
import { createSupplier } from '../../fixtures/suppliers.js';

const PHONE = { width: 390, height: 844 };
const w = useConsole();

/** How far the document is wider than the screen (0: no page-wide horizontal scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const d = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });

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
          `${v.id}: ${v.nodes
            .map((n) => String(n.target))
            .slice(0, 5)
            .join(' | ')}`,
      );
  });
}

async function assignment(id: number) {
  const res = await w.t.api({ method: 'GET', url: `/api/v1/questionnaires/assignments/${id}` });
  return res.json().data as {
    status: string;
    answers: { code: string; value: unknown }[];
    score: number | null;
  };
}

describe('console: questionnaires', () => {
  it('builds a template, publishes it and sends it from the supplier page', async () => {
    const { supplierid } = await createSupplier(w.t, { companyname: 'Builder Test Farm' });
    const page = await w.page(DESKTOP);
    await w.signIn(page, w.admin.email, w.admin.password, '/questionnaires');
    await page
      .getByRole('table', { name: 'Questionnaire templates' })
      .getByRole('link', { name: 'Supplier Approval Questionnaire' })
      .waitFor();
    await page.getByRole('link', { name: 'New questionnaire' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Packaging questionnaire');
    await page.getByLabel('Valid for (months)').fill('24');
    await page.getByLabel('Section 1 title').fill('Food contact');
    await page.getByLabel('Code of question 1.1').fill('FCM1');
    await page.getByLabel('Text of question 1.1').fill('Do you hold declarations of compliance?');
    await page.getByRole('checkbox', { name: 'Critical' }).check();
    await page.getByRole('button', { name: 'Add a question to section 1' }).click();
    await page.getByLabel('Code of question 1.2').fill('FCM2');
    await page.getByLabel('Text of question 1.2').fill('Which materials?');
    await page.getByLabel('Kind of question 1.2').selectOption('choice');
    await page.getByLabel('Options of question 1.2 (one a line)').fill('Paper\nGlass\nPlastic');
    await page
      .getByRole('group', { name: 'Good answers of question 1.2 (scored)' })
      .getByLabel('Glass')
      .check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved as version 1 (draft).' }).waitFor();
    await page.getByRole('button', { name: 'Publish version 1' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 1 is published' }).waitFor();
    const list = await w.t.api({ method: 'GET', url: '/api/v1/questionnaires' });
    const made = list.json().data.find((t: { name: string }) => t.name === 'Packaging questionnaire');
    expect(made).toMatchObject({ published_version: 1, validity_months: 24 });
    const full = await w.t.api({ method: 'GET', url: `/api/v1/questionnaires/${made.templateid}` });
    expect(full.json().data.sections[0].questions).toMatchObject([
      { code: 'FCM1', kind: 'yesno', critical: true, good: ['yes'], required: true },
      { code: 'FCM2', kind: 'choice', options: ['Paper', 'Glass', 'Plastic'], good: ['Glass'] },
    ]);

    await page.goto(`${w.origin}/suppliers/${supplierid}`);
    const section = page.getByRole('region', { name: 'Questionnaires' });
    await section
      .getByRole('table', { name: 'Questionnaires' })
      .getByRole('link', { name: 'Supplier Approval Questionnaire v1' })
      .waitFor();
    await section.getByRole('button', { name: 'Send questionnaire' }).click();
    await section
      .getByLabel('Questionnaire', { exact: true })
      .selectOption({ label: 'Packaging questionnaire (v1)' });
    await section.getByLabel('Due').fill('2099-03-31');
    await section.getByRole('button', { name: 'Send', exact: true }).click();
    await section.getByRole('link', { name: 'Packaging questionnaire v1' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('lets a supplier answer on a phone (draft, file, submit) and the organisation review it', async () => {
    const s = await supplierAccount(w.t, { companyname: 'Phone Answer Dairy' });
    const templateid = await publishedTemplate(w.t, { name: 'Dairy questionnaire' });
    const { assignmentid: id } = await sendQuestionnaire(w.t, s.supplierid, templateid, '2099-05-01');
    const page = await w.page(PHONE);
    await w.signIn(page, s.email, s.password, '/portal');
    const todo = page.getByRole('table', { name: 'Questionnaires to answer' });
    await todo.getByRole('link', { name: 'Dairy questionnaire v1' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dairy questionnaire' }).waitFor();
    expect(await overflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('group', { name: /Q1 HACCP plan in place/ })
      .getByLabel('Yes')
      .check();
    await page
      .getByRole('group', { name: /Q2 Pest control visits/ })
      .getByLabel('Monthly')
      .check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByRole('status').filter({ hasText: 'Draft saved.' }).waitFor();
    expect(await assignment(id)).toMatchObject({ status: 'In progress' });

    // Submitting with required answers missing: the server's message names them.
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Required questions not answered: T1, F1' }).waitFor();

    await page.getByLabel(/T1 Responsible person/).fill('Pat Portal');
    await page
      .getByLabel(/F1 Certificate/)
      .setInputFiles({ name: 'dairy.pdf', mimeType: 'application/pdf', buffer: PDF_MIN });
    await page.getByRole('status').filter({ hasText: 'dairy.pdf uploaded.' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').filter({ hasText: 'Submitted for review' }).waitFor();
    const submitted = await assignment(id);
    expect(submitted.status).toBe('Submitted');
    expect(submitted.answers.map((a) => a.code).sort()).toEqual(['F1', 'Q1', 'Q2', 'T1']);
    expect(await overflow(page)).toBe(0);
    // Nothing to review for a supplier.
    expect(await page.getByRole('heading', { name: 'Review' }).count()).toBe(0);

    // The console's tabs share their session: the supplier's closes before the organisation signs in.
    await page.close();
    const staff = await w.page(DESKTOP);
    await w.signIn(staff, w.admin.email, w.admin.password, '/questionnaires/queue');
    await staff
      .getByRole('table', { name: 'Questionnaire assignments' })
      .getByRole('link', { name: 'Phone Answer Dairy' })
      .click();
    const review = staff.getByRole('region', { name: 'Review' });
    await review.getByText('Score: 100 %').waitFor();
    await review.getByLabel('Ask for changes').check();
    await review.getByLabel('Comments for the supplier').fill('Please add the detection you use');
    await review.getByLabel('Internal note (never shown to the supplier)').fill('Looks fine otherwise');
    await review.getByRole('button', { name: 'Record the review' }).click();
    await staff.getByText('Changes requested').first().waitFor();
    expect((await assignment(id)).status).toBe('Changes requested');

    // Back on the phone: the comments, never the internal note; answerable again.
    await staff.close();
    const again = await w.page(PHONE);
    await w.signIn(again, s.email, s.password, `/questionnaires/assignments/${id}`);
    await again
      .getByRole('region', { name: 'Reviewer’s comments' })
      .getByText('Please add the detection you use')
      .waitFor();
    expect(await again.locator('main').textContent()).not.toContain('Looks fine otherwise');
    await again.getByRole('button', { name: 'Submit' }).waitFor();
  });
});
