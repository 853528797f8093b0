import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { startSmtp } from '../../../test/smtp.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { orgAuditor, plan, siteOf, supplierAt } from '../../../test/fixtures/audit-programme.js';
import { evaluateAuditReminders } from './reminders.repository.js';
import { auditReminderEmail } from './reminder-email.js';

const smtp = await startSmtp();
afterAll(async () => smtp.close());
// The reminders' timer every second, and a clock the tests move: days pass without waiting for them.
const clock = testClock();
const env = {
  CERTIFICATE_REMINDER_INTERVAL: '1s',
  SMTP_URL: smtp.url,
  PORTAL_URL: 'https://portal.example.test',
  WORKER_POLL: '50ms',
};
const t = useTestApp(env, { clock: clock.now });

const remindersOf = async (auditid: number) => {
  const { rows } = await t.db.query<{ threshold: number; userid: number }>(
    'SELECT threshold, userid FROM audit_programme_reminders WHERE auditid = $1 ORDER BY reminderid',
    [auditid],
  );
  return rows.map((r) => `${r.threshold}:${r.userid}`);
};
const mailsTo = (address: string) =>
  smtp.messages.filter(
    (m) =>
      m.subject?.startsWith('Audit due') &&
      m.to &&
      !Array.isArray(m.to) &&
      m.to.value[0]?.address === address,
  );

describe('reminders to the assigned auditor', () => {
  it('14 days before and on the due date, each once, on the timer as the clock moves', async () => {
    const start = clock.today();
    const auditor = await orgAuditor(t, 'Rita');
    const { rows } = await t.db.query<{ emailaddress: string }>(
      'SELECT emailaddress FROM users WHERE userid = $1',
      [auditor],
    );
    const email = rows[0]!.emailaddress;
    const { supplierid, siteid } = await supplierAt(t, 2, { companyname: 'Remind <Me> Ltd' });
    const res = await plan(t, { days: 100, userid: auditor, unannounced: true });
    const made = res.json().data.audits.find((a: { siteid: number }) => a.siteid === siteid);
    expect(made.due_date).toBe(addDays(start, 90));
    const auditid = made.auditid as number;

    const steps: [number, string[]][] = [
      [75, []],
      [76, ['14:' + auditor]], // 14 days before the due date
      [89, ['14:' + auditor]],
      [90, ['14:' + auditor, '0:' + auditor]], // the due date
      [120, ['14:' + auditor, '0:' + auditor]],
    ];
    try {
      for (const [day, expected] of steps) {
        clock.set(addDays(start, day));
        await eventually(async () => expect(await remindersOf(auditid)).toEqual(expected));
      }
      const mails = await eventually(async () => {
        const m = mailsTo(email);
        expect(m).toHaveLength(2);
        return m;
      });
      expect(mails.map((m) => m.subject)).toEqual([
        'Audit due in 14 days: Remind <Me> Ltd, Remind <Me> Ltd',
        'Audit due today: Remind <Me> Ltd, Remind <Me> Ltd',
      ]);
      expect(mails[0]!.text).toContain('It is unannounced');
      expect(mails[0]!.html).toContain('Remind &lt;Me&gt; Ltd');
      // Overdue by the clock: the list says so, with the days.
      const site = await siteOf(t, supplierid);
      expect(site).toMatchObject({ status: 'planned', days: -30 });
    } finally {
      clock.set(start);
    }
  });

  it('go to the auditor assigned when the threshold is reached; evaluated concurrently, made once', async () => {
    const start = clock.today();
    const first = await orgAuditor(t, 'First');
    const second = await orgAuditor(t, 'Second');
    const { siteid } = await supplierAt(t, 1);
    const made = (await plan(t, { days: 100, userid: first }))
      .json()
      .data.audits.find((a: { siteid: number }) => a.siteid === siteid);
    const assigned = await t.api({
      method: 'POST',
      url: `/api/v1/audit-programme/planned/${made.auditid}/assign`,
      payload: { userid: second },
    });
    expect(assigned.statusCode).toBe(200);
    const day = addDays(start, 80);
    await Promise.all([1, 2, 3, 4].map(() => evaluateAuditReminders(t.db, day, false)));
    expect(await remindersOf(made.auditid)).toEqual([`14:${second}`]);
  });

  it('the email names the site, the dates and the audit link', () => {
    const mail = auditReminderEmail({
      firstname: 'Ann',
      companyname: 'Oats & Co',
      sitename: 'Mill',
      due_date: '2027-01-10',
      auditdate: '2027-01-09',
      threshold: 0,
      unannounced: false,
      auditid: 42,
      portalUrl: 'https://x.test/',
    });
    expect(mail.subject).toBe('Audit due today: Oats & Co, Mill');
    expect(mail.text).toContain('https://x.test/audits/42');
    expect(mail.html).toContain('Oats &amp; Co');
  });
});
