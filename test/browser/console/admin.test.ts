import { describe, expect, it } from 'vitest';
import { TABLET, useConsole } from '../console.js';
import { uniqueEmail } from '../../helpers.js';
import { login } from '../../fixtures/accounts.js';

const w = useConsole({ WEBHOOK_ALLOW_PRIVATE: 'true' });

describe('console: administration', () => {
  it('creates a user, edits it and deactivates it', async () => {
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/admin/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const form = page.getByRole('form', { name: 'New user' });
    const email = uniqueEmail('newstaff');
    await form.getByLabel('First name').fill('Nora');
    await form.getByLabel('Last name').fill('Newcomer');
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Password').fill('a-first-password-1');
    await form.getByLabel('Job title').fill('Technologist');
    await form.getByLabel('Access level').selectOption({ label: 'Technologist' });
    await form.getByLabel('Department').selectOption({ index: 1 });
    await form.getByRole('button', { name: 'Create user' }).click();
    await page.getByRole('main').getByRole('status').getByText('User created.').waitFor();

    // Found by a search; edited.
    await page.getByLabel('Search users').fill('newcomer');
    const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await row.getByText('Technologist').first().waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Users' }).locator('tbody tr').count()).toBe(1);
    await row.getByRole('button', { name: 'Edit Nora Newcomer' }).click();
    await page.getByRole('form', { name: 'Edit user' }).getByLabel('Mobile').fill('07700 900123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('main').getByRole('status').getByText('Changes saved.').waitFor();

    const signIn = await login(w.t, email, 'a-first-password-1');
    expect(signIn.statusCode, signIn.body).toBe(200);
    const user = signIn.json().data.user;
    expect(user).toMatchObject({ firstname: 'Nora', accesslevelid: 3, mobileno: '07700 900123', active: 1 });

    // Deactivated after a confirmation in place: the list of active users no longer has it.
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByRole('button', { name: 'Yes, deactivate' }).click();
    await page
      .getByRole('status')
      .getByText(/Nora Newcomer was deactivated/)
      .waitFor();
    await page.getByText('No user matches.').waitFor();
    const read = await w.t.api({ method: 'GET', url: `/api/v1/users/getUser/${user.userid}` });
    expect(read.json().data).toMatchObject({ active: 0 });
    expect((await login(w.t, email, 'a-first-password-1')).statusCode).toBe(401);
    await page.close();
  });

  it('creates an API key shown once, and revokes it: the key is refused afterwards', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/admin/keys');
    await page.getByRole('button', { name: 'New API key' }).click();
    const form = page.getByRole('form', { name: 'New API key' });
    await form.getByLabel('Name').fill('ERP import');
    await form.getByLabel('Level').selectOption({ label: 'Editor (create and update)' });
    await form.getByLabel('Acts as').selectOption(String(w.admin.userid));
    await form.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('region', { name: 'The new API key' });
    const key = (await shown.locator('code').textContent())!;
    expect(key).toMatch(/^ftk_/);
    const me = await w.t.api({ method: 'GET', url: '/api/v1/auth/me', key });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ level: 2, user: { emailaddress: w.admin.email } });

    // Shown once: gone from the page once kept, and the list shows only its start.
    await shown.getByRole('button', { name: 'I have kept it' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    const row = page.getByRole('row', { name: /ERP import/ });
    await row.getByText('Active').waitFor();
    expect(key.startsWith((await row.locator('td.mono').textContent())!.replace('…', ''))).toBe(true);

    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByRole('button', { name: 'Yes, revoke' }).click();
    await row.getByText(/^Revoked/).waitFor();
    const after = await w.t.api({ method: 'GET', url: '/api/v1/auth/me', key });
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Invalid API key');
    await page.close();
  });

  it('registers a webhook (its secret shown once), sends a test event and shows it in the delivery log', async () => {
    const page = await w.page(TABLET);
    await w.signIn(page, w.admin.email, w.admin.password, '/admin/webhooks');
    await page.getByText('No endpoint registered.').waitFor();
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('form', { name: 'New endpoint' });
    await form.getByLabel('Endpoint URL').fill('http://127.0.0.1:2/hooks');
    await form.getByLabel('Description').fill('Nobody listens here');
    await form.getByLabel('Every event').uncheck();
    await form.getByLabel('supplier.created').check();
    await form.getByLabel('certificate.expiring').check();
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    const secret = (await page
      .getByRole('region', { name: 'The endpoint’s signing secret' })
      .locator('code')
      .textContent())!;
    expect(secret).toMatch(/^whsec_/);

    const listed = (await w.t.api({ method: 'GET', url: '/api/v1/webhooks' })).json().data;
    expect(listed).toMatchObject([
      {
        url: 'http://127.0.0.1:2/hooks',
        events: ['supplier.created', 'certificate.expiring'],
        enabled: true,
      },
    ]);
    const row = page.getByRole('row', { name: /127\.0\.0\.1:2/ });
    await row.getByText('supplier.created, certificate.expiring').waitFor();

    // The test event fails (nothing listens on port 2): said so, and in the log.
    await row.getByRole('button', { name: 'Send a test event' }).click();
    await page
      .getByRole('status')
      .getByText(/^Test event failed: /)
      .waitFor();
    const log = page.getByRole('table', { name: 'Delivery log' });
    const entry = log.getByRole('row', { name: /webhook\.test/ });
    await entry.getByText('failed').waitFor();
    await entry.getByText('Connection refused').waitFor();
    const deliveries = await w.t.api({ method: 'GET', url: `/api/v1/webhooks/${listed[0].id}/deliveries` });
    expect(deliveries.json().data).toMatchObject([{ type: 'webhook.test', status: 'failed', attempt: 1 }]);

    // Sent again from the log: a second attempt is recorded.
    await entry.getByRole('button', { name: /^Redeliver / }).click();
    await page
      .getByRole('status')
      .getByText(/queued again/)
      .waitFor();
    await expect
      .poll(async () => {
        const res = await w.t.api({ method: 'GET', url: `/api/v1/webhooks/${listed[0].id}/deliveries` });
        return res.json().data[0].attempt as number;
      })
      .toBeGreaterThanOrEqual(2);

    // Disabled: the badge follows.
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled').waitFor();
    await page.close();
  });

  it('shows the server’s refusal of an endpoint URL', async () => {
    const page = await w.page();
    await w.signIn(page, w.admin.email, w.admin.password, '/admin/webhooks');
    await page.getByRole('button', { name: 'New endpoint' }).click();
    const form = page.getByRole('form', { name: 'New endpoint' });
    await form.getByLabel('Endpoint URL').fill('ftp://127.0.0.1/hooks');
    await form.getByRole('button', { name: 'Register endpoint' }).click();
    await expect
      .poll(() => form.getByRole('alert').textContent())
      .toBe('Webhook URL must be an http or https URL without credentials');
    expect((await w.t.api({ method: 'GET', url: '/api/v1/webhooks' })).json().data).toHaveLength(1);
    await page.close();
  });
});
