import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail, useTestApp } from '../../../test/helpers.js';
import { freePort, startSmtp, type TestSmtp } from '../../../test/smtp.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { verifyTemporaryPassword } from '../../lib/temp-password.js';

// Nothing listens on this port until the test starts the mail server there.
const port = await freePort();
let smtp: TestSmtp | undefined;
// Registered first so that it runs last, after the app (and its pooled SMTP connection) has closed.
afterAll(async () => smtp?.close());
const t = useTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PORTAL_URL: 'https://portal.example.test' });

describe('welcome email while the mail server is down', () => {
  it('does not hold up creation, retries, and sends exactly once when the server is back', async () => {
    const email = uniqueEmail('welcome');
    const { supplierid } = await createSupplier(t, { portaluseremail: email, portaluserfirstname: 'Wanda' });

    // The worker's first try fails (nothing listens yet): waited for, not assumed done within a fixed time.
    await eventually(async () => {
      const waiting = await t.db.query<{ status: string; attempts: number; last_error: string | null }>(
        'SELECT status, attempts, last_error FROM supplier_outbox WHERE companyid = $1',
        [supplierid],
      );
      expect(waiting.rows[0]!.status).toMatch(/pending|sending/);
      expect(waiting.rows[0]!.attempts).toBeGreaterThanOrEqual(1);
      expect(waiting.rows[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
    });

    smtp = await startSmtp(port);
    const [mail] = await smtp.waitFor(1, 20_000);
    expect(mail!.to).toMatchObject({ value: [{ address: email }] });
    expect(mail!.subject).toBe('Your supplier portal account');
    const password = /Temporary password: (\S+)/.exec(mail!.text ?? '')?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(mail!.text).toContain(`Login email: ${email}`);
    expect(mail!.text).toContain('https://portal.example.test');
    expect(mail!.html).toContain('Wanda');
    expect(mail!.html).toContain(password);
    expect(mail!.html).toContain('https://portal.example.test');

    const user = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE companyid = $1',
      [supplierid],
    );
    expect(verifyTemporaryPassword(user.rows[0]!.password_hash, password!)).toBe(true);

    // Marked sent, the row is never claimed again: what the server got is then all it gets.
    await eventually(async () => {
      const { rows } = await t.db.query('SELECT status FROM supplier_outbox WHERE companyid = $1', [
        supplierid,
      ]);
      expect(rows).toEqual([{ status: 'sent' }]);
    });
    expect(smtp.messages).toHaveLength(1);
    const sent = await t.db.query('SELECT status, temp_password FROM supplier_outbox WHERE companyid = $1', [
      supplierid,
    ]);
    // Once sent, the outbox no longer holds the password.
    expect(sent.rows).toEqual([{ status: 'sent', temp_password: null }]);
  });
});
