import { describe, expect, it } from 'vitest';
import { useConsole } from '../console.js';
import { bearer, orgUser, supplierAccount, tokenFor } from '../../fixtures/accounts.js';
import { createNewline } from '../../fixtures/newlines/create-newline.js';
import { completeSpec } from '../../fixtures/specs/workflow.js';
import type { TestApp } from '../../helpers.js';
import { apiGet } from './c-specs.js';

// New York: a time zone far from UTC, in which a calendar day read as a UTC midnight falls on the day before.
const TIME_ZONE = 'America/New_York';
const w = useConsole({}, { locale: 'en-GB', timezoneId: TIME_ZONE });

/** Fatima O'Brien, a technical manager of the organisation (level 2), signed in: her token. */
async function fatima(t: TestApp) {
  const { email, password } = await orgUser(t, 2, {
    firstname: 'Fatima',
    lastname: "O'Brien",
    jobtitle: 'Technical manager',
  });
  return { token: await tokenFor(t, email, password) };
}

/** updateProduct with `token`; it must succeed. */
async function update(t: TestApp, token: string, psid: number, payload: object) {
  const res = await t.api({
    method: 'POST',
    url: `/api/v1/products/updateProduct/${psid}`,
    key: null,
    headers: bearer(token),
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

describe('console: a readable history', () => {
  it('names the people, the country and the dates in the browser’s time zone, and hides internal fields', async () => {
    const n = await createNewline(w.t, { productname: 'Extra virgin olive oil', productcode: 'EVOO-1' });
    await completeSpec(w.t, n.psid); // supplier declaration dated 2026-01-02
    const { token } = await fatima(w.t);
    await update(w.t, token, n.psid, { countryid: 724 });
    for (const to of ['Submitted', 'In review', 'Approved']) {
      const res = await w.t.api({
        method: 'POST',
        url: `/api/v1/products/${n.psid}/transition`,
        key: null,
        headers: bearer(token),
        payload: { to },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const entries = await apiGet<{ at: string; changes: { field: string }[] }[]>(
      w.t,
      `/history/product/${n.psid}`,
    );
    // What the API gives: ids and internal fields, which the console makes readable.
    expect(entries[0]!.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['newlineid', 'isactive', 'userid']),
    );
    const approvedAt = entries.at(-1)!.at;

    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, `/specs/${n.psid}`);
    await page.getByRole('heading', { level: 1, name: 'Extra virgin olive oil' }).waitFor();
    const history = page.getByRole('region', { name: 'Change history' });

    // The country by its name, changed by Fatima by name.
    const country = history.getByRole('listitem').filter({ hasText: 'Country of origin:' });
    await country.getByText('Country of origin: – → Spain').waitFor();
    await country.getByText("by Fatima O'Brien (signed in)").waitFor();

    // The approval, at its time in New York (the browser's time zone), not in UTC.
    const approval = history.getByRole('listitem').filter({ hasText: 'Status: In review → Approved' });
    await approval.getByText("by Fatima O'Brien").waitFor();
    const local = when(approvedAt, TIME_ZONE);
    expect(local).not.toBe(when(approvedAt, 'UTC'));
    expect(await approval.locator('time').textContent()).toBe(local);

    // A calendar date stays that day (2 Jan), not the UTC midnight seen from New York (1 Jan, 19:00).
    await history.getByText('Supplier declaration date: – → 2 Jan 2026').waitFor();

    // The record's internal fields are not shown, and nobody is a number.
    const text = await history.innerText();
    expect(text).not.toMatch(/newlineid|isactive|userid|submitted:/i);
    expect(text).not.toMatch(/\buser \d+/);
    await history.getByText('Created (specification)').waitFor();

    // The versions list: approved by Fatima, at the New York time.
    const versions = page.getByRole('table', { name: 'Approved versions' });
    await versions.getByRole('columnheader', { name: 'Approved by' }).waitFor();
    const row = versions.getByRole('row').filter({ hasText: "Fatima O'Brien" });
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['1', when(approvedAt, TIME_ZONE), "Fatima O'Brien"]);
    await page.close();
  });

  it('a supplier’s portal user reads its own people by name and the organisation’s as a member of it', async () => {
    const supplier = await supplierAccount(w.t);
    const created = await w.t.api({
      method: 'POST',
      url: '/api/v1/newlines',
      payload: {
        companyid: supplier.supplierid,
        siteid: supplier.siteid,
        productname: 'Smoked paprika',
        productcode: 'SP-1',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { psid } = created.json().data as { psid: number };
    await update(w.t, supplier.token, psid, { supplierdeclarationname: 'Pat Portal' });
    const { token } = await fatima(w.t);
    await update(w.t, token, psid, { countryid: 724 });

    const page = await w.page();
    await w.signIn(page, supplier.email, supplier.password, `/specs/${psid}`);
    await page.getByRole('heading', { level: 1, name: 'Smoked paprika' }).waitFor();
    const history = page.getByRole('region', { name: 'Change history' });
    const declaration = history.getByRole('listitem').filter({ hasText: 'Supplier declaration name:' });
    await declaration.getByText('by Pat Portal (signed in)').waitFor();
    const country = history.getByRole('listitem').filter({ hasText: 'Country of origin: – → Spain' });
    await country.getByText('by a member of the organisation (signed in)').waitFor();
    expect(await history.innerText()).not.toMatch(/\buser \d+/);
    await page.close();
  });
});
