import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { PDF_MIN, supplierRead } from '../../fixtures/certificates.js';
import { apiGet } from './c-specs.js';
import { portalCompany } from './c-portal.js';

const w = useConsole();

describe('console: the supplier portal', () => {
  it('shows a supplier its own company only, and takes its certificates', async () => {
    const own = await portalCompany(w.t, 'Hill Top Bakery', 'Hill oat bars', 'HILL-CERT-1');
    const other = await portalCompany(w.t, 'Rival Crackers Ltd', 'Rival crackers', 'RIVAL-CERT-9');
    const page = await w.page(TABLET);
    await w.signIn(page, own.email, own.password, '/');

    // Its company, its spec to complete, its audit, the action assigned to it, its certificate.
    await page.getByRole('heading', { level: 1, name: 'Hill Top Bakery' }).waitFor();
    const todo = page.getByRole('table', { name: 'Specifications to complete' });
    await todo.getByRole('link', { name: 'Hill oat bars' }).waitFor();
    await page.getByRole('table', { name: 'Audits' }).getByText('Hill Top Bakery annual audit').waitFor();
    const actions = page.getByRole('table', { name: 'Corrective actions' });
    await actions.getByText('Hill Top Bakery: replace the bait station').waitFor();
    const certificates = page.getByRole('table', { name: 'Certificates' });
    await certificates.getByRole('cell', { name: 'HILL-CERT-1', exact: true }).waitFor();
    // Nothing of the other company, and no organisation screens offered.
    expect(await page.locator('main').textContent()).not.toMatch(/Rival/);
    expect(await page.getByRole('link', { name: 'Suppliers' }).count()).toBe(0);

    // Uploads its certificate's PDF.
    await page.getByLabel('PDF of certificate HILL-CERT-1').setInputFiles({
      name: 'hill-brcgs.pdf',
      mimeType: 'application/pdf',
      buffer: PDF_MIN,
    });
    await page.getByRole('button', { name: 'Upload PDF' }).click();
    await page.getByRole('status').filter({ hasText: 'hill-brcgs.pdf uploaded' }).waitFor();
    await certificates.getByRole('button', { name: 'hill-brcgs.pdf' }).waitFor();
    const read = await supplierRead(w.t, own.supplierid);
    expect(read.accreditations[0].document).toMatchObject({
      filename: 'hill-brcgs.pdf',
      size: PDF_MIN.length,
    });

    // Records a new certificate.
    await page.getByText('Add a certificate').click();
    await page.getByLabel('Standard').selectOption({ label: 'SALSA' });
    await page.getByLabel('Certificate number').fill('SALSA-777');
    await page.getByLabel('Certifying body').fill('SALSA Ltd');
    await page.getByLabel('Issue date').fill('2026-02-01');
    await page.getByLabel('Expiry date').fill('2027-01-31');
    await page.getByRole('button', { name: 'Record certificate' }).click();
    await certificates.getByRole('cell', { name: 'SALSA-777', exact: true }).waitFor();
    const after = await supplierRead(w.t, own.supplierid);
    expect(
      after.accreditations.map((c: { certificatenumber: string }) => c.certificatenumber).sort(),
    ).toEqual(['HILL-CERT-1', 'SALSA-777']);

    // Moves its action on.
    await actions.getByRole('button', { name: /in progress$/ }).click();
    await actions.getByRole('button', { name: /done$/ }).waitFor();
    expect(await apiGet<{ status: string }>(w.t, `/actions/${own.actionid}`)).toMatchObject({
      status: 'in_progress',
    });

    // Another company's spec is not found; the list has its own only.
    await page.goto(`${w.origin}/specs/${other.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Not found' }).waitFor();
    await page.goto(`${w.origin}/specs`);
    await page
      .getByRole('table', { name: 'Specifications' })
      .getByRole('link', { name: 'Hill oat bars' })
      .waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Rival/);
    await page.goto(`${w.origin}/audits/${other.auditid}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/Rival/);

    // Its own spec: it may fill the content and submit, not sign off or approve.
    await page.goto(`${w.origin}/specs/${own.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Hill oat bars' }).waitFor();
    expect(await page.getByLabel('Technical sign-off name').isEditable()).toBe(false);
    expect(await page.getByLabel('Supplier declaration name').isEditable()).toBe(true);
    await page.getByLabel('Shelf life', { exact: true }).fill('9 months');
    await page.getByRole('button', { name: 'Save specification' }).click();
    await page.getByRole('status').filter({ hasText: 'Specification saved.' }).waitFor();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Moved to Submitted' }).waitFor();
    await page.getByRole('button', { name: 'Withdraw' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start review' }).count()).toBe(0);
    const list = await apiGet<{ psid: number; statusid: number }[]>(
      w.t,
      `/products?companyid=${own.supplierid}`,
    );
    expect(list.find((s) => s.psid === own.psid)?.statusid).toBe(2);
    await page.close();
  });
});
