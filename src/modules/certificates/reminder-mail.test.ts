import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createPgDb } from '../../db/pg.js';
import { buildTestApp, useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { startSmtp } from '../../../test/smtp.js';
import { supplierAccount } from '../../../test/fixtures/accounts.js';
import { createCertificate } from '../../../test/fixtures/certificates.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { evaluateReminders } from './reminders.repository.js';
import { reminderEmail } from './reminder-email.js';

const smtp = await startSmtp();
// Registered first so that it runs last, after the apps (and their pooled SMTP connections) have closed.
afterAll(async () => smtp.close());
const clock = testClock('2026-09-01');
const env = { SMTP_URL: smtp.url, PORTAL_URL: 'https://portal.example.test', WORKER_POLL: '50ms' };
const t = useTestApp(env, { clock: clock.now });

/** Waits until no reminder email to `address` is left to send: what has been sent is then all there is. */
const outboxSettled = (address: string) =>
  eventually(async () => {
    const { rows } = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM certificate_reminder_outbox WHERE recipient = $1 AND status IN ('pending', 'sending')",
      [address],
    );
    expect(rows[0]!.n).toBe(0);
  });
/** The reminder emails (not the welcome email) an address got. */
const mailsTo = (address: string) =>
  smtp.messages.filter(
    (m) =>
      m.subject?.startsWith('Certificate') &&
      m.to &&
      !Array.isArray(m.to) &&
      m.to.value[0]?.address === address,
  );

describe('reminder emails', () => {
  it('go to the supplier’s users once per reminder, whatever evaluates it and however often', async () => {
    const account = await supplierAccount(t, { companyname: 'Mail <Oats> Ltd' });
    const { accreditationid } = await createCertificate(t, account.supplierid, {
      standard: 3,
      certificatenumber: 'SALSA-77',
      certifyingbody: 'Acoura',
      issuedate: '2025-10-01',
      expirydate: addDays(clock.today(), 25),
    });
    const [mail] = await eventually(async () => {
      const mails = mailsTo(account.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe('Certificate expiring in 30 days: SALSA certificate SALSA-77');
    expect(mail!.text).toContain(`expires on ${addDays(clock.today(), 25)}, in 30 days.`);
    expect(mail!.text).toContain('Mail <Oats> Ltd (certified by Acoura)');
    expect(mail!.text).toContain('https://portal.example.test');
    expect(mail!.html).toContain('Mail &lt;Oats&gt; Ltd');

    // Evaluated again and again, by this instance and by another one (its own pool on PostgreSQL).
    const other = t.dbUrl ? createPgDb(t.dbUrl) : t.db;
    const app2 = await buildTestApp({
      config: loadConfig({ DATA_DIR: t.dataDir, ...env }),
      db: other,
      clock: clock.now,
    });
    try {
      await Promise.all(
        [t.db, other, t.db, other].map((db) => evaluateReminders(db, clock.today(), { mail: true })),
      );
      await outboxSettled(account.email);
      expect(mailsTo(account.email)).toHaveLength(1);

      // The day it expires: one certificate.expired email.
      clock.advanceDays(25);
      await evaluateReminders(other, clock.today(), { mail: true });
      await evaluateReminders(t.db, clock.today(), { mail: true });
      const mails = await eventually(async () => {
        const all = mailsTo(account.email);
        expect(all).toHaveLength(2);
        return all;
      });
      expect(mails[1]!.subject).toBe('Certificate expired: SALSA certificate SALSA-77');
      await outboxSettled(account.email);
      expect(mailsTo(account.email)).toHaveLength(2);
    } finally {
      clock.advanceDays(-25);
      await app2.close();
      if (other !== t.db) await other.close();
    }
    const { rows } = await t.db.query(
      `SELECT r.threshold, o.status, o.attempts FROM certificate_reminder_outbox o
         JOIN certificate_reminders r USING (reminderid) WHERE r.accreditationid = $1 ORDER BY r.threshold DESC`,
      [accreditationid],
    );
    expect(rows).toEqual([
      { threshold: 30, status: 'sent', attempts: 1 },
      { threshold: 0, status: 'sent', attempts: 1 },
    ]);
  });

  it('are cancelled, not sent, when the certificate was deleted before they went', async () => {
    const account = await supplierAccount(t);
    const { accreditationid } = await createCertificate(t, account.supplierid, {
      expirydate: addDays(clock.today(), 200),
    });
    // Queued by an evaluation on a later day, then the certificate deleted before the worker takes it.
    await t.db.transaction(async (tx) => {
      await evaluateReminders(tx, addDays(clock.today(), 150), { mail: true, accreditationid });
      await tx.query('UPDATE accreditations SET active = 0 WHERE accreditationid = $1', [accreditationid]);
    });
    await eventually(async () => {
      const { rows } = await t.db.query(
        `SELECT o.status FROM certificate_reminder_outbox o JOIN certificate_reminders r USING (reminderid)
          WHERE r.accreditationid = $1`,
        [accreditationid],
      );
      expect(rows).toEqual([{ status: 'cancelled' }]);
    });
    expect(mailsTo(account.email)).toHaveLength(0);
  });
});

describe('reminderEmail', () => {
  it('says expiring in N days, or expired, and escapes what it puts in HTML', () => {
    const facts = {
      firstname: '<i>Ann</i>',
      companyname: 'Oats & Co',
      standard: 'MSC',
      certificatenumber: null,
      certifyingbody: null,
      expirydate: '2026-12-01',
      portalUrl: 'https://portal.example.test/?a=1&b=2',
    };
    const expiring = reminderEmail({ ...facts, threshold: 90 });
    expect(expiring.subject).toBe('Certificate expiring in 90 days: MSC certificate');
    expect(expiring.text).toContain('The MSC certificate of Oats & Co expires on 2026-12-01, in 90 days.');
    expect(expiring.html).toContain('&lt;i&gt;Ann&lt;/i&gt;');
    expect(expiring.html).toContain('Oats &amp; Co');
    expect(expiring.html).toContain('https://portal.example.test/?a=1&amp;b=2');
    expect(reminderEmail({ ...facts, threshold: 0 }).text).toContain('expired on 2026-12-01.');
  });
});
