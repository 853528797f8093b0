import { describe, expect, it } from 'vitest';
import { createPgDb } from '../../db/pg.js';
import { useTestApp } from '../../../test/helpers.js';
import { addDays, testClock } from '../../../test/clock.js';
import { fileForm, PNG_1x1 } from '../../../test/fixtures/audits/images.js';
import { createSupplier } from '../../../test/fixtures/suppliers.js';
import {
  GOOD_ANSWERS,
  publishedTemplate,
  review,
  saveAnswers,
  sendQuestionnaire,
  submit,
} from '../../../test/fixtures/questionnaires.js';
import { eventually } from '../../../test/fixtures/webhooks.js';
import { reminderEmail } from './reminder-email.js';
import { evaluateExpiry } from './reminders.repository.js';

// The expiry worker every second, and a clock the tests move: months pass without waiting for them.
const clock = testClock('2026-06-01');
const t = useTestApp({ CERTIFICATE_REMINDER_INTERVAL: '1s' }, { clock: clock.now });

/** An assignment of a 12-month template, answered, submitted and accepted today by the clock; its id and expiry. */
async function accepted(supplierid: number) {
  const templateid = await publishedTemplate(t);
  const { assignmentid: id } = await sendQuestionnaire(t, supplierid, templateid, '2099-01-01');
  expect((await saveAnswers(t, id, GOOD_ANSWERS)).statusCode).toBe(200);
  const up = await t.api({
    method: 'POST',
    url: `/api/v1/questionnaires/assignments/${id}/answers/F1/file`,
    ...fileForm(PNG_1x1),
  });
  expect(up.statusCode, up.body).toBe(200);
  expect((await submit(t, id)).statusCode).toBe(200);
  const res = await review(t, id, { decision: 'accept', comments: 'Fine' });
  expect(res.statusCode, res.body).toBe(200);
  return { id, templateid, expires: res.json().data.expires as string };
}

async function assignments(supplierid: number) {
  const res = await t.api({ method: 'GET', url: `/api/v1/suppliers/${supplierid}/questionnaires` });
  return (
    res.json().data as {
      assignmentid: number;
      status: string;
      due: string | null;
      reissue_of: number | null;
    }[]
  ).map((a) => ({ id: a.assignmentid, status: a.status, due: a.due, reissue_of: a.reissue_of }));
}

const remindersOf = async (id: number) =>
  (
    await t.db.query<{ threshold: number }>(
      'SELECT threshold FROM questionnaire_reminders WHERE saqid = $1 ORDER BY reminderid',
      [id],
    )
  ).rows.map((r) => r.threshold);

describe('questionnaire expiry', () => {
  // Many passes of the worker, seconds apart: more than the default timeout on a busy machine.
  it('reissues 60 days before, reminds at 60 and 30, and expires after the day, on the timer as the clock moves', async () => {
    clock.set('2026-06-01');
    const { supplierid } = await createSupplier(t);
    const first = (await assignments(supplierid))[0]!.id; // the default one made with the supplier
    const { id, expires } = await accepted(supplierid);
    expect(expires).toBe('2027-06-01');

    clock.set(addDays(expires, -61));
    await new Promise((r) => setTimeout(r, 1500));
    expect(await remindersOf(id)).toEqual([]);
    expect((await assignments(supplierid)).map((a) => a.id)).toEqual([id, first]);

    clock.set(addDays(expires, -60));
    await eventually(async () => expect(await remindersOf(id)).toEqual([60]), 5000);
    const [next] = await eventually(async () => {
      const list = await assignments(supplierid);
      expect(list).toHaveLength(3);
      return list;
    });
    expect(next).toMatchObject({ status: 'Not started', due: expires, reissue_of: id });

    clock.set(addDays(expires, -30));
    await eventually(async () => expect(await remindersOf(id)).toEqual([60, 30]), 5000);
    clock.set(expires); // valid through its last day
    await new Promise((r) => setTimeout(r, 1500));
    expect((await assignments(supplierid)).find((a) => a.id === id)!.status).toBe('Accepted');
    clock.set(addDays(expires, 1));
    await eventually(
      async () => expect((await assignments(supplierid)).find((a) => a.id === id)!.status).toBe('Expired'),
      5000,
    );
    // Still one successor, two reminders, whatever more passes run.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await assignments(supplierid)).toHaveLength(3);
    expect(await remindersOf(id)).toEqual([60, 30]);
    // The feed: the reissue sent, two expiring, one expired, each naming the assignment.
    const events = await eventually(async () => {
      const res = await t.api({
        method: 'GET',
        url: '/api/v1/events?types=questionnaire.sent,questionnaire.expiring,questionnaire.expired,questionnaire.reviewed,questionnaire.submitted&limit=1000',
      });
      const mine = (res.json().data as { type: string; companyid: number; data: { partid: number } }[])
        .filter((e) => e.companyid === supplierid)
        .map(
          (e) =>
            `${e.type}:${e.data.partid === id ? 'old' : e.data.partid === next!.id ? 'new' : e.data.partid === first ? 'first' : '?'}`,
        );
      expect(mine).toContain('questionnaire.expired:old');
      return mine;
    });
    expect(events).toEqual([
      'questionnaire.sent:first',
      'questionnaire.sent:old',
      'questionnaire.submitted:old',
      'questionnaire.reviewed:old',
      'questionnaire.sent:new',
      'questionnaire.expiring:old',
      'questionnaire.expiring:old',
      'questionnaire.expired:old',
    ]);
  }, 120_000);

  it('evaluates once across instances racing, queues reminder emails per user, and leaves an inactive supplier alone', async () => {
    clock.set('2026-06-01');
    const a = await createSupplier(t);
    const b = await createSupplier(t);
    const ids = [(await accepted(a.supplierid)).id, (await accepted(a.supplierid)).id];
    const gone = await accepted(b.supplierid);
    await t.api({ method: 'DELETE', url: `/api/v1/suppliers/${b.supplierid}` });
    const pools = t.dbUrl ? [createPgDb(t.dbUrl), createPgDb(t.dbUrl)] : [];
    try {
      const dbs = [t.db, ...pools];
      for (const day of ['2027-04-02', '2027-05-02', '2027-06-03']) {
        await Promise.all(
          Array.from({ length: 6 }, (_, i) => evaluateExpiry(dbs[i % dbs.length]!, day, { mail: true })),
        );
      }
    } finally {
      await Promise.all(pools.map((p) => p.close()));
    }
    for (const id of ids) expect(await remindersOf(id)).toEqual([60, 30]);
    const { rows } = await t.db.query<{ reissued: number; expired: number; mails: number }>(
      `SELECT (SELECT count(*)::int FROM saqs WHERE reissue_of = ANY ($1)) AS reissued,
              (SELECT count(*)::int FROM saqs WHERE saqid = ANY ($1) AND status = 'Expired') AS expired,
              (SELECT count(*)::int FROM questionnaire_reminder_outbox o JOIN questionnaire_reminders r USING (reminderid)
                WHERE r.saqid = ANY ($1)) AS mails`,
      [ids],
    );
    // Both assignments were of templates sent once each: one successor each; one portal user, two reminders each.
    expect(rows).toEqual([{ reissued: 2, expired: 2, mails: 4 }]);
    expect(await remindersOf(gone.id)).toEqual([]);
    const status = await t.db.query('SELECT status FROM saqs WHERE saqid = $1', [gone.id]);
    expect(status.rows).toEqual([{ status: 'Accepted' }]);
  });

  it('writes a reminder email that says what expires and when, escaped', () => {
    const mail = reminderEmail({
      firstname: 'Pat',
      companyname: 'Oats <Ltd>',
      questionnaire: 'Supplier Approval Questionnaire',
      expires: '2027-06-01',
      threshold: 30,
      portalUrl: 'https://portal.example.test/?a=1&b=2',
    });
    expect(mail.subject).toBe('Questionnaire expiring in 30 days: Supplier Approval Questionnaire');
    expect(mail.text).toContain(
      'The Supplier Approval Questionnaire of Oats <Ltd> expires on 2027-06-01, in 30 days.',
    );
    expect(mail.html).toContain('Oats &lt;Ltd&gt;');
    expect(mail.html).toContain('https://portal.example.test/?a=1&amp;b=2');
  });
});
